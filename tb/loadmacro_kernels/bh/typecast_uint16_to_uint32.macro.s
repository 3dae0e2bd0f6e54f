#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_typecast.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# typecast uint16 -> uint32 (_calculate_typecast_uint16_to_uint32_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,0,10               # Sequence[0] = 0x03000000: Simple 0x00 MAD 0x00 Round 0x00 Store 0x03
sfploadi L0,768,8
sfpconfig 4,0,0
sfpconfig 8,260,1              # Misc: StoreMod0 = INT32
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadmacro 0,L0,0,6,6        # row 0: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 1: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 2: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 3: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 4: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 5: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 6: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 7: [v], stored the next cycle
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadmacro 0,L0,0,6,6        # row 0: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 1: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 2: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 3: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 4: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 5: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 6: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 7: [v], stored the next cycle
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadmacro 0,L0,0,6,6        # row 0: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 1: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 2: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 3: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 4: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 5: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 6: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 7: [v], stored the next cycle
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadmacro 0,L0,0,6,6        # row 0: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 1: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 2: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 3: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 4: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 5: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 6: [v], stored the next cycle
sfploadmacro 0,L0,0,6,6        # row 7: [v], stored the next cycle
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
