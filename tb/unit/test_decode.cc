// test_decode.cc - decoding of instruction words: fields, reserved bits, unknown opcodes, arch
// differences. Encodings cross-checked with sfpi-binutils' objdump test expectations (sfpu-bh.d,
// sfpu-wh.d; those list the .ttinsn-rotated form, un-rotated here).
#include <gtest/gtest.h>

#include <string>

#include "sfpu/sfpu_isa.h"

static sfpu_insn_t dec(uint32_t w, sfpu_arch_t a, sfpu_status_t expect = SFPU_OK)
{
    sfpu_insn_t in;
    char err[200];
    EXPECT_EQ(sfpu_decode(w, a, &in, err, sizeof err), expect) << std::hex << w << ": " << err;
    return in;
}

TEST(Decode, SfpmadFields)
{
    // binutils: 103c3dc2 = sfpmad L7,L15,L0,L15,0 -> word 0x840F0F70
    uint32_t w = sfpu_word_from_ttinsn(0x103c3dc2u);
    EXPECT_EQ(w, 0x840F0F70u);
    sfpu_insn_t in = dec(w, SFPU_ARCH_BH);
    EXPECT_EQ(in.op, SFPU_OP_SFPMAD);
    EXPECT_EQ(SFPU_F(&in, vd), 7u);
    EXPECT_EQ(SFPU_F(&in, va), 15u);
    EXPECT_EQ(SFPU_F(&in, vb), 0u);
    EXPECT_EQ(SFPU_F(&in, vc), 15u);
    EXPECT_EQ(SFPU_F(&in, mod1), 0u);
}

TEST(Decode, LoadAddrModWidthDiffersByArch)
{
    // spec digest 1.3: AddrMod WH [15:14], BH [15:13].
    sfpu_insn_t bh = dec(0x7007E005u, SFPU_ARCH_BH); // addr_mod bits 15:13 = 7, imm10 = 5
    EXPECT_EQ(SFPU_F(&bh, addr_mod), 7u);
    EXPECT_EQ(SFPU_F(&bh, imm10), 5u);
    EXPECT_EQ(SFPU_F(&bh, vd), 0u);
    EXPECT_EQ(SFPU_F(&bh, mod0), 7u);
    // On WH bit 13 is the Dst address's bit 13 (binutils' 14-bit field; decisions D1b), AddrMod is [15:14].
    sfpu_insn_t wh13 = dec(0x7007E005u, SFPU_ARCH_WH);
    EXPECT_EQ(SFPU_F(&wh13, imm10), 0x2005u);
    EXPECT_EQ(SFPU_F(&wh13, addr_mod), 3u);
    sfpu_insn_t wh = dec(0x7007C005u, SFPU_ARCH_WH);
    EXPECT_EQ(SFPU_F(&wh, addr_mod), 3u);
}

TEST(Decode, BlackholeOnlyOpcodesAreUndefinedOnWormhole)
{
    for (uint32_t opc = 0x96; opc <= 0x99; ++opc) {
        sfpu_insn_t in;
        char err[200] = "";
        EXPECT_EQ(sfpu_decode(opc << 24, SFPU_ARCH_WH, &in, err, sizeof err), SFPU_ERR_UNDEFINED);
        EXPECT_NE(std::string(err).find("not an SFPU instruction on Wormhole"), std::string::npos) << err;
        dec(opc << 24, SFPU_ARCH_BH);
    }
}

TEST(Decode, NonSfpuOpcodeIsUndefined)
{
    char err[200] = "";
    sfpu_insn_t in;
    EXPECT_EQ(sfpu_decode(0x28000000u, SFPU_ARCH_BH, &in, err, sizeof err), SFPU_ERR_UNDEFINED); // Tensix MVMUL
    EXPECT_NE(std::string(err).find("opcode 0x28"), std::string::npos) << err;
}

