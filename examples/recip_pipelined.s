#! arch=bh timing
# recip_pipelined.s - the same reciprocal with SFPLOADMACRO: each macro loads a row group and schedules
# SFPARECIP on the Simple unit (into LReg16) and the store of LReg16 one cycle later, so a new row group
# starts every cycle: t0 load [x]; t1 Simple L16 = arecip(x); t2 Store L16 (the timeline of tt-llk's fast
# reciprocal, configuration written for this project).
sfparecip L12,L0,0      # template 0 through the backdoor (VD 12): SFPARECIP
sfploadi L0,68,10       # Sequence[0] = 0x4B000044: Simple 0x44 = template 0, delay 0, result to LReg16;
sfploadi L0,19200,8     #   Store 0x4B = SFPSTORE, delay 1, from LReg16
sfpconfig 4,0,0         # Sequence[0] = L0
sfpconfig 8,272,1       # Misc = 0x110: the store uses the macro's Mod0; Simple delays count instructions
sfploadmacro 0,L0,0,3,0
sfploadmacro 0,L0,4,3,0
sfploadmacro 0,L0,8,3,0
sfploadmacro 0,L0,12,3,0
sfploadmacro 0,L0,16,3,0
sfploadmacro 0,L0,20,3,0
sfploadmacro 0,L0,24,3,0
sfploadmacro 0,L0,28,3,0
