#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_typecast.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# typecast uint32 -> fp32 (_calculate_typecast_uint32_to_fp32_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,-31,10             # vConstIntPrgm0 = -31 (LReg12)
sfploadi L0,-1,8
sfpconfig 12,0,0
sfpsetsgn L12,L0,0,1           # template 0: SFPSETSGN sign 0 (backdoor VD 12)
sfpcast L13,L2,0               # template 1: SFPCAST of a (backdoor VD 13)
sfpshft2 L14,L12,0x000,5       # template 2: SFPSHFT2 by LReg12 (backdoor VD 14)
sfpmad L15,L0,L10,L0,4         # template 3: SFPMAD L[L7] * 1.0 + b, INDIRECT_VA (backdoor VD 15)
sfpconfig 4,4,1                # Sequence[0] = 0x00000004
sfpconfig 5,22405,1            # Sequence[1] = 0x00005785
sfploadi L0,0,10               # Sequence[2] = 0x5b860000: Simple 0x00 MAD 0x00 Round 0x86 Store 0x5b
sfploadi L0,23430,8
sfpconfig 6,0,0
sfpconfig 8,1795,1             # Misc: StoreMod0 = FP32, Simple/MAD/Round delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadi L0,0,2                # L0 = 0.0
sfploadi L1,20224,0            # L1 = 2**31
sfploadmacro 0,L2,0,4,7        # row 0: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 1: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 2: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 3: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 4: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 5: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 6: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 7: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadi L0,0,2                # L0 = 0.0
sfploadi L1,20224,0            # L1 = 2**31
sfploadmacro 0,L2,0,4,7        # row 0: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 1: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 2: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 3: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 4: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 5: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 6: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 7: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadi L0,0,2                # L0 = 0.0
sfploadi L1,20224,0            # L1 = 2**31
sfploadmacro 0,L2,0,4,7        # row 0: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 1: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 2: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 3: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 4: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 5: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 6: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 7: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadi L0,0,2                # L0 = 0.0
sfploadi L1,20224,0            # L1 = 2**31
sfploadmacro 0,L2,0,4,7        # row 0: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 1: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 2: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 3: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 4: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 5: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 6: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfploadmacro 0,L2,0,4,7        # row 7: [a]
sfploadmacro 1,L3,0,4,7        # [b]
sfploadmacro 2,L7,1,4,6        # [L7]
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
