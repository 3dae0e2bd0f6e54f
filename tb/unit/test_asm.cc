// test_asm.cc - assembler and disassembler: SFPI objdump syntax (sfpi-binutils sfpu-bh.d / sfpu-wh.d
// expectations), .word/.ttinsn, comments, case, file:line:col errors, and round trips of every field
// value of every instruction on both architectures.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "harness.h"
#include "sfpu/sfpu_isa.h"

static std::string dis(uint32_t w, sfpu_arch_t a = SFPU_ARCH_BH)
{
    char buf[128];
    sfpu_disasm(w, a, buf, sizeof buf);
    return buf;
}

static uint32_t asm1(const char *line, sfpu_arch_t a = SFPU_ARCH_BH)
{
    uint32_t w = h_word(a, line);
    EXPECT_NE(w, 0xFFFFFFFFu) << line << ": " << h_message();
    return w;
}

static std::string asm_error(const char *src, sfpu_arch_t a = SFPU_ARCH_BH)
{
    char err[300] = "";
    size_t n = 0;
    uint32_t w[8];
    EXPECT_EQ(sfpu_assemble(src, "prog.s", a, w, 8, &n, err, sizeof err), SFPU_ERR_SYNTAX) << src;
    return err;
}

// Expected strings and words from sfpi-binutils' testsuite (objdump prints the .ttinsn rotation).
struct BinutilsCase {
    uint32_t ttinsn;
    const char *text;
    sfpu_arch_t arch;
};

TEST(Asm, MatchesSfpiBinutilsDisassembly)
{
    const BinutilsCase cases[] = {
        {0xc0000001u, "sfpload L0,0,0,0", SFPU_ARCH_BH},
        {0xc4020001u, "sfploadi L0,-32768,0", SFPU_ARCH_BH},
        {0xc4d38001u, "sfploadi L3,-8192,4", SFPU_ARCH_BH},
        {0xc5e9fffdu, "sfploadi L7,32767,10", SFPU_ARCH_BH},
        {0xcdd00001u, "sfplut L7,4", SFPU_ARCH_BH},
        {0xd3fffdc1u, "sfpmuli L7,65535,0", SFPU_ARCH_BH},
        {0xd7fffdc1u, "sfpaddi L7,65535,0", SFPU_ARCH_BH},
        {0xdc001ccdu, "sfpexexp L3,L7,3", SFPU_ARCH_BH},
        {0xe0003dc5u, "sfpexman L7,L15,1", SFPU_ARCH_BH},
        {0xe6000005u, "sfpiadd L0,L0,0x800,1", SFPU_ARCH_BH},
        {0xe5ffc005u, "sfpiadd L0,L0,0x7FF,1", SFPU_ARCH_BH},
        {0xebffc005u, "sfpshft L0,L0,0xFFF,1", SFPU_ARCH_BH},
        {0xf4003dc5u, "sfpabs L7,L15,1", SFPU_ARCH_BH},
        {0xf8003c01u, "sfpand L0,L0,L15,0", SFPU_ARCH_BH},
        {0xf803c001u, "sfpand L0,L15,L0,0", SFPU_ARCH_BH}, // VB before VC (binutils "J4L8,J12L,J8L,J0m3")
        {0xfc0001c1u, "sfpor L7,L0", SFPU_ARCH_WH},
        {0x00002102u, "sfpnot L4,L8", SFPU_ARCH_BH},
        {0x04003dfau, "sfplz L7,L15,14", SFPU_ARCH_BH},
        {0x0fffc006u, "sfpsetman L0,L0,0xFFF,1", SFPU_ARCH_BH},
        {0x1003c002u, "sfpmad L0,L0,L15,L0,0", SFPU_ARCH_BH},
        {0x103c3dc2u, "sfpmad L7,L15,L0,L15,0", SFPU_ARCH_WH},
        {0x143c3dc2u, "sfpadd L7,L15,L0,L15,0", SFPU_ARCH_BH},
        {0x183c3dc2u, "sfpmul L7,L15,L0,L15,0", SFPU_ARCH_BH},
        {0x2c000002u, "sfpcompc", SFPU_ARCH_BH},
        {0x1c00003eu, "sfppushc 15", SFPU_ARCH_BH},
        {0x2000003eu, "sfppopc 15", SFPU_ARCH_WH},
        {0xec001c01u, "sfpsetcc L7,0x000,0", SFPU_ARCH_BH},
        {0xf0000021u, "sfpmov L0,L0,8", SFPU_ARCH_BH},
        {0x3c000002u, "sfpnop", SFPU_ARCH_BH},
        {0x34002102u, "sfpxor L4,L8", SFPU_ARCH_BH},
        {0x4000000eu, "sfpcast L0,L0,3", SFPU_ARCH_BH},
        {0x5000001au, "sfpshft2 L0,L0,0x000,6", SFPU_ARCH_BH},
        {0x47fffe22u, "sfpconfig 8,65535,8", SFPU_ARCH_BH},
        {0x440002f2u, "sfpconfig 11,0,12", SFPU_ARCH_WH},
        {0x480001c6u, "sfpswap L7,L0,1", SFPU_ARCH_BH},
        {0x540001fau, "sfplutfp32 L7,14", SFPU_ARCH_BH},
        {0x30000002u, "sfptransp", SFPU_ARCH_BH},
        {0x4c000002u, "sfploadmacro 0,L0,0,0,0", SFPU_ARCH_BH},
        {0x38fffdc6u, "sfpstochrnd L7,L15,L15,31,1,1", SFPU_ARCH_WH},
        {0x6400000au, "sfparecip L0,L0,2", SFPU_ARCH_BH},
        {0x5c00003eu, "sfpgt L0,L0,0,15", SFPU_ARCH_BH},
        {0x603c2402u, "sfpmul24 L0,L15,L0,0", SFPU_ARCH_BH},
        {0x6003e402u, "sfpmul24 L0,L0,L15,0", SFPU_ARCH_BH},
        {0x58000022u, "sfple L0,L0,0,8", SFPU_ARCH_BH},
    };
    for (const auto &c : cases) {
        uint32_t w = sfpu_word_from_ttinsn(c.ttinsn);
        EXPECT_EQ(dis(w, c.arch), c.text) << std::hex << w;
        EXPECT_EQ(asm1(c.text, c.arch), w) << c.text;
    }
}

