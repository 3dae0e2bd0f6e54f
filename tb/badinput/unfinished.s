# a run cut at its bound (--max-cycles 1) while an SFPLOADMACRO's store is still scheduled
#! timing
# where(c, t, f) into c: replay frame of 3 (two macros + a load) per row.
# From tb/loadmacro_kernels (the SFPLOADMACRO build of the tt-llk-style kernel, one 32x32 tile),
# with AddrMod 3 (+0) and 2 (+2) so the same text runs on Blackhole and Wormhole.
# where(c, t, f) -> tile 0 (_calculate_where_, Float32: Mod0 INT32), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfpsetcc L0,0,6,L12            # template 0: SFPSETCC LaneEnabled = (v == 0) (backdoor VD 12)
sfpencc 0,0,L13                # template 1: SFPENCC LaneEnabled = true (backdoor VD 13)
sfploadi L0,4,10               # Sequence[0] = 0x13000004: Simple 0x04 MAD 0x00 Round 0x00 Store 0x13
sfploadi L0,4864,8
sfpconfig 4,0,0
sfpconfig 5,4,1                # Sequence[1] = 0x00000004
sfpconfig 6,5,1                # Sequence[2] = 0x00000005
sfploadmacro 0,L0,0,4,3        # the last instruction: its store is 3 cycles away
