#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_where.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# where(c, t, f) -> tile 0 (_calculate_where_, Float32: Mod0 INT32), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
ttreplay 0,6,0,1               # record 6 (not executed)
sfpload L0,0,4,7
sfpload L1,64,4,7
sfpsetcc L0,0,6
sfpload L1,128,4,7
sfpencc 0,0
sfpstore L1,0,4,6
ttreplay 0,6,0,0               # row 0
ttreplay 0,6,0,0               # row 1
ttreplay 0,6,0,0               # row 2
ttreplay 0,6,0,0               # row 3
ttreplay 0,6,0,0               # row 4
ttreplay 0,6,0,0               # row 5
ttreplay 0,6,0,0               # row 6
ttreplay 0,6,0,0               # row 7
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
ttreplay 0,6,0,1               # record 6 (not executed)
sfpload L0,0,4,7
sfpload L1,64,4,7
sfpsetcc L0,0,6
sfpload L1,128,4,7
sfpencc 0,0
sfpstore L1,0,4,6
ttreplay 0,6,0,0               # row 0
ttreplay 0,6,0,0               # row 1
ttreplay 0,6,0,0               # row 2
ttreplay 0,6,0,0               # row 3
ttreplay 0,6,0,0               # row 4
ttreplay 0,6,0,0               # row 5
ttreplay 0,6,0,0               # row 6
ttreplay 0,6,0,0               # row 7
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
ttreplay 0,6,0,1               # record 6 (not executed)
sfpload L0,0,4,7
sfpload L1,64,4,7
sfpsetcc L0,0,6
sfpload L1,128,4,7
sfpencc 0,0
sfpstore L1,0,4,6
ttreplay 0,6,0,0               # row 0
ttreplay 0,6,0,0               # row 1
ttreplay 0,6,0,0               # row 2
ttreplay 0,6,0,0               # row 3
ttreplay 0,6,0,0               # row 4
ttreplay 0,6,0,0               # row 5
ttreplay 0,6,0,0               # row 6
ttreplay 0,6,0,0               # row 7
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
ttreplay 0,6,0,1               # record 6 (not executed)
sfpload L0,0,4,7
sfpload L1,64,4,7
sfpsetcc L0,0,6
sfpload L1,128,4,7
sfpencc 0,0
sfpstore L1,0,4,6
ttreplay 0,6,0,0               # row 0
ttreplay 0,6,0,0               # row 1
ttreplay 0,6,0,0               # row 2
ttreplay 0,6,0,0               # row 3
ttreplay 0,6,0,0               # row 4
ttreplay 0,6,0,0               # row 5
ttreplay 0,6,0,0               # row 6
ttreplay 0,6,0,0               # row 7
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