TEST(Asm, SpecExampleUpperCaseWithSpaces)
{
    // The issue's example form: upper-case mnemonic, spaces after commas.
    uint32_t w = asm1("SFPMAD L1, L0, L13, L14, 0");
    EXPECT_EQ(dis(w), "sfpmad L1,L0,L13,L14,0");
    EXPECT_EQ(w, 0x8400DE10u);
}

TEST(Asm, WordAndTtinsnDirectivesAndComments)
{
    const char *src = "  # a comment line\n"
                      "sfpnop            /* trailing comment */\n"
                      ".word 0x84010200  // another comment\n"
                      "\n"
                      ".ttinsn 0x8F000000\n"; // the raw Tensix word, as binutils and tt-llk's INSTRUCTION_WORD
    uint32_t w[4];
    size_t n = 0;
    char err[200];
    ASSERT_EQ(sfpu_assemble(src, "x.s", SFPU_ARCH_BH, w, 4, &n, err, sizeof err), SFPU_OK) << err;
    ASSERT_EQ(n, 3u);
    EXPECT_EQ(w[0], 0x8F000000u);
    EXPECT_EQ(w[1], 0x84010200u);
    EXPECT_EQ(w[2], 0x8F000000u);
}

TEST(Asm, OptionalTrailingOperands)
{
    // sfpmul24's VC defaults to 9 (binutils' syntax has no VC); a non-default VC prints as a 5th operand.
    EXPECT_EQ(asm1("sfpmul24 L0,L0,L0,0"), 0x98000900u);
    EXPECT_EQ(dis(0x98000A00u), "sfpmul24 L0,L0,L0,L10,0");
    EXPECT_EQ(asm1("sfpmul24 L0,L0,L0,L10,0"), 0x98000A00u);
    // BH SFPAND with USE_VB: VB and Mod1 follow the SFPI operands.
    EXPECT_EQ(dis(0x7E003211u), "sfpand L1,L3,L2,1");
    EXPECT_EQ(asm1("sfpand L1,L3,L2,1"), 0x7E003211u);
}

