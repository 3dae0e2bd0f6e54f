// property_fma.cc - the MAD datapath of each architecture (model/src/lane/fma.c, its 32-lane variants in
// lane/fma_simd.c, reached through the public lane header and through SFPMAD) against a second formulation written here from the documented algorithm
// (tt-isa-documentation Miscellaneous/FMA/README.md). The reference works on exact values held as 128-bit
// integers with an explicit power-of-two scale, and applies the hardware's truncation points as explicit
// "put this exact value on that grid" steps; special values are classified first by a decision table. No
// host floating point anywhere.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <vector>

#include "harness.h"
#include "sfpu/sfpu_lane.h"

namespace
{

typedef unsigned __int128 u128;

enum class Arch { BH, WH };

enum class Kind { Zero, Finite, Inf, NaN };

struct Op {
    Kind kind;
    bool neg;
    uint32_t exp; // biased exponent field
    uint32_t sig; // significand incl. the hidden bit (0 for zero)
};

Op classify(uint32_t v)
{
    Op o;
    o.neg = (v >> 31) != 0;
    o.exp = (v >> 23) & 0xFF;
    uint32_t frac = v & 0x7FFFFF;
    if (o.exp == 0) { // zeros and denormals: both are zero to the MAD unit
        o.kind = Kind::Zero;
        o.sig = 0;
    } else if (o.exp == 255) {
        o.kind = frac ? Kind::NaN : Kind::Inf;
        o.sig = frac | 0x800000;
    } else {
        o.kind = Kind::Finite;
        o.sig = frac | 0x800000;
    }
    return o;
}

// Exact magnitude `m` at scale 2^s placed on the grid 2^g (g >= s: right shift). `full_sticky`: any lost
// bit sets the LSB; otherwise ("semi-sticky") only when something is left.
u128 to_grid(u128 m, int s, int g, bool full_sticky)
{
    if (g <= s) {
        return m << (s - g);
    }
    int k = g - s;
    if (k >= 120) {
        return (full_sticky && m) ? 1 : 0;
    }
    u128 q = m >> k;
    bool lost = (q << k) != m;
    if (lost && (full_sticky || q != 0)) {
        q |= 1;
    }
    return q;
}

int bitlen(u128 v)
{
    int n = 0;
    while (v) {
        ++n;
        v >>= 1;
    }
    return n;
}

uint32_t reference(Arch arch, uint32_t a, uint32_t b, uint32_t c)
{
    const bool bh = arch == Arch::BH;
    Op x = classify(a), y = classify(b), z = classify(c);
    bool pneg = x.neg != y.neg;
    // the product's exponent in the datapath: ex + ey - 127 (field units); it may exceed 254
    int pe = (int)x.exp + (int)y.exp - 127;
    bool x_or_y_special = x.kind == Kind::Inf || x.kind == Kind::NaN || y.kind == Kind::Inf || y.kind == Kind::NaN;
    bool prod_overflows = pe >= 255;
    // ---- exact values; grid unit for an exponent e is 2^(e - 153) (1.0 * 2^(e-127) = 2^26 units) ----
    u128 prod = (u128)x.sig * y.sig;                       // exact, scale 2^(ex + ey - 300)
    int pscale = (int)x.exp + (int)y.exp - 300;
    u128 P = to_grid(prod, pscale, pe - 153, true);        // the product cut to its own grid, full sticky

    // ---- decision table for non-finite cases ----
    uint32_t wh_nan = 0; // WH: a NaN result that still collects bits from the datapath
    if (x_or_y_special || z.kind == Kind::Inf || z.kind == Kind::NaN || prod_overflows) {
        bool xinf0 = x.kind == Kind::Inf && y.kind == Kind::Zero;
        bool yinf0 = y.kind == Kind::Inf && x.kind == Kind::Zero;
        bool any_nan_xy = x.kind == Kind::NaN || y.kind == Kind::NaN;
        if (bh) {
            bool inf_minus_inf = z.kind == Kind::Inf && x_or_y_special && z.neg != pneg;
            if (any_nan_xy || xinf0 || yinf0 || z.kind == Kind::NaN || inf_minus_inf) {
                return 0x7FC00000u;
            }
            if (z.kind == Kind::Inf) {
                return c;
            }
            return (pneg ? 0x80000000u : 0) | 0x7F800000u;
        }
        bool inf_minus_inf = z.kind == Kind::Inf && (x_or_y_special || prod_overflows) && z.neg != pneg;
        if (any_nan_xy || xinf0 || yinf0 || inf_minus_inf) {
            wh_nan = (pneg ? 0x80000000u : 0) | 0x7F800001u;
        } else if (z.kind == Kind::NaN) {
            wh_nan = (z.neg ? 0x80000000u : 0) | 0x7F800001u;
        } else if (z.kind == Kind::Inf) {
            return c;
        } else {
            return (pneg ? 0x80000000u : 0) | 0x7F800000u;
        }
        if (pe > 255) {
            pe = 255;
        }
    }

    // (a WH NaN result clamps the product exponent to 255 but keeps the product's bits)
    u128 Z = (u128)z.sig << 3;                             // exact on the grid of ez
    int ez = (int)z.exp;
    if (P == 0 || pe < 0) {
        if (!bh && wh_nan) {
            P = 0;
            pe = 0;
        } else if (bh) {
            return Z ? c : ((z.neg && pneg) ? 0x80000000u : 0u);
        } else {
            return Z ? c : 0u;
        }
    }
    int re = pe > ez ? pe : ez;
    u128 P2 = to_grid(P, pe - 153, re - 153, false);
    u128 Z2 = to_grid(Z, ez - 153, re - 153, false);
    if (P2 >= (u128)1 << 32 || Z2 >= (u128)1 << 32) {
        ADD_FAILURE() << "operand wider than the 32-bit adder";
    }
    bool rneg;
    u128 S;
    if (pneg == z.neg) {
        S = P2 + Z2;
        rneg = P2 >= Z2 ? pneg : z.neg;
    } else if (P2 >= Z2) {
        S = P2 - Z2;
        rneg = pneg;
    } else {
        S = Z2 - P2;
        rneg = z.neg;
    }
    uint32_t sign = rneg ? 0x80000000u : 0u;
    if (S == 0) {
        if (!bh) {
            return wh_nan;
        }
        return (z.neg && pneg) ? 0x80000000u : 0u;
    }
    // normalise: leading one at bit 26 of the grid value (1.26 fixed point)
    int shift = bitlen(S) - 27; // > 0: right shift; <= 0: exact left shift
    int e = re + shift;
    if (e >= 255) {
        return bh ? (sign | 0x7F800000u) : (wh_nan ? wh_nan : (sign | 0x7F800000u));
    }
    if (!bh && e < 0) {
        return wh_nan; // WH flushes a result below exponent 0 before rounding (to +0)
    }
    if (bh && e <= 0) { // BH: below the normal range the datapath shifts one more bit, whatever the depth
        shift += 1;
        e = 0;
    }
    u128 M;
    if (shift <= 0) {
        M = S << -shift;
    } else {
        M = S >> shift;
        u128 lost = S & (((u128)1 << shift) - 1);
        if (bh) {
            // the BH sticky looks at the bits selected by (shift | 1): all of them for shifts of 1 and 2
            lost &= (u128)(shift | 1);
        } else {
            lost &= 1; // WH: only the lowest shifted-out bit
        }
        if (lost) {
            M |= 1;
        }
    }
    uint32_t r = ((uint32_t)e << 23) + (uint32_t)((M >> 3) & 0x7FFFFF);
    uint32_t grs = (uint32_t)(M & 7);
    if (grs > 4 || (grs == 4 && (r & 1))) {
        r += 1;
    }
    if (bh) {
        if ((r >> 23) == 0) {
            r = 0; // BH flushes after rounding, keeping the sign
        }
        return sign | r;
    }
    if ((r >> 23) == 0) {
        return wh_nan; // WH: exponent 0 rounds without BH's extra shift and is flushed unless it carried to 2^-126
    }
    return (wh_nan ? wh_nan : sign) | r;
}

// Deterministic xorshift generator.
struct Rng {
    uint64_t s;
    uint32_t next()
    {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        return (uint32_t)(s >> 16);
    }
};

const uint32_t k_specials[] = {0x00000000u, 0x80000000u, 0x00000001u, 0x807FFFFFu, 0x00800000u, 0x80800000u,
                               0x7F7FFFFFu, 0xFF7FFFFFu, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFF800001u,
                               0x7F800001u, 0x3F800000u, 0xBF800000u, 0x3F800001u, 0x3FFFFFFFu, 0x33800000u};

uint32_t operand(Rng &r)
{
    uint32_t k = r.next() % 16;
    if (k == 0) {
        return k_specials[r.next() % (sizeof k_specials / sizeof k_specials[0])];
    }
    if (k <= 3) { // near 1.0: exponents that line up, where cancellation and rounding decisions happen
        return (r.next() & 0x807FFFFFu) | ((uint32_t)(124 + r.next() % 7) << 23);
    }
    if (k == 4) { // edges of the range: product overflow / underflow
        uint32_t e = r.next() % 2 ? 1 + r.next() % 40 : 214 + r.next() % 40;
        return (r.next() & 0x807FFFFFu) | (e << 23);
    }
    return r.next();
}

uint64_t run(Arch arch, uint64_t n, uint64_t seed)
{
    Rng r{seed};
    uint64_t bad = 0;
    for (uint64_t i = 0; i < n; ++i) {
        uint32_t a = operand(r), b = operand(r), c = operand(r);
        if (i % 4 == 1) { // c ~ -(a*b): deep cancellation against the truncated product
            c = (a ^ b ^ 0x80000000u) & 0x80000000u;
            c |= ((((a >> 23) & 0xFF) + ((b >> 23) & 0xFF) - 127 + (r.next() % 3) - 1) & 0xFF) << 23;
            c |= r.next() & 0x7FFFFF;
        }
        if (i % 8 == 3) { // a product just below 2^-126 (exponent 0 before rounding), c zero or tiny: the flush rules
            uint32_t ea = 1 + r.next() % 126, eb = 127 - ea + r.next() % 2 - (r.next() % 4 == 0 ? 1 : 0);
            a = (a & 0x80000000u) | (ea << 23) | (r.next() % 16);             // just above a power of two
            b = (b & 0x80000000u) | (eb << 23) | (0x7FFFFFu - r.next() % 16); // just below the next one
            c = r.next() % 2 ? 0u : (r.next() & 0x807FFFFFu) | ((r.next() % 3) << 23);
        }
        uint32_t want = reference(arch, a, b, c);
        uint32_t got = arch == Arch::BH ? sfpu_lane_fma_bh(a, b, c) : sfpu_lane_fma_wh(a, b, c);
        if (got != want && ++bad <= 10) {
            ADD_FAILURE() << (arch == Arch::BH ? "BH" : "WH") << std::hex << " a=0x" << a << " b=0x" << b << " c=0x" << c
                          << " model=0x" << got << " reference=0x" << want;
        }
    }
    return bad;
}

} // namespace

