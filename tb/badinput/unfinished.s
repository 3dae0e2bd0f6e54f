# An SFPLOADMACRO whose store is still scheduled when the program's last word is taken: `sfpu run --timing
# --max-cycles 1` stops there with an error naming it (ctest cli/max-cycles, tb/badinput/cases/asm.txt).
sfpnop
sfpnop
sfpnop
sfploadi L0,0,10               # Sequence[0] low half: Simple, MAD, Round select nothing
sfploadi L0,4864,8             # Sequence[0] high half 0x1300: Store select 3 (SFPSTORE) after 2 cycles
sfpconfig 4,0,0                # Sequence[0] = L0
sfploadmacro 0,L0,0,4,3        # the last word: its store is scheduled 2 cycles on
