# int_bits.s - integer and bitwise operations on immediates.
sfploadi L0,4660,2         # USHORT: 0x00001234
sfploadi L1,-5,4           # SHORT:  0xFFFFFFFB
sfpiadd L1,L0,0x000,4      # L1 = L0 + L1 = 0x122F (CC_NONE: flags untouched)
sfpshft L1,L0,0x004,1      # L1 <<= 4 (ARG_IMM) = 0x122F0
sfpxor L1,L0               # L1 ^= L0 = 0x130C4
sfplz L2,L1,0              # clz(0x130C4) = 15
sfpnot L3,L1               # ~0x130C4
