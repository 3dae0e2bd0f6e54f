#! arch=bh timing
# Call sequence of tt-llk tt_llk_blackhole/common/inc/sfpu/ckernel_sfpu_recip.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# reciprocal, bf16 with a Newton correction of the last bit (_calculate_reciprocal_fast_8b_3c_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfparecip L12,L0,0             # template 0: SFPARECIP (backdoor VD 12)
sfpmad L13,L9,L9,L0,8          # template 1: SFPMAD 0 * 0 + y, INDIRECT_VD (backdoor VD 13)
sfpmad L14,L1,L0,L11,0         # template 2: SFPMAD x * y - 1 (backdoor VD 14)
sfpiadd L15,L1,0x000,4         # template 3: SFPIADD + t (backdoor VD 15)
sfploadi L0,1284,10            # Sequence[0] = 0x83000504: Simple 0x04 MAD 0x05 Round 0x00 Store 0x83
sfploadi L0,-32000,8
sfpconfig 4,0,0
sfploadi L0,-14609,10          # Sequence[1] = 0x5300c6ef: Simple 0xef MAD 0xc6 Round 0x00 Store 0x53
sfploadi L0,21248,8
sfpconfig 5,0,0
sfploadi L0,0,10               # Sequence[2] = 0x4b000000: Simple 0x00 MAD 0x00 Round 0x00 Store 0x4b
sfploadi L0,19200,8
sfpconfig 6,0,0
sfpconfig 8,1792,1             # Misc: StoreMod0 = SRCB, Simple/MAD/Round delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadi L0,-32768,0           # L0 = 0x80000000
sfploadi L7,1,2                # L7 = x (LReg1: INDIRECT_VD target)
sfploadmacro 0,L3,0,0,7        # row 0: [y] (LReg 3)
sfpnop
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 1: [y] (LReg 4)
sfpnop
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L5,1,0,7        # row 2: [y] (LReg 5)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 1
sfploadmacro 1,L5,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L3,0,0,7        # row 3: [y] (LReg 3)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 2
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 4: [y] (LReg 4)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 3
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L5,1,0,7        # row 5: [y] (LReg 5)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 4
sfploadmacro 1,L5,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L3,0,0,7        # row 6: [y] (LReg 3)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 5
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 7: [y] (LReg 4)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 6
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfpnop
sfploadmacro 2,L1,1020,9,6     # [t] LO16 of row 7
sfpnop
sfpnop
sfploadmacro 2,L1,1020,9,6     # [t] LO16 of row 8
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadi L0,-32768,0           # L0 = 0x80000000
sfploadi L7,1,2                # L7 = x (LReg1: INDIRECT_VD target)
sfploadmacro 0,L3,0,0,7        # row 0: [y] (LReg 3)
sfpnop
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 1: [y] (LReg 4)
sfpnop
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L5,1,0,7        # row 2: [y] (LReg 5)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 1
sfploadmacro 1,L5,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L3,0,0,7        # row 3: [y] (LReg 3)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 2
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 4: [y] (LReg 4)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 3
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L5,1,0,7        # row 5: [y] (LReg 5)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 4
sfploadmacro 1,L5,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L3,0,0,7        # row 6: [y] (LReg 3)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 5
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 7: [y] (LReg 4)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 6
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfpnop
sfploadmacro 2,L1,1020,9,6     # [t] LO16 of row 7
sfpnop
sfpnop
sfploadmacro 2,L1,1020,9,6     # [t] LO16 of row 8
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadi L0,-32768,0           # L0 = 0x80000000
sfploadi L7,1,2                # L7 = x (LReg1: INDIRECT_VD target)
sfploadmacro 0,L3,0,0,7        # row 0: [y] (LReg 3)
sfpnop
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 1: [y] (LReg 4)
sfpnop
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L5,1,0,7        # row 2: [y] (LReg 5)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 1
sfploadmacro 1,L5,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L3,0,0,7        # row 3: [y] (LReg 3)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 2
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 4: [y] (LReg 4)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 3
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L5,1,0,7        # row 5: [y] (LReg 5)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 4
sfploadmacro 1,L5,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L3,0,0,7        # row 6: [y] (LReg 3)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 5
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 7: [y] (LReg 4)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 6
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfpnop
sfploadmacro 2,L1,1020,9,6     # [t] LO16 of row 7
sfpnop
sfpnop
sfploadmacro 2,L1,1020,9,6     # [t] LO16 of row 8
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadi L0,-32768,0           # L0 = 0x80000000
sfploadi L7,1,2                # L7 = x (LReg1: INDIRECT_VD target)
sfploadmacro 0,L3,0,0,7        # row 0: [y] (LReg 3)
sfpnop
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 1: [y] (LReg 4)
sfpnop
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L5,1,0,7        # row 2: [y] (LReg 5)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 1
sfploadmacro 1,L5,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L3,0,0,7        # row 3: [y] (LReg 3)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 2
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 4: [y] (LReg 4)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 3
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L5,1,0,7        # row 5: [y] (LReg 5)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 4
sfploadmacro 1,L5,1,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L3,0,0,7        # row 6: [y] (LReg 3)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 5
sfploadmacro 1,L3,0,14,6       # [y1] LO16_ONLY
sfploadmacro 0,L4,1,0,7        # row 7: [y] (LReg 4)
sfploadmacro 2,L1,1020,9,7     # [t] LO16 of row 6
sfploadmacro 1,L4,1,14,6       # [y1] LO16_ONLY
sfpnop
sfploadmacro 2,L1,1020,9,6     # [t] LO16 of row 7
sfpnop
sfpnop
sfploadmacro 2,L1,1020,9,6     # [t] LO16 of row 8
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
