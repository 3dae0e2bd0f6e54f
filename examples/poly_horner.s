# poly_horner.s - y = (2x + 3)x + 1 on every lane, Horner form on the MAD unit, x from Dst (FP32).
sfploadi L1,16384,0     # a = 2.0 (FLOATB: imm16 is the upper half of the FP32 value, 0x4000)
sfploadi L2,16448,0     # b = 3.0 (0x4040)
sfpload L0,0,3,0        # x: FP32 from Dst rows 0..3, even columns
sfpmad L3,L1,L0,L2,0    # t = a*x + b
sfpnop                  # MAD results need one cycle (auto-stall on BH, software NOP on WH)
sfpmad L3,L3,L0,L10,0   # y = t*x + 1.0 (LReg10 is the constant 1.0)
sfpnop
sfpstore L3,16,3,0      # y to Dst rows 16..19
