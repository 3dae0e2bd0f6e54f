#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_typecast.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: the SFPLOADMACRO build shifts by LReg12 = -31, which tt-llk's init does not set; tt-metal's copy of the init preloads it (preload_sign_magnitude_cast_fixup), and so does this program.
# typecast uint32 -> bf16 (_calculate_typecast_uint32_to_fp16b_), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfpload L0,0,4,7               # row 0
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 1
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 2
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 3
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 4
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 5
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 6
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 7
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfpload L0,0,4,7               # row 0
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 1
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 2
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 3
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 4
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 5
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 6
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 7
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfpload L0,0,4,7               # row 0
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 1
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 2
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 3
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 4
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 5
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 6
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 7
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfpload L0,0,4,7               # row 0
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 1
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 2
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 3
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 4
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 5
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 6
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
sfpload L0,0,4,7               # row 7
sfpsetsgn L1,L0,0,1
sfpcast L1,L1,0
sfpsetcc L0,0,0
sfpaddi L1,20224,0
sfpencc 0,0
sfpstochrnd L1,L0,L1,0,1,0
sfpstore L1,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
