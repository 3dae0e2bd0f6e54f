#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_typecast.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: the select-0 Store byte of macro 0 must not cancel macro 1's pending store (decisions M1a).
# typecast uint32 -> uint16, saturating (_calculate_typecast_uint32_to_uint16_), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfpload L0,0,6,7               # row 0
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 1
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 2
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 3
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 4
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 5
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 6
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 7
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfpload L0,0,6,7               # row 0
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 1
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 2
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 3
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 4
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 5
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 6
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 7
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfpload L0,0,6,7               # row 0
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 1
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 2
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 3
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 4
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 5
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 6
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 7
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfpload L0,0,6,7               # row 0
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 1
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 2
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 3
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 4
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 5
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 6
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
sfpload L0,0,6,7               # row 7
sfpiadd L0,L9,0x000,6
sfpshft L0,L0,0xFF0,1
sfpload L1,0,4,7
sfpor L1,L0
sfpstore L1,0,6,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
