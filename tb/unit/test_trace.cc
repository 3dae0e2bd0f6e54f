// test_trace.cc - the Konata (Kanata 0004) and VCD traces of a timed run parse with small parsers
// written here from the formats' definitions: every command well-formed, instructions introduced
// before use and retired exactly once, stages closed; VCD header, declared identifiers, widths,
// increasing timestamps.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "harness.h"
#include "trace.h"

static std::string slurp(FILE *f)
{
    std::string s;
    rewind(f);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
        s.append(buf, n);
    }
    return s;
}

static std::vector<std::string> split(const std::string &line, char sep)
{
    std::vector<std::string> v;
    std::stringstream ss(line);
    std::string x;
    while (std::getline(ss, x, sep)) {
        v.push_back(x);
    }
    return v;
}

static void check_kanata(const std::string &text, size_t n_insns)
{
    std::stringstream ss(text);
    std::string line;
    ASSERT_TRUE(std::getline(ss, line));
    ASSERT_EQ(line, "Kanata\t0004");
    std::set<std::string> live, retired;
    std::map<std::string, std::string> open_stage;
    long cycle = -1;
    while (std::getline(ss, line)) {
        auto f = split(line, '\t');
        ASSERT_FALSE(f.empty()) << "empty line";
        const std::string &c = f[0];
        if (c == "C=") {
            ASSERT_EQ(f.size(), 2u) << line;
            cycle = std::stol(f[1]);
        } else if (c == "C") {
            ASSERT_EQ(f.size(), 2u) << line;
            ASSERT_GT(std::stol(f[1]), 0) << line;
            ASSERT_GE(cycle, 0) << "C before C=";
            cycle += std::stol(f[1]);
        } else if (c == "I") {
            ASSERT_EQ(f.size(), 4u) << line;
            ASSERT_TRUE(live.insert(f[1]).second) << "id reused: " << line;
        } else if (c == "L") {
            ASSERT_EQ(f.size(), 4u) << line;
            ASSERT_TRUE(live.count(f[1])) << "label for unknown id: " << line;
            ASSERT_TRUE(f[2] == "0" || f[2] == "1") << line;
        } else if (c == "S") {
            ASSERT_EQ(f.size(), 4u) << line;
            ASSERT_TRUE(live.count(f[1])) << line;
            open_stage[f[1]] = f[3];
        } else if (c == "E") {
            ASSERT_EQ(f.size(), 4u) << line;
            ASSERT_EQ(open_stage[f[1]], f[3]) << "E without matching S: " << line;
            open_stage.erase(f[1]);
        } else if (c == "R") {
            ASSERT_EQ(f.size(), 4u) << line;
            ASSERT_TRUE(live.erase(f[1])) << "retire of unknown id: " << line;
            ASSERT_TRUE(f[3] == "0" || f[3] == "1") << line;
            retired.insert(f[1]);
        } else {
            FAIL() << "unknown Kanata command: " << line;
        }
    }
    EXPECT_TRUE(live.empty()) << live.size() << " instructions never retired";
    EXPECT_EQ(retired.size(), n_insns);
}

static void check_vcd(const std::string &text)
{
    std::stringstream ss(text);
    std::string tok;
    std::map<std::string, int> width;
    bool defs_done = false;
    long last_t = -1;
    while (ss >> tok) {
        if (!defs_done) {
            if (tok == "$var") {
                std::string type, id, name, end;
                int w;
                ASSERT_TRUE(ss >> type >> w >> id >> name >> end);
                ASSERT_EQ(type, "wire");
                ASSERT_EQ(end, "$end");
                ASSERT_TRUE(width.emplace(id, w).second) << "duplicate id " << id;
            } else if (tok == "$enddefinitions") {
                ASSERT_TRUE(ss >> tok);
                ASSERT_EQ(tok, "$end");
                defs_done = true;
            }
            continue;
        }
        if (tok == "$dumpvars" || tok == "$end") {
            continue;
        }
        if (tok[0] == '#') {
            long t = std::stol(tok.substr(1));
            ASSERT_GT(t, last_t) << "timestamps must increase";
            last_t = t;
        } else if (tok[0] == 'b') {
            std::string id;
            ASSERT_TRUE(ss >> id);
            ASSERT_TRUE(width.count(id)) << "undeclared id " << id;
            ASSERT_EQ((int)tok.size() - 1, width[id]) << "width of " << id;
            ASSERT_EQ(tok.find_first_not_of("01", 1), std::string::npos) << tok;
        } else {
            ASSERT_TRUE(tok[0] == '0' || tok[0] == '1') << tok;
            std::string id = tok.substr(1);
            ASSERT_TRUE(width.count(id)) << "undeclared id " << id;
            ASSERT_EQ(width[id], 1);
        }
    }
    EXPECT_TRUE(defs_done);
    EXPECT_GE(width.size(), 10u);
    EXPECT_GT(last_t, 0);
}

TEST(Trace, KonataAndVcdParse)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = h_create(a);
        const char *prog = "sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\nsfpswap L0,L1,0\nsfpmov L4,L3,0\nsfpnop\n";
        uint32_t w[8];
        size_t n = 0;
        char err[200];
        ASSERT_EQ(sfpu_assemble(prog, "t.s", a, w, 8, &n, err, sizeof err), SFPU_OK) << err;
        FILE *k = tmpfile(), *v = tmpfile();
        ASSERT_TRUE(k && v);
        sfpu_trace_t t;
        sfpu_trace_begin(&t, k, v, a);
        size_t done = 0;
        ASSERT_EQ(sfpu_trace_run(s, w, n, &done, &t), SFPU_OK) << sfpu_last_error(s);
        EXPECT_EQ(done, n);
        std::string kt = slurp(k), vt = slurp(v);
        check_kanata(kt, n);
        check_vcd(vt);
        if (a == SFPU_ARCH_BH) {
            EXPECT_NE(kt.find("stalled at cycle 1"), std::string::npos) << "the MAD->MOV stall is labelled";
        }
        fclose(k);
        fclose(v);
        sfpu_destroy(s);
    }
}