TEST(Decode, ReservedBitsAreUndefined)
{
    char err[200] = "";
    sfpu_insn_t in;
    // SFPNOP: every operand bit is reserved.
    dec(0x8F000000u, SFPU_ARCH_BH);
    EXPECT_EQ(sfpu_decode(0x8F000080u, SFPU_ARCH_BH, &in, err, sizeof err), SFPU_ERR_UNDEFINED);
    EXPECT_NE(std::string(err).find("reserved bits 0x000080"), std::string::npos) << err;
    // SFPMAD bits [23:20] are reserved.
    dec(0x84100000u, SFPU_ARCH_BH, SFPU_ERR_UNDEFINED);
    // SFPAND: VB/Mod1 exist on BH only.
    dec(0x7E001001u, SFPU_ARCH_BH);
    dec(0x7E001001u, SFPU_ARCH_WH, SFPU_ERR_UNDEFINED);
    // SFPLUTFP32 Mod1Mirror [19:16] is BH only.
    dec(0x95080000u, SFPU_ARCH_BH);
    dec(0x95080000u, SFPU_ARCH_WH, SFPU_ERR_UNDEFINED);
}

// decisions D2a: SFPDIVP2 (SFPU_IF_IMM8_SEXT) accepts [23:20] = 0xF when Imm8's bit 7 is set - the sign-extended
// 12-bit immediate of tt-llk's TTI_SFPDIVP2(0xFFF, LREG1, LREG5, 1) - and keeps every other value reserved.
TEST(Decode, Divp2SignExtensionOfImm8)
{
    char err[200] = "";
    sfpu_insn_t in;
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_insn_t d = dec(0x76FFF151u, arch);
        EXPECT_EQ(SFPU_F(&d, imm8), 0xFFu);
        EXPECT_EQ(SFPU_F(&d, vc), 1u);
        EXPECT_EQ(SFPU_F(&d, vd), 5u);
        EXPECT_EQ(SFPU_F(&d, mod1), 1u);
        dec(0x76F80000u, arch);
        for (uint32_t w : {0x76F7F151u, 0x761FF151u, 0x76EFF151u, 0x76800000u}) {
            EXPECT_EQ(sfpu_decode(w, arch, &in, err, sizeof err), SFPU_ERR_UNDEFINED) << std::hex << w;
            EXPECT_NE(std::string(err).find("SFPDIVP2: reserved bits"), std::string::npos) << err;
        }
        dec(0x82FFF151u, arch); // SFPSETEXP: a 12-bit immediate whose bits [11:8] are ignored (decisions D1b)
    }
}

TEST(Decode, StochRndRoundingModeField)
{
    // WH: StochasticRounding is bit 21 only; BH: RoundingMode is [22:21].
    sfpu_insn_t bh = dec(0x8E400000u, SFPU_ARCH_BH);
    EXPECT_EQ(SFPU_F(&bh, rnd_mode), 2u);
    dec(0x8E400000u, SFPU_ARCH_WH, SFPU_ERR_UNDEFINED);
    sfpu_insn_t wh = dec(0x8E3FFF71u, SFPU_ARCH_WH); // binutils 38fffdc6
    EXPECT_EQ(SFPU_F(&wh, rnd_mode), 1u);
    EXPECT_EQ(SFPU_F(&wh, imm5), 31u);
    EXPECT_EQ(SFPU_F(&wh, vb), 15u);
    EXPECT_EQ(SFPU_F(&wh, vc), 15u);
    EXPECT_EQ(SFPU_F(&wh, vd), 7u);
    EXPECT_EQ(SFPU_F(&wh, mod1), 1u);
}

TEST(Decode, EncodeIsTheInverseOfDecode)
{
    const uint32_t words[] = {0x840F0F70u, 0x7007E005u, 0x933963FFu, 0x91FFFF88u, 0x8E3FFF71u, 0x99000070u};
    for (uint32_t w : words) {
        sfpu_insn_t in = dec(w, SFPU_ARCH_BH);
        EXPECT_EQ(sfpu_encode(&in), w) << std::hex << w;
    }
}

TEST(Decode, NullArgumentsAreRejected)
{
    EXPECT_EQ(sfpu_decode(0x8F000000u, SFPU_ARCH_BH, nullptr, nullptr, 0), SFPU_ERR_INVALID_ARGUMENT);
    sfpu_insn_t in;
    EXPECT_EQ(sfpu_decode(0x8F000000u, (sfpu_arch_t)7, &in, nullptr, 0), SFPU_ERR_INVALID_ARGUMENT);
}
