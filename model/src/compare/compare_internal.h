/* compare_internal.h - PRIVATE: shared by compare.c (one-cycle compare, event trace) and session.c. */
#pragma once
#include <stdint.h>

#include "sfpu/sfpu_ports.h"

/* Union of the write-back events of `o` for LReg `reg` (later events win, the model's commit order): returns
 * the lane mask, fills data[] for those lanes and, when not NULL, the producing word / unit of the last one. */
uint32_t cmp_reg_writes(const sfpu_out_t *o, unsigned reg, uint32_t data[32], uint32_t *word, uint8_t *unit);