// Sanity of the reference itself on hand-derived values (test_insn_sfpmad.cc derives them in prose).
TEST(PropertyFma, ReferenceAgreesWithHandDerivedValues)
{
    EXPECT_EQ(reference(Arch::BH, 0x40000000u, 0x40400000u, 0x3E800000u), 0x40C80000u);
    EXPECT_EQ(reference(Arch::BH, 0x3F800001u, 0x3F800001u, 0xBF800000u), 0x34880000u);
    EXPECT_EQ(reference(Arch::BH, 0x3FFFFFFFu, 0x3FE00000u, 0x3F800004u), 0x40900001u);
    EXPECT_EQ(reference(Arch::WH, 0x3FFFFFFFu, 0x3FE00000u, 0x3F800004u), 0x40900000u);
    EXPECT_EQ(reference(Arch::BH, 0x80800000u, 0x3F000000u, 0u), 0x80000000u);
    EXPECT_EQ(reference(Arch::WH, 0x80800000u, 0x3F000000u, 0u), 0u);
    EXPECT_EQ(reference(Arch::WH, 0x7F000000u, 0x40800000u, 0xFF800000u), 0x7F800001u);
    // exponent 0 before rounding (test_insn_sfpmad.cc derives these): both round up to 2^-126 ...
    EXPECT_EQ(reference(Arch::BH, 0x00800001u, 0x3F7FFFFEu, 0u), 0x00800000u);
    EXPECT_EQ(reference(Arch::WH, 0x00800001u, 0x3F7FFFFEu, 0u), 0x00800000u);
    // ... and where only BH's extra shift brings the rounding bits up, WH flushes
    EXPECT_EQ(reference(Arch::BH, 0x00800000u, 0x3F7FFFFFu, 0u), 0x00800000u);
    EXPECT_EQ(reference(Arch::WH, 0x00800000u, 0x3F7FFFFFu, 0u), 0u);
}

