#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_typecast.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# typecast fp32 -> uint16 (_calculate_typecast_fp32_to_uint16_), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfpload L0,0,0,7               # row 0
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 1
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 2
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 3
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 4
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 5
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 6
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 7
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfpload L0,0,0,7               # row 0
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 1
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 2
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 3
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 4
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 5
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 6
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 7
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfpload L0,0,0,7               # row 0
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 1
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 2
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 3
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 4
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 5
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 6
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 7
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfpload L0,0,0,7               # row 0
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 1
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 2
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 3
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 4
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 5
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 6
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
sfpload L0,0,0,7               # row 7
sfpswap L0,L9,9
sfpstochrnd L0,L0,L0,0,6,0
sfpstore L0,0,6,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
