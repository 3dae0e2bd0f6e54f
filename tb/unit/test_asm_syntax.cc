// test_asm_syntax.cc - the current sfpi-binutils syntax and the 2025 one, field boundaries, round trips, and the
// input forms of sfpu_assemble_ex (sfpi-gcc .S listings, objdump listings, tt-llk code). Expected words are
// hand-derived from sfpi-binutils' operand tables (opcodes/riscv-opc-sfpu-insns.h) and its testsuite's .d words
// (the RISC-V form, rotated left by 2); see docs/decisions.md D1, D1b.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_isa.h"

namespace {

struct Out {
    sfpu_status_t st;
    std::vector<uint32_t> words;
    std::vector<uint32_t> lines;
    std::string err;
    std::vector<sfpu_asm_note_t> notes;
    std::vector<std::string> msgs;
};

void collect(void *ctx, const sfpu_asm_note_t *n)
{
    Out *o = static_cast<Out *>(ctx);
    o->notes.push_back(*n);
    o->msgs.push_back(n->message);
}

Out assemble(const std::string &src, sfpu_arch_t a, sfpu_asm_options_t o = sfpu_asm_options_t())
{
    Out r;
    o.note = collect;
    o.note_ctx = &r;
    r.words.resize(256);
    r.lines.resize(256);
    size_t n = 0;
    char err[600] = "";
    r.st = sfpu_assemble_ex(src.c_str(), "k.S", a, &o, r.words.data(), r.lines.data(), r.words.size(), &n, err,
                            sizeof err);
    r.words.resize(n);
    r.lines.resize(n);
    r.err = err;
    return r;
}

uint32_t word(const std::string &line, sfpu_arch_t a, sfpu_syntax_t syn = SFPU_SYNTAX_CURRENT)
{
    sfpu_asm_options_t o = sfpu_asm_options_t();
    o.syntax = syn;
    o.input = SFPU_INPUT_ASM;
    Out r = assemble(line, a, o);
    EXPECT_EQ(r.st, SFPU_OK) << line << ": " << r.err;
    EXPECT_EQ(r.words.size(), 1u) << line;
    return r.words.empty() ? 0 : r.words[0];
}

std::string error(const std::string &line, sfpu_arch_t a, sfpu_syntax_t syn = SFPU_SYNTAX_CURRENT)
{
    sfpu_asm_options_t o = sfpu_asm_options_t();
    o.syntax = syn;
    o.input = SFPU_INPUT_ASM;
    Out r = assemble(line, a, o);
    EXPECT_NE(r.st, SFPU_OK) << line;
    return r.err;
}

std::string dis(uint32_t w, sfpu_arch_t a, sfpu_syntax_t syn = SFPU_SYNTAX_CURRENT)
{
    char b[128];
    sfpu_disasm_ex(w, a, syn, b, sizeof b);
    return b;
}

const sfpu_arch_t kArchs[] = {SFPU_ARCH_BH, SFPU_ARCH_WH};

} // namespace

