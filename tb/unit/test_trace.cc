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

struct KRow {
    std::string label;                // lane-0 label (type 0)
    std::vector<std::string> stages;  // lane-0 stages in order
    std::set<std::string> producers;  // W arrows into this row
    std::string notes;                // type-1 labels
};

// Parses and checks a Kanata log; returns its rows by id.
static std::map<std::string, KRow> check_kanata(const std::string &text, size_t n_insns)
{
    std::map<std::string, KRow> rows;
    std::stringstream ss(text);
    std::string line;
    EXPECT_TRUE(std::getline(ss, line));
    EXPECT_EQ(line, "Kanata\t0004");
    std::set<std::string> live, retired;
    std::map<std::string, std::string> open_stage; // id + "/" + lane -> stage
    long cycle = -1;
    while (std::getline(ss, line)) {
        auto f = split(line, '\t');
        if (f.empty()) {
            ADD_FAILURE() << "empty line";
            break;
        }
        const std::string &c = f[0];
        if (c == "C=") {
            EXPECT_EQ(f.size(), 2u) << line;
            EXPECT_EQ(cycle, -1) << "C= twice";
            cycle = std::stol(f[1]);
        } else if (c == "C") {
            EXPECT_EQ(f.size(), 2u) << line;
            EXPECT_GT(std::stol(f[1]), 0) << line;
            EXPECT_GE(cycle, 0) << "C before C=";
            cycle += std::stol(f[1]);
        } else if (c == "I") {
            EXPECT_EQ(f.size(), 4u) << line;
            EXPECT_TRUE(live.insert(f[1]).second) << "id reused: " << line;
            EXPECT_FALSE(retired.count(f[1])) << "id reused after retire: " << line;
            rows[f[1]];
        } else if (c == "L") {
            EXPECT_EQ(f.size(), 4u) << line;
            EXPECT_TRUE(live.count(f[1])) << "label for unknown id: " << line;
            EXPECT_TRUE(f[2] == "0" || f[2] == "1") << line;
            (f[2] == "0" ? rows[f[1]].label : rows[f[1]].notes) += f.size() > 3 ? f[3] + "\n" : "";
        } else if (c == "S") {
            EXPECT_EQ(f.size(), 4u) << line;
            EXPECT_TRUE(live.count(f[1])) << line;
            open_stage[f[1] + "/" + f[2]] = f[3];
            if (f[2] == "0") {
                rows[f[1]].stages.push_back(f[3]);
            }
        } else if (c == "E") {
            EXPECT_EQ(f.size(), 4u) << line;
            EXPECT_EQ(open_stage[f[1] + "/" + f[2]], f[3]) << "E without matching S: " << line;
            open_stage.erase(f[1] + "/" + f[2]);
        } else if (c == "W") {
            EXPECT_EQ(f.size(), 4u) << line;
            EXPECT_TRUE(live.count(f[1])) << "arrow into a row not alive: " << line;
            EXPECT_TRUE(rows.count(f[2])) << "arrow from an unknown row: " << line;
            EXPECT_NE(f[1], f[2]) << line;
            rows[f[1]].producers.insert(f[2]);
        } else if (c == "R") {
            EXPECT_EQ(f.size(), 4u) << line;
            EXPECT_TRUE(live.erase(f[1])) << "retire of unknown id: " << line;
            EXPECT_TRUE(f[3] == "0" || f[3] == "1") << line;
            retired.insert(f[1]);
        } else {
            ADD_FAILURE() << "unknown Kanata command: " << line;
        }
    }
    EXPECT_TRUE(live.empty()) << live.size() << " instructions never retired";
    if (n_insns) {
        EXPECT_EQ(retired.size(), n_insns);
    }
    return rows;
}

