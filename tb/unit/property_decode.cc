// property_decode.cc - millions of random 32-bit words: the decoder and disassembler never crash,
// and every word that decodes re-assembles to itself (both architectures). Fixed seed.
#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <string>

#include "harness.h"
#include "sfpu/sfpu_isa.h"

static void run(sfpu_arch_t arch, uint32_t seed, unsigned count)
{
    std::mt19937_64 rng(seed);
    unsigned decoded = 0;
    char buf[128];
    for (unsigned i = 0; i < count; ++i) {
        uint64_t r = rng();
        uint32_t w = (uint32_t)r;
        // Half the samples use an SFPU opcode so the field paths are exercised, not just rejection.
        if (i & 1) {
            w = (w & 0x00FFFFFFu) | ((0x70u + (uint32_t)((r >> 32) % 42u)) << 24);
        }
        sfpu_insn_t in;
        sfpu_status_t st = sfpu_decode(w, arch, &in, buf, sizeof buf);
        ASSERT_TRUE(st == SFPU_OK || st == SFPU_ERR_UNDEFINED);
        sfpu_disasm(w, arch, buf, sizeof buf);
        if (st == SFPU_OK) {
            ++decoded;
            if (i % 8 == 1) { // assembling is slower: round-trip a large sample
                uint32_t back = h_word(arch, buf);
                ASSERT_EQ(back, w) << buf << " " << h_message();
            }
        } else {
            ASSERT_EQ(std::string(buf).rfind(".word 0x", 0), 0u) << buf;
        }
    }
    EXPECT_GT(decoded, count / 100) << "too few valid words sampled";
}

TEST(PropertyDecode, RandomWordsBlackhole) { run(SFPU_ARCH_BH, 1, 2000000); }
TEST(PropertyDecode, RandomWordsWormhole) { run(SFPU_ARCH_WH, 2, 2000000); }

TEST(PropertyDecode, RandomWordsExecuteWithoutCrashing)
{
    // Executing arbitrary words must return a status, never crash (state is reset after errors).
    std::mt19937_64 rng(3);
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = h_create(arch);
        for (unsigned i = 0; i < 300000; ++i) {
            uint64_t r = rng();
            uint32_t w = ((uint32_t)r & 0x00FFFFFFu) | ((0x70u + (uint32_t)((r >> 32) % 42u)) << 24);
            if (sfpu_exec(s, w) != SFPU_OK) {
                ASSERT_STRNE(sfpu_last_error(s), "");
                sfpu_clear_error(s);
            }
        }
        sfpu_destroy(s);
    }
}

// Every valid encoding (every value of the fields of its format, reserved bits zero) of every
// instruction decodes, and encodes back to the same word. Formats with at most 16 field bits also
// disassemble and re-assemble to the same word exhaustively (the others are sampled above and in
// test_asm.cc).
TEST(PropertyDecode, EveryValidEncodingRoundTrips)
{
    uint64_t total = 0, asm_total = 0;
    char buf[128];
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
            const sfpu_isa_info_t *info = sfpu_isa_info(op);
            if (!(info->arch_mask & SFPU_ARCH_MASK(arch))) {
                continue;
            }
            uint32_t mask = sfpu_isa_field_mask(info->fmt, arch);
            unsigned bits = (unsigned)__builtin_popcount(mask);
            bool full_asm = bits <= 16;
            uint32_t x = 0; // walks every sub-mask of `mask` in increasing order
            for (uint64_t v = 0; v < (1ull << bits); ++v, x = ((x | ~mask) + 1u) & mask) {
#ifdef SFPU_TEST_SANITIZED
                // Under ASan+UBSan the full sweep takes minutes; the plain build runs it whole, the
                // sanitizer pass takes every 61st encoding of the wide formats (all of the narrow ones).
                if (bits > 20 && v % 61u != 0) {
                    continue;
                }
#endif
                uint32_t w = ((uint32_t)info->opcode << 24) | x;
                sfpu_insn_t in;
                ASSERT_EQ(sfpu_decode(w, arch, &in, nullptr, 0), SFPU_OK) << std::hex << w;
                ASSERT_EQ(in.op, op);
                ASSERT_EQ(sfpu_encode(&in), w) << std::hex << w;
                ++total;
                if (full_asm) {
                    sfpu_disasm(w, arch, buf, sizeof buf);
                    ASSERT_EQ(h_word(arch, buf), w) << buf << " " << h_message();
                    ++asm_total;
                }
            }
        }
    }
    std::printf("decode/encode round trips: %llu, disasm/asm round trips: %llu\n", (unsigned long long)total,
                (unsigned long long)asm_total);
#ifdef SFPU_TEST_SANITIZED
    EXPECT_GT(total, 5000000u);
#else
    EXPECT_GT(total, 50000000u);
#endif
}
