#! arch=wh timing
# Call sequence of tt-llk tt_llk_wormhole_b0/common/inc/sfpu/ckernel_sfpu_typecast.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: the SFPLOADMACRO build also stores a 32-bit scratch datum (zero but for its LSB) that the bf16 result overwrites in the high half under the llk's debug feature bit 11 (not modelled: here it lands in Dst rows 64..127); the bf16 results, the 16-bit view of the output tile (Dst rows 0..63), are compared.
# typecast fp32 -> bf16, round to nearest even (_calculate_typecast_fp32_to_fp16b_), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,1,10               # vConstIntPrgm0 = 1 (LReg12)
sfploadi L0,0,8
sfpconfig 12,0,0
sfploadi L0,32767,10           # vConstIntPrgm1 = 0x7fff (LReg13)
sfploadi L0,0,8
sfpconfig 13,0,0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfpload L0,0,0,3               # row 0
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 1
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 2
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 3
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 4
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 5
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 6
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 7
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfpload L0,0,0,3               # row 0
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 1
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 2
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 3
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 4
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 5
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 6
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 7
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfpload L0,0,0,3               # row 0
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 1
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 2
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 3
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 4
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 5
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 6
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 7
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfpload L0,0,0,3               # row 0
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 1
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 2
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 3
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 4
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 5
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 6
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
sfpload L0,0,0,3               # row 7
sfpload L1,0,0,3
sfpshft L0,L0,0xFF0,1
sfpand L0,L12
sfpiadd L1,L13,0x000,4
sfpiadd L1,L0,0x000,4
sfpstore L1,0,2,2
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
