#! arch=wh timing
# Call sequence of tt-llk tt_llk_wormhole_b0/common/inc/sfpu/ckernel_sfpu_exp.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: replay frame of 16 (8 LOADMACRO + 8 SHFT2), recorded once by the init; ADDR_MOD_7 is +2 in the SFPLOADMACRO build only. WH plain build: an SFPNOP follows the SFPMAD, as for exp_fast_clamped.
# exp, fast approximation without clamp, ITERATIONS = 8 (_calculate_exponential_<APPROX, FAST_APPROX>), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,-21957,10          # LReg12 = A = 256/ln2
sfploadi L0,17336,8
sfpconfig 12,0,0
sfploadi L0,-5725,10           # LReg13 = B - C
sfploadi L0,18173,8
sfpconfig 13,0,0
sfploadi L0,15,10              # LReg14 = 15 (the SFPSHFT2 shift)
sfploadi L0,0,8
sfpconfig 14,0,0
sfpmad L13,L12,L0,L13,0        # template 1: SFPMAD A * y + (B-C) (backdoor VD 13)
sfpstochrnd L14,L0,L0,0,7,0    # template 2: SFP_STOCH_RND fp32 -> int16 sign-magnitude (backdoor VD 14)
sfpsetsgn L15,L4,0,0           # template 3: SFPSETSGN exponent/mantissa from LReg4 (backdoor VD 15)
sfploadi L0,-31249,10          # Sequence[0] = 0x731E85EF: MAD, ROUND after 3, SETSGN after 5 to L16, store L16 after 6
sfploadi L0,29470,8
sfpconfig 4,0,0
sfpconfig 8,3840,1             # Misc: all delays count instructions
ttreplay 0,32,0,1              # record 32 (not executed): 16 LOADMACRO + SHFT2 pairs
sfploadmacro 0,L0,0,0,3        #   [L0]
sfpshft2 L4,L14,0x002,5        #   L4 = L2 << 15 (an element two back)
sfploadmacro 0,L1,0,0,3        #   [L1]
sfpshft2 L4,L14,0x003,5        #   L4 = L3 << 15 (an element two back)
sfploadmacro 0,L2,0,0,3        #   [L2]
sfpshft2 L4,L14,0x000,5        #   L4 = L0 << 15 (an element two back)
sfploadmacro 0,L3,0,0,3        #   [L3]
sfpshft2 L4,L14,0x001,5        #   L4 = L1 << 15 (an element two back)
sfploadmacro 0,L0,0,0,3        #   [L0]
sfpshft2 L4,L14,0x002,5        #   L4 = L2 << 15 (an element two back)
sfploadmacro 0,L1,0,0,3        #   [L1]
sfpshft2 L4,L14,0x003,5        #   L4 = L3 << 15 (an element two back)
sfploadmacro 0,L2,0,0,3        #   [L2]
sfpshft2 L4,L14,0x000,5        #   L4 = L0 << 15 (an element two back)
sfploadmacro 0,L3,0,0,3        #   [L3]
sfpshft2 L4,L14,0x001,5        #   L4 = L1 << 15 (an element two back)
sfploadmacro 0,L0,0,0,3        #   [L0]
sfpshft2 L4,L14,0x002,5        #   L4 = L2 << 15 (an element two back)
sfploadmacro 0,L1,0,0,3        #   [L1]
sfpshft2 L4,L14,0x003,5        #   L4 = L3 << 15 (an element two back)
sfploadmacro 0,L2,0,0,3        #   [L2]
sfpshft2 L4,L14,0x000,5        #   L4 = L0 << 15 (an element two back)
sfploadmacro 0,L3,0,0,3        #   [L3]
sfpshft2 L4,L14,0x001,5        #   L4 = L1 << 15 (an element two back)
sfploadmacro 0,L0,0,0,3        #   [L0]
sfpshft2 L4,L14,0x002,5        #   L4 = L2 << 15 (an element two back)
sfploadmacro 0,L1,0,0,3        #   [L1]
sfpshft2 L4,L14,0x003,5        #   L4 = L3 << 15 (an element two back)
sfploadmacro 0,L2,0,0,3        #   [L2]
sfpshft2 L4,L14,0x000,5        #   L4 = L0 << 15 (an element two back)
sfploadmacro 0,L3,0,0,3        #   [L3]
sfpshft2 L4,L14,0x001,5        #   L4 = L1 << 15 (an element two back)
sfpnop
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
ttreplay 0,16,0,0              # 8 elements
sfpnop
sfpshft2 L4,L14,0x002,5        # element 6
sfpnop
sfpshft2 L4,L14,0x003,5        # element 7
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
ttreplay 0,16,0,0              # 8 elements
sfpnop
sfpshft2 L4,L14,0x002,5        # element 6
sfpnop
sfpshft2 L4,L14,0x003,5        # element 7
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
ttreplay 0,16,0,0              # 8 elements
sfpnop
sfpshft2 L4,L14,0x002,5        # element 6
sfpnop
sfpshft2 L4,L14,0x003,5        # element 7
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
ttreplay 0,16,0,0              # 8 elements
sfpnop
sfpshft2 L4,L14,0x002,5        # element 6
sfpnop
sfpshft2 L4,L14,0x003,5        # element 7
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
