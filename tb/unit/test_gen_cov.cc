// Functional coverage of generated programs (sfpu_gen.h, model/src/gen/gen_cov.c): the bins of each group, the
// default regression's closure on both architectures, the directed sequences a program's index aims, and the
// coverage file that merges runs and shards.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "sfpu/sfpu_gen.h"

// model/src/gen/gen_cov.h (internal): the table of value classes that exist and its derivation
extern "C" {
void gcov_reachable_derived(sfpu_arch_t arch, uint32_t reach[2][SFPU_GEN_FMTS]);
extern const uint32_t gcov_reach[2][2][SFPU_GEN_FMTS];
}

namespace {

const sfpu_arch_t kArchs[] = {SFPU_ARCH_BH, SFPU_ARCH_WH};

// The lockstep's instruction set (rtl-harness/harness/lockstep_programs.h) and its options for test k.
uint64_t lockstep_allow(sfpu_arch_t arch)
{
    return sfpu_gen_default_allow(arch) | (1ull << SFPU_OP_SFPLOADMACRO) | (1ull << SFPU_OP_TTSETRWC) |
           (1ull << SFPU_OP_TTINCRWC);
}

sfpu_gen_opts_t lockstep_opts(sfpu_arch_t arch, unsigned k)
{
    sfpu_gen_opts_t o;
    sfpu_gen_default_opts(&o, arch);
    o.allow = lockstep_allow(arch);
    o.hazards = k % 2 ? SFPU_GEN_HAZARDS_VIOLATE : SFPU_GEN_HAZARDS_ABIDE;
    o.index = k;
    o.len = 600; // command 1's program length (sfpu_lockstep --len default)
    o.undef = 1; // the lockstep's default: a few deliberately undefined words (the DUT has undef_o)
    return o;
}

// Coverage of tests [first, last) of the default regression (README command 1: --name main, base seed 1).
void regression(sfpu_arch_t arch, unsigned first, unsigned last, unsigned step, sfpu_gen_cov_t *cov)
{
    for (unsigned k = first; k < last; k += step) {
        sfpu_gen_opts_t o = lockstep_opts(arch, k);
        sfpu_gen_prog_t p;
        char err[300];
        std::string name = "main-" + std::to_string(k);
        ASSERT_EQ(sfpu_gen_program(&o, sfpu_gen_seed(1, name.c_str()), &p, cov, err, sizeof err), SFPU_OK) << err;
        sfpu_gen_free(&p);
    }
}

std::map<std::string, uint32_t> bins_of(sfpu_gen_cov_t *c, sfpu_arch_t arch, uint64_t allow)
{
    std::map<std::string, uint32_t> m;
    sfpu_gen_cov_bins(
        c, arch, allow,
        [](void *ctx, unsigned g, unsigned, const char *name, uint32_t *count) {
            (*static_cast<std::map<std::string, uint32_t> *>(ctx))[std::string(sfpu_gen_cov_group_key(g)) + "/" +
                                                                     name] = *count;
        },
        &m);
    return m;
}

std::string saved(const sfpu_gen_cov_t *c, sfpu_arch_t arch, uint64_t allow)
{
    std::vector<char> buf(sfpu_gen_cov_save(c, arch, allow, nullptr, 0) + 1);
    sfpu_gen_cov_save(c, arch, allow, buf.data(), buf.size());
    return buf.data();
}

} // namespace

