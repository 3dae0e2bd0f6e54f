/* hazard.h - LReg read/write sets of each instruction, as the hardware really uses them and as the
 * Blackhole auto-stall logic believes it uses them (with its documented bugs).
 * Spec: spec digest 3.3 (BlackholeA0 SFPMAD.md "Instruction scheduling"), 3.4 (WH rules). */
#pragma once
#include <stdbool.h>
#include <stdint.h>

#include "sfpu/sfpu_isa.h"

#define HZ_ALL_LREGS 0x1FFFFu /* bit r = LReg[r], r = 0..16 */

/* LRegs the instruction actually reads (spec functional models). */
uint32_t hz_true_reads(const sfpu_insn_t *in);
/* LRegs it may write. */
uint32_t hz_true_writes(const sfpu_insn_t *in);
/* BH stall logic's belief about the consumer's reads (documented bugs 1-8 and the SFP_STOCH_RND and
 * SFPLUTFP32 quirks). */
uint32_t hz_stall_reads(const sfpu_insn_t *in);
/* BH stall logic's belief about a MAD-family producer's writes (INDIRECT_VD = all, SFPLUTFP32 by
 * Mod1Mirror bit 3). */
uint32_t hz_stall_writes(const sfpu_insn_t *in);
/* Result latency in cycles (1 or 2), resolving the mode-dependent rows. */
unsigned hz_latency(const sfpu_insn_t *in);
/* SFPSWAP, and on BH SFPSHFT2 Mod1 2/3/4: the next cycle accepts only SFPNOP. */
bool hz_blocks_next(const sfpu_insn_t *in);
