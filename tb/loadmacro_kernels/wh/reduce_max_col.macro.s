#! arch=wh timing
# Call sequence of tt-llk tt_llk_wormhole_b0/common/inc/sfpu/ckernel_sfpu_reduce.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: tt-llk has no SFPLOADMACRO-disabled build of this kernel: the plain form here issues each scheduled SFPSWAP after a regular SFPLOAD of the same row group, followed by an SFPNOP.
# reduce max over the columns of one tile (calculate_reduce_max_min<MAX, REDUCE_COL>), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfpswap L12,L4,1               # template 0: SFPSWAP with LReg4 (backdoor VD 12)
sfpconfig 4,132,1              # Sequence[0] = 0x00000084
sfpswap L13,L5,1               # template 1: SFPSWAP with LReg5 (backdoor VD 13)
sfpconfig 5,133,1              # Sequence[1] = 0x00000085
# replay buffer: one group of 4 rows of faces 0+1 (or 2+3)
ttreplay 0,9,0,1               # record (not executed)
ttincrwc 0,4,0,0               #   Dst += 4
sfploadmacro 1,L1,2,0,3        #   [L1] = odd columns, face 0/2; SWAP with LReg5 next cycle
sfpload L0,16,0,3              #   even columns, face 1/3
sfpload L1,18,0,3              #   odd columns, face 1/3
sfpswap L1,L7,1
sfpswap L0,L6,1
sfploadmacro 0,L0,0,0,3        #   [L0] = even columns, face 0/2; SWAP with LReg4 next cycle
sfpload L8,0,1,2               #   Dst += 16 (next face pair)
sfpload L8,0,1,1               #   Dst += the rows of the other tiles of the block (0 here)
# ---- tile: one call for the whole tile
sfpload L4,0,0,3
sfpload L5,2,0,3
sfpload L6,16,0,3
sfpload L7,18,0,3
ttreplay 0,7,0,0
ttreplay 0,7,0,0
ttreplay 0,8,0,0
ttreplay 0,7,0,0
ttreplay 0,7,0,0
ttreplay 0,7,0,0
ttreplay 0,9,0,0
ttsetrwc 0,0,0,0,0,4           # Dst = 0
sfptransp
sfpswap L7,L6,1
sfpswap L6,L5,1
sfpswap L5,L4,1
sfptransp
sfpstore L4,0,0,3
sfpstore L5,2,0,3
sfpstore L6,16,0,3
sfpstore L7,18,0,3