// The README's goal: README command 1's 200 programs (and the same set on Wormhole) hit every bin of every group
// SFPU_GEN_COV_GOAL times. The coverage is sampled on the generator's models, the reference the lockstep holds the
// RTL to cycle by cycle, so it is the same whether the programs run here or under the lockstep.
TEST(GenCoverage, DefaultRegressionClosesEveryGroupOnBothArchs)
{
    for (sfpu_arch_t arch : kArchs) {
        sfpu_gen_cov_t cov;
        sfpu_gen_cov_reset(&cov);
        regression(arch, 0, 200, 1, &cov);
        for (unsigned g = 0; g < SFPU_GEN_COV_GROUPS; ++g) {
            unsigned met = 0, total = 0;
            sfpu_gen_cov_closure(&cov, arch, lockstep_allow(arch), g, SFPU_GEN_COV_GOAL, &met, &total);
            bool none = arch == SFPU_ARCH_WH && std::string(sfpu_gen_cov_group_key(g)) == "tables"; // no SFPARECIP
            EXPECT_EQ(total == 0, none) << sfpu_gen_cov_group_key(g);
            EXPECT_EQ(met, total) << "arch " << arch << " group " << sfpu_gen_cov_group_key(g);
        }
        std::vector<char> buf(sfpu_gen_cov_report(&cov, arch, lockstep_allow(arch), SFPU_GEN_COV_GOAL, nullptr, 0) + 1);
        sfpu_gen_cov_report(&cov, arch, lockstep_allow(arch), SFPU_GEN_COV_GOAL, buf.data(), buf.size());
        EXPECT_NE(std::string(buf.data()).find("100.0%  CLOSED"), std::string::npos) << buf.data();
    }
}

// Half the set does not close: the goal is not met by accident of a tiny bin list.
TEST(GenCoverage, HalfTheRegressionDoesNotClose)
{
    sfpu_gen_cov_t cov;
    sfpu_gen_cov_reset(&cov);
    regression(SFPU_ARCH_BH, 0, 100, 1, &cov);
    unsigned met = 0, total = 0;
    sfpu_gen_cov_closure(&cov, SFPU_ARCH_BH, lockstep_allow(SFPU_ARCH_BH), SFPU_GEN_COV_GROUPS, SFPU_GEN_COV_GOAL, &met,
                         &total);
    EXPECT_LT(met, total);
    EXPECT_GT(total, 1000u);
}

// The bins are those that exist on the architecture: Blackhole's stall logic and its eight documented bugs are
// Blackhole bins, Wormhole has the stale read and the SFPSHFT2 rule instead; value classes follow the conversions.
TEST(GenCoverage, BinsAreThoseTheArchitectureHas)
{
    auto bh = bins_of(nullptr, SFPU_ARCH_BH, lockstep_allow(SFPU_ARCH_BH));
    auto wh = bins_of(nullptr, SFPU_ARCH_WH, lockstep_allow(SFPU_ARCH_WH));
    for (int b = 1; b <= 8; ++b) {
        std::string prefix = "rules/stall-logic bug " + std::to_string(b) + ":";
        auto it = bh.lower_bound(prefix);
        EXPECT_TRUE(it != bh.end() && it->first.compare(0, prefix.size(), prefix) == 0) << prefix;
        it = wh.lower_bound(prefix);
        EXPECT_FALSE(it != wh.end() && it->first.compare(0, prefix.size(), prefix) == 0) << prefix;
    }
    EXPECT_EQ(wh.count("rules/SFPSHFT2 software rule broken"), 1u);
    EXPECT_EQ(bh.count("rules/SFPSHFT2 software rule broken"), 0u);
    EXPECT_EQ(bh.count("hazard/SFPMUL24 -> SFPADD distance 0"), 1u);
    EXPECT_EQ(wh.count("hazard/SFPMUL24 -> SFPADD distance 0"), 0u); // no SFPMUL24 on Wormhole
    EXPECT_EQ(bh.count("hazard/SFPADD -> SFPNOP distance 0"), 0u);   // SFPNOP reads nothing
    EXPECT_EQ(bh.count("stack/push at depth 7"), 1u);
    EXPECT_EQ(bh.count("stack/push at depth 8"), 0u); // the stack holds 8
    EXPECT_EQ(bh.count("stack/pop at depth 0"), 0u);
    EXPECT_EQ(bh.count("rwc/TTINCRWC wraps RWC_Dst past 1023"), 1u);
    // an SFPSTORE to FP16 sees values beyond its exponent range (they saturate); an SFPLOAD of FP16 never delivers
    // one, nor an exponent below the format's (its denormals load as FP32 denormals)
    EXPECT_EQ(bh.count("dstfmt/store FP16 above-max-exp +"), 1u);
    EXPECT_EQ(bh.count("dstfmt/load FP16 above-max-exp +"), 0u);
    EXPECT_EQ(bh.count("dstfmt/load FP16 below-min-exp -"), 0u);
    EXPECT_EQ(bh.count("dstfmt/load FP16 denormal -"), 1u);
    EXPECT_EQ(bh.count("dstfmt/load FP16 max-exp -"), 1u);
    EXPECT_EQ(bh.count("operands/SFPGT +0 vs -0"), 1u);
    EXPECT_EQ(wh.count("operands/SFPGT +0 vs -0"), 0u); // SFPGT is Blackhole only
    EXPECT_EQ(bh.count("macro/Store schedules SFPSTORE"), 1u);
    EXPECT_EQ(bh.count("tables/SFPARECIP exponential table entry 895"), 1u);
    EXPECT_EQ(bh.count("tables/SFPARECIP reciprocal table entry 127"), 1u);
    EXPECT_EQ(wh.count("tables/SFPARECIP reciprocal table entry 0"), 0u);
    for (auto *m : {&bh, &wh}) {
        for (auto &kv : *m) {
            EXPECT_EQ(kv.second, 0u) << kv.first << ": a NULL coverage counts nothing";
        }
    }
    EXPECT_EQ(sfpu_gen_cov_bins(nullptr, SFPU_ARCH_BH, lockstep_allow(SFPU_ARCH_BH), nullptr, nullptr), bh.size());
}

