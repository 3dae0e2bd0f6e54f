# llk_cc_kernel.s - what sfpi compiles `v_if (x < 0.0f) { y = 1.0f; } v_endif;` to, relying on the state LLK's
# initialisation leaves (condition codes enabled). With `--init-preset llk` only the lanes with x < 0 get y = 1.0;
# from the model's reset state (condition codes off) SFPSETCC only sets flags and every lane gets 1.0.
sfpsetcc L0,0,0          # v_if (x < 0): LaneFlags = x < 0
sfploadi L1,16256,0      # y = 1.0f (BF16 0x3F80) in the enabled lanes
sfpencc 3,10             # v_endif: every lane enabled again, as LLK leaves it
