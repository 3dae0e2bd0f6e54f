// unit_mad.cpp - equivalence test of rtl/sfpu_mad.sv (the MAD sub-unit: SFPMAD, SFPADD, SFPMUL, SFPADDI,
// SFPMULI, SFPMUL24, SFPLUT, SFPLUTFP32) against the model. For many random (state, instruction) pairs:
// random LReg file (with operand distributions aimed at the FMA's corner cases: close exponents, exact
// cancellation, rounding ties, underflow, overflow, NaN/Inf), random lane flags / LaneConfig (so lane enables,
// row masks and backdoor lane limits vary), a random encoding of one of the instructions that the model's
// decoder accepts; the model executes it through the clocked API and the module gets the same inputs. One case
// in five is an SFPLOADMACRO-scheduled instance (substituted VD - maybe 16 - VC, VB), run on the model with
// sfpu_exec_decoded and compared on the register file.
//
// The module is verilated by CMake with its default parameter (Blackhole). If the build also verilates a
// Wormhole copy (-GWH=1'b1, prefix Vsfpu_mad_wh) into this target, the test runs Wormhole as well.
#include <memory>
#include <vector>

#include "Vsfpu_mad.h"
#if __has_include("Vsfpu_mad_wh.h")
#include "Vsfpu_mad_wh.h"
#define UNIT_MAD_HAVE_WH 1
#endif
#include "sfpu/sfpu_isa.h"
#include "unit_common.h"
#include "verilated.h"

