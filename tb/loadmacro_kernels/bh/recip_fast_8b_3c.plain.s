#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_recip.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# reciprocal, bf16 with a Newton correction of the last bit (_calculate_reciprocal_fast_8b_3c_), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadi L2,-32768,2           # L2 = 0x8000
sfpload L0,0,0,7               # row 0
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 1
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 2
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 3
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 4
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 5
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 6
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 7
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadi L2,-32768,2           # L2 = 0x8000
sfpload L0,0,0,7               # row 0
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 1
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 2
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 3
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 4
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 5
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 6
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 7
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadi L2,-32768,2           # L2 = 0x8000
sfpload L0,0,0,7               # row 0
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 1
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 2
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 3
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 4
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 5
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 6
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 7
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadi L2,-32768,2           # L2 = 0x8000
sfpload L0,0,0,7               # row 0
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 1
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 2
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 3
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 4
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 5
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 6
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 7
sfpmad L1,L9,L9,L0,0
sfparecip L0,L0,0
sfpor L0,L2
sfpmad L1,L1,L0,L11,0
sfpshft L1,L1,0xFF0,5
sfpiadd L0,L1,0x000,4
sfpstore L0,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
