#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_mul_int.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# mul_int uint16 x uint16 (_mul_int_), tiles 0 * 0 -> 0, SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfpmul24 L12,L0,L0,0           # template 0: SFPMUL24 low half (backdoor VD 12)
sfploadi L0,-15360,10          # Sequence[0] = 0x5300c400: Simple 0x00 MAD 0xc4 Round 0x00 Store 0x53
sfploadi L0,21248,8
sfpconfig 4,0,0
sfploadi L0,-13312,10          # Sequence[1] = 0x5b00cc00: Simple 0x00 MAD 0xcc Round 0x00 Store 0x5b
sfploadi L0,23296,8
sfpconfig 5,0,0
sfpconfig 8,816,1              # Misc: macros 0 and 1 store with their load Mod0; Simple/MAD delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadmacro 0,L0,0,6,6        # row 0: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 1: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 2: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 3: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 4: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 5: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 6: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 7: [a], a * a
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadmacro 0,L0,0,6,6        # row 0: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 1: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 2: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 3: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 4: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 5: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 6: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 7: [a], a * a
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadmacro 0,L0,0,6,6        # row 0: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 1: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 2: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 3: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 4: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 5: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 6: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 7: [a], a * a
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadmacro 0,L0,0,6,6        # row 0: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 1: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 2: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 3: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 4: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 5: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 6: [a], a * a
sfploadmacro 0,L0,0,6,6        # row 7: [a], a * a
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
