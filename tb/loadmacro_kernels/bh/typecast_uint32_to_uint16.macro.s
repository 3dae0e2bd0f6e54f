#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_typecast.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: the select-0 Store byte of macro 0 must not cancel macro 1's pending store (decisions M1a).
# typecast uint32 -> uint16, saturating (_calculate_typecast_uint32_to_uint16_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfpgt L12,L9,0x000,8           # template 0: SFPGT a > 0 ? -1 : 0, SET_VD (backdoor VD 12)
sfpor L13,L0                   # template 1: SFPOR with a (backdoor VD 13)
sfpconfig 4,132,1              # Sequence[0] = 0x00000084
sfploadi L0,133,10             # Sequence[1] = 0x0b000085: Simple 0x85 MAD 0x00 Round 0x00 Store 0x0b
sfploadi L0,2816,8
sfpconfig 5,0,0
sfpconfig 8,262,1              # Misc: StoreMod0 = LO16, Simple delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadmacro 0,L0,0,6,7        # row 0: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 1: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 2: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 3: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 4: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 5: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 6: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 7: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadmacro 0,L0,0,6,7        # row 0: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 1: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 2: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 3: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 4: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 5: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 6: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 7: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadmacro 0,L0,0,6,7        # row 0: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 1: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 2: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 3: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 4: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 5: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 6: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 7: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadmacro 0,L0,0,6,7        # row 0: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 1: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 2: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 3: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 4: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 5: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 6: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfploadmacro 0,L0,0,6,7        # row 7: [a]
sfploadmacro 1,L1,0,4,6        # [b]: store delay 1
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
