#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_recip.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# reciprocal, 7-bit approximation (_calculate_reciprocal_fast_7b_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfparecip L12,L0,0             # template 0: SFPARECIP (backdoor VD 12)
sfploadi L0,68,10              # Sequence[0] = 0x4b000044: Simple 0x44 MAD 0x00 Round 0x00 Store 0x4b
sfploadi L0,19200,8
sfpconfig 4,0,0
sfpconfig 8,272,1              # Misc: macro 0 stores with its load Mod0, Simple delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadmacro 0,L0,0,0,6        # row 0: [x]
sfploadmacro 0,L0,0,0,6        # row 1: [x]
sfploadmacro 0,L0,0,0,6        # row 2: [x]
sfploadmacro 0,L0,0,0,6        # row 3: [x]
sfploadmacro 0,L0,0,0,6        # row 4: [x]
sfploadmacro 0,L0,0,0,6        # row 5: [x]
sfploadmacro 0,L0,0,0,6        # row 6: [x]
sfploadmacro 0,L0,0,0,6        # row 7: [x]
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadmacro 0,L0,0,0,6        # row 0: [x]
sfploadmacro 0,L0,0,0,6        # row 1: [x]
sfploadmacro 0,L0,0,0,6        # row 2: [x]
sfploadmacro 0,L0,0,0,6        # row 3: [x]
sfploadmacro 0,L0,0,0,6        # row 4: [x]
sfploadmacro 0,L0,0,0,6        # row 5: [x]
sfploadmacro 0,L0,0,0,6        # row 6: [x]
sfploadmacro 0,L0,0,0,6        # row 7: [x]
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadmacro 0,L0,0,0,6        # row 0: [x]
sfploadmacro 0,L0,0,0,6        # row 1: [x]
sfploadmacro 0,L0,0,0,6        # row 2: [x]
sfploadmacro 0,L0,0,0,6        # row 3: [x]
sfploadmacro 0,L0,0,0,6        # row 4: [x]
sfploadmacro 0,L0,0,0,6        # row 5: [x]
sfploadmacro 0,L0,0,0,6        # row 6: [x]
sfploadmacro 0,L0,0,0,6        # row 7: [x]
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadmacro 0,L0,0,0,6        # row 0: [x]
sfploadmacro 0,L0,0,0,6        # row 1: [x]
sfploadmacro 0,L0,0,0,6        # row 2: [x]
sfploadmacro 0,L0,0,0,6        # row 3: [x]
sfploadmacro 0,L0,0,0,6        # row 4: [x]
sfploadmacro 0,L0,0,0,6        # row 5: [x]
sfploadmacro 0,L0,0,0,6        # row 6: [x]
sfploadmacro 0,L0,0,0,6        # row 7: [x]
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
