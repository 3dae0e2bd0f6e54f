#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_reduce.h, DISABLE_SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: tt-llk has no SFPLOADMACRO-disabled build of this kernel: the plain form here issues each scheduled SFPSWAP after a regular SFPLOAD of the same row group, followed by an SFPNOP.
# reduce max over the columns of one tile (calculate_reduce_max_min<MAX, REDUCE_COL>), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
# replay buffer: one group of 4 rows of faces 0+1 (or 2+3)
ttreplay 0,15,0,1              # record (not executed)
ttincrwc 0,4,0,0               #   Dst += 4
sfpload L1,2,0,7               #   odd columns, face 0/2
sfpswap L1,L5,1
sfpnop
sfpload L0,16,0,7              #   even columns, face 1/3
sfpload L1,18,0,7              #   odd columns, face 1/3
sfpswap L1,L7,1
sfpnop
sfpswap L0,L6,1
sfpnop
sfpload L0,0,0,7               #   even columns, face 0/2
sfpswap L0,L4,1
sfpnop
sfpload L8,0,0,6               #   Dst += 16 (next face pair)
sfpload L8,0,0,5               #   Dst += the rows of the other tiles of the block (0 here)
# ---- tile: one call for the whole tile
sfpload L4,0,0,7
sfpload L5,2,0,7
sfpload L6,16,0,7
sfpload L7,18,0,7
ttreplay 0,13,0,0
ttreplay 0,13,0,0
ttreplay 0,14,0,0
ttreplay 0,13,0,0
ttreplay 0,13,0,0
ttreplay 0,13,0,0
ttreplay 0,15,0,0
ttsetrwc 0,0,0,0,0,4           # Dst = 0
sfptransp
sfpswap L7,L6,1
sfpswap L6,L5,1
sfpswap L5,L4,1
sfptransp
sfpstore L4,0,0,7
sfpstore L5,2,0,7
sfpstore L6,16,0,7
sfpstore L7,18,0,7
