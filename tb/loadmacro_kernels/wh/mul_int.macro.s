#! arch=wh timing
# Call sequence of tt-llk tt_llk_wormhole_b0/common/inc/sfpu/ckernel_sfpu_mul_int.h, SFPLOADMACRO build, translated for this project (init,
# then the llk tile loop: the calculate function per face, two SETRWC between faces; loops unrolled).
# mul_int uint16 x uint16 (_mul_int_), tiles 0 * 1 -> 2, SFPLOADMACRO build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,255,10             # vConstIntPrgm0 = 0xff (LReg12)
sfploadi L0,0,8
sfpconfig 12,0,0
sfploadi L0,0,10               # vConstFloatPrgm1 = 2**23 (LReg13)
sfploadi L0,19200,8
sfpconfig 13,0,0
sfpshft2 L12,L0,0xFF8,6        # template 0: SFPSHFT2 >> 8 (backdoor VD 12)
sfpcast L13,L0,0               # template 1: SFPCAST (backdoor VD 13)
sfpshft2 L14,L0,0x008,6        # template 2: SFPSHFT2 << 8 (backdoor VD 14)
sfpiadd L15,L5,0x000,4         # template 3: SFPIADD + tmp (backdoor VD 15)
sfploadi L0,13,10              # Sequence[0] = 0x0084000d: Simple 0x0d MAD 0x00 Round 0x84 Store 0x00
sfploadi L0,132,8
sfpconfig 4,0,0
sfpconfig 5,29,1               # Sequence[1] = 0x0000001d
sfploadi L0,21,10              # Sequence[2] = 0x008c0015: Simple 0x15 MAD 0x00 Round 0x8c Store 0x00
sfploadi L0,140,8
sfpconfig 6,0,0
sfploadi L0,247,10             # Sequence[3] = 0x7bae00f7: Simple 0xf7 MAD 0x00 Round 0xae Store 0x7b
sfploadi L0,31662,8
sfpconfig 7,0,0
sfpconfig 8,4080,1             # Misc: every macro stores with its load Mod0, all delays count instructions
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfploadmacro 0,L3,64,6,3       # row 0: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 1: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 2: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 3: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 4: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 5: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 6: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 7: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfploadmacro 0,L3,64,6,3       # row 0: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 1: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 2: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 3: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 4: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 5: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 6: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 7: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfploadmacro 0,L3,64,6,3       # row 0: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 1: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 2: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 3: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 4: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 5: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 6: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 7: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfploadmacro 0,L3,64,6,3       # row 0: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 1: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 2: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 3: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 4: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 5: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 6: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfploadmacro 0,L3,64,6,3       # row 7: [b1]
sfploadmacro 1,L0,0,6,3        # [a0]
sfploadmacro 1,L1,64,6,3       # [b0]
sfpand L0,L12                  # a0 &= 0xff
sfpand L1,L12                  # b0 &= 0xff
sfploadmacro 2,L2,0,6,3        # [a1]
sfploadmacro 3,L4,129,6,2      # [out]
sfpmad L3,L0,L3,L13,0          # hi = a0 * b1 + 2**23
sfpmad L0,L0,L1,L13,0          # lo = a0 * b0 + 2**23
sfpmad L3,L2,L1,L3,0           # hi += a1 * b0
sfpexman L5,L0,1               # tmp = mantissa bits of lo
sfpexman L4,L3,1               # out = mantissa bits of hi
sfpnop
sfpnop
sfpnop
sfpnop
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
