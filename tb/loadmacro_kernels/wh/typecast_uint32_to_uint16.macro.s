#! arch=wh timing
# Call sequence of tt-llk tt_llk_wormhole_b0/common/inc/sfpu/ckernel_sfpu_typecast.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# Note: the select-0 Store byte of macro 0 must not cancel macro 1's pending store (decisions M1a).
# typecast uint32 -> uint16, saturating (_calculate_typecast_uint32_to_uint16_), SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfpiadd L12,L9,0x000,6         # template 0: SFPIADD 0 - a (backdoor VD 12)
sfpshft2 L13,L0,0xFF0,6        # template 1: SFPSHFT2 >> 16 (backdoor VD 13)
sfpor L14,L1                   # template 2: SFPOR with a1 = LReg1 (backdoor VD 14)
sfpor L15,L0                   # template 3: SFPOR with a0 = LReg0 (backdoor VD 15)
sfploadi L0,132,10             # Sequence[0] = 0x008d0084: Simple 0x84 MAD 0x00 Round 0x8d Store 0x00
sfploadi L0,141,8
sfpconfig 4,0,0
sfploadi L0,198,10             # Sequence[1] = 0x4b0000c6: Simple 0xc6 MAD 0x00 Round 0x00 Store 0x4b
sfploadi L0,19200,8
sfpconfig 5,0,0
sfploadi L0,199,10             # Sequence[2] = 0x4b0000c7: Simple 0xc7 MAD 0x00 Round 0x00 Store 0x4b
sfploadi L0,19200,8
sfpconfig 6,0,0
sfpconfig 8,1798,1             # Misc: StoreMod0 = LO16, Simple/MAD/Round delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadmacro 0,L0,0,6,2        # row 0: [a] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,6,2        # row 1: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 0 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 2: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 1 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 3: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 2 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 4: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 3 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 5: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 4 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 6: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 5 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 7: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 6 (macro 2)
sfpnop
sfploadmacro 1,L2,1022,4,2     # [b] of row 7 (macro 1)
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadmacro 0,L0,0,6,2        # row 0: [a] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,6,2        # row 1: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 0 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 2: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 1 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 3: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 2 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 4: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 3 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 5: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 4 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 6: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 5 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 7: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 6 (macro 2)
sfpnop
sfploadmacro 1,L2,1022,4,2     # [b] of row 7 (macro 1)
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadmacro 0,L0,0,6,2        # row 0: [a] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,6,2        # row 1: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 0 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 2: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 1 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 3: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 2 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 4: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 3 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 5: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 4 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 6: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 5 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 7: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 6 (macro 2)
sfpnop
sfploadmacro 1,L2,1022,4,2     # [b] of row 7 (macro 1)
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadmacro 0,L0,0,6,2        # row 0: [a] (LReg 0)
sfpnop
sfploadmacro 0,L1,0,6,2        # row 1: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 0 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 2: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 1 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 3: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 2 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 4: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 3 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 5: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 4 (macro 2)
sfploadmacro 0,L0,0,6,2        # row 6: [a] (LReg 0)
sfploadmacro 1,L2,1020,4,3     # [b] of row 5 (macro 1)
sfploadmacro 0,L1,0,6,2        # row 7: [a] (LReg 1)
sfploadmacro 2,L2,1020,4,3     # [b] of row 6 (macro 2)
sfpnop
sfploadmacro 1,L2,1022,4,2     # [b] of row 7 (macro 1)
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
