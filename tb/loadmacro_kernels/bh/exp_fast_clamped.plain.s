#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_exp.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: WH plain build: tt-llk's DISABLE_SFPLOADMACRO sequence reads the SFPMAD result in the next cycle, which WH's SFPMAD.md forbids (32 stale reads per tile, results differ); an SFPNOP follows the SFPMAD here.
# exp, fast approximation with negative clamp (_calculate_exponential_<APPROX, FAST_APPROX, CLAMP_NEGATIVE>), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,0,10               # LReg14 = -88.5
sfploadi L0,-15695,8
sfpconfig 14,0,0
sfploadi L0,-21957,10          # LReg12 = A = 256/ln2
sfploadi L0,17336,8
sfpconfig 12,0,0
sfploadi L0,-5725,10           # LReg13 = B - C
sfploadi L0,18173,8
sfpconfig 13,0,0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfpload L0,0,0,7               # row 0
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 1
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 2
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 3
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 4
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 5
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 6
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 7
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfpload L0,0,0,7               # row 0
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 1
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 2
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 3
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 4
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 5
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 6
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 7
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfpload L0,0,0,7               # row 0
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 1
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 2
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 3
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 4
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 5
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 6
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 7
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfpload L0,0,0,7               # row 0
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 1
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 2
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 3
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 4
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 5
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 6
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 7
sfpswap L0,L14,9
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,6,0
sfpshft L0,L0,0x00F,1
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
