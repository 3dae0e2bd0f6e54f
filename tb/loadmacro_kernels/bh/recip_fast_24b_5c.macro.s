#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_recip.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: plain build: tt-llk's DISABLE_SFPLOADMACRO sequence issues SFPSWAP right after the SFPMAD writing its operand, which BH's stall logic misses (SFPMAD.md bug 6: 32 stale compares per tile); an SFPNOP separates them here.
# reciprocal, fp32 with a cubic correction (_calculate_reciprocal_fast_24b_5c_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfparecip L12,L0,0             # template 0: SFPARECIP (backdoor VD 12)
sfpmad L13,L0,L0,L0,0          # template 1: SFPMAD e * e + e (backdoor VD 13)
sfpmad L14,L1,L0,L2,0          # template 2: SFPMAD t2 * . + . (backdoor VD 14)
sfpswap L15,L10,1              # template 3: SFPSWAP min(t2, 1.0) (backdoor VD 15)
sfploadi L0,4,10               # Sequence[0] = 0x73000004: Simple 0x04 MAD 0x00 Round 0x00 Store 0x73
sfploadi L0,29440,8
sfpconfig 4,0,0
sfploadi L0,5444,10            # Sequence[1] = 0x13001544: Simple 0x44 MAD 0x15 Round 0x00 Store 0x13
sfploadi L0,4864,8
sfpconfig 5,0,0
sfpconfig 6,1687,1             # Sequence[2] = 0x00000697
sfploadi L0,-12800,10          # Sequence[3] = 0x5b00ce00: Simple 0x00 MAD 0xce Round 0x00 Store 0x5b
sfploadi L0,23296,8
sfpconfig 7,0,0
sfpconfig 8,4080,1             # Misc: every macro stores with its load Mod0, all delays count instructions
ttreplay 0,6,0,1               # record 6 (not executed)
sfploadmacro 0,L3,0,0,7        #   [y]
sfploadmacro 2,L1,1022,0,7     #   [t2] of the row before
sfploadmacro 1,L0,0,0,7        #   [e]
sfpmad L0,L0,L3,L10,1          #   e = 1 - e * y
sfploadmacro 3,L2,1022,0,6     #   [z] of the row before, Dst += 2
sfploadmacro 3,L2,1022,0,7     #   [z] (drain form)
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
ttreplay 0,4,0,0               # row 0
sfpload L7,0,0,6               # Dst += 2 (LReg7 is not used here)
ttreplay 0,5,0,0               # row 1
ttreplay 0,5,0,0               # row 2
ttreplay 0,5,0,0               # row 3
ttreplay 0,5,0,0               # row 4
ttreplay 0,5,0,0               # row 5
ttreplay 0,5,0,0               # row 6
ttreplay 0,5,0,0               # row 7
sfpnop
ttreplay 1,1,0,0               # [t2] of row 7
sfpnop
ttreplay 3,2,0,0               # e of nothing, [z] of row 7
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
ttreplay 0,4,0,0               # row 0
sfpload L7,0,0,6               # Dst += 2 (LReg7 is not used here)
ttreplay 0,5,0,0               # row 1
ttreplay 0,5,0,0               # row 2
ttreplay 0,5,0,0               # row 3
ttreplay 0,5,0,0               # row 4
ttreplay 0,5,0,0               # row 5
ttreplay 0,5,0,0               # row 6
ttreplay 0,5,0,0               # row 7
sfpnop
ttreplay 1,1,0,0               # [t2] of row 7
sfpnop
ttreplay 3,2,0,0               # e of nothing, [z] of row 7
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
ttreplay 0,4,0,0               # row 0
sfpload L7,0,0,6               # Dst += 2 (LReg7 is not used here)
ttreplay 0,5,0,0               # row 1
ttreplay 0,5,0,0               # row 2
ttreplay 0,5,0,0               # row 3
ttreplay 0,5,0,0               # row 4
ttreplay 0,5,0,0               # row 5
ttreplay 0,5,0,0               # row 6
ttreplay 0,5,0,0               # row 7
sfpnop
ttreplay 1,1,0,0               # [t2] of row 7
sfpnop
ttreplay 3,2,0,0               # e of nothing, [z] of row 7
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
ttreplay 0,4,0,0               # row 0
sfpload L7,0,0,6               # Dst += 2 (LReg7 is not used here)
ttreplay 0,5,0,0               # row 1
ttreplay 0,5,0,0               # row 2
ttreplay 0,5,0,0               # row 3
ttreplay 0,5,0,0               # row 4
ttreplay 0,5,0,0               # row 5
ttreplay 0,5,0,0               # row 6
ttreplay 0,5,0,0               # row 7
sfpnop
ttreplay 1,1,0,0               # [t2] of row 7
sfpnop
ttreplay 3,2,0,0               # e of nothing, [z] of row 7
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