TEST(PropertyFma, BlackholeMillionsOfOperands) { EXPECT_EQ(run(Arch::BH, 10000000, 0x9E3779B97F4A7C15ull), 0u); }

TEST(PropertyFma, WormholeMillionsOfOperands) { EXPECT_EQ(run(Arch::WH, 10000000, 0xD1B54A32D192ED03ull), 0u); }

// Through the instruction: random 32-lane vectors into SFPMAD on both archs, every lane checked.
TEST(PropertyFma, SfpmadVectorsMatchTheReference)
{
    for (Arch arch : {Arch::BH, Arch::WH}) {
        sfpu_t *s = h_create(arch == Arch::BH ? SFPU_ARCH_BH : SFPU_ARCH_WH);
        Rng r{arch == Arch::BH ? 12345u : 67890u};
        for (int it = 0; it < 2000; ++it) {
            uint32_t a[SFPU_LANES], b[SFPU_LANES], c[SFPU_LANES];
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                a[l] = operand(r);
                b[l] = operand(r);
                c[l] = operand(r);
            }
            h_set_lreg_lanes(s, 0, a);
            h_set_lreg_lanes(s, 1, b);
            h_set_lreg_lanes(s, 2, c);
            ASSERT_EQ(h_run(s, "sfpmad L3,L0,L1,L2,0"), SFPU_OK) << h_message();
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                ASSERT_EQ(h_lreg(s, 3, l), reference(arch, a[l], b[l], c[l]))
                    << std::hex << "lane " << l << " a=0x" << a[l] << " b=0x" << b[l] << " c=0x" << c[l];
            }
        }
        sfpu_destroy(s);
    }
}

