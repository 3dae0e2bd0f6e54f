// unit_simple.cpp - equivalence test of rtl/sfpu_simple.sv (the Simple sub-unit's arithmetic, bitwise and
// FP-field instructions) against the model: random LReg files, LaneFlags / UseLaneFlags / LaneConfig (ROW_MASK,
// DISABLE_BACKDOOR_LOAD), LoadMacroConfig and PRNG state, random encodings of every instruction of the group
// (every Mod1, some words with reserved bits set, which the model rejects), executed on both; compares the
// LReg writes (lane masks and data), LaneFlags, PRNG, undef_o against the model's status, and checks that the
// other state the group must not touch is unchanged. A word the decoder rejects (reserved bits, an opcode the arch
// does not have) is the core's to flag and kill (sfpu_core dec_undef, the lockstep's undefined words): counted,
// not compared here.
//
// The verilated top is sfpu_simple with its default parameter (WH = 0, Blackhole). If the build also
// verilates a Wormhole instance (parameter WH = 1'b1) into this executable with prefix Vsfpu_simple_wh and
// defines SFPU_UNIT_SIMPLE_WH, Wormhole is tested too (see the report / CMake note).
#include <chrono>
#include <vector>

#include "Vsfpu_simple.h"
#ifdef SFPU_UNIT_SIMPLE_WH
#include "Vsfpu_simple_wh.h"
#endif
#include "unit_common.h"
#include "sfpu/sfpu_isa.h"

