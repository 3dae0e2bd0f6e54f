// test_isa_table.cc - consistency of the one ISA table (sfpu_isa.def): unique opcodes and mnemonics,
// fields inside [23:0] and pairwise disjoint per format and arch, every row has a semantics file
// and a test file, every syntax string is valid and names only fields of its format.
#include <gtest/gtest.h>

#include <cstdio>
#include <set>
#include <string>

#include "sfpu/sfpu_isa.h"

extern "C" int sfpu_asm_syntax_check(unsigned op);

static bool file_exists(const std::string &p)
{
    FILE *f = std::fopen(p.c_str(), "r");
    if (f) {
        std::fclose(f);
    }
    return f != nullptr;
}

TEST(IsaTable, OpcodesAndMnemonicsAreUnique)
{
    std::set<unsigned> opcodes;
    std::set<std::string> mnems;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        const sfpu_isa_info_t *i = sfpu_isa_info(op);
        ASSERT_NE(i, nullptr);
        EXPECT_TRUE(opcodes.insert(i->opcode).second) << i->name;
        EXPECT_TRUE(mnems.insert(i->mnem).second) << i->name;
        EXPECT_LT(i->opcode, 0xC0u) << "valid Tensix words are < 0xC0000000 (.ttinsn rotation)";
        EXPECT_NE(i->arch_mask & SFPU_ARCH_MASK_BH, 0u) << i->name << ": every SFPU insn exists on BH";
        if (i->opcode >= 0x70u) {
            EXPECT_LT(i->unit, (unsigned)SFPU_UNIT_COUNT) << i->name << ": SFPU instructions run on a sub-unit";
        } else {
            EXPECT_GE(i->unit, (unsigned)SFPU_UNIT_COUNT) << i->name << ": Tensix instructions run outside the SFPU";
        }
        EXPECT_EQ(sfpu_isa_lookup_mnem(i->mnem, std::string(i->mnem).size()), op);
        EXPECT_EQ(sfpu_isa_lookup_opcode(i->opcode, SFPU_ARCH_BH), op);
    }
    EXPECT_EQ(sfpu_isa_info(SFPU_OP_COUNT), nullptr);
}

TEST(IsaTable, EverySfpuOpcodeOfTheSpecIsPresent)
{
    // spec digest 1.2: 0x70..0x95 on both archs, 0x96..0x99 Blackhole only.
    for (unsigned opc = 0x70; opc <= 0x99; ++opc) {
        EXPECT_NE(sfpu_isa_lookup_opcode(opc, SFPU_ARCH_BH), (unsigned)SFPU_OP_INVALID) << std::hex << opc;
        bool wh = opc <= 0x95;
        EXPECT_EQ(sfpu_isa_lookup_opcode(opc, SFPU_ARCH_WH) != (unsigned)SFPU_OP_INVALID, wh) << std::hex << opc;
    }
    // spec digest 1.2 / 3.7 / 6.2: the Tensix instructions of the stream that the model also runs.
    const unsigned tensix[] = {0x01, 0x02, 0x03, 0x04, 0x37, 0x38}; // MOP, NOP, MOP_CFG, REPLAY, SETRWC, INCRWC
    for (unsigned opc : tensix) {
        EXPECT_NE(sfpu_isa_lookup_opcode(opc, SFPU_ARCH_BH), (unsigned)SFPU_OP_INVALID) << std::hex << opc;
        EXPECT_NE(sfpu_isa_lookup_opcode(opc, SFPU_ARCH_WH), (unsigned)SFPU_OP_INVALID) << std::hex << opc;
    }
    EXPECT_EQ(SFPU_OP_COUNT, 0x99 - 0x70 + 1 + 6);
}