// The 32-lane branch-free forms (what SFPMAD runs) equal the scalar forms and the reference, lane by lane, in every
// code variant this machine runs (AVX-512, AVX2, baseline C).
TEST(PropertyFma, ThirtyTwoLaneFormsMatch)
{
    for (int variant = 2; variant >= 0; --variant) {
        Rng r{0xA5A5A5A5DEADBEEFull};
        uint64_t bad = 0;
        int ran = -1;
        for (int it = 0; it < 150000; ++it) {
            uint32_t a[32], b[32], c[32], dbh[32], dwh[32];
            for (unsigned l = 0; l < 32; ++l) {
                a[l] = operand(r);
                b[l] = operand(r);
                c[l] = operand(r);
                if (l % 4 == 1) {
                    c[l] = ((a[l] ^ b[l] ^ 0x80000000u) & 0x80000000u) |
                           (((((a[l] >> 23) & 0xFF) + ((b[l] >> 23) & 0xFF) - 127 + (r.next() % 3) - 1) & 0xFF) << 23) |
                           (r.next() & 0x7FFFFF);
                }
            }
            if (variant == 2) {
                sfpu_lane_fma_bh_x32(a, b, c, dbh); // the public entry points: the best variant
                sfpu_lane_fma_wh_x32(a, b, c, dwh);
                ran = 2;
            } else {
                ran = sfpu_lane_fma_x32_variant(false, variant, a, b, c, dbh);
                sfpu_lane_fma_x32_variant(true, variant, a, b, c, dwh);
            }
            for (unsigned l = 0; l < 32; ++l) {
                uint32_t wb = reference(Arch::BH, a[l], b[l], c[l]), ww = reference(Arch::WH, a[l], b[l], c[l]);
                if ((dbh[l] != wb || dwh[l] != ww || sfpu_lane_fma_bh(a[l], b[l], c[l]) != wb ||
                     sfpu_lane_fma_wh(a[l], b[l], c[l]) != ww) &&
                    ++bad <= 10) {
                    ADD_FAILURE() << "variant " << ran << std::hex << " a=0x" << a[l] << " b=0x" << b[l] << " c=0x"
                                  << c[l] << " bh x32=0x" << dbh[l] << " ref=0x" << wb << " wh x32=0x" << dwh[l]
                                  << " ref=0x" << ww;
                }
            }
        }
        EXPECT_EQ(bad, 0u) << "variant " << variant;
        if (ran < variant && variant < 2) {
            break; // this CPU or build has nothing below: the rest would repeat the baseline
        }
    }
}