namespace {

template <typename W> void put_bits(W &port, unsigned lsb, unsigned width, uint32_t v)
{
    for (unsigned i = 0; i < width; ++i) {
        unsigned b = lsb + i;
        uint32_t bit = (v >> i) & 1u;
        port[b / 32] = (port[b / 32] & ~(1u << (b % 32))) | (bit << (b % 32));
    }
}

struct State {
    unit::Rf rf;
    uint32_t lane_flags, use_lane_flags;
    uint32_t lane_config[32], prng[32], lm_misc[32];
    uint32_t lm_template[128], lm_sequence[128];
};

struct Stats {
    unsigned cases = 0, scheduled = 0, executed = 0, undef = 0, decode_rejected = 0, backdoor = 0, all_backdoor = 0;
    uint64_t lanes_written = 0, lreg16_lanes = 0, flag_changes = 0, prng_advances = 0;
    unsigned per_op[256] = {};
};

const char *const k_ops[] = {"SFPABS",    "SFPAND",    "SFPOR",     "SFPXOR",    "SFPNOT",   "SFPIADD",
                             "SFPSHFT",   "SFPMOV",    "SFPLZ",     "SFPSETEXP", "SFPSETMAN", "SFPSETSGN",
                             "SFPEXEXP",  "SFPEXMAN",  "SFPDIVP2",  "SFPCAST",   "SFPARECIP"};

uint32_t rand_word(std::mt19937_64 &g, unsigned op, sfpu_arch_t arch, bool reserved)
{
    const sfpu_isa_info_t *info = sfpu_isa_info(op);
    uint32_t used = sfpu_isa_field_mask(info->fmt, arch);
    uint32_t bits = (uint32_t)g() & 0x00FFFFFFu;
    uint32_t w = (uint32_t)info->opcode << 24;
    if (reserved && (used & 0x00FFFFFFu) != 0x00FFFFFFu) {
        uint32_t extra = 0;
        while (extra == 0) {
            extra = (uint32_t)g() & 0x00FFFFFFu & ~used;
        }
        w |= (bits & used) | extra;
        if ((info->flags & SFPU_IF_IMM8_SEXT) && (g() & 1u)) { /* [23:20] all ones: Imm8's sign extension */
            w |= SFPU_IMM8_SEXT_BITS | ((uint32_t)(g() & 1u) << 19); /* accepted when bit 19 is set */
        }
    } else {
        w |= bits & used;
    }
    // VD mostly a writable register, sometimes 8..15 (not written; 12..15 may be a backdoor template load)
    if (used & 0xF0u) {
        unsigned r = (unsigned)(g() % 16);
        unsigned vd = r < 10 ? (unsigned)(g() % 8) : (unsigned)(g() % 16);
        w = (w & ~0xF0u) | (vd << 4);
    }
    return w;
}

void print_stats(const char *an, const Stats &s)
{
    printf("%s: %u cases (%u scheduled by SFPLOADMACRO); %u executed, %u undefined (%u rejected by the decoder); "
           "%u with backdoor lanes (%u all lanes); lanes written %llu (LReg16 %llu), LaneFlags changed %llu, "
           "PRNG advanced %llu\n",
           an, s.cases, s.scheduled, s.executed, s.undef, s.decode_rejected, s.backdoor, s.all_backdoor,
           (unsigned long long)s.lanes_written, (unsigned long long)s.lreg16_lanes,
           (unsigned long long)s.flag_changes, (unsigned long long)s.prng_advances);
}

void rand_state(std::mt19937_64 &g, State &st, bool &all_backdoor)
{
    st.rf = unit::rand_rf(g);
    st.lane_flags = (uint32_t)g();
    st.use_lane_flags = (g() % 4 == 0) ? 0u : (uint32_t)g();
    unsigned cfg_mode = (unsigned)(g() % 16);
    all_backdoor = cfg_mode == 0;
    for (unsigned l = 0; l < 32; ++l) {
        uint32_t c = (uint32_t)g() & 0x3FFFFu;
        if (cfg_mode < 10) {
            c &= ~(0xFu << 12); // mostly no ROW_MASK
        }
        if (cfg_mode == 0) {
            c &= ~2u;           // every lane takes a backdoor load (VD 12..15)
        } else if (cfg_mode < 13) {
            c |= 2u;            // DISABLE_BACKDOOR_LOAD: lane_limit all ones
        }                       // else: random per lane
        st.lane_config[l] = c;
        st.prng[l] = (uint32_t)g();
        st.lm_misc[l] = (uint32_t)g() & 0xFFFu;
    }
    for (unsigned i = 0; i < 128; ++i) {
        st.lm_template[i] = (uint32_t)g();
        st.lm_sequence[i] = (uint32_t)g();
    }
}

void load_model(unit::Model &m, const State &st)
{
    m.set_lregs(st.rf);
    for (unsigned l = 0; l < 32; ++l) {
        sfpu_set_reg(m.get(), SFPU_REG_LANE_FLAGS, l, (st.lane_flags >> l) & 1u);
        sfpu_set_reg(m.get(), SFPU_REG_USE_LANE_FLAGS, l, (st.use_lane_flags >> l) & 1u);
    }
    m.set(SFPU_REG_LANE_CONFIG, st.lane_config);
    m.set(SFPU_REG_PRNG, st.prng);
    m.set(SFPU_REG_LM_MISC, st.lm_misc);
    m.set(SFPU_REG_LM_TEMPLATE, st.lm_template);
    m.set(SFPU_REG_LM_SEQUENCE, st.lm_sequence);
}

uint32_t get_mask(const unit::Model &m, unsigned reg)
{
    uint32_t v = 0;
    for (unsigned l = 0; l < 32; ++l) {
        v |= (m.get1(reg, l) & 1u) << l;
    }
    return v;
}

template <typename V>
unsigned run_arch(sfpu_arch_t arch, unsigned per_op, uint64_t seed, Stats &stats)
{
    const bool wh = arch == SFPU_ARCH_WH;
    const char *an = wh ? "WH" : "BH";
    unit::Model m(arch);
    if (m.get() == nullptr) {
        printf("MISMATCH %s: cannot create the model\n", an);
        return 1;
    }
    V dut;
    std::mt19937_64 g(seed);
    unsigned bad = 0;
    std::vector<unsigned> ops;
    for (const char *name : k_ops) {
        unsigned op = sfpu_isa_lookup_mnem(name, strlen(name));
        if (op == SFPU_OP_INVALID) {
            printf("MISMATCH %s: %s is not in the table\n", an, name);
            return 1;
        }
        ops.push_back(op);
    }
    State st;
    for (unsigned op : ops) {
        const sfpu_isa_info_t *info = sfpu_isa_info(op);
        bool exists = (info->arch_mask & SFPU_ARCH_MASK(arch)) != 0;
        for (unsigned n = 0; n < per_op + per_op / 3; ++n) {
            // the first per_op cases issue the instruction directly, the rest through SFPLOADMACRO
            bool sched = n >= per_op && exists;
            if (n >= per_op && !exists) {
                break;
            }
            bool all_backdoor = false;
            rand_state(g, st, all_backdoor);
            bool reserved = !sched && (g() % 20) == 0;
            uint32_t word = rand_word(g, op, arch, reserved);
            sfpu_insn_t dec;
            bool rejected = sfpu_decode(word, arch, &dec, nullptr, 0) != SFPU_OK;
            if (!exists && !rejected) {
                printf("MISMATCH %s: %s decodes on an arch without it\n", an, info->name);
                ++bad;
            }

            // Scheduled: SFPLOADMACRO (idx, VD = mvd) with Sequence[idx] byte 0 (Simple unit) selecting
            // template slot k with delay 0, VD16 / USE_VB at random; Misc / Sequence uniform over lanes.
            // BLOCK_SFPU_RD_FROM_DEST in every lane keeps the macro's own load from writing, so the scheduled
            // instruction sees the LReg file as set. The fields it executes with (pipe/loadmacro.c):
            // VD = VD16 ? 16 : mvd; USE_VB: VB = mvd, VC = the template's; else VC = mvd, VB = the
            // template's VB field if its format has one, else the template's VD.
            uint32_t macro = 0;
            unsigned s_vd = 0, s_vc = 0, s_vb = 0;
            if (sched) {
                unsigned idx = (unsigned)(g() % 4), k = (unsigned)(g() % 4), mvd = (unsigned)(g() % 8);
                bool use_vb = g() & 1, vd16 = (g() % 3) == 0;
                uint32_t seq = (use_vb ? 0x80u : 0u) | (vd16 ? 0x40u : 0u) | (4u + k);
                uint32_t misc = (uint32_t)g() & 0x0FFu;
                for (unsigned l = 0; l < 32; ++l) {
                    st.lane_config[l] |= 1u << 5;
                    st.lm_sequence[l * 4 + idx] = seq;
                    st.lm_misc[l] = misc;
                }
                st.lm_template[k] = word; // lane 0's template is the one scheduled
                macro = 0x93000000u | ((idx << 2 | (mvd & 3u)) << 20) | ((uint32_t)(g() % 16) << 16) |
                        (((uint32_t)(g() % 256)) << 2) | (mvd >> 2);
                unsigned tvd = (word >> 4) & 15u, tvc = (word >> 8) & 15u, tvb = (word >> 12) & 15u;
                bool has_vb = info->fmt == FMT_VB && !wh;
                s_vd = vd16 ? 16u : mvd;
                s_vc = use_vb ? tvc : mvd;
                s_vb = use_vb ? mvd : (has_vb ? tvb : tvd);
            }

            load_model(m, st);
            // exec_insn: lanes a backdoor template load takes (VD 12..15, DISABLE_BACKDOOR_LOAD clear, not
            // scheduled) are outside lane_limit; enabled = LaneEnabled & lane_limit.
            unsigned vd = (word >> 4) & 15u;
            uint32_t lane_limit = 0xFFFFFFFFu;
            if (vd >= 12 && !sched) {
                for (unsigned l = 0; l < 32; ++l) {
                    if (!(st.lane_config[l] & 2u)) {
                        lane_limit &= ~(1u << l);
                    }
                }
            }
            uint32_t lane_en = sfpu_lane_enable_mask(m.get()) & lane_limit;
            stats.backdoor += lane_limit != 0xFFFFFFFFu;
            stats.all_backdoor += lane_limit == 0;

            dut.insn_i = word;
            dut.scheduled_i = sched;
            dut.sched_vd_i = sched ? s_vd : (uint8_t)(g() % 17); // ignored when not scheduled
            dut.sched_vc_i = sched ? s_vc : (uint8_t)(g() % 16);
            dut.sched_vb_i = sched ? s_vb : (uint8_t)(g() % 16);
            unit::put_rf(dut.lreg_i, st.rf);
            dut.lane_en_i = lane_en;
            dut.lane_limit_i = lane_limit;
            for (unsigned l = 0; l < 32; ++l) {
                put_bits(dut.lane_config_i, l * 18, 18, st.lane_config[l]);
                put_bits(dut.lm_misc_i, l * 12, 12, st.lm_misc[l]);
                dut.prng_i[l] = st.prng[l];
            }
            for (unsigned i = 0; i < 128; ++i) {
                dut.lm_template_i[i] = st.lm_template[i];
                dut.lm_sequence_i[i] = st.lm_sequence[i];
            }
            dut.lane_flags_i = st.lane_flags;
            dut.use_lane_flags_i = st.use_lane_flags;
            dut.eval();

            unit::Effect e = m.exec(sched ? macro : word);
            ++stats.cases;
            stats.scheduled += sched;
            stats.per_op[info->opcode]++;
            stats.decode_rejected += rejected;
            char what[96];
            snprintf(what, sizeof what, "%s %s word 0x%08x%s", an, info->name, (unsigned)word,
                     sched ? " (scheduled)" : "");
            unsigned b = 0;
            bool undef = dut.undef_o != 0;
            if (rejected) {
                ++stats.undef;
                continue;
            }
            if (e.status != SFPU_OK) {
                ++stats.undef;
                if (e.status != SFPU_ERR_UNDEFINED || !undef) {
                    printf("MISMATCH %s: model status %s (%s), rtl undef_o %d\n", what, sfpu_status_name(e.status),
                           e.error.c_str(), (int)undef);
                    ++b;
                }
                bad += b;
                continue;
            }
            if (undef) {
                printf("MISMATCH %s: rtl undef_o set, model executed it\n", what);
                ++bad;
                continue;
            }
            ++stats.executed;
            for (unsigned r = 0; r < 17; ++r) {
                stats.lanes_written += (unsigned)__builtin_popcount(e.mask[r]);
            }
            stats.lreg16_lanes += (unsigned)__builtin_popcount(e.mask[16]);
            b += unit::check_writes(what, dut.lreg_we_o, dut.lreg_wd_o, e);
            uint32_t flags_rtl = (st.lane_flags & ~dut.lane_flags_we_o) | (dut.lane_flags_d_o & dut.lane_flags_we_o);
            uint32_t flags_model = get_mask(m, SFPU_REG_LANE_FLAGS);
            stats.flag_changes += (unsigned)__builtin_popcount(flags_model ^ st.lane_flags);
            if (flags_rtl != flags_model) {
                printf("MISMATCH %s: LaneFlags rtl 0x%08x model 0x%08x (before 0x%08x en 0x%08x)\n", what, flags_rtl,
                       flags_model, st.lane_flags, lane_en);
                ++b;
            }
            for (unsigned l = 0; l < 32; ++l) {
                uint32_t p_rtl = (dut.prng_we_o >> l & 1u) ? (uint32_t)dut.prng_d_o[l] : st.prng[l];
                uint32_t p_model = m.get1(SFPU_REG_PRNG, l);
                stats.prng_advances += p_model != st.prng[l];
                if (p_rtl != p_model) {
                    if (b++ < 8) {
                        printf("MISMATCH %s: PRNG lane %u rtl 0x%08x model 0x%08x\n", what, l, p_rtl, p_model);
                    }
                }
            }
            // state this group never changes (the backdoor template load is the core's business)
            if (get_mask(m, SFPU_REG_USE_LANE_FLAGS) != st.use_lane_flags) {
                printf("MISMATCH %s: model changed UseLaneFlags\n", what);
                ++b;
            }
            for (unsigned l = 0; l < 32 && lane_limit == 0xFFFFFFFFu && !sched; ++l) {
                for (unsigned i = 0; i < 4; ++i) {
                    if (m.get1(SFPU_REG_LM_TEMPLATE, l * 4 + i) != st.lm_template[l * 4 + i] ||
                        m.get1(SFPU_REG_LM_SEQUENCE, l * 4 + i) != st.lm_sequence[l * 4 + i]) {
                        printf("MISMATCH %s: model changed LoadMacroConfig lane %u\n", what, l);
                        ++b;
                    }
                }
            }
            bad += b;
            if (bad > 40) {
                printf("MISMATCH %s: too many mismatches, stopping\n", an);
                return bad;
            }
        }
    }
    return bad;
}

} // namespace

int main(int argc, char **argv)
{
    unsigned per_op = argc > 1 ? (unsigned)strtoul(argv[1], nullptr, 0) : 6000u;
    uint64_t seed = argc > 2 ? strtoull(argv[2], nullptr, 0) : 0x5EED51u;
    auto t0 = std::chrono::steady_clock::now();
    unsigned bad = 0;
    Stats bh;
    bad += run_arch<Vsfpu_simple>(SFPU_ARCH_BH, per_op, seed, bh);
    print_stats("BH", bh);
#ifdef SFPU_UNIT_SIMPLE_WH
    Stats wh;
    bad += run_arch<Vsfpu_simple_wh>(SFPU_ARCH_WH, per_op, seed ^ 0xA5A5u, wh);
    print_stats("WH", wh);
#else
    printf("WH: not built into this executable (needs a WH=1'b1 verilation, prefix Vsfpu_simple_wh)\n");
#endif
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    printf("%.2f s\n", secs);
    if (bad) {
        printf("FAIL: %u mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
