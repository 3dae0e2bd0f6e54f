/* addr.h - Dst addressing shared by SFPLOAD, SFPSTORE and SFPLOADMACRO: Mod0 numbering, MOD0_FMT_SRCB
 * resolution, the 10-bit Addr computation (with BH's Sp stack for INT32_ALL) and ApplyPartialAddrMod.
 * Spec: {BH,WH} SFPLOAD.md / SFPSTORE.md functional models, WH RWCs.md; spec digest 6.2. */
#pragma once
#include "insn.h"

/* SFPLOAD / SFPSTORE Mod0 (identical numbering on both archs) */
#define MOD0_FMT_SRCB 0u
#define MOD0_FMT_FP16 1u
#define MOD0_FMT_BF16 2u
#define MOD0_FMT_FP32 3u
#define MOD0_FMT_INT32 4u
#define MOD0_FMT_INT8 5u
#define MOD0_FMT_UINT16 6u
#define MOD0_FMT_HI16 7u
#define MOD0_FMT_INT16 8u
#define MOD0_FMT_LO16 9u
#define MOD0_FMT_INT32_ALL 10u
#define MOD0_FMT_ZERO 11u
#define MOD0_FMT_INT32_SM 12u
#define MOD0_FMT_INT8_COMP 13u
#define MOD0_FMT_LO16_ONLY 14u
#define MOD0_FMT_HI16_ONLY 15u

/* MOD0_FMT_SRCB -> FP32 / BF16 / FP16 from the configuration; other values unchanged. */
unsigned insn_ls_resolve_mod0(const struct sfpu *s, unsigned mod0);

/* The 10-bit Dst Addr of an SFPLOAD (store = false) or SFPSTORE (store = true) with resolved Mod0.
 * *new_sp receives the value RWC.Sp must take (BH INT32_ALL pre-decrement / post-increment; else unchanged);
 * the caller commits it once the instruction cannot fail any more. */
unsigned insn_ls_addr(const struct sfpu *s, unsigned imm10, unsigned mod0, bool store, uint16_t *new_sp);

/* ApplyPartialAddrMod: advance the Dst / SrcA / SrcB RWCs (never FidelityPhase) per ADDR_MOD slot. */
void insn_apply_partial_addr_mod(struct sfpu *s, unsigned addr_mod);

/* True if the Dst32b modes (32-bit datum) are used by this resolved Mod0 for a load / store. */
bool insn_ls_is_32bit(unsigned mod0, bool store);

/* The SFPLOAD body, shared with SFPLOADMACRO's load half. *addr_out = the computed Addr. */
sfpu_status_t insn_sfpload_body(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, unsigned vd, unsigned imm10,
                                unsigned mod0, unsigned addr_mod, unsigned *addr_out);