TEST(IsaTable, FieldsAreInRangeAndDisjoint)
{
    size_t n = 0;
    const sfpu_field_info_t *f = sfpu_isa_fields(&n);
    ASSERT_GT(n, 0u);
    for (unsigned fmt = 0; fmt < FMT_COUNT; ++fmt) {
        for (unsigned arch = 0; arch < 2; ++arch) {
            uint32_t used = 0;
            std::set<unsigned> names;
            for (size_t i = 0; i < n; ++i) {
                if (f[i].fmt != fmt || !(f[i].arch_mask & SFPU_ARCH_MASK(arch))) {
                    continue;
                }
                EXPECT_LE(f[i].lo, f[i].hi);
                EXPECT_LE(f[i].hi, 23u) << "fields live in [23:0]";
                uint32_t m = ((2u << (f[i].hi - f[i].lo)) - 1u) << f[i].lo;
                EXPECT_EQ(used & m, 0u) << "overlap in format " << fmt << " field " << sfpu_field_name(f[i].field);
                used |= m;
                EXPECT_TRUE(names.insert(f[i].field).second) << "field twice in format " << fmt;
            }
            EXPECT_EQ(used, sfpu_isa_field_mask(fmt, (sfpu_arch_t)arch));
            uint32_t fields = 0;
            for (unsigned name : names) {
                fields |= 1u << name;
            }
            EXPECT_EQ(fields, sfpu_isa_fmt_fields(fmt, (sfpu_arch_t)arch)) << "format " << fmt << " arch " << arch;
        }
    }
    EXPECT_EQ(sfpu_isa_fmt_fields(FMT_COUNT, SFPU_ARCH_BH), 0u);
}

TEST(IsaTable, SyntaxNamesOnlyFieldsOfTheFormat)
{
    size_t n = 0;
    const sfpu_field_info_t *f = sfpu_isa_fields(&n);
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        const sfpu_isa_info_t *i = sfpu_isa_info(op);
        int ntok = sfpu_asm_syntax_check(op);
        EXPECT_GE(ntok, 0) << i->name << ": bad syntax string '" << i->syntax << "'";
        // Every field of the format (on some arch) is reachable from the syntax, so asm can
        // produce every encoding: checked by the round-trip test in test_asm.cc. Here: the
        // syntax string mentions each field of the format.
        for (size_t k = 0; k < n; ++k) {
            if (f[k].fmt != i->fmt) {
                continue;
            }
            std::string name = sfpu_field_name(f[k].field);
            EXPECT_NE(std::string(i->syntax).find(name), std::string::npos)
                << i->name << ": field " << name << " missing from syntax";
        }
    }
}

TEST(IsaTable, EveryInstructionHasSemanticsAndTestFiles)
{
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        const sfpu_isa_info_t *i = sfpu_isa_info(op);
        std::string src = std::string(SFPU_SOURCE_DIR) + "/model/src/insn/" + i->mnem + ".c";
        std::string tst = std::string(SFPU_SOURCE_DIR) + "/tb/unit/test_insn_" + i->mnem + ".cc";
        EXPECT_TRUE(file_exists(src)) << "missing " << src;
        EXPECT_TRUE(file_exists(tst)) << "missing " << tst;
    }
}

TEST(IsaTable, MadFamilyAndLatencies)
{
    // spec digest 3.2: the MAD family are the 2-cycle MAD sub-unit instructions.
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        const sfpu_isa_info_t *i = sfpu_isa_info(op);
        bool mad = (i->flags & SFPU_IF_MAD) != 0;
        EXPECT_EQ(mad, i->unit == SFPU_UNIT_MAD) << i->name;
        if (mad) {
            EXPECT_EQ(i->lat, (unsigned)SFPU_LAT_2) << i->name;
        }
    }
    EXPECT_EQ(sfpu_isa_info(SFPU_OP_SFPSWAP)->lat, (unsigned)SFPU_LAT_2);
    EXPECT_EQ(sfpu_isa_info(SFPU_OP_SFPSHFT2)->lat, (unsigned)SFPU_LAT_MODE);
    EXPECT_EQ(sfpu_isa_info(SFPU_OP_SFPSTOCHRND)->unit, (unsigned)SFPU_UNIT_ROUND);
    EXPECT_EQ(sfpu_isa_info(SFPU_OP_SFPSTORE)->unit, (unsigned)SFPU_UNIT_STORE);
}