TEST(Asm, ErrorsNameFileLineAndColumn)
{
    EXPECT_EQ(asm_error("sfpnop\nsfpfoo L0\n"), "prog.s:2:1: unknown instruction 'sfpfoo'");
    EXPECT_EQ(asm_error("  sfpmad L0,L1,X2,L3,0"),
              "prog.s:1:16: operand 3 (vb) must be a register L0..L15, found 'X2'");
    EXPECT_EQ(asm_error("sfpmad L0,L1,L16,L3,0"), "prog.s:1:14: operand 3 (vb): register L16 does not exist (L0..L15)");
    EXPECT_EQ(asm_error("sfploadi L0,70000,0"), "prog.s:1:13: operand 2 (imm16) value 70000 out of range [-32768, 65535]");
    std::string e = asm_error("sfpmad L0,L1\n");
    EXPECT_NE(e.find("prog.s:1:8: sfpmad takes 'sfpmad vd,va,vb,vc,mod1' (current syntax), found 2 operands"), std::string::npos) << e;
    EXPECT_EQ(asm_error("loop: sfpnop"), "prog.s:1:1: labels are not supported in plain assembly (straight-line programs only; an assembler listing is read with --input listing)");
    EXPECT_EQ(asm_error("sfpgt L0,L1,0,0", SFPU_ARCH_WH), "prog.s:1:1: SFPGT does not exist on Wormhole B0");
    EXPECT_EQ(asm_error("sfpand L0,L1,L2", SFPU_ARCH_WH), "prog.s:1:8: sfpand takes 'sfpand vd,vc' (current syntax), found 3 operands");
    EXPECT_EQ(asm_error(".word 0x1234567890"), "prog.s:1:7: expected a 32-bit value, found '0x1234567890'");
    EXPECT_EQ(asm_error("sfpgt L0,L1,5,0"), "prog.s:1:13: operand 3 is a reserved field and must be 0");
}

// For every instruction and arch: every value of every field (others zero) and random combinations
// disassemble and reassemble to the same word.
TEST(Asm, RoundTripEveryFieldValue)
{
    size_t nf = 0;
    const sfpu_field_info_t *fi = sfpu_isa_fields(&nf);
    std::mt19937 rng(12345);
    for (unsigned arch = 0; arch < 2; ++arch) {
        for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
            const sfpu_isa_info_t *info = sfpu_isa_info(op);
            if (!(info->arch_mask & SFPU_ARCH_MASK(arch))) {
                continue;
            }
            uint32_t base = (uint32_t)info->opcode << 24;
            uint32_t fmask = sfpu_isa_field_mask(info->fmt, (sfpu_arch_t)arch);
            std::vector<uint32_t> words = {base};
            for (size_t k = 0; k < nf; ++k) {
                if (fi[k].fmt != info->fmt || !(fi[k].arch_mask & SFPU_ARCH_MASK(arch))) {
                    continue;
                }
                for (uint32_t v = 0; v < (2u << (fi[k].hi - fi[k].lo)); ++v) {
                    words.push_back(base | (v << fi[k].lo));
                }
            }
            for (int r = 0; r < 2000; ++r) {
                words.push_back(base | (rng() & fmask));
            }
            for (uint32_t w : words) {
                std::string text = dis(w, (sfpu_arch_t)arch);
                ASSERT_EQ(text.rfind(".word", 0), std::string::npos) << std::hex << w << " did not decode";
                uint32_t back = h_word((sfpu_arch_t)arch, text.c_str());
                ASSERT_EQ(back, w) << text << ": " << h_message();
            }
        }
    }
}

TEST(Asm, UndecodableWordsRoundTripAsWordDirective)
{
    EXPECT_EQ(dis(0x8F000001u), ".word 0x8f000001");
    EXPECT_EQ(asm1(".word 0x8f000001"), 0x8F000001u);
    EXPECT_EQ(dis(0x96000000u, SFPU_ARCH_WH), ".word 0x96000000");
    EXPECT_EQ(dis(0x12345678u), ".word 0x12345678");
}

