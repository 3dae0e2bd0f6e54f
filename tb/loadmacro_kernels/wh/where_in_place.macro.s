#! arch=wh timing
# Call sequence of tt-llk tt_llk_wormhole_b0/common/inc/sfpu/ckernel_sfpu_where.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# where(c, t, f) -> tile 0 (_calculate_where_, Float32: Mod0 INT32), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfpsetcc L0,0,6,L12            # template 0: SFPSETCC LaneEnabled = (v == 0) (backdoor VD 12)
sfpencc 0,0,L13                # template 1: SFPENCC LaneEnabled = true (backdoor VD 13)
sfploadi L0,4,10               # Sequence[0] = 0x13000004: Simple 0x04 MAD 0x00 Round 0x00 Store 0x13
sfploadi L0,4864,8
sfpconfig 4,0,0
sfpconfig 5,4,1                # Sequence[1] = 0x00000004
sfpconfig 6,5,1                # Sequence[2] = 0x00000005
sfpconfig 8,1904,1             # Misc: every macro stores with its load Mod0; Simple/MAD/Round delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
ttreplay 0,3,0,1               # record 3 (not executed)
sfploadmacro 0,L0,0,4,3        #   [L0] = c (macro 0: SETCC next cycle, store in 3)
sfploadmacro 2,L0,64,4,3       #   [L0] = t (macro 2: ENCC next cycle)
sfpload L0,128,4,2             #   L0 = f where c == 0
ttreplay 0,3,0,0               # row 0
ttreplay 0,3,0,0               # row 1
ttreplay 0,3,0,0               # row 2
ttreplay 0,3,0,0               # row 3
ttreplay 0,3,0,0               # row 4
ttreplay 0,3,0,0               # row 5
ttreplay 0,3,0,0               # row 6
ttreplay 0,3,0,0               # row 7
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
ttreplay 0,3,0,1               # record 3 (not executed)
sfploadmacro 0,L0,0,4,3        #   [L0] = c (macro 0: SETCC next cycle, store in 3)
sfploadmacro 2,L0,64,4,3       #   [L0] = t (macro 2: ENCC next cycle)
sfpload L0,128,4,2             #   L0 = f where c == 0
ttreplay 0,3,0,0               # row 0
ttreplay 0,3,0,0               # row 1
ttreplay 0,3,0,0               # row 2
ttreplay 0,3,0,0               # row 3
ttreplay 0,3,0,0               # row 4
ttreplay 0,3,0,0               # row 5
ttreplay 0,3,0,0               # row 6
ttreplay 0,3,0,0               # row 7
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
ttreplay 0,3,0,1               # record 3 (not executed)
sfploadmacro 0,L0,0,4,3        #   [L0] = c (macro 0: SETCC next cycle, store in 3)
sfploadmacro 2,L0,64,4,3       #   [L0] = t (macro 2: ENCC next cycle)
sfpload L0,128,4,2             #   L0 = f where c == 0
ttreplay 0,3,0,0               # row 0
ttreplay 0,3,0,0               # row 1
ttreplay 0,3,0,0               # row 2
ttreplay 0,3,0,0               # row 3
ttreplay 0,3,0,0               # row 4
ttreplay 0,3,0,0               # row 5
ttreplay 0,3,0,0               # row 6
ttreplay 0,3,0,0               # row 7
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
ttreplay 0,3,0,1               # record 3 (not executed)
sfploadmacro 0,L0,0,4,3        #   [L0] = c (macro 0: SETCC next cycle, store in 3)
sfploadmacro 2,L0,64,4,3       #   [L0] = t (macro 2: ENCC next cycle)
sfpload L0,128,4,2             #   L0 = f where c == 0
ttreplay 0,3,0,0               # row 0
ttreplay 0,3,0,0               # row 1
ttreplay 0,3,0,0               # row 2
ttreplay 0,3,0,0               # row 3
ttreplay 0,3,0,0               # row 4
ttreplay 0,3,0,0               # row 5
ttreplay 0,3,0,0               # row 6
ttreplay 0,3,0,0               # row 7
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
