// unit_cc.cpp - equivalence test of rtl/sfpu_cc.sv (SFPSETCC, SFPENCC, SFPCOMPC, SFPPUSHC, SFPPOPC, SFPGT,
// SFPLE, SFPTRANSP, SFPCONFIG) against the model: random state (LRegs, LaneFlags, flag stacks, LaneConfig,
// LoadMacroConfig) and random valid encodings, one instruction at a time through the clocked API; random
// sequences of flag-stack instructions with the module's next state fed back as its next input; and
// SFPLOADMACRO-scheduled instances (VB operand, VD16) through sfpu_exec_decoded.
// The Blackhole model is Vsfpu_cc (WH = 0). A Wormhole build of the same module (PREFIX Vsfpu_cc_wh,
// -GWH=1) is tested too when the build provides it.
#include <memory>
#include <vector>

#include "Vsfpu_cc.h"
#if __has_include("Vsfpu_cc_wh.h")
#include "Vsfpu_cc_wh.h"
#define UNIT_CC_HAVE_WH 1
#endif
#include "unit_common.h"
#include "verilated.h"

namespace {

constexpr unsigned kLanes = 32;

// The state the module reads and writes (model/src/sfpu_state.h), in the model's layout.
struct CcState {
    uint32_t lane_flags = 0, use_lane_flags = 0;
    uint32_t stack_depth[kLanes] = {};
    uint32_t stack_flags[kLanes * 8] = {}, stack_use[kLanes * 8] = {};
    uint32_t lane_config[kLanes] = {};
    uint32_t lm_template[kLanes * 4] = {}, lm_sequence[kLanes * 4] = {};
    uint32_t lm_misc[kLanes] = {};
};

void put_state(unit::Model &m, const CcState &st)
{
    sfpu_t *s = m.get();
    for (unsigned l = 0; l < kLanes; ++l) {
        sfpu_set_reg(s, SFPU_REG_LANE_FLAGS, l, st.lane_flags >> l & 1u);
        sfpu_set_reg(s, SFPU_REG_USE_LANE_FLAGS, l, st.use_lane_flags >> l & 1u);
        sfpu_set_reg(s, SFPU_REG_STACK_DEPTH, l, st.stack_depth[l]);
        sfpu_set_reg(s, SFPU_REG_LANE_CONFIG, l, st.lane_config[l]);
        sfpu_set_reg(s, SFPU_REG_LM_MISC, l, st.lm_misc[l]);
    }
    m.set(SFPU_REG_STACK_FLAGS, st.stack_flags);
    m.set(SFPU_REG_STACK_USE, st.stack_use);
    m.set(SFPU_REG_LM_TEMPLATE, st.lm_template);
    m.set(SFPU_REG_LM_SEQUENCE, st.lm_sequence);
}

CcState get_state(const unit::Model &m)
{
    CcState st;
    uint32_t v[kLanes];
    m.get(SFPU_REG_LANE_FLAGS, v);
    for (unsigned l = 0; l < kLanes; ++l) {
        st.lane_flags |= (v[l] & 1u) << l;
    }
    m.get(SFPU_REG_USE_LANE_FLAGS, v);
    for (unsigned l = 0; l < kLanes; ++l) {
        st.use_lane_flags |= (v[l] & 1u) << l;
    }
    m.get(SFPU_REG_STACK_DEPTH, st.stack_depth);
    m.get(SFPU_REG_STACK_FLAGS, st.stack_flags);
    m.get(SFPU_REG_STACK_USE, st.stack_use);
    m.get(SFPU_REG_LANE_CONFIG, st.lane_config);
    m.get(SFPU_REG_LM_TEMPLATE, st.lm_template);
    m.get(SFPU_REG_LM_SEQUENCE, st.lm_sequence);
    m.get(SFPU_REG_LM_MISC, st.lm_misc);
    return st;
}

// Bit-field access on Verilator wide ports (VlWide) and plain integers alike.
template <typename P> uint32_t word_of(const P &p, unsigned w) { return p[w]; }
inline uint32_t word_of(const uint32_t &p, unsigned w) { return w == 0 ? p : 0u; }
template <typename P> uint32_t get_bits(const P &p, unsigned lo, unsigned n)
{
    uint64_t v = word_of(p, lo / 32);
    if (lo % 32 + n > 32) {
        v |= (uint64_t)word_of(p, lo / 32 + 1) << 32;
    }
    v >>= lo % 32;
    return (uint32_t)(v & ((n == 32) ? 0xFFFFFFFFull : ((1ull << n) - 1)));
}
template <typename P> void set_bits(P &p, unsigned lo, unsigned n, uint32_t val)
{
    for (unsigned i = 0; i < n; ++i) {
        unsigned b = lo + i;
        uint32_t m = 1u << (b % 32);
        p[b / 32] = (p[b / 32] & ~m) | ((val >> i & 1u) ? m : 0u);
    }
}

struct Outcome {
    bool undef;
    uint32_t lreg_we[17];
    uint32_t lreg_wd[17 * 32]; // register r lane l at [r * 32 + l], as unit::check_writes reads it
    CcState next;  // merged: written elements from *_d_o, the rest from the inputs
    unsigned bad;  // internal inconsistencies (d_o != input where we_o = 0 for full-next-value ports)
};

// Runs one instruction on a verilated sfpu_cc (BH or WH build).
template <typename V>
Outcome run_rtl(V &v, uint32_t insn, bool scheduled, bool vd16, const unit::Rf &rf, const CcState &st,
                uint32_t lane_en, uint32_t lane_limit)
{
    v.insn_i = insn;
    v.scheduled_i = scheduled;
    v.vd16_i = vd16;
    unit::put_rf(v.lreg_i, rf);
    v.lane_en_i = lane_en;
    v.lane_limit_i = lane_limit;
    v.lane_flags_i = st.lane_flags;
    v.use_lane_flags_i = st.use_lane_flags;
    for (unsigned l = 0; l < kLanes; ++l) {
        set_bits(v.lane_config_i, l * 18, 18, st.lane_config[l]);
        set_bits(v.stack_depth_i, l * 4, 4, st.stack_depth[l]);
        set_bits(v.lm_misc_i, l * 12, 12, st.lm_misc[l]);
    }
    for (unsigned i = 0; i < kLanes * 8; ++i) {
        set_bits(v.stack_flags_i, i, 1, st.stack_flags[i]);
        set_bits(v.stack_use_i, i, 1, st.stack_use[i]);
    }
    v.eval();

    Outcome o;
    o.bad = 0;
    o.undef = v.undef_o;
    for (unsigned r = 0; r < 17; ++r) {
        o.lreg_we[r] = v.lreg_we_o[r];
        for (unsigned l = 0; l < kLanes; ++l) {
            o.lreg_wd[r * 32 + l] = v.lreg_wd_o[r * 32 + l];
        }
    }
    CcState &n = o.next;
    auto note = [&](const char *what, unsigned idx) {
        if (o.bad++ < 4) {
            printf("MISMATCH %s[%u]: _d_o differs from the input where _we_o is 0\n", what, idx);
        }
    };
    auto merge_mask = [&](const char *what, uint32_t in, uint32_t we, uint32_t d) {
        if ((d & ~we) != (in & ~we)) {
            note(what, 0);
        }
        return (in & ~we) | (d & we);
    };
    n.lane_flags = merge_mask("lane_flags", st.lane_flags, v.lane_flags_we_o, v.lane_flags_d_o);
    n.use_lane_flags = merge_mask("use_lane_flags", st.use_lane_flags, v.use_lane_flags_we_o, v.use_lane_flags_d_o);
    for (unsigned l = 0; l < kLanes; ++l) {
        auto one = [&](const char *what, uint32_t in, bool we, uint32_t d) {
            if (!we && d != in) {
                note(what, l);
            }
            return we ? d : in;
        };
        n.stack_depth[l] = one("stack_depth", st.stack_depth[l], v.stack_depth_we_o >> l & 1u,
                               get_bits(v.stack_depth_d_o, l * 4, 4));
        n.lane_config[l] = one("lane_config", st.lane_config[l], v.lane_config_we_o >> l & 1u,
                               get_bits(v.lane_config_d_o, l * 18, 18));
        n.lm_misc[l] = one("lm_misc", st.lm_misc[l], v.lm_misc_we_o >> l & 1u, get_bits(v.lm_misc_d_o, l * 12, 12));
    }
    for (unsigned i = 0; i < kLanes * 8; ++i) {
        bool wf = get_bits(v.stack_flags_we_o, i, 1), wu = get_bits(v.stack_use_we_o, i, 1);
        uint32_t df = get_bits(v.stack_flags_d_o, i, 1), du = get_bits(v.stack_use_d_o, i, 1);
        if (!wf && df != st.stack_flags[i]) {
            note("stack_flags", i);
        }
        if (!wu && du != st.stack_use[i]) {
            note("stack_use", i);
        }
        n.stack_flags[i] = wf ? df : st.stack_flags[i];
        n.stack_use[i] = wu ? du : st.stack_use[i];
    }
    for (unsigned i = 0; i < kLanes * 4; ++i) {
        n.lm_template[i] = get_bits(v.lm_template_we_o, i, 1) ? (uint32_t)v.lm_template_d_o[i] : st.lm_template[i];
        n.lm_sequence[i] = get_bits(v.lm_sequence_we_o, i, 1) ? (uint32_t)v.lm_sequence_d_o[i] : st.lm_sequence[i];
    }
    return o;
}

unsigned compare_state(const char *what, const CcState &rtl, const CcState &mod)
{
    unsigned bad = 0;
    auto cmp = [&](const char *name, unsigned idx, uint32_t a, uint32_t b) {
        if (a != b && bad++ < 8) {
            printf("MISMATCH %s: %s[%u] rtl 0x%x model 0x%x\n", what, name, idx, a, b);
        }
    };
    cmp("lane_flags", 0, rtl.lane_flags, mod.lane_flags);
    cmp("use_lane_flags", 0, rtl.use_lane_flags, mod.use_lane_flags);
    for (unsigned l = 0; l < kLanes; ++l) {
        cmp("stack_depth", l, rtl.stack_depth[l], mod.stack_depth[l]);
        cmp("lane_config", l, rtl.lane_config[l], mod.lane_config[l]);
        cmp("lm_misc", l, rtl.lm_misc[l], mod.lm_misc[l]);
    }
    for (unsigned i = 0; i < kLanes * 8; ++i) {
        cmp("stack_flags", i, rtl.stack_flags[i], mod.stack_flags[i]);
        cmp("stack_use", i, rtl.stack_use[i], mod.stack_use[i]);
    }
    for (unsigned i = 0; i < kLanes * 4; ++i) {
        cmp("lm_template", i, rtl.lm_template[i], mod.lm_template[i]);
        cmp("lm_sequence", i, rtl.lm_sequence[i], mod.lm_sequence[i]);
    }
    return bad;
}

// ---- random state ----
uint32_t rand_mask(std::mt19937_64 &g)
{
    switch (g() % 6) {
    case 0: return 0xFFFFFFFFu;
    case 1: return 0;
    case 2: return (uint32_t)g() | (uint32_t)g(); /* mostly set */
    case 3: return (uint32_t)g() & (uint32_t)g(); /* mostly clear */
    default: return (uint32_t)g();
    }
}

CcState rand_state(std::mt19937_64 &g)
{
    CcState st;
    st.lane_flags = rand_mask(g);
    st.use_lane_flags = rand_mask(g);
    // Stack depths: uniform per lane, one depth for all, or clear of both ends (no undefined push/pop).
    unsigned dmode = (unsigned)(g() % 5), same = (unsigned)(g() % 9);
    for (unsigned l = 0; l < kLanes; ++l) {
        switch (dmode) {
        case 0: st.stack_depth[l] = (unsigned)(g() % 9); break;
        case 1: st.stack_depth[l] = same; break;
        case 2: st.stack_depth[l] = 1 + (unsigned)(g() % 7); break;
        case 3: st.stack_depth[l] = (unsigned)(g() % 8); break;     /* never full */
        default: st.stack_depth[l] = 1 + (unsigned)(g() % 8); break; /* never empty */
        }
    }
    for (unsigned i = 0; i < kLanes * 8; ++i) {
        st.stack_flags[i] = (uint32_t)(g() & 1u);
        st.stack_use[i] = (uint32_t)(g() & 1u);
    }
    // LaneConfig: DISABLE_BACKDOOR_LOAD mostly set (otherwise VD 12..15 loads templates instead); the row
    // masks (read from lanes 0..7) mostly clear, so that LaneEnabled follows the flags.
    unsigned bmode = (unsigned)(g() % 6); /* 0: random, 1: no lane has it, else every lane has it */
    bool rowmask = g() % 4 == 0;
    for (unsigned l = 0; l < kLanes; ++l) {
        uint32_t v = (uint32_t)g() & 0x3FFFFu;
        if (!rowmask) {
            v &= ~(0xFu << 12);
        }
        if (bmode == 1) {
            v &= ~2u;
        } else if (bmode != 0) {
            v |= 2u;
        }
        st.lane_config[l] = v;
    }
    for (unsigned i = 0; i < kLanes * 4; ++i) {
        st.lm_template[i] = (uint32_t)g();
        st.lm_sequence[i] = (uint32_t)g();
    }
    for (unsigned l = 0; l < kLanes; ++l) {
        st.lm_misc[l] = (uint32_t)g() & 0xFFFu;
    }
    return st;
}

// ---- random instructions ----
const unsigned kOps[] = {SFPU_OP_SFPSETCC, SFPU_OP_SFPENCC, SFPU_OP_SFPCOMPC, SFPU_OP_SFPPUSHC, SFPU_OP_SFPPOPC,
                         SFPU_OP_SFPGT,    SFPU_OP_SFPLE,   SFPU_OP_SFPTRANSP, SFPU_OP_SFPCONFIG};
constexpr unsigned kNOps = sizeof kOps / sizeof kOps[0];
const unsigned kSeqOps[] = {SFPU_OP_SFPSETCC, SFPU_OP_SFPENCC, SFPU_OP_SFPCOMPC, SFPU_OP_SFPPUSHC,
                            SFPU_OP_SFPPOPC,  SFPU_OP_SFPPUSHC, SFPU_OP_SFPPOPC, SFPU_OP_SFPGT,
                            SFPU_OP_SFPLE};
constexpr unsigned kNSeqOps = sizeof kSeqOps / sizeof kSeqOps[0];

// A random word for op that sfpu_decode accepts on arch (0 if none found).
uint32_t rand_word(std::mt19937_64 &g, unsigned op, sfpu_arch_t arch)
{
    const sfpu_isa_info_t *info = sfpu_isa_info(op);
    uint32_t fmask = sfpu_isa_field_mask(info->fmt, arch);
    for (int tries = 0; tries < 16; ++tries) {
        uint32_t low = (uint32_t)g() & 0xFFFFFFu;
        if (g() % 16 != 0) {
            low &= fmask; /* mostly valid; sometimes reserved bits set (decode must reject those) */
        }
        // VD 12..15 selects the backdoor template load on most lanes of backdoor instructions: keep it rarer.
        if ((info->flags & SFPU_IF_BACKDOOR) && (g() % 4 != 0)) {
            low &= ~0x80u;
        }
        // plain push / pop (Mod1 0; the only SFPPUSHC on Wormhole) a third of the time
        if ((op == SFPU_OP_SFPPUSHC || op == SFPU_OP_SFPPOPC) && g() % 3 == 0) {
            low &= ~0xFu;
        }
        uint32_t w = (uint32_t)info->opcode << 24 | low;
        sfpu_insn_t in;
        if (sfpu_decode(w, arch, &in, nullptr, 0) == SFPU_OK) {
            return w;
        }
    }
    return 0;
}

// lane_limit as exec_insn computes it (the backdoor template load takes the lanes without
// DISABLE_BACKDOOR_LOAD), and the template words that load writes.
uint32_t lane_limit_of(uint32_t word, bool scheduled, const CcState &st, sfpu_arch_t arch)
{
    unsigned op = sfpu_isa_lookup_opcode(word >> 24, arch);
    unsigned vd = word >> 4 & 15u;
    uint32_t lim = 0xFFFFFFFFu;
    if (op < SFPU_OP_COUNT && (sfpu_isa_info(op)->flags & SFPU_IF_BACKDOOR) && vd >= 12 && !scheduled) {
        for (unsigned l = 0; l < kLanes; ++l) {
            if (!(st.lane_config[l] & 2u)) {
                lim &= ~(1u << l);
            }
        }
    }
    return lim;
}

// LaneEnabled (model insn_lane_enable_mask): ROW_MASK of LaneConfig[L & 7] bit L >> 3, and the flags.
uint32_t lane_enable_of(const CcState &st)
{
    uint32_t en = ~st.use_lane_flags | st.lane_flags;
    for (unsigned l = 0; l < kLanes; ++l) {
        if (st.lane_config[l & 7u] >> (12 + l / 8) & 1u) {
            en &= ~(1u << l);
        }
    }
    return en;
}

void apply_backdoor(uint32_t word, uint32_t lane_limit, CcState &st)
{
    unsigned vd = word >> 4 & 15u;
    for (unsigned l = 0; l < kLanes; ++l) {
        if (!(lane_limit >> l & 1u)) {
            st.lm_template[l * 4 + (vd - 12)] = word;
        }
    }
}

struct Counts {
    unsigned long cases[SFPU_OP_COUNT] = {};
    unsigned long undef[SFPU_OP_COUNT] = {};
    unsigned long seq_steps = 0, sequences = 0, scheduled = 0, rejected = 0, backdoor = 0;
};

template <typename V> unsigned test_arch(sfpu_arch_t arch, V &v, std::mt19937_64 &g, Counts &cnt, unsigned n_single,
                                         unsigned n_seq, unsigned n_sched)
{
    const char *an = arch == SFPU_ARCH_WH ? "WH" : "BH";
    unit::Model m(arch);
    if (!m.get()) {
        printf("MISMATCH %s: sfpu_create failed\n", an);
        return 1;
    }
    unsigned bad = 0, b0 = 0;
    char what[160];

    // One instruction from a random state.
    // load_model: put (rf, st) into the model first; otherwise the model continues from its own state.
    auto one = [&](uint32_t word, unit::Rf &rf, CcState &st, bool load_model, bool count_seq) -> unsigned {
        unsigned op = sfpu_isa_lookup_opcode(word >> 24, arch);
        unsigned b = 0;
        if (load_model) {
            m.set_lregs(rf);
            put_state(m, st);
        }
        uint32_t lim = lane_limit_of(word, false, st, arch);
        uint32_t en = lane_enable_of(st);
        if (en != sfpu_lane_enable_mask(m.get()) && b++ < 4) {
            printf("MISMATCH %s: test's LaneEnabled 0x%08x, model's 0x%08x\n", an, en, sfpu_lane_enable_mask(m.get()));
        }
        en &= lim;
        Outcome o = run_rtl(v, word, false, false, rf, st, en, lim);
        unit::Effect e = m.exec(word);
        CcState ms = get_state(m);
        snprintf(what, sizeof what, "%s %s 0x%08x", an, sfpu_isa_info(op)->name, word);
        b += o.bad;
        bool model_undef = e.status != SFPU_OK;
        if (o.undef != model_undef) {
            printf("MISMATCH %s: undef_o %d, model status %d (%s)\n", what, (int)o.undef, (int)e.status,
                   e.error.c_str());
            ++b;
        }
        b += unit::check_writes(what, o.lreg_we, o.lreg_wd, e);
        if (lim != 0xFFFFFFFFu) {
            apply_backdoor(word, lim, o.next);
            ++cnt.backdoor;
        }
        b += compare_state(what, o.next, ms);
        if (count_seq) {
            ++cnt.seq_steps;
        } else {
            ++cnt.cases[op];
            cnt.undef[op] += model_undef;
        }
        // advance: the module's outputs are the next inputs
        for (unsigned r = 0; r < 17; ++r) {
            for (unsigned l = 0; l < kLanes; ++l) {
                if (o.lreg_we[r] >> l & 1u) {
                    rf.v[r][l] = o.lreg_wd[r * 32 + l];
                }
            }
        }
        st = o.next;
        return b;
    };

    for (unsigned i = 0; i < n_single && bad < 20; ++i) {
        unsigned op = kOps[g() % kNOps];
        uint32_t word = rand_word(g, op, arch);
        if (word == 0) {
            ++cnt.rejected; /* e.g. SFPGT / SFPLE on Wormhole: sfpu_decode rejects them */
            continue;
        }
        unit::Rf rf = unit::rand_rf(g);
        CcState st = rand_state(g);
        bad += one(word, rf, st, true, false);
    }

    // Sequences: the module's next state is its next input; the model runs the same words.
    for (unsigned i = 0; i < n_seq && bad < 20; ++i) {
        unit::Rf rf = unit::rand_rf(g);
        CcState st = rand_state(g);
        if (g() % 2) {
            for (unsigned l = 0; l < kLanes; ++l) {
                st.stack_depth[l] = (unsigned)(g() % 3); /* start shallow: room for pushes */
            }
        }
        unsigned len = 4 + (unsigned)(g() % 7);
        ++cnt.sequences;
        bool first = true;
        for (unsigned k = 0; k < len; ++k) {
            unsigned op = kSeqOps[g() % kNSeqOps];
            uint32_t word = rand_word(g, op, arch);
            if (word == 0) {
                continue;
            }
            unsigned b = one(word, rf, st, first, true);
            first = false;
            if (b) {
                printf("  (step %u of a sequence)\n", k);
            }
            bad += b;
        }
    }

    // SFPLOADMACRO-scheduled instances: the macro substitutes VC / VB / VD (VD may be 16). The model runs
    // them through sfpu_exec_decoded (functional path); compare the LReg file and state afterwards.
    for (unsigned i = 0; i < n_sched && bad < 20; ++i) {
        unsigned op = kOps[g() % kNOps];
        uint32_t word = rand_word(g, op, arch);
        if (word == 0) {
            ++cnt.rejected;
            continue;
        }
        sfpu_insn_t in;
        sfpu_decode(word, arch, &in, nullptr, 0);
        in.scheduled = 1;
        unsigned vb = (unsigned)(g() % 16), vd = (unsigned)(g() % 17);
        bool vd16 = vd == 16;
        uint32_t rword = word; // the word the core hands the module: substituted VB in [15:12], VD in [7:4]
        if (op == SFPU_OP_SFPGT || op == SFPU_OP_SFPLE) {
            in.f[SFPU_FIELD_vb] = vb;
            in.f[SFPU_FIELD_vd] = vd;
            rword = (word & ~0xF0F0u) | (vb << 12) | ((vd & 15u) << 4);
        } else if (op == SFPU_OP_SFPCONFIG) {
            in.f[SFPU_FIELD_vd] = vd;
            rword = (word & ~0xF0u) | ((vd & 15u) << 4);
        } else {
            vd16 = false;
        }
        unit::Rf rf = unit::rand_rf(g);
        CcState st = rand_state(g);
        m.set_lregs(rf);
        put_state(m, st);
        uint32_t en = lane_enable_of(st);
        if (en != sfpu_lane_enable_mask(m.get()) && b0++ < 4) {
            printf("MISMATCH %s: test's LaneEnabled 0x%08x, model's 0x%08x\n", an, en, sfpu_lane_enable_mask(m.get()));
        }
        Outcome o = run_rtl(v, rword, true, vd16, rf, st, en, 0xFFFFFFFFu);
        sfpu_status_t s = sfpu_exec_decoded(m.get(), &in);
        if (s != SFPU_OK) {
            sfpu_clear_error(m.get());
        }
        snprintf(what, sizeof what, "%s scheduled %s 0x%08x vb %u vd %u", an, sfpu_isa_info(op)->name, word, vb,
                 (unsigned)in.f[SFPU_FIELD_vd]);
        unsigned b = o.bad;
        if (o.undef != (s != SFPU_OK)) {
            printf("MISMATCH %s: undef_o %d, model status %d\n", what, (int)o.undef, (int)s);
            ++b;
        }
        unit::Rf after = m.lregs();
        for (unsigned r = 0; r < 17; ++r) {
            for (unsigned l = 0; l < kLanes; ++l) {
                uint32_t exp = (o.lreg_we[r] >> l & 1u) ? o.lreg_wd[r * 32 + l] : rf.v[r][l];
                if (exp != after.v[r][l] && b++ < 8) {
                    printf("MISMATCH %s: LReg %u lane %u rtl 0x%08x model 0x%08x\n", what, r, l, exp,
                           after.v[r][l]);
                }
            }
        }
        b += compare_state(what, o.next, get_state(m));
        bad += b + b0;
        b0 = 0;
        ++cnt.scheduled;
    }
    return bad;
}

void report(const char *an, const Counts &c)
{
    printf("%s:", an);
    for (unsigned op : kOps) {
        if (c.cases[op]) {
            printf(" %s %lu (%lu undef)", sfpu_isa_info(op)->name, c.cases[op], c.undef[op]);
        }
    }
    printf("; %lu sequences / %lu steps; %lu scheduled; %lu with backdoor lanes; %lu words rejected by decode\n",
           c.sequences, c.seq_steps, c.scheduled, c.backdoor, c.rejected);
}

} // namespace

