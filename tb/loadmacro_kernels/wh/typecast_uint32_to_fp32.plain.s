#! arch=wh timing
# Call sequence of tt-llk tt_llk_wormhole_b0/common/inc/sfpu/ckernel_sfpu_typecast.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# typecast uint32 -> fp32 (_calculate_typecast_uint32_to_fp32_), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfpload L0,0,4,3               # row 0
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 1
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 2
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 3
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 4
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 5
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 6
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 7
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfpload L0,0,4,3               # row 0
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 1
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 2
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 3
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 4
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 5
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 6
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 7
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfpload L0,0,4,3               # row 0
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 1
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 2
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 3
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 4
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 5
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 6
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 7
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfpload L0,0,4,3               # row 0
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 1
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 2
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 3
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 4
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 5
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 6
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
sfpload L0,0,4,3               # row 7
sfpsetsgn L1,L0,0,1
sfpcast L2,L1,0
sfpsetcc L0,0,0
sfpaddi L2,20224,0
sfpencc 0,0
sfpstore L2,0,3,2
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