// The defects of the user trial, each with the word sfpi-binutils produces.
TEST(AsmSyntax, CurrentBinutilsForms)
{
    const sfpu_arch_t BH = SFPU_ARCH_BH, WH = SFPU_ARCH_WH;
    EXPECT_EQ(word("sfpstore L0,0,0,0", BH), 0x72000000u);
    EXPECT_EQ(word("sfpstore L15,0,0,0", BH), 0x72F00000u);
    EXPECT_EQ(word("sfpstore L0,0,12,3", WH), 0x720CC000u);             // ttinsn.d: c8330001
    EXPECT_EQ(word("sfpadd L0,L1,L2,0", BH), 0x850A1200u);              // muladd-bh.d: 14284802
    EXPECT_EQ(word("sfpmul L0,L2,L3,0", BH), 0x86023900u);              // muladd-bh.d: 1808e402
    EXPECT_EQ(word("sfpadd L0,L3,L1,L2,0", BH), 0x85031200u);           // 5 operands: any VA (model extension)
    EXPECT_EQ(word("sfpand L0,L15,L0,0", BH), 0x7E00F000u);             // f803c001 (VB before VC)
    EXPECT_EQ(word("sfpor L1,L2,L3,1", BH), 0x7F002311u);
    EXPECT_EQ(word("sfpand L7,L0", WH), 0x7E000070u);
    EXPECT_EQ(word("sfpdivp2 L0,L0,-1,0", BH), 0x76FFF000u);            // rotated dbffc001
    EXPECT_EQ(word("sfploadmacro 1,L5,3,2,1", BH), 0x93522003u);        // macro 1, VD 5 = VDLo 1 | VDHi (addr bit 0)
    EXPECT_EQ(word("sfploadmacro 3,L0,0,0,3", WH), 0x93C0C000u);
    EXPECT_EQ(word("sfpstochrnd L0,L1,L2,12,13,1", BH), 0x8E2C120Du);   // imm5 before mod1, rnd_mode last
    EXPECT_EQ(word("ttmopcfg 0xffffff", BH), 0x03FFFFFFu);
    EXPECT_EQ(word("TTMOPCFG 1", BH), 0x03000001u);
    EXPECT_EQ(word("sfpsetcc L0,4095,1", BH), 0x7BFFF001u);
    EXPECT_EQ(word("sfpsetsgn L1,L2,4095,1", WH), 0x89FFF211u);
    EXPECT_EQ(word("sfpsetexp L1,L2,4095,1", WH), 0x82FFF211u);
    EXPECT_EQ(word("sfpencc 4095,10", BH), 0x8AFFF00Au);
    EXPECT_EQ(word("sfpmul24 L0,L15,L0,0", BH), 0x980F0900u);           // VC = L9 implied
    EXPECT_EQ(word("sfparecip L7,L0,2", BH), 0x99000072u);
    EXPECT_EQ(word("sfppushc 0", BH), 0x87000000u);
    EXPECT_EQ(word("sfpgt L0,L0,0,15", BH), 0x9700000Fu);
    // .ttinsn N is the raw Tensix word (binutils ttinsn.s/.d)
    EXPECT_EQ(word(".ttinsn 0x700cc000", WH), 0x700CC000u);
    EXPECT_EQ(word(".ttinsn 0x720cc000", WH), 0x720CC000u);
}

TEST(AsmSyntax, DisassemblyPrintsTheCurrentSyntax)
{
    EXPECT_EQ(dis(0x72000000u, SFPU_ARCH_BH), "sfpstore L0,0,0,0");
    EXPECT_EQ(dis(0x850A1200u, SFPU_ARCH_BH), "sfpadd L0,L1,L2,0");
    EXPECT_EQ(dis(0x85031200u, SFPU_ARCH_BH), "sfpadd L0,L3,L1,L2,0");
    EXPECT_EQ(dis(0x86023900u, SFPU_ARCH_BH), "sfpmul L0,L2,L3,0");
    EXPECT_EQ(dis(0x93522003u, SFPU_ARCH_BH), "sfploadmacro 1,L5,3,2,1");
    EXPECT_EQ(dis(0x03000001u, SFPU_ARCH_BH), "ttmopcfg 1");
    EXPECT_EQ(dis(0x76FFF000u, SFPU_ARCH_BH), "sfpdivp2 L0,L0,0xFFF,0");
    EXPECT_EQ(dis(0x87000000u, SFPU_ARCH_WH), "sfppushc 0");
    EXPECT_EQ(dis(0x7000ffffu, SFPU_ARCH_BH), "sfpload L0,8191,0,7");
    EXPECT_EQ(dis(0x99001201u, SFPU_ARCH_BH, SFPU_SYNTAX_2025), ".ttinsn 0x99001201"); // VB: no 2025 form
    // the 2025 syntax, behind the flag
    EXPECT_EQ(dis(0x72000000u, SFPU_ARCH_BH, SFPU_SYNTAX_2025), "sfpstore 0,L0,0,0");
    EXPECT_EQ(dis(0x850A1200u, SFPU_ARCH_BH, SFPU_SYNTAX_2025), "sfpadd L0,L10,L1,L2,0");
    EXPECT_EQ(dis(0x03000001u, SFPU_ARCH_BH, SFPU_SYNTAX_2025), "ttmop_cfg 0x000001");
    EXPECT_EQ(word("SFPSTORE 26, L0, 0, 7", SFPU_ARCH_BH, SFPU_SYNTAX_2025), 0x7200E01Au);
    EXPECT_EQ(word("SFPARECIP L0, L1, 0, 2", SFPU_ARCH_BH, SFPU_SYNTAX_2025), 0x99000102u); // sfpi-gcc 2025 output
    EXPECT_EQ(word("sfpand L0,L1", SFPU_ARCH_BH, SFPU_SYNTAX_2025), 0x7E000100u);
}