// Parses and checks a VCD: declared identifiers and widths, increasing timestamps, and change-only output (no
// signal is given the value it already has). Returns the names of the string signals.
static std::set<std::string> check_vcd(const std::string &text)
{
    std::stringstream ss(text);
    std::string tok;
    std::map<std::string, int> width; // -1 = string
    std::map<std::string, std::string> name, last;
    std::set<std::string> strings;
    bool defs_done = false, in_dumpvars = false;
    long last_t = -1;
    while (ss >> tok) {
        if (!defs_done) {
            if (tok == "$var") {
                std::string type, id, nm, end;
                int w;
                EXPECT_TRUE(ss >> type >> w >> id >> nm >> end);
                EXPECT_TRUE(type == "wire" || type == "string") << type;
                EXPECT_EQ(end, "$end");
                EXPECT_TRUE(width.emplace(id, type == "string" ? -1 : w).second) << "duplicate id " << id;
                name[id] = nm;
                if (type == "string") {
                    strings.insert(nm);
                }
            } else if (tok == "$enddefinitions") {
                EXPECT_TRUE(ss >> tok);
                EXPECT_EQ(tok, "$end");
                defs_done = true;
            }
            continue;
        }
        if (tok == "$dumpvars") {
            in_dumpvars = true;
            continue;
        }
        if (tok == "$end") {
            in_dumpvars = false;
            continue;
        }
        std::string id, val;
        if (tok[0] == '#') {
            long t = std::stol(tok.substr(1));
            EXPECT_GT(t, last_t) << "timestamps must increase";
            last_t = t;
            continue;
        } else if (tok[0] == 'b' || tok[0] == 's') {
            EXPECT_TRUE(ss >> id);
            EXPECT_TRUE(width.count(id)) << "undeclared id " << id;
            if (tok[0] == 'b') {
                EXPECT_EQ((int)tok.size() - 1, width[id]) << "width of " << id;
                EXPECT_EQ(tok.find_first_not_of("01", 1), std::string::npos) << tok;
            } else {
                EXPECT_EQ(width[id], -1) << "string value for a wire: " << tok;
            }
            val = tok.substr(1);
        } else {
            EXPECT_TRUE(tok[0] == '0' || tok[0] == '1') << tok;
            id = tok.substr(1);
            EXPECT_TRUE(width.count(id)) << "undeclared id " << id;
            EXPECT_EQ(width[id], 1);
            val = tok.substr(0, 1);
        }
        if (!in_dumpvars) {
            EXPECT_TRUE(!last.count(id) || last[id] != val)
                << "signal " << name[id] << " dumped again with its unchanged value " << val << " at #" << last_t;
        }
        last[id] = val;
    }
    EXPECT_TRUE(defs_done);
    EXPECT_GE(width.size(), 10u);
    EXPECT_GT(last_t, 0);
    return strings;
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
        auto rows = check_kanata(kt, n);
        auto strings = check_vcd(vt);
        EXPECT_TRUE(strings.count("insn_text")) << "the instruction as a string signal";
        EXPECT_TRUE(strings.count("store_op") && strings.count("simple_op"));
        EXPECT_NE(vt.find("ssfpmad_L2,L0,L1,L9,0 "), std::string::npos) << "disassembly in the VCD";
        if (a == SFPU_ARCH_BH) {
            EXPECT_NE(kt.find("stalled at cycle 1"), std::string::npos) << "the MAD->MOV stall is labelled";
            // the RAW stall: an arrow from the SFPMAD (row 0) into the stalled SFPMOV (row 1), which has a stall stage
            EXPECT_TRUE(rows["1"].producers.count("0")) << kt;
            EXPECT_NE(kt.find("S\t1\t1\tStl"), std::string::npos);
        } else {
            // Wormhole does not stall: the SFPMOV reads a stale L2, a diagnostic label and an arrow from the SFPMAD
            EXPECT_NE(rows["1"].notes.find("diagnostic:"), std::string::npos) << kt;
            EXPECT_TRUE(rows["1"].producers.count("0")) << kt;
        }
        fclose(k);
        fclose(v);
        sfpu_destroy(s);
    }
}

static std::string read_text(const std::string &path)
{
    FILE *f = fopen(path.c_str(), "rb");
    EXPECT_TRUE(f) << path;
    std::string t = f ? slurp(f) : std::string();
    if (f) {
        fclose(f);
    }
    return t;
}

// The pipelined examples: every SFPSTORE an SFPLOADMACRO scheduled has a row of its own, on the store sub-unit
// (stage St), labelled with the macro and tied to the macro's row by an arrow.
TEST(Trace, KonataShowsScheduledInstructions)
{
    struct {
        const char *file;
        unsigned stores;
    } cases[] = {{"examples/recip_pipelined.s", 8}, {"examples/typecast_pipelined.s", 0}};
    for (auto &c : cases) {
        std::string src = read_text(std::string(SFPU_SOURCE_DIR) + "/" + c.file);
        sfpu_arch_t a = src.find("arch=wh") != std::string::npos ? SFPU_ARCH_WH : SFPU_ARCH_BH;
        sfpu_t *s = h_create(a);
        std::vector<uint32_t> w(512);
        size_t n = 0;
        char err[300];
        ASSERT_EQ(sfpu_assemble(src.c_str(), c.file, a, w.data(), w.size(), &n, err, sizeof err), SFPU_OK) << err;
        FILE *k = tmpfile(), *v = tmpfile();
        ASSERT_TRUE(k && v);
        sfpu_trace_t t;
        sfpu_trace_begin(&t, k, v, a);
        size_t done = 0;
        ASSERT_EQ(sfpu_trace_run(s, w.data(), n, &done, &t), SFPU_OK) << sfpu_last_error(s);
        sfpu_timing_stats_t st;
        sfpu_get_timing_stats(s, &st);
        std::string kt = slurp(k), vt = slurp(v);
        auto rows = check_kanata(kt, 0);
        check_vcd(vt);
        unsigned stores = 0, scheduled = 0;
        for (auto &r : rows) {
            if (r.second.label.find("[from SFPLOADMACRO #") == std::string::npos) {
                continue;
            }
            ++scheduled;
            ASSERT_EQ(r.second.producers.size(), 1u) << "arrow from the macro: " << r.second.label;
            const KRow &macro = rows[*r.second.producers.begin()];
            EXPECT_NE(macro.label.find("sfploadmacro"), std::string::npos) << macro.label;
            EXPECT_NE(r.second.label.find("#" + *r.second.producers.begin() + " @cycle"), std::string::npos)
                << r.second.label;
            if (r.second.label.find("sfpstore") != std::string::npos) {
                ++stores;
                ASSERT_EQ(r.second.stages.size(), 1u);
                EXPECT_EQ(r.second.stages[0], "St") << r.second.label;
                EXPECT_NE(r.second.label.find("seq byte 3"), std::string::npos) << r.second.label;
            }
        }
        EXPECT_EQ(scheduled, st.macro_issued) << c.file << ": a row per scheduled instruction";
        EXPECT_GT(scheduled, 0u) << c.file;
        if (c.stores) {
            EXPECT_EQ(stores, c.stores) << c.file;
        } else {
            EXPECT_GT(stores, 0u) << c.file;
        }
        fclose(k);
        fclose(v);
        sfpu_destroy(s);
    }
}