// A program's index picks the bins its directed sequences aim at: index 14 nests the flag stack to depth 8, index 1
// walks RWC_Dst past 1023; the same seed with another index is another program.
TEST(GenCoverage, AProgramAimsAtTheBinsOfItsIndex)
{
    for (sfpu_arch_t arch : kArchs) {
        sfpu_gen_cov_t c7, c1;
        sfpu_gen_cov_reset(&c7);
        sfpu_gen_cov_reset(&c1);
        sfpu_gen_opts_t o7 = lockstep_opts(arch, 14), o1 = lockstep_opts(arch, 1);
        o7.hazards = o1.hazards = SFPU_GEN_HAZARDS_ABIDE;
        sfpu_gen_prog_t p7, p1;
        char err[300];
        ASSERT_EQ(sfpu_gen_program(&o7, 42, &p7, &c7, err, sizeof err), SFPU_OK) << err;
        ASSERT_EQ(sfpu_gen_program(&o1, 42, &p1, &c1, err, sizeof err), SFPU_OK) << err;
        EXPECT_GE(c7.stack[0][7], 1u) << "push at depth 7";
        EXPECT_GE(c7.stack[1][8], 1u) << "pop at depth 8";
        EXPECT_GE(c1.rwc[8], 1u) << "RWC_Dst wrapped";
        EXPECT_GE(c1.rwc[7], 1u) << "a Dst access with RWC_Dst 896..1023";
        EXPECT_TRUE(p7.n != p1.n || std::vector<uint32_t>(p7.words, p7.words + p7.n) !=
                                        std::vector<uint32_t>(p1.words, p1.words + p1.n));
        sfpu_gen_free(&p7);
        sfpu_gen_free(&p1);
    }
}

