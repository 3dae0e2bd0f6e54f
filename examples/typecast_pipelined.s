#! timing
# typecast_pipelined.s - the same typecast with SFPLOADMACRO, one row group per cycle: t0 load [v];
# t1 Simple [v] = cast(v); t2 Round [v] L16 = rnd(v); t3 Store [v] L16 (the timeline of tt-llk's uint16 -> bf16
# typecast; configuration written for this project). Two LRegs alternate so a load never overwrites a value
# the Simple unit is about to read.
sfpcast L12,L0,0                 # template 0 (backdoor VD 12): SFPCAST int32 -> fp32, nearest even
sfpstochrnd L13,L0,L0,0,1,0      # template 1 (backdoor VD 13): SFP_STOCH_RND fp32 -> bf16, nearest
sfploadi L0,4,10                 # Sequence[0] = 0x534D0004: Simple 0x04 (template 0, delay 0), Round 0x4D
sfploadi L0,21325,8              #   (template 1, delay 1, result to LReg16), Store 0x53 (delay 2, from LReg16)
sfpconfig 4,0,0
sfpconfig 8,2,1                  # Misc: StoreMod0 = BF16, delays count cycles
sfploadmacro 0,L0,0,9,0
sfploadmacro 0,L1,4,9,0
sfploadmacro 0,L0,8,9,0
sfploadmacro 0,L1,12,9,0
sfploadmacro 0,L0,16,9,0
sfploadmacro 0,L1,20,9,0
sfploadmacro 0,L0,24,9,0
sfploadmacro 0,L1,28,9,0
