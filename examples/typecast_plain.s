#! timing
# typecast_plain.s - uint16 -> bf16 typecast of 8 row groups of Dst, in place, one instruction at a time:
# load the 16-bit integers (LO16), SFPCAST to FP32 (round to nearest even), SFP_STOCH_RND to BF16 (nearest),
# store as BF16. Four 1-cycle instructions: 4 cycles per row group.
sfpload L0,0,9,0
sfpcast L0,L0,0
sfpstochrnd L0,L0,L0,0,1,0
sfpstore L0,0,2,0
sfpload L0,4,9,0
sfpcast L0,L0,0
sfpstochrnd L0,L0,L0,0,1,0
sfpstore L0,4,2,0
sfpload L0,8,9,0
sfpcast L0,L0,0
sfpstochrnd L0,L0,L0,0,1,0
sfpstore L0,8,2,0
sfpload L0,12,9,0
sfpcast L0,L0,0
sfpstochrnd L0,L0,L0,0,1,0
sfpstore L0,12,2,0
sfpload L0,16,9,0
sfpcast L0,L0,0
sfpstochrnd L0,L0,L0,0,1,0
sfpstore L0,16,2,0
sfpload L0,20,9,0
sfpcast L0,L0,0
sfpstochrnd L0,L0,L0,0,1,0
sfpstore L0,20,2,0
sfpload L0,24,9,0
sfpcast L0,L0,0
sfpstochrnd L0,L0,L0,0,1,0
sfpstore L0,24,2,0
sfpload L0,28,9,0
sfpcast L0,L0,0
sfpstochrnd L0,L0,L0,0,1,0
sfpstore L0,28,2,0
