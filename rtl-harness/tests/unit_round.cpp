// unit_round.cpp - equivalence test of rtl/sfpu_round.sv (SFPSTOCHRND, SFPSHFT2, SFPSWAP) against the model.
// For many random (state, instruction) pairs: random LReg file, lane flags, LaneConfig (incl. row masks,
// backdoor-load disables, dest-index / exchange bits) and PRNG state; a random valid encoding; the model
// executes it through the clocked API (unit::Model::exec: writes with lane masks) and the module gets the
// same state; writes, PRNG updates and undef are compared. The Wormhole SHFLSHR1 capture state is not
// readable from the model: the test keeps the module's captured vector (fed back into the next case) and
// the model instance carries its own across cases, so a wrong capture shows up as a wrong SHFLSHR1 result.
// SFPLOADMACRO-scheduled instances (substituted VD/VC/VB, VD = 16) run on the model functionally
// (sfpu_exec_decoded) and are compared on the resulting register file.
// Both archs: Vsfpu_round (WH = 0, Blackhole) and Vsfpu_round_wh (-GWH=1, Wormhole), both built by CMake.
#include <chrono>
#include <memory>
#include <vector>

#include "Vsfpu_round.h"
#if defined(SFPU_UNIT_ROUND_WH) || __has_include("Vsfpu_round_wh.h")
#include "Vsfpu_round_wh.h"
#define UNIT_ROUND_HAVE_WH 1
#endif
#include "unit_common.h"
#include "verilated.h"