// decisions D2a: SFPDIVP2's Imm8 may come with its sign extension in [23:20] (tt-llk's TTI_SFPDIVP2(0xFFF, ...),
// binutils' 12-bit immediate). The 12-bit form assembles to it and is what such a word disassembles to; the plain
// 8-bit form stays the encoding of "-1" or "0xFF"; other values of [23:20] stay reserved (.word).
TEST(Asm, Divp2SignExtendedImmediate)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        EXPECT_EQ(asm1("sfpdivp2 L5,L1,0xFFF,1", arch), 0x76FFF151u);
        EXPECT_EQ(asm1("sfpdivp2 L5,L1,0xF80,1", arch), 0x76F80151u);
        EXPECT_EQ(asm1("sfpdivp2 L5,L1,-1,1", arch), 0x76FFF151u); // binutils: -1 is 0xFFF
        EXPECT_EQ(dis(0x76FFF151u, arch), "sfpdivp2 L5,L1,0xFFF,1");
        EXPECT_EQ(dis(0x760FF151u, arch), "sfpdivp2 L5,L1,0x0FF,1");
        EXPECT_EQ(dis(0x76F7F151u, arch), ".word 0x76f7f151"); // [23:20] set, Imm8 positive: not an extension
        EXPECT_EQ(dis(0x761FF151u, arch), ".word 0x761ff151");
        EXPECT_EQ(dis(0x82FFF151u, arch), "sfpsetexp L5,L1,0xFFF,1"); // SETEXP: Imm12, bits [11:8] ignored (D1b)
        // binutils' range is the 12-bit field: 0xF7F encodes exactly as binutils does; the word is undefined (D2a)
        EXPECT_EQ(asm1("sfpdivp2 L5,L1,0xF7F,1", arch), 0x76F7F151u);
        EXPECT_EQ(asm1("sfpdivp2 L0,L0,-2048,0", arch), 0x76800000u);
    }
    std::string e = asm_error("sfpdivp2 L5,L1,0x1000,1\n");
    EXPECT_EQ(e.find("prog.s:1:16: operand 3 (imm8) value 4096 out of range [-2048, 4095]"), 0u) << e;
}

// Mutated sources (the bundled examples with bytes flipped, tokens inserted, spans deleted or repeated, lines
// shuffled): the assembler never reads or writes out of bounds (ASan/UBSan in CI), and every outcome is either
// words that disassemble and reassemble to themselves, or a "fz.s:LINE:COL: message" error whose line exists.
static std::string read_file(const std::string &path)
{
    std::ifstream f(path, std::ios::binary);
    std::ostringstream o;
    o << f.rdbuf();
    return o.str();
}

TEST(Asm, MutatedSourcesAssembleOrNameALine)
{
    std::vector<std::string> seeds;
    for (const char *f : {"int_bits.s", "poly_horner.s", "recip_pipelined.s", "recip_plain.s"}) {
        seeds.push_back(read_file(std::string(SFPU_SOURCE_DIR "/examples/") + f));
        ASSERT_FALSE(seeds.back().empty()) << f;
    }
    static const char *const k_tokens[] = {"L0", "L16", "0x", "-", "0xFFFFFFFF", "99999999999999999999", ",", "\n",
                                           "#", ".word", ".ttinsn", "//", ";", " ", "\t", "\r", "\x80", "sfpmad",
                                           "SFPLOADMACRO", "L", "-0x8000", "65536", "0b1", "010", ":", "\\"};
    std::mt19937_64 rng(0x5F0A5F0Aull);
    auto pick = [&](size_t n) { return (size_t)(rng() % (n ? n : 1)); };
    unsigned ok = 0, errs = 0;
    for (int it = 0; it < 50000; ++it) {
        std::string s = seeds[pick(seeds.size())];
        for (size_t k = 0, m = 1 + pick(6); k < m; ++k) {
            size_t p = pick(s.size() + 1);
            switch (rng() % 5) {
            case 0: if (!s.empty()) s[std::min(p, s.size() - 1)] = (char)(1 + rng() % 255); break;
            case 1: s.insert(p, k_tokens[pick(sizeof k_tokens / sizeof *k_tokens)]); break;
            case 2: s.erase(std::min(p, s.size()), 1 + pick(12)); break;
            case 3: s.insert(p, s.substr(pick(s.size() + 1), 1 + pick(30))); break;
            default: s.insert(p, std::to_string((int64_t)(rng() % 70000) - 1000)); break;
            }
        }
        sfpu_arch_t arch = it % 2 ? SFPU_ARCH_WH : SFPU_ARCH_BH;
        uint32_t w[256];
        char err[300] = "";
        size_t n = 0;
        sfpu_status_t st = sfpu_assemble(s.c_str(), "fz.s", arch, w, 256, &n, err, sizeof err);
        if (st == SFPU_OK) {
            ++ok;
            ASSERT_LE(n, 256u);
            for (size_t i = 0; i < n; ++i) {
                char text[128], e2[300] = "";
                sfpu_disasm(w[i], arch, text, sizeof text);
                uint32_t back = 0;
                size_t one = 0;
                ASSERT_EQ(sfpu_assemble(text, "re.s", arch, &back, 1, &one, e2, sizeof e2), SFPU_OK) << text << ": " << e2;
                ASSERT_EQ(back, w[i]) << text;
            }
            continue;
        }
        ++errs;
        ASSERT_EQ(st, SFPU_ERR_SYNTAX) << s;
        unsigned line = 0, col = 0;
        int used = 0;
        ASSERT_EQ(std::sscanf(err, "fz.s:%u:%u: %n", &line, &col, &used), 2) << err;
        ASSERT_GT(used, 0) << err;
        ASSERT_NE(err[used], '\0') << err; // a message follows
        size_t lines = 1 + (size_t)std::count(s.begin(), s.end(), '\n');
        ASSERT_GE(line, 1u) << err;
        ASSERT_LE(line, lines) << err;
    }
    EXPECT_GT(ok, 1000u); // both outcomes are exercised
    EXPECT_GT(errs, 1000u);
}

