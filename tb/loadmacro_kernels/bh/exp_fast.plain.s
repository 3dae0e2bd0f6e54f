#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_exp.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: replay frame of 16 (8 LOADMACRO + 8 SHFT2), recorded once by the init; ADDR_MOD_7 is +2 in the SFPLOADMACRO build only. WH plain build: an SFPNOP follows the SFPMAD, as for exp_fast_clamped.
# exp, fast approximation without clamp, ITERATIONS = 8 (_calculate_exponential_<APPROX, FAST_APPROX>), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,-21957,10          # LReg12 = A = 256/ln2
sfploadi L0,17336,8
sfpconfig 12,0,0
sfploadi L0,-5725,10           # LReg13 = B - C
sfploadi L0,18173,8
sfpconfig 13,0,0
sfploadi L0,15,10              # LReg14 = 15 (the SFPSHFT2 shift)
sfploadi L0,0,8
sfpconfig 14,0,0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfpload L0,0,0,7               # row 0
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 1
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 2
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 3
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 4
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 5
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 6
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 7
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfpload L0,0,0,7               # row 0
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 1
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 2
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 3
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 4
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 5
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 6
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 7
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfpload L0,0,0,7               # row 0
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 1
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 2
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 3
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 4
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 5
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 6
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 7
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfpload L0,0,0,7               # row 0
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 1
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 2
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 3
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 4
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 5
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 6
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
sfpload L0,0,0,7               # row 7
sfpmad L0,L12,L0,L13,0
sfpstochrnd L0,L0,L0,0,7,0
sfpshft2 L1,L14,0x000,5
sfpsetsgn L0,L1,0,0
sfpstore L0,0,0,7
ttincrwc 0,2,0,0               # dst_reg++
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