// Vectors of ordinary operands, where the 32-lane forms take their cut-down path (every lane normal, no special
// value, overflow, underflow or exact cancellation) - and the same with one lane pushed to an edge of that case
// (product exponent 0 / 254 / beyond, a result that normalises below 1 or to 255, an exact zero, a zero or
// denormal product operand, a result just below 2^-126 that rounds up to it), and every fourth vector with all 32
// lanes at such edges, so that the cut-down path, the scalar fall-back and the full form of whole groups are
// compared with the reference in every variant.
TEST(PropertyFma, ThirtyTwoLaneOrdinaryVectorsMatch)
{
    auto ordinary = [](Rng &r, uint32_t &a, uint32_t &b, uint32_t &c) {
        a = (r.next() & 0x807FFFFFu) | ((uint32_t)(96 + r.next() % 64) << 23);
        b = (r.next() & 0x807FFFFFu) | ((uint32_t)(96 + r.next() % 64) << 23);
        if (r.next() % 8 == 0) { // a vanishing product (zero or denormal factor) - common in real data
            (r.next() % 2 ? a : b) = r.next() & (r.next() % 2 ? 0x807FFFFFu : 0x80000000u);
        }
        uint32_t pe = ((a >> 23) & 0xFF) + ((b >> 23) & 0xFF) - 127;
        switch (r.next() % 6) {
        case 0: c = 0; break;                            // SFPMUL's zero addend
        case 1: c = r.next() & 0x807FFFFFu; break;       // a denormal addend counts as zero
        case 2: c = ((a ^ b ^ 0x80000000u) & 0x80000000u) | ((pe + r.next() % 3 - 1) << 23) | (r.next() & 0x7FFFFF);
            break;                                       // cancellation
        default: c = (r.next() & 0x807FFFFFu) | ((pe - 30 + r.next() % 61) << 23); break;
        }
    };
    auto edge = [](Rng &r, uint32_t &a, uint32_t &b, uint32_t &c) {
        uint32_t s = r.next() & 0x807FFFFFu, t = r.next() & 0x807FFFFFu, u = r.next() & 0x807FFFFFu;
        switch (r.next() % 9) {
        case 0: a = s | (63u << 23); b = t | ((64u + r.next() % 2) << 23); c = 0; break;     // product exponent 0 / 1
        case 1: a = s | (190u << 23); b = t | ((190u + r.next() % 3) << 23);                 // 253..255, against
            c = u | ((252u + r.next() % 3) << 23); break;                                    // a large addend
        case 2: a = s | (60u << 23); b = t | (60u << 23); c = u | (1u << 23); break;          // product underflows
        case 3: a = s | (64u << 23); b = t | (64u << 23); c = (a ^ b ^ 0x80000000u) & 0x80000000u; // cancels below 1
            c |= (1u << 23) | (r.next() & 0x7FFFFF); break;
        case 4: a = s | (127u << 23); b = 0x3F800000u; c = a ^ 0x80000000u; break;           // exact zero
        case 5: a = r.next() & 0x807FFFFFu; b = t | (127u << 23); c = u | (127u << 23); break; // denormal a
        case 6: a = s | (254u << 23); b = 0x3F800000u; c = (s & 0x80000000u) | (254u << 23) | (r.next() & 0x7FFFFF);
            break;                                                                            // sum reaches 255
        case 7: a = 0x7F800000u | (r.next() & 0x807FFFFFu); b = t | (127u << 23); c = u | (127u << 23); break;
        default: // just below 2^-126 at exponent 0: BH's extra bit of shift makes the rounding carry it to 2^-126
            a = (s & 0x80000000u) | (63u << 23) | 0x7FFFF0u | (r.next() & 0xFu);
            b = (t & 0x80000000u) | (64u << 23) | (r.next() & 0x3u);
            c = r.next() % 2 ? 0u : (u & 0x803FFFFFu); // zero or denormal: counts as zero
            break;
        }
    };
    for (int variant = 2; variant >= 0; --variant) {
        Rng r{0x0123456789ABCDEFull};
        uint64_t bad = 0;
        int ran = -1;
        for (int it = 0; it < 40000; ++it) {
            uint32_t a[32], b[32], c[32], dbh[32], dwh[32];
            for (unsigned l = 0; l < 32; ++l) {
                ordinary(r, a[l], b[l], c[l]);
            }
            if (it % 4 == 3) { // every lane at an edge: groups the full forms take whole
                for (unsigned l = 0; l < 32; ++l) {
                    edge(r, a[l], b[l], c[l]);
                }
            } else if (it % 2) {
                unsigned l = r.next() % 32;
                edge(r, a[l], b[l], c[l]);
            }
            ran = sfpu_lane_fma_x32_variant(false, variant, a, b, c, dbh);
            sfpu_lane_fma_x32_variant(true, variant, a, b, c, dwh);
            for (unsigned l = 0; l < 32; ++l) {
                uint32_t wb = reference(Arch::BH, a[l], b[l], c[l]), ww = reference(Arch::WH, a[l], b[l], c[l]);
                if ((dbh[l] != wb || dwh[l] != ww) && ++bad <= 10) {
                    ADD_FAILURE() << "variant " << ran << std::hex << " a=0x" << a[l] << " b=0x" << b[l] << " c=0x"
                                  << c[l] << " bh x32=0x" << dbh[l] << " ref=0x" << wb << " wh x32=0x" << dwh[l]
                                  << " ref=0x" << ww;
                }
            }
        }
        EXPECT_EQ(bad, 0u) << "variant " << variant;
        if (ran < variant) {
            break; // nothing below on this CPU or build
        }
    }
}