// Only immediates take negative values, in both syntaxes: a negative mode, addressing mode or counter is an error,
// never a wrapped field (sfpload's mod0 -3 would otherwise become 13).
TEST(AsmSyntax, NegativeValuesOnlyForImmediates)
{
    for (sfpu_syntax_t syn : {SFPU_SYNTAX_CURRENT, SFPU_SYNTAX_2025}) {
        EXPECT_NE(error("sfpload L0,0,-3,0", SFPU_ARCH_BH, syn).find("out of range [0,"), std::string::npos);
        EXPECT_NE(error("sfpload L0,0,3,-1", SFPU_ARCH_BH, syn).find("out of range [0,"), std::string::npos);
        EXPECT_NE(error("ttreplay -1,1,0,0", SFPU_ARCH_BH, syn).find("out of range [0,"), std::string::npos);
    }
    EXPECT_EQ(word("sfpdivp2 L0,L0,-1,0", SFPU_ARCH_BH), 0x76FFF000u); // an immediate: -1 is 0xFFF
    EXPECT_EQ(word("sfpload L0,-5,3,0", SFPU_ARCH_BH), 0x70031FFBu);   // binutils: the address is an immediate
}

TEST(AsmSyntax, TheOtherSyntaxIsNamedInTheError)
{
    std::string e = error("SFPSTORE 26, L0, 0, 7", SFPU_ARCH_BH);
    EXPECT_NE(e.find("k.S:1:10: operand 1 (vd) must be a register"), std::string::npos) << e;
    EXPECT_NE(e.find("valid in the 2025 syntax"), std::string::npos) << e;
    e = error("SFPARECIP L0, L1, 0, 2", SFPU_ARCH_BH);
    EXPECT_NE(e.find("valid in the 2025 syntax"), std::string::npos) << e;
}