namespace {

const unsigned kCasesPerArch = 80000;

uint32_t f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
float u2f(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

// One FP32 value from a "theme" that makes FMA corner cases likely.
uint32_t themed_value(std::mt19937_64 &g, unsigned theme)
{
    uint64_t r = g();
    uint32_t sign = (uint32_t)(r & 1u) << 31;
    uint32_t man = (uint32_t)(r >> 1) & 0x7FFFFFu;
    if ((r >> 24 & 3u) == 0) {
        man &= 0x7FFFFFu << (23 - (unsigned)(r >> 26 & 15u)); /* short mantissa: exact products, ties */
    }
    unsigned e;
    switch (theme) {
    case 0: /* close exponents around 1.0: cancellation */
        e = 124 + (unsigned)(r >> 32 & 7u);
        break;
    case 1: /* small: product underflow, denormal results */
        e = (r >> 32 & 1u) ? (unsigned)(r >> 33 & 15u) : 56 + (unsigned)(r >> 33 & 15u);
        break;
    case 2: /* large: product overflow */
        e = (r >> 32 & 1u) ? 240 + (unsigned)(r >> 33 & 15u) : 190 + (unsigned)(r >> 33 & 15u);
        break;
    case 3: /* anything from 1 to 254 */
        e = 1 + (unsigned)((r >> 32) % 254u);
        break;
    default: /* products at the bottom of the normal range: exponents 1..3 and 124..126 (their product's exponent is
              * -2..2), mantissas just above or just below a power of two - results at exponent 0 before rounding */
        e = (r >> 32 & 1u) ? 1 + (unsigned)(r >> 33 & 3u) % 3u : 124 + (unsigned)(r >> 33 & 3u) % 3u;
        man = (r >> 35 & 1u) ? (uint32_t)(r >> 36 & 15u) : 0x7FFFFFu - (uint32_t)(r >> 36 & 15u);
        break;
    }
    if ((r >> 40 & 31u) == 0) {
        return unit::rand_value(g); /* a special value now and then */
    }
    return sign | (e << 23) | man;
}

struct CaseState {
    unit::Rf rf;
    uint32_t lane_flags[32], use_lane_flags[32], lane_config[32];
};

void rand_state(std::mt19937_64 &g, CaseState &cs)
{
    cs.rf = unit::rand_rf(g);
    /* themes 0 (3/8: close exponents), 1, 2, 3, 4 (1/8 each); else (1/8) unit::rand_rf values as they are */
    static const unsigned theme_of[8] = {0, 0, 0, 1, 2, 3, 4, 5};
    unsigned theme = theme_of[g() & 7u];
    if (theme < 5) {
        for (unsigned r = 0; r < 16; ++r) {
            if (r == 7 || (g() & 7u) == 0) {
                continue; /* LReg7 keeps its random indices */
            }
            for (unsigned l = 0; l < 32; ++l) {
                cs.rf.v[r][l] = themed_value(g, theme);
            }
        }
    }
    /* LReg7 indices: mostly small (so INDIRECT_VD writes LReg 0..7 often) */
    if (g() & 1u) {
        for (unsigned l = 0; l < 32; ++l) {
            cs.rf.v[7][l] = (cs.rf.v[7][l] & ~0xFu) | (unsigned)(g() & 15u);
        }
    }
    /* LReg3 for the LUTs: the segment boundaries exactly, now and then */
    static const float lut_x[] = {0.5f, 1.0f, 1.5f, 2.0f, 3.0f, 4.0f, 0.0f, 0.4999f, 0.99999f, 1.99999f, 2.5f};
    for (unsigned l = 0; l < 32; ++l) {
        uint64_t r = g();
        if ((r & 7u) == 0) {
            cs.rf.v[3][l] = f2u(lut_x[(r >> 3) % (sizeof lut_x / sizeof lut_x[0])]) | (uint32_t)((r >> 8) & 1u) << 31;
        }
    }
    uint64_t mode = g();
    for (unsigned l = 0; l < 32; ++l) {
        uint64_t r = g();
        cs.lane_flags[l] = (uint32_t)(r & 1u);
        cs.use_lane_flags[l] = (mode & 3u) == 0 ? 0u : (uint32_t)((r >> 1) & 1u);
        uint32_t cfg = (uint32_t)(r >> 8) & 0x3FFFFu;
        cfg &= ~(0xFu << 12); /* row masks: rare */
        if (((mode >> 2) & 7u) == 0) {
            cfg |= (uint32_t)((r >> 40) & 0xFu) << 12;
        }
        cfg |= 2u; /* DISABLE_BACKDOOR_LOAD: mostly set, sometimes clear in some lanes or in all */
        if ((((mode >> 5) & 7u) == 0 && ((r >> 50) & 3u) == 0) || ((mode >> 5) & 15u) == 1) {
            cfg &= ~2u;
        }
        cs.lane_config[l] = cfg;
    }
}

// A random encoding of instruction `op` (fields chosen for coverage; reserved bits zero, though the caller
// still asks the decoder).
uint32_t rand_word(std::mt19937_64 &g, unsigned op, sfpu_arch_t arch)
{
    uint64_t r = g();
    auto reg = [&](unsigned sh) -> uint32_t {
        unsigned x = (unsigned)(r >> sh) & 31u;
        return x < 16 ? x : (x & 7u); /* LReg 0..7 more often */
    };
    /* Mod1 / Mod0: any value, but the ones the model defines for this op and arch more often */
    uint32_t mod = (uint32_t)(r & 15u);
    if ((r >> 60) != 0) {
        static const uint8_t ok_mad_bh[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
        static const uint8_t ok_mad_wh[] = {0, 4, 8, 12};
        static const uint8_t ok_imm_bh[] = {0, 2, 8, 10};
        static const uint8_t ok_imm_wh[] = {0, 8};
        static const uint8_t ok_mul24[] = {0, 1, 4, 5, 8, 9, 12, 13};
        static const uint8_t ok_lut[] = {0, 4, 8, 12};
        static const uint8_t ok_lutfp32[] = {0, 2, 3, 4, 6, 7, 8, 10, 11, 12, 14, 15};
        const uint8_t *ok = ok_mad_bh;
        size_t n = 16;
        bool wh = arch == SFPU_ARCH_WH;
        switch (op) {
        case 0x74:
        case 0x75:
            ok = wh ? ok_imm_wh : ok_imm_bh;
            n = wh ? sizeof ok_imm_wh : sizeof ok_imm_bh;
            break;
        case 0x98:
            ok = ok_mul24;
            n = sizeof ok_mul24;
            break;
        case 0x73:
            ok = ok_lut;
            n = sizeof ok_lut;
            break;
        case 0x95:
            ok = ok_lutfp32;
            n = sizeof ok_lutfp32;
            break;
        default:
            ok = wh ? ok_mad_wh : ok_mad_bh;
            n = wh ? sizeof ok_mad_wh : sizeof ok_mad_bh;
            break;
        }
        mod = ok[(r >> 54) % n];
    }
    uint32_t vd = reg(4);
    switch (op) {
    case 0x84:
    case 0x85:
    case 0x86:
    case 0x98:
        return op << 24 | reg(10) << 16 | reg(15) << 12 | reg(20) << 8 | vd << 4 | mod;
    case 0x74:
    case 0x75: {
        static const uint16_t imm_special[] = {0x3F80, 0xBF80, 0x0000, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 0x0001,
                                               0x4000, 0x3F00, 0x007F, 0x0080, 0x7F7F};
        uint32_t imm = (uint32_t)(r >> 32) & 0xFFFFu;
        if ((r >> 48 & 3u) == 0) {
            imm = imm_special[(r >> 50) % (sizeof imm_special / sizeof imm_special[0])];
        }
        return op << 24 | imm << 8 | vd << 4 | mod;
    }
    case 0x73:
        return op << 24 | vd << 20 | mod << 16;
    case 0x95: {
        uint32_t mirror = arch == SFPU_ARCH_BH ? (uint32_t)(r >> 40) & 15u : 0u;
        return op << 24 | mirror << 16 | vd << 4 | mod;
    }
    }
    return 0;
}

template <typename V> unsigned run_arch(sfpu_arch_t arch, const char *name, unsigned n_cases, uint64_t seed)
{
    static const unsigned ops_both[] = {0x84, 0x85, 0x86, 0x75, 0x74, 0x73, 0x95};
    static const char *const op_names[] = {"SFPMAD", "SFPADD", "SFPMUL", "SFPADDI", "SFPMULI",
                                           "SFPLUT", "SFPLUTFP32", "SFPMUL24"};
    const unsigned n_ops = arch == SFPU_ARCH_BH ? 8u : 7u;

    unit::Model m(arch);
    if (m.get() == nullptr) {
        printf("FAIL %s: model not created\n", name);
        return 1;
    }
    auto ctx = std::make_unique<VerilatedContext>();
    auto dut = std::make_unique<V>(ctx.get());
    std::mt19937_64 g(seed);

    unsigned bad_cases = 0, lines = 0, executed = 0, undefined = 0, rejected = 0, no_lanes = 0, scheduled = 0;
    unsigned per_op[8] = {0}, bad_per_op[8] = {0}, lanes_written = 0;
    CaseState cs;
    for (unsigned it = 0; it < n_cases; ++it) {
        unsigned k = (unsigned)(g() % n_ops);
        unsigned op = k < 7 ? ops_both[k] : 0x98u;
        uint32_t word = rand_word(g, op, arch);
        sfpu_insn_t in;
        if (sfpu_decode(word, arch, &in, nullptr, 0) != SFPU_OK) {
            ++rejected;
            continue;
        }
        rand_state(g, cs);
        /* MAD family: make c close to -(a * b) in some lanes (massive cancellation, exact zero results) */
        if (op >= 0x84 && op <= 0x86 && (g() & 1u)) {
            unsigned va = SFPU_F(&in, va), vb = SFPU_F(&in, vb), vc = SFPU_F(&in, vc);
            unsigned mod1 = SFPU_F(&in, mod1);
            for (unsigned l = 0; l < 32; ++l) {
                uint64_t r = g();
                if ((r & 3u) == 0 || vc == va || vc == vb || vc == 7) {
                    continue;
                }
                unsigned ra = (mod1 & 4u) ? (cs.rf.v[7][l] & 15u) : va;
                if (ra == vc) {
                    continue;
                }
                float p = u2f(cs.rf.v[ra][l]) * u2f(cs.rf.v[vb][l]);
                uint32_t c = f2u(-p) ^ ((mod1 & 1u) ? 0x80000000u : 0u) ^ ((mod1 & 2u) ? 0x80000000u : 0u);
                c += (uint32_t)((r >> 2) & 7u) - 3u; /* a few ulps off */
                cs.rf.v[vc][l] = c;
            }
        }

        m.set_lregs(cs.rf);
        m.set(SFPU_REG_LANE_FLAGS, cs.lane_flags);
        m.set(SFPU_REG_USE_LANE_FLAGS, cs.use_lane_flags);
        m.set(SFPU_REG_LANE_CONFIG, cs.lane_config);

        /* one case in five: an SFPLOADMACRO-scheduled instance (substituted VD (maybe 16) / VC / VB, no backdoor) */
        bool sched = (g() % 5) == 0;
        unsigned svd = 0, svc = 0, svb = 0;
        if (sched) {
            uint64_t r = g();
            svd = (r & 3u) == 0 ? 16u : (unsigned)(r >> 2) % 17u;
            svc = (unsigned)(r >> 8) & 15u;
            svb = (unsigned)(r >> 12) & 15u;
        }
        /* lane_limit / enabled as model/src/exec/exec.c exec_insn forms them */
        unsigned vd = SFPU_F(&in, vd);
        uint32_t lane_limit = 0xFFFFFFFFu;
        if (vd >= 12 && vd < 16 && !sched) {
            for (unsigned l = 0; l < 32; ++l) {
                if (!(cs.lane_config[l] & 2u)) {
                    lane_limit &= ~(1u << l);
                }
            }
        }
        uint32_t enabled = sfpu_lane_enable_mask(m.get()) & lane_limit;

        dut->insn_i = word;
        dut->scheduled_i = sched;
        dut->sched_vd_i = svd;
        dut->sched_vc_i = svc;
        dut->sched_vb_i = svb;
        unit::put_rf(dut->lreg_i, cs.rf);
        dut->lane_en_i = enabled;
        dut->lane_limit_i = lane_limit;
        for (unsigned w = 0; w < 18; ++w) {
            dut->lane_config_i[w] = 0;
        }
        for (unsigned l = 0; l < 32; ++l) {
            for (unsigned b = 0; b < 18; ++b) {
                unsigned bit = l * 18 + b;
                if (cs.lane_config[l] >> b & 1u) {
                    dut->lane_config_i[bit / 32] |= 1u << (bit % 32);
                }
            }
        }
        dut->eval();

        if (sched) {
            /* the model runs it functionally; compare the register files after it */
            in.scheduled = 1;
            in.f[SFPU_FIELD_vd] = svd;
            in.f[SFPU_FIELD_vc] = svc;
            in.f[SFPU_FIELD_vb] = svb;
            sfpu_status_t status = sfpu_exec_decoded(m.get(), &in);
            if (status != SFPU_OK) {
                sfpu_clear_error(m.get());
            }
            ++scheduled;
            unsigned bad = (status != SFPU_OK) != (bool)dut->undef_o;
            unit::Rf want = m.lregs(), got = cs.rf;
            for (unsigned r = 0; r < 17; ++r) {
                for (unsigned l = 0; l < 32; ++l) {
                    if (dut->lreg_we_o[r] >> l & 1u) {
                        got.v[r][l] = dut->lreg_wd_o[r * 32 + l];
                    }
                    if (got.v[r][l] != want.v[r][l] && bad++ < 4 && lines++ < 40) {
                        printf("MISMATCH %s case %u scheduled 0x%08x vd %u vc %u vb %u: LReg %u lane %u rtl 0x%08x "
                               "model 0x%08x\n",
                               name, it, word, svd, svc, svb, r, l, got.v[r][l], want.v[r][l]);
                    }
                }
            }
            if (bad) {
                ++bad_cases;
                ++bad_per_op[k];
            }
            continue;
        }
        unit::Effect e = m.exec(word);
        ++executed;
        ++per_op[k];
        if (lane_limit == 0) {
            ++no_lanes;
        }
        char what[96];
        snprintf(what, sizeof what, "%s case %u %s 0x%08x", name, it, op_names[k], word);
        unsigned bad = 0;
        if (e.status != SFPU_OK) {
            ++undefined;
            if (!dut->undef_o) {
                if (lines++ < 40) {
                    printf("MISMATCH %s: model failed (%s) but undef_o = 0\n", what, e.error.c_str());
                }
                ++bad;
            }
        } else {
            if (dut->undef_o) {
                if (lines++ < 40) {
                    printf("MISMATCH %s: undef_o = 1 but the model executed it\n", what);
                }
                ++bad;
            }
            unsigned b = unit::check_writes(what, dut->lreg_we_o, dut->lreg_wd_o, e, lines < 40 ? 4 : 0);
            lines += b;
            bad += b;
            for (unsigned r = 0; r < 17; ++r) {
                lanes_written += (unsigned)__builtin_popcount(e.mask[r]);
            }
        }
        if (bad) {
            ++bad_cases;
            ++bad_per_op[k];
        }
    }
    printf("%s: %u instructions executed (%u decoder-rejected encodings skipped), %u undefined, %u with every "
           "lane a backdoor load, %u lane writes compared, %u scheduled instances; per op:",
           name, executed, rejected, undefined, no_lanes, lanes_written, scheduled);
    for (unsigned k = 0; k < n_ops; ++k) {
        printf(" %s %u", op_names[k], per_op[k]);
    }
    printf("\n%s: %u mismatching cases", name, bad_cases);
    for (unsigned k = 0; k < n_ops; ++k) {
        if (bad_per_op[k]) {
            printf(" %s %u", op_names[k], bad_per_op[k]);
        }
    }
    printf("\n");
    return bad_cases;
}

} // namespace

int main(int argc, char **argv)
{
    Verilated::commandArgs(argc, argv);
    unsigned n = kCasesPerArch;
    if (argc > 1 && argv[1][0] != '+') {
        n = (unsigned)strtoul(argv[1], nullptr, 0);
    }
    unsigned bad = run_arch<Vsfpu_mad>(SFPU_ARCH_BH, "BH", n, 0x5EED0001u);
#ifdef UNIT_MAD_HAVE_WH
    bad += run_arch<Vsfpu_mad_wh>(SFPU_ARCH_WH, "WH", n, 0x5EED0002u);
#else
    printf("WH: not run (this build verilates sfpu_mad with its default WH = 0 only)\n");
#endif
    if (bad) {
        printf("FAIL: %u mismatching cases\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
