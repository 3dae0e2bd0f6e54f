#! timing
# int32 -> fp32: one macro and three regular Simple/Round instructions per row, instruction-count delays.
# From tb/loadmacro_kernels (the SFPLOADMACRO build of the tt-llk-style kernel, one 32x32 tile),
# with AddrMod 3 (+0) and 2 (+2) so the same text runs on Blackhole and Wormhole.
# typecast int32 -> fp32 (_calculate_typecast_int32_to_fp32_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,-31,10             # vConstIntPrgm0 = -31 (LReg12)
sfploadi L0,-1,8
sfpconfig 12,0,0
sfpsetsgn L12,L4,0,0           # template 0: SFPSETSGN from t = LReg4 (backdoor VD 12)
sfpmad L13,L0,L10,L0,4         # template 1: SFPMAD L[L7] * 1.0 + v, INDIRECT_VA (backdoor VD 13)
sfploadi L0,26012,10           # Sequence[0] = 0x7300659c: Simple 0x9c MAD 0x65 Round 0x00 Store 0x73
sfploadi L0,29440,8
sfpconfig 4,0,0
sfpconfig 8,259,1              # Misc: StoreMod0 = FP32, Simple delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadi L0,0,2                # L0 = 0.0
sfploadi L1,-12544,0           # L1 = -2**31
sfploadmacro 0,L2,0,4,2        # row 0: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 1: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 2: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 3: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 4: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 5: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 6: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 7: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadi L0,0,2                # L0 = 0.0
sfploadi L1,-12544,0           # L1 = -2**31
sfploadmacro 0,L2,0,4,2        # row 0: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 1: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 2: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 3: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 4: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 5: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 6: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 7: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadi L0,0,2                # L0 = 0.0
sfploadi L1,-12544,0           # L1 = -2**31
sfploadmacro 0,L2,0,4,2        # row 0: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 1: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 2: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 3: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 4: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 5: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 6: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 7: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadi L0,0,2                # L0 = 0.0
sfploadi L1,-12544,0           # L1 = -2**31
sfploadmacro 0,L2,0,4,2        # row 0: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 1: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 2: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 3: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 4: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 5: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L2,0,4,2        # row 6: [v] (LReg 2)
sfpabs L4,L2,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfploadmacro 0,L3,0,4,2        # row 7: [v] (LReg 3)
sfpabs L4,L3,0                 # t = abs(v)
sfpshft2 L7,L12,0x004,5        # L7 = t >> 31
sfpcast L4,L4,0                # t = cast(t)
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