namespace {

enum { OPC_STOCHRND = 0x8E, OPC_SWAP = 0x92, OPC_SHFT2 = 0x94 };

struct Stats {
    unsigned cases[3] = {0, 0, 0}; // stochrnd, shft2, swap
    unsigned sched = 0, undef = 0, wh_bug_checks = 0, backdoor = 0, bad = 0;
};

unsigned op_index(uint32_t word)
{
    switch (word >> 24) {
    case OPC_STOCHRND: return 0;
    case OPC_SHFT2: return 1;
    default: return 2;
    }
}

// Random word for one of the three opcodes that the model's decoder accepts on `arch`.
uint32_t rand_word(std::mt19937_64 &g, sfpu_arch_t arch)
{
    static const uint32_t opcs[3] = {OPC_STOCHRND, OPC_SHFT2, OPC_SWAP};
    for (;;) {
        uint64_t r = g();
        uint32_t opc = opcs[r % 3];
        uint32_t bits = (uint32_t)(r >> 8) & 0xFFFFFFu;
        unsigned vd_sel = (unsigned)(r >> 40) & 7u;
        uint32_t vd = vd_sel < 5 ? (unsigned)(r >> 44) & 7u : (unsigned)(r >> 44) & 15u; // mostly writable
        uint32_t mod1 = (unsigned)(r >> 50) & 15u;
        if (opc == OPC_SHFT2 && ((r >> 56) & 7u) != 0) {
            mod1 %= 7u; // mostly the defined modes; 7..15 are undefined
        }
        if (opc == OPC_SWAP) {
            if (((r >> 60) & 3u) != 0) {
                mod1 %= 10u;
            }
            bits &= 0xFFFu; // FMT_VC: [23:12] reserved
        }
        if (opc == OPC_STOCHRND) {
            bits &= arch == SFPU_ARCH_WH ? 0x3FFFFFu : 0x7FFFFFu;
        }
        uint32_t word = opc << 24 | (bits & ~0xFFu) | vd << 4 | mod1;
        sfpu_insn_t in;
        if (sfpu_decode(word, arch, &in, nullptr, 0) == SFPU_OK) {
            return word;
        }
    }
}

template <typename V> class Bench {
  public:
    Bench(sfpu_arch_t arch, const char *name) : arch_(arch), name_(name), model_(arch), dut_(new V)
    {
        memset(cap_, 0, sizeof cap_);
    }

    bool ok() const { return model_.get() != nullptr; }

    void run(std::mt19937_64 &g, unsigned n, Stats &st)
    {
        for (unsigned i = 0; i < n; ++i) {
            bool sched = (g() % 5) == 0;
            one(g, sched, st);
        }
    }

  private:
    struct State {
        unit::Rf rf;
        uint32_t flags, use_flags, lc[32], prng[32];
    };

    State rand_state(std::mt19937_64 &g)
    {
        State s;
        s.rf = unit::rand_rf(g);
        uint64_t r = g();
        s.flags = (uint32_t)g();
        switch (r & 3u) {
        case 0: s.use_flags = 0; break;
        case 1: s.use_flags = 0xFFFFFFFFu; break;
        default: s.use_flags = (uint32_t)g(); break;
        }
        unsigned lc_kind = (unsigned)(r >> 2) & 7u;
        for (unsigned l = 0; l < 32; ++l) {
            uint64_t q = g();
            uint32_t v = (uint32_t)q & 0x3FFFFu & ~(0xFu << 12);
            if (lc_kind == 0) {
                v |= (uint32_t)(q >> 20) & (0xFu << 12); // some row masks
            }
            if (lc_kind == 1) {
                v |= 2u; // backdoor disabled everywhere
            } else if (lc_kind == 2) {
                v &= ~2u; // backdoor enabled everywhere (VD 12..15: a pure template load)
            }
            s.lc[l] = v;
            s.prng[l] = (uint32_t)(q >> 32);
        }
        if (((r >> 5) & 3u) == 0) {
            for (unsigned l = 0; l < 32; ++l) {
                s.prng[l] &= (r >> 7 & 1u) ? 0x807FFFFFu : 0xFF800000u; // PRNG bits at the compare edges
                if (r >> 8 & 1u) {
                    s.prng[l] |= 0x7FFFFFu;
                }
            }
        }
        return s;
    }

    void load(const State &s)
    {
        sfpu_t *m = model_.get();
        model_.set_lregs(s.rf);
        for (unsigned l = 0; l < 32; ++l) {
            sfpu_set_reg(m, SFPU_REG_LANE_FLAGS, l, s.flags >> l & 1u);
            sfpu_set_reg(m, SFPU_REG_USE_LANE_FLAGS, l, s.use_flags >> l & 1u);
        }
        model_.set(SFPU_REG_LANE_CONFIG, s.lc);
        model_.set(SFPU_REG_PRNG, s.prng);
    }

    void drive(const State &s, uint32_t word, bool sched, unsigned svd, unsigned svc, unsigned svb,
               uint32_t lane_en, uint32_t lane_limit)
    {
        V &d = *dut_;
        d.insn_i = word;
        d.scheduled_i = sched;
        d.sched_vd_i = svd;
        d.sched_vc_i = svc;
        d.sched_vb_i = svb;
        unit::put_rf(d.lreg_i, s.rf);
        d.lane_en_i = lane_en;
        d.lane_limit_i = lane_limit;
        for (unsigned w = 0; w < 18; ++w) {
            d.lane_config_i[w] = 0;
        }
        for (unsigned l = 0; l < 32; ++l) {
            for (unsigned b = 0; b < 18; ++b) {
                unsigned bit = l * 18 + b;
                d.lane_config_i[bit / 32] |= (s.lc[l] >> b & 1u) << (bit % 32);
            }
            d.prng_i[l] = s.prng[l];
            d.shft2_vc_capture_i[l] = cap_[l];
        }
        d.eval();
    }

    unsigned check_state(const char *what, sfpu_status_t status, const State &s)
    {
        V &d = *dut_;
        unsigned bad = 0;
        bool model_undef = status != SFPU_OK;
        if ((bool)d.undef_o != model_undef) {
            printf("MISMATCH %s: undef rtl %u model status %d\n", what, (unsigned)d.undef_o, (int)status);
            ++bad;
        }
        uint32_t prng[32];
        model_.get(SFPU_REG_PRNG, prng);
        for (unsigned l = 0; l < 32; ++l) {
            uint32_t rtl = (d.prng_we_o >> l & 1u) ? (uint32_t)d.prng_d_o[l] : s.prng[l];
            if (rtl != prng[l] && bad++ < 8) {
                printf("MISMATCH %s: PRNG lane %u rtl 0x%08x (we %u) model 0x%08x (was 0x%08x)\n", what, l, rtl,
                       (unsigned)(d.prng_we_o >> l & 1u), prng[l], s.prng[l]);
            }
        }
        if (d.shft2_vc_capture_we_o) {
            for (unsigned l = 0; l < 32; ++l) {
                cap_[l] = d.shft2_vc_capture_d_o[l];
            }
        }
        return bad;
    }

    void one(std::mt19937_64 &g, bool sched, Stats &st)
    {
        uint32_t word = rand_word(g, arch_);
        State s = rand_state(g);
        load(s);
        sfpu_t *m = model_.get();
        unsigned opi = op_index(word);
        char what[160];
        char dis[64];
        sfpu_disasm(word, arch_, dis, sizeof dis);
        unsigned mod1 = word & 15u;
        bool wh_bug = arch_ == SFPU_ARCH_WH && opi == 1 && mod1 == 4;
        unsigned bad = 0;
        if (!sched) {
            // lane_limit / enabled as exec_insn computes them
            unsigned vd = word >> 4 & 15u;
            uint32_t limit = 0xFFFFFFFFu;
            if (vd >= 12) {
                for (unsigned l = 0; l < 32; ++l) {
                    if (!(s.lc[l] & 2u)) {
                        limit &= ~(1u << l);
                    }
                }
                st.backdoor++;
            }
            uint32_t en = sfpu_lane_enable_mask(m) & limit;
            snprintf(what, sizeof what, "%s 0x%08x '%s' lane_en 0x%08x limit 0x%08x", name_, (unsigned)word, dis,
                     (unsigned)en, (unsigned)limit);
            unit::Effect e = model_.exec(word);
            drive(s, word, false, 0, 0, 0, en, limit);
            bad += unit::check_writes(what, dut_->lreg_we_o, dut_->lreg_wd_o, e);
            bad += check_state(what, e.status, s);
            st.undef += e.status != SFPU_OK;
        } else {
            // SFPLOADMACRO-scheduled: substituted operands, VD may be 16; no backdoor (lane_limit all ones)
            sfpu_insn_t in;
            sfpu_decode(word, arch_, &in, nullptr, 0);
            uint64_t r = g();
            unsigned svd = (r & 3u) == 0 ? 16u : (unsigned)(r >> 2) % 17u;
            unsigned svc = (unsigned)(r >> 8) & 15u, svb = (unsigned)(r >> 12) & 15u;
            in.scheduled = 1;
            in.f[SFPU_FIELD_vd] = svd;
            in.f[SFPU_FIELD_vc] = svc;
            in.f[SFPU_FIELD_vb] = svb;
            uint32_t en = sfpu_lane_enable_mask(m);
            snprintf(what, sizeof what, "%s scheduled 0x%08x '%s' vd %u vc %u vb %u lane_en 0x%08x", name_,
                     (unsigned)word, dis, svd, svc, svb, (unsigned)en);
            sfpu_status_t status = sfpu_exec_decoded(m, &in);
            if (status != SFPU_OK) {
                sfpu_clear_error(m);
            }
            drive(s, word, true, svd, svc, svb, en, 0xFFFFFFFFu);
            unit::Rf want = model_.lregs();
            unit::Rf got = s.rf;
            for (unsigned reg = 0; reg < 17; ++reg) {
                for (unsigned l = 0; l < 32; ++l) {
                    if (dut_->lreg_we_o[reg] >> l & 1u) {
                        got.v[reg][l] = dut_->lreg_wd_o[reg * 32 + l];
                    }
                }
            }
            for (unsigned reg = 0; reg < 17; ++reg) {
                for (unsigned l = 0; l < 32; ++l) {
                    if (got.v[reg][l] != want.v[reg][l] && bad++ < 8) {
                        printf("MISMATCH %s: LReg %u lane %u rtl 0x%08x model 0x%08x\n", what, reg, l,
                               got.v[reg][l], want.v[reg][l]);
                    }
                }
            }
            bad += check_state(what, status, s);
            st.undef += status != SFPU_OK;
            st.sched++;
        }
        st.cases[opi]++;
        st.wh_bug_checks += wh_bug;
        st.bad += bad;
    }

    sfpu_arch_t arch_;
    const char *name_;
    unit::Model model_;
    std::unique_ptr<V> dut_;
    uint32_t cap_[32];
};

template <typename V> bool run_arch(sfpu_arch_t arch, const char *name, uint64_t seed, unsigned n)
{
    Bench<V> b(arch, name);
    if (!b.ok()) {
        printf("FAIL %s: cannot create the model\n", name);
        return false;
    }
    std::mt19937_64 g(seed);
    Stats st;
    auto t0 = std::chrono::steady_clock::now();
    b.run(g, n, st);
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    printf("%s: %u SFPSTOCHRND, %u SFPSHFT2, %u SFPSWAP cases (%u scheduled, %u undefined, %u backdoor VD, "
           "%u WH SHFLSHR1), %u mismatches, %.1f s\n",
           name, st.cases[0], st.cases[1], st.cases[2], st.sched, st.undef, st.backdoor, st.wh_bug_checks, st.bad,
           secs);
    return st.bad == 0;
}

} // namespace

int main(int argc, char **argv)
{
    Verilated::commandArgs(argc, argv);
    uint64_t seed = 0x5F9C0A11u;
    unsigned n = 150000;
    if (argc > 1) {
        seed = strtoull(argv[1], nullptr, 0);
    }
    if (argc > 2) {
        n = (unsigned)strtoul(argv[2], nullptr, 0);
    }
    bool ok = run_arch<Vsfpu_round>(SFPU_ARCH_BH, "BH", seed, n);
#ifdef UNIT_ROUND_HAVE_WH
    ok = run_arch<Vsfpu_round_wh>(SFPU_ARCH_WH, "WH", seed + 1, n) && ok;
#else
    printf("NOTE: WH not tested: no Vsfpu_round_wh model (verilate sfpu_round with -GWH=1 PREFIX Vsfpu_round_wh)\n");
#endif
    if (!ok) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
