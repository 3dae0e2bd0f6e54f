# scheduled_stale.s - an instruction an SFPLOADMACRO scheduled reads a stale value: macro A (line 15) schedules an
# SFPMAD on the MAD unit for the next cycle, writing L3; macro B (line 16) schedules an SFPMOV reading L3 one cycle
# after that MAD, before the MAD's result is written back. The MAD comes first in program order, so this is a real
# stale read (decisions M2a); the diagnostic names macro B's line, and the Konata row of the scheduled SFPMOV has
# arrows from macro B and from the MAD's row.
sfpmad L12,L1,L1,L3,0    # template 0 (backdoor VD 12): SFPMAD (VC and VD := the macro's VD)
sfpmov L13,L3,0          # template 1 (backdoor VD 13): SFPMOV reading L3 (USE_VB below keeps VC)
sfploadi L0,1024,10      # Sequence[0] = 0x00000400: MAD byte = template 0, delay 0
sfploadi L0,0,8
sfpconfig 4,0,0
sfploadi L0,133,10       # Sequence[1] = 0x00000085: Simple byte = template 1, delay 0, USE_VB
sfpconfig 5,0,0
sfpconfig 8,0,1          # Misc = 0: delays count cycles
sfpnop
sfploadmacro 0,L3,0,3,0  # line 15: A, VD = L3
sfploadmacro 1,L2,4,3,0  # line 16: B, VD = L2
sfpnop
sfpnop
sfpnop
