sfpnop
