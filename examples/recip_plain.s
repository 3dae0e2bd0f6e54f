#! arch=bh timing
# recip_plain.s - approximate reciprocal (SFPARECIP, Blackhole) of 8 row groups of Dst (FP32), one instruction
# at a time: load, reciprocal, store. Every instruction is a 1-cycle instruction: 3 cycles per row group.
sfpload L0,0,3,0
sfparecip L0,L0,0
sfpstore L0,0,3,0
sfpload L0,4,3,0
sfparecip L0,L0,0
sfpstore L0,4,3,0
sfpload L0,8,3,0
sfparecip L0,L0,0
sfpstore L0,8,3,0
sfpload L0,12,3,0
sfparecip L0,L0,0
sfpstore L0,12,3,0
sfpload L0,16,3,0
sfparecip L0,L0,0
sfpstore L0,16,3,0
sfpload L0,20,3,0
sfparecip L0,L0,0
sfpstore L0,20,3,0
sfpload L0,24,3,0
sfparecip L0,L0,0
sfpstore L0,24,3,0
sfpload L0,28,3,0
sfparecip L0,L0,0
sfpstore L0,28,3,0