// Min and max of every operand range the syntax gives, and the error one past each.
TEST(AsmSyntax, FieldBoundaries)
{
    struct B {
        const char *fmt; // printf format with one %lld
        sfpu_arch_t arch;
        long long lo, hi;
    };
    const B cases[] = {
        {"sfpload L0,%lld,0,0", SFPU_ARCH_BH, -4096, 8191},   {"sfpload L0,%lld,0,0", SFPU_ARCH_WH, -8192, 16383},
        {"sfpstore L0,%lld,0,0", SFPU_ARCH_BH, -4096, 8191},  {"sfpload L0,0,0,%lld", SFPU_ARCH_BH, 0, 7},
        {"sfpload L0,0,0,%lld", SFPU_ARCH_WH, 0, 3},          {"sfpload L0,0,%lld,0", SFPU_ARCH_BH, 0, 15},
        {"sfploadi L0,%lld,0", SFPU_ARCH_BH, -32768, 65535},  {"sfpaddi L0,%lld,0", SFPU_ARCH_BH, 0, 65535},
        {"sfpmuli L0,%lld,0", SFPU_ARCH_WH, 0, 65535},        {"sfpconfig 0,%lld,0", SFPU_ARCH_BH, 0, 65535},
        {"sfpdivp2 L0,L0,%lld,0", SFPU_ARCH_BH, -2048, 4095}, {"sfpiadd L0,L0,%lld,1", SFPU_ARCH_BH, -2048, 4095},
        {"sfpsetcc L0,%lld,1", SFPU_ARCH_BH, -2048, 4095},    {"sfpencc %lld,2", SFPU_ARCH_WH, -2048, 4095},
        {"sfpsetexp L0,L0,%lld,1", SFPU_ARCH_BH, -2048, 4095}, {"sfpsetsgn L0,L0,%lld,1", SFPU_ARCH_BH, -2048, 4095},
        {"sfpstochrnd L0,L0,L0,%lld,0,0", SFPU_ARCH_BH, 0, 31}, {"sfpstochrnd L0,L0,L0,0,0,%lld", SFPU_ARCH_BH, 0, 3},
        {"sfpstochrnd L0,L0,L0,0,0,%lld", SFPU_ARCH_WH, 0, 1}, {"sfpmad L0,L0,L0,L0,%lld", SFPU_ARCH_BH, 0, 15},
        {"sfploadmacro %lld,L0,0,0,0", SFPU_ARCH_BH, 0, 3},
        {"ttreplay %lld,0,0,0", SFPU_ARCH_BH, 0, 1023},       {"ttreplay 0,%lld,0,0", SFPU_ARCH_BH, 0, 1023},
        {"ttreplay 0,0,%lld,0", SFPU_ARCH_BH, 0, 7},          {"ttreplay 0,0,0,%lld", SFPU_ARCH_BH, 0, 1},
        {"ttsetrwc 0,0,0,0,0,%lld", SFPU_ARCH_BH, 0, 63},     {"ttsetrwc %lld,0,0,0,0,0", SFPU_ARCH_WH, 0, 3},
        {"ttincrwc %lld,0,0,0", SFPU_ARCH_BH, -32, 63},       {"ttincrwc 0,%lld,0,0", SFPU_ARCH_WH, -8, 15},
        {"ttmop %lld,0,0", SFPU_ARCH_BH, 0, 1},               {"ttmop 0,%lld,0", SFPU_ARCH_BH, 0, 127},
        {"ttmop 0,0,%lld", SFPU_ARCH_BH, 0, 65535},           {"ttmopcfg %lld", SFPU_ARCH_WH, 0, 0xFFFFFF},
    };
    char line[96];
    for (const B &c : cases) {
        for (long long v : {c.lo, c.hi}) {
            snprintf(line, sizeof line, c.fmt, v);
            word(line, c.arch);
        }
        for (long long v : {c.lo - 1, c.hi + 1}) {
            snprintf(line, sizeof line, c.fmt, v);
            std::string e = error(line, c.arch);
            EXPECT_NE(e.find("out of range"), std::string::npos) << line << ": " << e;
        }
    }
    // registers: L0..L15 (sfploadmacro's VD: L0..L7)
    word("sfpmad L15,L15,L15,L15,0", SFPU_ARCH_BH);
    EXPECT_NE(error("sfpmad L16,L0,L0,L0,0", SFPU_ARCH_BH).find("register L16 does not exist"), std::string::npos);
    EXPECT_NE(error("sfploadmacro 0,L8,0,0,0", SFPU_ARCH_BH).find("L0..L7"), std::string::npos);
    // the loadmacro address's bit 0 is VD's bit 2 (binutils' constraint)
    EXPECT_NE(error("sfploadmacro 0,L4,2,0,0", SFPU_ARCH_BH).find("needs an odd address"), std::string::npos);
    EXPECT_EQ(word("sfploadmacro 0,L0,-512,0,0", SFPU_ARCH_BH), 0x93000200u);
    EXPECT_EQ(word("sfploadmacro 0,L4,1023,0,0", SFPU_ARCH_BH), 0x930003FFu);
    EXPECT_NE(error("sfploadmacro 0,L0,1024,0,0", SFPU_ARCH_BH).find("out of range [-512, 1023]"), std::string::npos);
}

// Every decodable word of every instruction disassembles to text that assembles back to it, both syntaxes.
TEST(AsmSyntax, RandomWordsRoundTripBothSyntaxes)
{
    std::mt19937 rng(12345);
    for (sfpu_arch_t a : kArchs) {
        for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
            const sfpu_isa_info_t *info = sfpu_isa_info(op);
            if (!(info->arch_mask & SFPU_ARCH_MASK(a))) {
                continue;
            }
            uint32_t used = sfpu_isa_field_mask(info->fmt, a);
            int tried = 0;
            for (int k = 0; k < 4000 && tried < 300; ++k) {
                uint32_t w = (uint32_t)info->opcode << 24 | (rng() & used);
                sfpu_insn_t in;
                if (sfpu_decode(w, a, &in, nullptr, 0) != SFPU_OK) {
                    continue;
                }
                ++tried;
                for (sfpu_syntax_t syn : {SFPU_SYNTAX_CURRENT, SFPU_SYNTAX_2025}) {
                    std::string t = dis(w, a, syn);
                    EXPECT_EQ(word(t, a, syn), w) << t << " arch " << a << " syntax " << syn;
                }
            }
            EXPECT_GT(tried, 0) << info->name;
        }
    }
}