// Shards saved to files and loaded into one coverage equal the coverage of the whole run (what `sfpu cov` and
// scripts/regress do with the shards of a regression).
TEST(GenCoverage, SavedShardsMergeIntoTheWholeRun)
{
    const sfpu_arch_t arch = SFPU_ARCH_WH;
    const uint64_t allow = lockstep_allow(arch);
    sfpu_gen_cov_t whole, s0, s1;
    sfpu_gen_cov_reset(&whole);
    sfpu_gen_cov_reset(&s0);
    sfpu_gen_cov_reset(&s1);
    regression(arch, 0, 24, 1, &whole);
    regression(arch, 0, 24, 2, &s0);
    regression(arch, 1, 24, 2, &s1);
    sfpu_gen_cov_t merged;
    sfpu_gen_cov_reset(&merged);
    bool have = false;
    sfpu_arch_t a = SFPU_ARCH_BH;
    uint64_t al = 0;
    char err[400];
    ASSERT_EQ(sfpu_gen_cov_load(&merged, saved(&s0, arch, allow).c_str(), &have, &a, &al, err, sizeof err), SFPU_OK)
        << err;
    EXPECT_TRUE(have);
    EXPECT_EQ(a, arch);
    EXPECT_EQ(al, allow);
    ASSERT_EQ(sfpu_gen_cov_load(&merged, saved(&s1, arch, allow).c_str(), &have, &a, &al, err, sizeof err), SFPU_OK)
        << err;
    EXPECT_EQ(saved(&merged, arch, allow), saved(&whole, arch, allow));
    EXPECT_EQ(merged.programs, 24u);
}

TEST(GenCoverage, LoadRefusesOtherArchitecturesAndUnknownBinsWithTheLine)
{
    sfpu_gen_cov_t cov;
    sfpu_gen_cov_reset(&cov);
    regression(SFPU_ARCH_BH, 0, 2, 1, &cov);
    std::string bh = saved(&cov, SFPU_ARCH_BH, lockstep_allow(SFPU_ARCH_BH));
    std::string wh = saved(&cov, SFPU_ARCH_WH, lockstep_allow(SFPU_ARCH_WH));
    sfpu_gen_cov_t into;
    sfpu_gen_cov_reset(&into);
    bool have = false;
    sfpu_arch_t a = SFPU_ARCH_BH;
    uint64_t al = 0;
    char err[400];
    ASSERT_EQ(sfpu_gen_cov_load(&into, bh.c_str(), &have, &a, &al, err, sizeof err), SFPU_OK) << err;
    std::string before = saved(&into, SFPU_ARCH_BH, al);
    EXPECT_EQ(sfpu_gen_cov_load(&into, wh.c_str(), &have, &a, &al, err, sizeof err), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_STREQ(err, "line 1: a Wormhole coverage file; the others are Blackhole");
    std::string bad = bh.substr(0, bh.find('\n') + 1) + "opmod\tSFPMAD mod1=4\t3\nopmod\tSFPBOGUS\t1\n";
    EXPECT_EQ(sfpu_gen_cov_load(&into, bad.c_str(), &have, &a, &al, err, sizeof err), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_STREQ(err, "line 3: no bin 'SFPBOGUS' in group 'opmod' for this architecture and instruction set");
    std::string count = bh.substr(0, bh.find('\n') + 1) + "opmod\tSFPMAD mod1=4\tmany\n";
    EXPECT_EQ(sfpu_gen_cov_load(&into, count.c_str(), &have, &a, &al, err, sizeof err), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("line 2: count 'many' is not a number"), std::string::npos) << err;
    EXPECT_EQ(sfpu_gen_cov_load(&into, "hello\n", &have, &a, &al, err, sizeof err), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("line 1: not a coverage file"), std::string::npos) << err;
    EXPECT_EQ(saved(&into, SFPU_ARCH_BH, al), before) << "a refused file changed the coverage";
}

// The dstfmt bins come from a table (every coverage file read or written lists the bins: deriving the classes each
// time classed 2^16 data per 16-bit format, and made the coverage-file fuzzer crawl); it is the derivation's result.
TEST(GenCov, ReachTableIsDerived)
{
    for (sfpu_arch_t a : kArchs) {
        uint32_t r[2][SFPU_GEN_FMTS];
        gcov_reachable_derived(a, r);
        for (unsigned d = 0; d < 2; ++d) {
            for (unsigned f = 0; f < SFPU_GEN_FMTS; ++f) {
                EXPECT_EQ(r[d][f], gcov_reach[a == SFPU_ARCH_WH][d][f]) << "arch " << a << " dir " << d << " fmt " << f;
            }
        }
    }
}
