#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_recip.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: plain build: tt-llk's DISABLE_SFPLOADMACRO sequence issues SFPSWAP right after the SFPMAD writing its operand, which BH's stall logic misses (SFPMAD.md bug 6: 32 stale compares per tile); an SFPNOP separates them here.
# reciprocal, fp32 with a cubic correction (_calculate_reciprocal_fast_24b_5c_), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfpload L0,0,0,7               # row 0
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 1
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 2
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 3
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 4
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 5
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 6
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 7
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfpload L0,0,0,7               # row 0
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 1
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 2
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 3
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 4
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 5
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 6
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 7
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfpload L0,0,0,7               # row 0
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 1
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 2
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 3
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 4
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 5
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 6
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 7
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfpload L0,0,0,7               # row 0
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 1
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 2
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 3
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 4
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 5
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 6
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
sfpload L0,0,0,7               # row 7
sfparecip L1,L0,0
sfpmad L2,L0,L1,L10,1
sfpmad L3,L2,L2,L2,0
sfpmad L3,L3,L2,L2,0
sfpnop                         # SFPSWAP reads L3 in its first cycle, which BH's auto-stall misses (SFPMAD.md bug 6; not in tt-llk's sequence)
sfpswap L3,L10,1
sfpmad L0,L3,L1,L1,0
sfpstore L0,0,0,6
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