// docs/decisions.md D1b: the Dst address is 13 (BH) / 14 (WH) bits in the encoding, address arithmetic is 10 bits,
// so an address above 1023 reaches the same rows as its low 10 bits.
TEST(AsmSyntax, DstAddressBitsAbove9AreIgnored)
{
    for (sfpu_arch_t a : kArchs) {
        for (unsigned addr : {4u, 1024u + 4u, 4096u + 4u}) {
            sfpu_config_t cfg = {a, 0};
            sfpu_t *s = nullptr;
            ASSERT_EQ(sfpu_create(&cfg, &s), SFPU_OK);
            for (unsigned c = 0; c < 16; ++c) {
                sfpu_poke_dst32(s, 4, c, 0x3F800000u + c);
            }
            std::string src = "sfpload L1," + std::to_string(addr) + ",3,0\nsfpstore L1," + std::to_string(addr + 8) +
                              ",3,0\n";
            Out r = assemble(src, a);
            ASSERT_EQ(r.st, SFPU_OK) << r.err;
            size_t done = 0;
            ASSERT_EQ(sfpu_exec_program(s, r.words.data(), r.words.size(), &done), SFPU_OK) << sfpu_last_error(s);
            uint32_t v = 0;
            sfpu_peek_dst32(s, 12, 0, &v);
            EXPECT_EQ(v, 0x3F800000u) << "arch " << a << " addr " << addr;
            sfpu_destroy(s);
        }
    }
}

// An sfpi-gcc .S function as it is (shape of sfpi's compiler test gold files).
static const char *kListing = "\t.file\t\"k.cc\"\n"
                              "\t.option nopic\n"
                              "\t.attribute arch, \"rv32i2p0_m2p0_xttbh1p0\"\n"
                              "\t.text\n"
                              "\t.align\t2\n"
                              "\t.globl\t_Z3absv\n"
                              "\t.type\t_Z3absv, @function\n"
                              "_Z3absv:\n"
                              "\tsfploadi\tL1, 49568, 0\n"
                              "\tsfpload\tL2, 0, 0, 7\n"
                              "\tli\ta5,65536\n"
                              "\tsfpsetcc\tL2, 0, 6\n"
                              "\tsfpabs\tL0, L1, 1\n"
                              "\tsfpencc\t3, 10\n"
                              "\t.ttinsn\t0x8f000000\n"
                              "\tsfpstore\tL0, 26, 0, 7\n"
                              "\tret\n"
                              "\t.size\t_Z3absv, .-_Z3absv\n"
                              "\t.type\t_Z4nextv, @function\n"
                              "_Z4nextv:\n"
                              "\tsfpnop\n"
                              "\tret\n";

TEST(AsmSyntax, CompilerListingKeepsTensixSkipsRiscv)
{
    EXPECT_EQ(sfpu_detect_input_form(kListing), SFPU_INPUT_LISTING);
    sfpu_asm_options_t o = sfpu_asm_options_t();
    o.function = "_Z3absv";
    Out r = assemble(kListing, SFPU_ARCH_BH, o);
    ASSERT_EQ(r.st, SFPU_OK) << r.err;
    const std::vector<uint32_t> want = {0x7110C1A0u, 0x7020E000u, 0x7B000206u, 0x7D000101u,
                                        0x8A00300Au, 0x8F000000u, 0x7200E01Au};
    EXPECT_EQ(r.words, want);
    EXPECT_EQ(r.lines[0], 9u);
    ASSERT_EQ(r.notes.size(), 2u);
    EXPECT_EQ(r.notes[0].kind, SFPU_NOTE_SKIPPED_RISCV);
    EXPECT_EQ(r.notes[0].line, 11u);
    EXPECT_EQ(r.notes[1].line, 17u);
    Out all = assemble(kListing, SFPU_ARCH_BH);
    EXPECT_EQ(all.words.size(), 8u); // both functions
    o.function = "missing";
    EXPECT_NE(assemble(kListing, SFPU_ARCH_BH, o).err.find("function 'missing' not found"), std::string::npos);
}