int main(int argc, char **argv)
{
    auto ctx = std::make_unique<VerilatedContext>();
    ctx->commandArgs(argc, argv);
    std::mt19937_64 g(0x5F9CC0DEull);
    unsigned n_single = 30000, n_seq = 2000, n_sched = 4000;
    if (argc > 1) {
        unsigned k = (unsigned)strtoul(argv[1], nullptr, 0);
        n_single = 30000 * k, n_seq = 2000 * k, n_sched = 4000 * k;
    }
    unsigned bad = 0;
    {
        auto v = std::make_unique<Vsfpu_cc>(ctx.get(), "bh");
        Counts c;
        bad += test_arch(SFPU_ARCH_BH, *v, g, c, n_single, n_seq, n_sched);
        report("BH", c);
    }
#ifdef UNIT_CC_HAVE_WH
    {
        auto v = std::make_unique<Vsfpu_cc_wh>(ctx.get(), "wh");
        Counts c;
        bad += test_arch(SFPU_ARCH_WH, *v, g, c, n_single, n_seq, n_sched);
        report("WH", c);
    }
#else
    printf("NOTE: no Wormhole build of sfpu_cc (Vsfpu_cc_wh, -GWH=1) in this executable: WH not tested\n");
#endif
    if (bad) {
        printf("FAILED: %u mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
