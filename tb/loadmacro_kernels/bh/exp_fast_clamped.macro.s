#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_exp.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: WH plain build: tt-llk's DISABLE_SFPLOADMACRO sequence reads the SFPMAD result in the next cycle, which WH's SFPMAD.md forbids (32 stale reads per tile, results differ); an SFPNOP follows the SFPMAD here.
# exp, fast approximation with negative clamp (_calculate_exponential_<APPROX, FAST_APPROX, CLAMP_NEGATIVE>), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,0,10               # LReg14 = -88.5
sfploadi L0,-15695,8
sfpconfig 14,0,0
sfploadi L0,-21957,10          # LReg12 = A = 256/ln2
sfploadi L0,17336,8
sfpconfig 12,0,0
sfploadi L0,-5725,10           # LReg13 = B - C
sfploadi L0,18173,8
sfpconfig 13,0,0
sfploadi L0,225,10             # template 0 through SFPCONFIG: 0x920000E1 = SFPSWAP VD=14 (min/max against -88.5)
sfploadi L0,-28160,8
sfpconfig 0,0,0
sfpnop
sfpmad L13,L12,L0,L13,0        # template 1: SFPMAD A * y + (B-C) (backdoor VD 13)
sfpstochrnd L14,L0,L0,0,14,0   # template 2: SFP_STOCH_RND fp32 -> uint16 (backdoor VD 14)
sfpshft L15,L0,0x00F,1         # template 3: SFPSHFT << 15 (backdoor VD 15)
sfploadi L0,4,10               # Sequence[1] = 0x13000004: sanitize - SWAP, store after 2
sfploadi L0,4864,8
sfpconfig 5,0,0
sfploadi L0,-31265,10          # Sequence[0] = 0x631685DF: MAD, ROUND after 2, SHIFT after 3 to L16, store L16 after 4
sfploadi L0,25366,8
sfpconfig 4,0,0
sfpconfig 8,0,1                # Misc = 0: delays count cycles
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadmacro 1,L0,0,0,7        # sanitize rows group 0: [L0] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L1,2,0,7        # sanitize rows group 1: [L1] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L2,4,0,7        # sanitize rows group 2: [L2] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L3,6,0,7        # sanitize rows group 3: [L3] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L0,8,0,7        # sanitize rows group 4: [L0] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L1,10,0,7       # sanitize rows group 5: [L1] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L2,12,0,7       # sanitize rows group 6: [L2] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L3,14,0,7       # sanitize rows group 7: [L3] = max(x, -88.5), stored back
sfploadmacro 0,L0,0,0,7        # compute group 0: [L0]
sfploadmacro 0,L1,2,0,7        # compute group 1: [L1]
sfploadmacro 0,L2,4,0,7        # compute group 2: [L2]
sfploadmacro 0,L3,6,0,7        # compute group 3: [L3]
sfploadmacro 0,L0,8,0,7        # compute group 4: [L0]
sfploadmacro 0,L1,10,0,7       # compute group 5: [L1]
sfploadmacro 0,L2,12,0,7       # compute group 6: [L2]
sfploadmacro 0,L3,14,0,7       # compute group 7: [L3]
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadmacro 1,L0,0,0,7        # sanitize rows group 0: [L0] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L1,2,0,7        # sanitize rows group 1: [L1] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L2,4,0,7        # sanitize rows group 2: [L2] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L3,6,0,7        # sanitize rows group 3: [L3] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L0,8,0,7        # sanitize rows group 4: [L0] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L1,10,0,7       # sanitize rows group 5: [L1] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L2,12,0,7       # sanitize rows group 6: [L2] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L3,14,0,7       # sanitize rows group 7: [L3] = max(x, -88.5), stored back
sfploadmacro 0,L0,0,0,7        # compute group 0: [L0]
sfploadmacro 0,L1,2,0,7        # compute group 1: [L1]
sfploadmacro 0,L2,4,0,7        # compute group 2: [L2]
sfploadmacro 0,L3,6,0,7        # compute group 3: [L3]
sfploadmacro 0,L0,8,0,7        # compute group 4: [L0]
sfploadmacro 0,L1,10,0,7       # compute group 5: [L1]
sfploadmacro 0,L2,12,0,7       # compute group 6: [L2]
sfploadmacro 0,L3,14,0,7       # compute group 7: [L3]
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadmacro 1,L0,0,0,7        # sanitize rows group 0: [L0] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L1,2,0,7        # sanitize rows group 1: [L1] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L2,4,0,7        # sanitize rows group 2: [L2] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L3,6,0,7        # sanitize rows group 3: [L3] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L0,8,0,7        # sanitize rows group 4: [L0] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L1,10,0,7       # sanitize rows group 5: [L1] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L2,12,0,7       # sanitize rows group 6: [L2] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L3,14,0,7       # sanitize rows group 7: [L3] = max(x, -88.5), stored back
sfploadmacro 0,L0,0,0,7        # compute group 0: [L0]
sfploadmacro 0,L1,2,0,7        # compute group 1: [L1]
sfploadmacro 0,L2,4,0,7        # compute group 2: [L2]
sfploadmacro 0,L3,6,0,7        # compute group 3: [L3]
sfploadmacro 0,L0,8,0,7        # compute group 4: [L0]
sfploadmacro 0,L1,10,0,7       # compute group 5: [L1]
sfploadmacro 0,L2,12,0,7       # compute group 6: [L2]
sfploadmacro 0,L3,14,0,7       # compute group 7: [L3]
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadmacro 1,L0,0,0,7        # sanitize rows group 0: [L0] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L1,2,0,7        # sanitize rows group 1: [L1] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L2,4,0,7        # sanitize rows group 2: [L2] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L3,6,0,7        # sanitize rows group 3: [L3] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L0,8,0,7        # sanitize rows group 4: [L0] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L1,10,0,7       # sanitize rows group 5: [L1] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L2,12,0,7       # sanitize rows group 6: [L2] = max(x, -88.5), stored back
sfpnop
sfploadmacro 1,L3,14,0,7       # sanitize rows group 7: [L3] = max(x, -88.5), stored back
sfploadmacro 0,L0,0,0,7        # compute group 0: [L0]
sfploadmacro 0,L1,2,0,7        # compute group 1: [L1]
sfploadmacro 0,L2,4,0,7        # compute group 2: [L2]
sfploadmacro 0,L3,6,0,7        # compute group 3: [L3]
sfploadmacro 0,L0,8,0,7        # compute group 4: [L0]
sfploadmacro 0,L1,10,0,7       # compute group 5: [L1]
sfploadmacro 0,L2,12,0,7       # compute group 6: [L2]
sfploadmacro 0,L3,14,0,7       # compute group 7: [L3]
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