// sfpi's TTI_* macros in inline asm emit their instruction as `.word` of the rotated form (what the RISC-V core
// fetches, like .ttinsn's encoding): in a listing's code it is the Tensix instruction; a RISC-V instruction spelled as
// .word, a Tensix word the model does not implement and data in a data section are skipped and named.
TEST(AsmSyntax, ListingWordInCodeIsTheRotatedInstruction)
{
    const std::string src = "\t.text\n"
                            "\t.type\tf, @function\n"
                            "f:\n"
                            "#APP\n"
                            "\t.word (402653186)\n"       // TTI_SFPMUL(0,0,0,0,0) = 0x86000000 rotated
                            "#NO_APP\n"
                            "\t.word 0x00008067\n"        // ret, spelled as data
                            "\t.word 0x88000002\n"        // 0xA2000000: not an instruction of the table
                            "\tret\n"
                            "\t.section\t.rodata\n"
                            "\t.word 402653186\n"         // a constant, not code
                            "\t.text\n"
                            "\t.word 0xC0330001\n";       // sfpload L0,0,12,3 again in code
    Out r = assemble(src, SFPU_ARCH_WH);
    ASSERT_EQ(r.st, SFPU_OK) << r.err;
    EXPECT_EQ(r.words, (std::vector<uint32_t>{0x86000000u, 0x700CC000u}));
    EXPECT_EQ(r.lines[0], 5u);
    std::vector<unsigned> kinds;
    for (const auto &n : r.notes)
        kinds.push_back(n.kind);
    EXPECT_EQ(kinds, (std::vector<unsigned>{SFPU_NOTE_SKIPPED_RISCV, SFPU_NOTE_SKIPPED_TENSIX, SFPU_NOTE_SKIPPED_RISCV,
                                            SFPU_NOTE_SKIPPED_OTHER}));
    EXPECT_EQ(r.notes[1].line, 8u);
    EXPECT_EQ(r.notes[3].line, 11u);
}

TEST(AsmSyntax, BranchesAndRuntimeWordsAreReportedNotGuessed)
{
    const std::string src = "f:\n"
                            "\tsfpnop\n"
                            ".L2:\n"
                            "\tlui\ta5,%hi(_ZN7ckernel13instrn_bufferE)\n"
                            "\tlw\ta5,%lo(_ZN7ckernel13instrn_bufferE)(a5)\n"
                            "\tsw\ta4, 0(a5)\t# Op(0x71) - d(lr0)\n"
                            "\tbne\ta0,zero,.L2\n"
                            "\tcall\tg\n"
                            "\tret\n";
    Out r = assemble(src, SFPU_ARCH_BH);
    EXPECT_EQ(r.st, SFPU_ERR_SYNTAX);
    EXPECT_EQ(r.err.find("k.S:6:2: Tensix word computed at run time"), 0u) << r.err;
    EXPECT_NE(r.err.find("and 2 more sites"), std::string::npos) << r.err;
    int cf = 0, rt = 0;
    for (const auto &n : r.notes) {
        cf += n.kind == SFPU_NOTE_CONTROL_FLOW;
        rt += n.kind == SFPU_NOTE_RUNTIME_WORD;
    }
    EXPECT_EQ(cf, 2);
    EXPECT_EQ(rt, 1);
    // supplied: the runtime word and skipping control flow
    sfpu_asm_options_t o = sfpu_asm_options_t();
    sfpu_asm_runtime_word_t rw = {6, 0x71000000u};
    o.runtime_words = &rw;
    o.nruntime_words = 1;
    o.skip_control_flow = 1;
    r = assemble(src, SFPU_ARCH_BH, o);
    ASSERT_EQ(r.st, SFPU_OK) << r.err;
    EXPECT_EQ(r.words, (std::vector<uint32_t>{0x8F000000u, 0x71000000u}));
}

// objdump -d output: the hex column is the rotated RISC-V form of Tensix words (binutils ttinsn.d).
TEST(AsmSyntax, ObjdumpListing)
{
    const std::string src = "\nk.o:     file format elf32-littleriscv\n\n\nDisassembly of section .text:\n\n"
                            "00000000 <_Z1fv>:\n"
                            "   0:\tc0330001          \tsfpload\tL0,0,12,3\n"
                            "   4:\t00010537          \tlui\ta0,0x10\n"
                            "   8:\tc8330001          \tsfpstore\tL0,0,12,3\n"
                            "   c:\t8082                \tret\n";
    EXPECT_EQ(sfpu_detect_input_form(src.c_str()), SFPU_INPUT_OBJDUMP);
    Out r = assemble(src, SFPU_ARCH_WH);
    ASSERT_EQ(r.st, SFPU_OK) << r.err;
    EXPECT_EQ(r.words, (std::vector<uint32_t>{0x700CC000u, 0x720CC000u}));
    EXPECT_EQ(r.lines, (std::vector<uint32_t>{8u, 10u}));
    EXPECT_EQ(r.notes.size(), 2u);
}

