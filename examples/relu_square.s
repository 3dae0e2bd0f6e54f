# relu_square.s - SIMT if/else with the flag stack: y = (x < 0) ? 0 : x*x.
sfpload L0,0,3,0           # x (FP32 from Dst)
sfpencc 3,10               # lane predication on, all lanes enabled (EI_RI, Imm2 = 3)
sfppushc 0                 # save the enable state
sfpsetcc L0,0,0            # if (x < 0)
sfploadi L0,0,0            #   x = 0.0
sfpcompc                   # else
sfpmad L0,L0,L0,L9,0       #   x = x*x + 0
sfpnop
sfppopc 0                  # endif: restore
sfpencc 0,2                # predication off (EI, Imm2 = 0)
sfpstore L0,16,3,0
