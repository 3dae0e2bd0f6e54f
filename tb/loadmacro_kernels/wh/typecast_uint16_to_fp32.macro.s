#! arch=wh timing
# Call sequence of tt-llk tt_llk_wormhole_b0/common/inc/sfpu/ckernel_sfpu_typecast.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# typecast uint16 -> fp32 (_calculate_typecast_uint16_to_fp32_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfpcast L12,L0,0               # template 0: SFPCAST (backdoor VD 12)
sfploadi L0,68,10              # Sequence[0] = 0x4b000044: Simple 0x44 MAD 0x00 Round 0x00 Store 0x4b
sfploadi L0,19200,8
sfpconfig 4,0,0
sfpconfig 8,259,1              # Misc: StoreMod0 = FP32, Simple delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadmacro 0,L0,0,6,2        # row 0: [v]
sfploadmacro 0,L0,0,6,2        # row 1: [v]
sfploadmacro 0,L0,0,6,2        # row 2: [v]
sfploadmacro 0,L0,0,6,2        # row 3: [v]
sfploadmacro 0,L0,0,6,2        # row 4: [v]
sfploadmacro 0,L0,0,6,2        # row 5: [v]
sfploadmacro 0,L0,0,6,2        # row 6: [v]
sfploadmacro 0,L0,0,6,2        # row 7: [v]
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadmacro 0,L0,0,6,2        # row 0: [v]
sfploadmacro 0,L0,0,6,2        # row 1: [v]
sfploadmacro 0,L0,0,6,2        # row 2: [v]
sfploadmacro 0,L0,0,6,2        # row 3: [v]
sfploadmacro 0,L0,0,6,2        # row 4: [v]
sfploadmacro 0,L0,0,6,2        # row 5: [v]
sfploadmacro 0,L0,0,6,2        # row 6: [v]
sfploadmacro 0,L0,0,6,2        # row 7: [v]
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadmacro 0,L0,0,6,2        # row 0: [v]
sfploadmacro 0,L0,0,6,2        # row 1: [v]
sfploadmacro 0,L0,0,6,2        # row 2: [v]
sfploadmacro 0,L0,0,6,2        # row 3: [v]
sfploadmacro 0,L0,0,6,2        # row 4: [v]
sfploadmacro 0,L0,0,6,2        # row 5: [v]
sfploadmacro 0,L0,0,6,2        # row 6: [v]
sfploadmacro 0,L0,0,6,2        # row 7: [v]
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadmacro 0,L0,0,6,2        # row 0: [v]
sfploadmacro 0,L0,0,6,2        # row 1: [v]
sfploadmacro 0,L0,0,6,2        # row 2: [v]
sfploadmacro 0,L0,0,6,2        # row 3: [v]
sfploadmacro 0,L0,0,6,2        # row 4: [v]
sfploadmacro 0,L0,0,6,2        # row 5: [v]
sfploadmacro 0,L0,0,6,2        # row 6: [v]
sfploadmacro 0,L0,0,6,2        # row 7: [v]
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
