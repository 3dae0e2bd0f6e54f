/* mad_common.h - what SFPMAD, SFPADD, SFPMUL, SFPADDI and SFPMULI share: the lanewise a * b + c through
 * each architecture's FMA (lane/fma.c) and the INDIRECT_VA / INDIRECT_VD register selection.
 * Spec: {BlackholeA0,WormholeB0}/.../SFPMAD.md, SFPADDI.md, SFPMULI.md functional models. */
#pragma once
#include "insn.h"
#include "mad_vd.h"

#define SFPMAD_MOD1_NEGATE_VB 1 /* BH only (the digest calls it NEGATE_VA: same product sign) */
#define SFPMAD_MOD1_NEGATE_VC 2 /* BH only */
#define SFPMAD_MOD1_INDIRECT_VA 4
#define SFPMAD_MOD1_INDIRECT_VD 8

/* Per lane: a[L] * b[L] + c[L] into LReg[vd(L)], where vd(L) = LReg[7][L] & 15 with INDIRECT_VD (unless
 * VD is 16), else VD; only lanes that are enabled and whose vd is < 8 or 16 are written. */
sfpu_status_t insn_mad_lanes(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, const uint32_t a[SFPU_LANES],
                             const uint32_t b[SFPU_LANES], const uint32_t c[SFPU_LANES], bool indirect_vd);

/* SFPMAD / SFPADD / SFPMUL (identical semantics, SFPADD.md / SFPMUL.md "As per SFPMAD"). */
sfpu_status_t insn_exec_mad_family(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx);

/* SFPADDI/SFPMULI: the modifiers their pages define (BH NEGATE_VC and INDIRECT_VD, WH INDIRECT_VD only);
 * anything else is undefined (decisions A3). Returns SFPU_OK or the insn_ub status. */
sfpu_status_t insn_check_imm_mad_mod1(struct sfpu *s, const sfpu_insn_t *in, const char *name);