// The library spawns no process: tt-llk text that only the C preprocessor reads right is refused, naming the line and
// column (the CLI and the Python binding run cpp first, docs/decisions.md C7); what cpp leaves is read.
TEST(AsmLlk, LibraryRefusesTextThatNeedsCpp)
{
    struct Case {
        const char *src, *want;
    } cases[] = {
        {"TTI_SFPNOP;\n/* TTI_SFPNOP;\n*/\n", "k.h:2:1: a comment ('/*')"},
        {"TTI_SFPLOADI(0, 0, 1); // one\n", "k.h:1:24: a comment ('//')"},
        {"/* x */ TTI_SFPLOADI(0, 0, 1);\n", "k.h:1:1: a comment ('/*')"},
        {"#if 0\nTTI_SFPNOP;\n#endif\n", "k.h:1:1: a preprocessor line '#if'"},
        {"  # define X 1\n", "k.h:1:3: a preprocessor line '#define'"},
        {"#include \"ckernel.h\"\n", "k.h:1:1: a preprocessor line '#include'"},
        {"TTI_SFPLOADI(0, 0, \\\n 1);\n", "k.h:1:20: a line ending in a backslash"},
    };
    for (const Case &c : cases) {
        sfpu_asm_options_t o = {};
        o.input = SFPU_INPUT_LLK;
        char err[400] = "";
        size_t n = 0;
        EXPECT_EQ(sfpu_assemble_ex(c.src, "k.h", SFPU_ARCH_BH, &o, nullptr, nullptr, 0, &n, err, sizeof err),
                  SFPU_ERR_SYNTAX)
            << c.src;
        EXPECT_EQ(std::string(err).rfind(c.want, 0), 0u) << c.src << " -> " << err;
        EXPECT_NE(std::string(err).find("run it through cpp first"), std::string::npos) << err;
    }
    // what cpp passes on: #pragma, a '//' inside a string literal, a line marker-free text
    const char *ok = "#pragma GCC unroll 0\nTTI_SFPLOADI(0, 0, 1);\nconst char *s = \"//\"; TTI_SFPNOP;\n";
    sfpu_asm_options_t o = {};
    o.input = SFPU_INPUT_LLK;
    uint32_t w[4], l[4];
    size_t n = 0;
    char err[400] = "";
    ASSERT_EQ(sfpu_assemble_ex(ok, "k.h", SFPU_ARCH_BH, &o, w, l, 4, &n, err, sizeof err), SFPU_OK) << err;
    ASSERT_EQ(n, 2u);
    EXPECT_EQ(l[0], 2u);
    EXPECT_EQ(l[1], 3u);
}