// tt-llk code as the C preprocessor leaves it (the library runs no cpp: a comment is refused, AsmLlk.*): TTI_ macros
// in tt-llk's argument order, named constants, INSTRUCTION_WORD.
TEST(AsmSyntax, LlkMacros)
{
    const std::string src = "#pragma GCC unroll 8\n"
                            "{\n"
                            "    TTI_SFPLOAD(p_sfpu::LREG3, InstrModLoadStore::DEFAULT, ADDR_MOD_3, 0);\n"
                            "    TTI_SFPMAD(p_sfpu::LREG0, p_sfpu::LREG1, p_sfpu::LCONST_0, p_sfpu::LREG2, 0);\n"
                            "    TTI_SFPSWAP(0, p_sfpu::LREG0, p_sfpu::LREG1, p_sfpswap::ALL_ROWS_MAX);\n"
                            "    TTI_SFPNOP;\n"
                            "    INSTRUCTION_WORD(TT_OP_SFPDIVP2(0xFFF, 1, 5, 1));\n"
                            "    TT_SETRWC(p_setrwc::CLR_NONE, p_setrwc::CR_D, 8, 0, 0, p_setrwc::SET_D);\n"
                            "    TTI_SFPSTORE(3, INSTRUCTION_MODE, ADDR_MOD_7, 2 + 2);\n"
                            "}\n";
    EXPECT_EQ(sfpu_detect_input_form(src.c_str()), SFPU_INPUT_LLK);
    Out r = assemble(src, SFPU_ARCH_BH);
    EXPECT_EQ(r.err.find("k.S:9:21: unknown name 'INSTRUCTION_MODE'"), 0u) << r.err;
    sfpu_asm_options_t o = sfpu_asm_options_t();
    sfpu_asm_define_t d = {"INSTRUCTION_MODE", 4};
    o.defines = &d;
    o.ndefines = 1;
    r = assemble(src, SFPU_ARCH_BH, o);
    ASSERT_EQ(r.st, SFPU_OK) << r.err;
    const std::vector<uint32_t> want = {0x70306000u, 0x84001920u, 0x92000011u, 0x8F000000u,
                                        0x76FFF151u, 0x37120004u, 0x7234E004u};
    EXPECT_EQ(r.words, want);
    // on WH the address mode is at bit 14
    r = assemble("TTI_SFPLOAD(3, 0, 3, 0);\n", SFPU_ARCH_WH);
    EXPECT_EQ(r.words, (std::vector<uint32_t>{0x7030C000u}));
    // loops and calls are not straight-lined; unknown Tensix macros are skipped with a note
    r = assemble("for (int d = 0; d < 8; d++) {\n  TTI_SFPNOP;\n  _helper_(1);\n  TTI_STALLWAIT(1, 2);\n}\n",
                 SFPU_ARCH_BH);
    EXPECT_EQ(r.err.find("k.S:1:1: cannot be straight-lined: C++ 'for'"), 0u) << r.err;
    EXPECT_NE(r.err.find("and 1 more site"), std::string::npos) << r.err;
}

TEST(AsmSyntax, LlkMacroErrors)
{
    sfpu_asm_options_t o = sfpu_asm_options_t();
    o.input = SFPU_INPUT_LLK;
    Out r = assemble("TTI_SFPLOAD(1, 2, 3);\n", SFPU_ARCH_BH, o);
    EXPECT_EQ(r.err, "k.S:1:1: TTI_SFPLOAD takes 4 arguments (tt-llk's TT_OP_SFPLOAD), found 3");
    r = assemble("TTI_SFPLOADI(0, 0, 0x10000);\n", SFPU_ARCH_BH, o);
    EXPECT_EQ(r.err.find("k.S:1:20: argument 3 of TTI_SFPLOADI: 65536 does not fit its 16-bit field"), 0u) << r.err;
}
