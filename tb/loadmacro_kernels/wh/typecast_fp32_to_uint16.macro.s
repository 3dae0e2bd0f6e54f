#! arch=wh timing
# Call sequence of tt-llk tt_llk_wormhole_b0/common/inc/sfpu/ckernel_sfpu_typecast.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# typecast fp32 -> uint16 (_calculate_typecast_fp32_to_uint16_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfpswap L12,L9,15              # template 0: SFPSWAP max(0, v) (backdoor VD 12)
sfpstochrnd L13,L0,L0,0,6,0    # template 1: SFP_STOCH_RND fp32 -> uint16 (backdoor VD 13)
sfploadi L0,132,10             # Sequence[0] = 0x5b550084: Simple 0x84 MAD 0x00 Round 0x55 Store 0x5b
sfploadi L0,23381,8
sfpconfig 4,0,0
sfpconfig 8,262,1              # Misc: StoreMod0 = LO16, Simple delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadmacro 0,L0,0,0,2        # row 0: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 1: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 2: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 3: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 4: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 5: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 6: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 7: [v] (LReg 1)
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadmacro 0,L0,0,0,2        # row 0: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 1: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 2: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 3: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 4: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 5: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 6: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 7: [v] (LReg 1)
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadmacro 0,L0,0,0,2        # row 0: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 1: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 2: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 3: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 4: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 5: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 6: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 7: [v] (LReg 1)
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadmacro 0,L0,0,0,2        # row 0: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 1: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 2: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 3: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 4: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 5: [v] (LReg 1)
sfpnop
sfploadmacro 0,L0,0,0,2        # row 6: [v] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,0,2        # row 7: [v] (LReg 1)
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
