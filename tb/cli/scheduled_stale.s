# scheduled_stale.s - an instruction an SFPLOADMACRO scheduled reads a stale value: the SFPMOV scheduled one cycle
# after the macro (line 10) reads L0 while the 2-cycle SFPMAD issued between them has not written it back. The
# diagnostic names the macro's line; the Konata row of the scheduled SFPMOV has arrows from the macro and the MAD.
sfpmov L12,L0,0          # template 0 (backdoor VD 12): SFPMOV
sfploadi L0,12,10        # Sequence[0] = 0x0000000C: Simple 0x0C = template 0, delay 1
sfploadi L0,0,8
sfpconfig 4,0,0          # Sequence[0] = L0
sfpconfig 8,0,1          # Misc = 0: delays count cycles

sfploadmacro 0,L0,0,3,0  # line 10
sfpmad L0,L1,L2,L9,0     # writes L0 at the end of the next cycle
sfpnop
sfpnop
