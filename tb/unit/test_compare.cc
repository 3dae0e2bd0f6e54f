// test_compare.cc - the shared comparison engine (sfpu_compare.h): a DUT that matches the model reports nothing;
// an injected difference is reported with cycle, producing instruction and lanes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness.h"
#include "sfpu/sfpu_compare.h"
#include "test_util.h"

namespace
{

// Ticks two identical models (the "model" and a stand-in "DUT") through a program; returns both records.
std::vector<std::pair<sfpu_out_t, sfpu_out_t>> run_pair(const char *src)
{
    Sfpu m(SFPU_ARCH_BH), d(SFPU_ARCH_BH);
    for (sfpu_t *s : {m.s, d.s}) {
        h_set_lreg(s, 0, 0x40000000u);
        h_set_lreg(s, 1, 0x40400000u);
    }
    uint32_t w[16];
    size_t n = 0;
    char err[200];
    EXPECT_EQ(sfpu_assemble(src, "c.s", SFPU_ARCH_BH, w, 16, &n, err, sizeof err), SFPU_OK) << err;
    std::vector<std::pair<sfpu_out_t, sfpu_out_t>> rec;
    size_t i = 0, j = 0;
    for (int c = 0; c < 20; ++c) {
        sfpu_in_t a = {(uint8_t)(i < n), i < n ? w[i] : 0u}, b = {(uint8_t)(j < n), j < n ? w[j] : 0u};
        sfpu_out_t om, od;
        sfpu_tick(m.s, &a, &om);
        sfpu_tick(d.s, &b, &od);
        i += om.insn_ready;
        j += od.insn_ready;
        rec.push_back({om, od});
        if (i == n && !om.busy) {
            break;
        }
    }
    return rec;
}

} // namespace

TEST(Compare, IdenticalRunsReportNothing)
{
    auto rec = run_pair("sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\nsfpstore 8,L3,3,0\n");
    char rep[2000];
    for (auto &c : rec)
        EXPECT_EQ(sfpu_compare_cycle(SFPU_ARCH_BH, &c.first, &c.second, rep, sizeof rep), 0u) << rep;
}

TEST(Compare, InjectedDataMismatchNamesCycleInstructionAndLanes)
{
    auto rec = run_pair("sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\n");
    // the MAD result commits at the end of cycle 1 (2-cycle latency)
    sfpu_out_t dut = rec.at(1).second;
    ASSERT_GE(dut.n_wb, 1u);
    dut.wb[0].data[5] ^= 1u;
    dut.wb[0].data[17] ^= 1u;
    char rep[2000];
    EXPECT_EQ(sfpu_compare_cycle(SFPU_ARCH_BH, &rec.at(1).first, &dut, rep, sizeof rep), 1u);
    std::string r = rep;
    EXPECT_NE(r.find("cycle 1: LReg 2 from 'sfpmad L2,L0,L1,L9,0': lanes 5,17: model 0x40c00000, dut 0x40c00001 (lane 5)"),
              std::string::npos)
        << r;
}

TEST(Compare, ReadyLanesAndDstDifferences)
{
    auto rec = run_pair("sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\nsfpstore 8,L3,3,0\n");
    char rep[2000];
    sfpu_out_t dut = rec.at(1).second; // cycle 1: the model stalls the MOV
    dut.insn_ready = 1;
    dut.wb[0].mask &= ~0xF0u; // the DUT writes L2 in fewer lanes
    EXPECT_EQ(sfpu_compare_cycle(SFPU_ARCH_BH, &rec.at(1).first, &dut, rep, sizeof rep), 2u);
    EXPECT_NE(std::string(rep).find("insn_ready: model 0, dut 1 (the model stalled this cycle)"), std::string::npos) << rep;
    EXPECT_NE(std::string(rep).find("lanes 4,5,6,7 written by the model only"), std::string::npos) << rep;
    // the store's Dst cells: one value differs, one cell missing
    size_t st = 0;
    while (st < rec.size() && rec[st].first.n_dst_wb == 0)
        ++st;
    ASSERT_LT(st, rec.size());
    sfpu_out_t d2 = rec[st].second;
    d2.dst_wb[0].val ^= 0x8000u;
    d2.n_dst_wb--;
    unsigned n = sfpu_compare_cycle(SFPU_ARCH_BH, &rec[st].first, &d2, rep, sizeof rep);
    EXPECT_EQ(n, 2u) << rep;
    EXPECT_NE(std::string(rep).find("written by the model only"), std::string::npos) << rep;
}
