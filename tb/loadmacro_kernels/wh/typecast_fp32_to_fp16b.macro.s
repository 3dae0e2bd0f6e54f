#! arch=wh timing
# Call sequence of tt-llk tt_llk_wormhole_b0/common/inc/sfpu/ckernel_sfpu_typecast.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: the SFPLOADMACRO build also stores a 32-bit scratch datum (zero but for its LSB) that the bf16 result overwrites in the high half under the llk's debug feature bit 11 (not modelled: here it lands in Dst rows 64..127); the bf16 results, the 16-bit view of the output tile (Dst rows 0..63), are compared.
# typecast fp32 -> bf16, round to nearest even (_calculate_typecast_fp32_to_fp16b_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,1,10               # vConstIntPrgm0 = 1 (LReg12)
sfploadi L0,0,8
sfpconfig 12,0,0
sfploadi L0,32767,10           # vConstIntPrgm1 = 0x7fff (LReg13)
sfploadi L0,0,8
sfpconfig 13,0,0
sfpshft2 L12,L0,0xFF0,6        # template 0: SFPSHFT2 >> 16 (backdoor VD 12)
sfpiadd L13,L13,0x000,4        # template 1: SFPIADD + 0x7fff (backdoor VD 13)
sfpiadd L14,L2,0x000,4         # template 2: SFPIADD + b (backdoor VD 14)
sfploadi L0,222,10             # Sequence[0] = 0x1b8400de: Simple 0xde MAD 0x00 Round 0x84 Store 0x1b
sfploadi L0,7044,8
sfpconfig 4,0,0
sfploadi L0,141,10             # Sequence[1] = 0x5b00008d: Simple 0x8d MAD 0x00 Round 0x00 Store 0x5b
sfploadi L0,23296,8
sfpconfig 5,0,0
sfpconfig 8,786,1              # Misc: StoreMod0 = FP16B, macro 0 stores with its load Mod0, delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadmacro 0,L0,0,0,3        # row 0: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 1: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 2: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 3: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 4: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 5: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 6: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 7: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadmacro 0,L0,0,0,3        # row 0: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 1: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 2: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 3: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 4: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 5: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 6: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 7: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadmacro 0,L0,0,0,3        # row 0: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 1: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 2: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 3: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 4: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 5: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 6: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 7: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadmacro 0,L0,0,0,3        # row 0: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 1: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 2: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 3: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 4: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 5: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfploadmacro 0,L0,0,0,3        # row 6: [a] (LReg 0)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L0,L12                  # a &= 1
sfploadmacro 0,L1,0,0,3        # row 7: [a] (LReg 1)
sfploadmacro 1,L2,0,0,2        # [b]
sfpand L1,L12                  # a &= 1
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
