// sfpi.h - host stand-in for the SFPI compiler's sfpi.h (not available here): its SFP*_MOD* constants (values as the
// project's assembler knows them) and permissive vector types so headers parse; SFPI code is never instantiated.
#pragma once
#include <cstdint>
namespace sfpi
{
// Constants the assembler table lacks (same meanings as their neighbours).
constexpr unsigned SFP_DESTREG_STRIDE = 2;
constexpr unsigned SFPSTOCHRND_MOD1_FP32_TO_INT16 = 7;
constexpr unsigned SFPSTOCHRND_MOD1_FP32_TO_INT8 = 3;
constexpr unsigned SFPCAST_MOD1_INT32_TO_FP32_RNE = 0;
constexpr unsigned SFPENCC_IMM12_BOTH = 3;
constexpr unsigned SFPABS_MOD1_FLOAT = 1;
constexpr unsigned SFPABS_MOD1_INT = 0;
constexpr unsigned SFPADD_MOD1_DST_LREG7 = 8;
constexpr unsigned SFPADD_MOD1_SRCA_LREG7 = 4;
constexpr unsigned SFPARECIP_MOD1_COND_RECIP = 1;
constexpr unsigned SFPARECIP_MOD1_EXP = 2;
constexpr unsigned SFPARECIP_MOD1_RECIP = 0;
constexpr unsigned SFPCAST_MOD1_FP32_TO_SM32_RNE = 4;
constexpr unsigned SFPCAST_MOD1_FP32_TO_SM32_RNS = 5;
constexpr unsigned SFPCAST_MOD1_INT32_ABS = 2;
constexpr unsigned SFPCAST_MOD1_INT32_TO_SM32 = 3;
constexpr unsigned SFPCAST_MOD1_SM32_TO_FP32_RNE = 0;
constexpr unsigned SFPCAST_MOD1_SM32_TO_FP32_RNS = 1;
constexpr unsigned SFPCAST_MOD1_SM32_TO_INT32 = 2;
constexpr unsigned SFPCONFIG_MOD1_AND = 2;
constexpr unsigned SFPCONFIG_MOD1_ARG_IMM = 1;
constexpr unsigned SFPCONFIG_MOD1_OR = 4;
constexpr unsigned SFPCONFIG_MOD1_SRC_R0_LREG0 = 0;
constexpr unsigned SFPCONFIG_MOD1_XOR = 6;
constexpr unsigned SFPENCC_MOD1_EC_R1 = 1;
constexpr unsigned SFPENCC_MOD1_EC_RI = 9;
constexpr unsigned SFPENCC_MOD1_EI_R1 = 2;
constexpr unsigned SFPENCC_MOD1_EI_RI = 10;
constexpr unsigned SFPENCC_MOD1_EU_R1 = 0;
constexpr unsigned SFPENCC_MOD1_EU_RI = 8;
constexpr unsigned SFPEXEXP_MOD1_DEBIAS = 0;
constexpr unsigned SFPEXEXP_MOD1_NODEBIAS = 1;
constexpr unsigned SFPEXEXP_MOD1_SET_CC_COMP_EXP = 8;
constexpr unsigned SFPEXEXP_MOD1_SET_CC_SGN_COMP_EXP = 10;
constexpr unsigned SFPEXEXP_MOD1_SET_CC_SGN_EXP = 2;
constexpr unsigned SFPEXMAN_MOD1_PAD8 = 0;
constexpr unsigned SFPEXMAN_MOD1_PAD9 = 1;
constexpr unsigned SFPIADD_MOD1_ARG_2SCOMP_LREG_DST = 2;
constexpr unsigned SFPIADD_MOD1_ARG_IMM = 1;
constexpr unsigned SFPIADD_MOD1_ARG_LREG_DST = 0;
constexpr unsigned SFPIADD_MOD1_CC_GTE0 = 8;
constexpr unsigned SFPIADD_MOD1_CC_LT0 = 0;
constexpr unsigned SFPIADD_MOD1_CC_NONE = 4;
constexpr unsigned SFPLOADI_MOD0_FLOATA = 1;
constexpr unsigned SFPLOADI_MOD0_FLOATB = 0;
constexpr unsigned SFPLOADI_MOD0_LOWER = 10;
constexpr unsigned SFPLOADI_MOD0_SHORT = 4;
constexpr unsigned SFPLOADI_MOD0_UPPER = 8;
constexpr unsigned SFPLOADI_MOD0_USHORT = 2;
constexpr unsigned SFPLOAD_MOD0_FMT_FP16A = 1;
constexpr unsigned SFPLOAD_MOD0_FMT_FP16B = 2;
constexpr unsigned SFPLOAD_MOD0_FMT_FP32 = 3;
constexpr unsigned SFPLOAD_MOD0_FMT_HI16 = 7;
constexpr unsigned SFPLOAD_MOD0_FMT_INT16 = 8;
constexpr unsigned SFPLOAD_MOD0_FMT_INT32 = 4;
constexpr unsigned SFPLOAD_MOD0_FMT_INT8 = 5;
constexpr unsigned SFPLOAD_MOD0_FMT_LO16 = 9;
constexpr unsigned SFPLOAD_MOD0_FMT_SM32 = 12;
constexpr unsigned SFPLOAD_MOD0_FMT_SRCB = 0;
constexpr unsigned SFPLOAD_MOD0_FMT_UINT16 = 6;
constexpr unsigned SFPLUTFP32_MOD0_FP16_3ENTRY_TABLE = 10;
constexpr unsigned SFPLUTFP32_MOD0_FP16_6ENTRY_TABLE1 = 2;
constexpr unsigned SFPLUTFP32_MOD0_FP16_6ENTRY_TABLE2 = 3;
constexpr unsigned SFPLUTFP32_MOD0_FP32_3ENTRY_TABLE = 0;
constexpr unsigned SFPLUTFP32_MOD0_SGN_RETAIN = 4;
constexpr unsigned SFPLUTFP32_MOD0_SGN_UPDATE = 0;
constexpr unsigned SFPLUT_MOD0_SGN_RETAIN = 4;
constexpr unsigned SFPLUT_MOD0_SGN_UPDATE = 0;
constexpr unsigned SFPLZ_MOD1_CC_COMP = 8;
constexpr unsigned SFPLZ_MOD1_CC_EQ0 = 10;
constexpr unsigned SFPLZ_MOD1_CC_NE0 = 2;
constexpr unsigned SFPLZ_MOD1_CC_NONE = 0;
constexpr unsigned SFPLZ_MOD1_NOSGN_CC_COMP = 12;
constexpr unsigned SFPLZ_MOD1_NOSGN_CC_EQ0 = 14;
constexpr unsigned SFPLZ_MOD1_NOSGN_CC_NE0 = 6;
constexpr unsigned SFPLZ_MOD1_NOSGN_CC_NONE = 4;
constexpr unsigned SFPLZ_MOD1_NOSGN_MASK = 4;
constexpr unsigned SFPMAD_MOD1_DST_LREG7 = 8;
constexpr unsigned SFPMAD_MOD1_OFFSET_NONE = 0;
constexpr unsigned SFPMAD_MOD1_SRCA_LREG7 = 4;
constexpr unsigned SFPMOV_MOD1_COMPSIGN = 1;
constexpr unsigned SFPMOV_MOD1_CONFIG = 8;
constexpr unsigned SFPMUL24_MOD1_DST_LREG7 = 8;
constexpr unsigned SFPMUL24_MOD1_LOWER = 0;
constexpr unsigned SFPMUL24_MOD1_NONE = 0;
constexpr unsigned SFPMUL24_MOD1_SRCA_LREG7 = 4;
constexpr unsigned SFPMUL24_MOD1_UPPER = 1;
constexpr unsigned SFPMUL_MOD1_DST_LREG7 = 8;
constexpr unsigned SFPMUL_MOD1_SRCA_LREG7 = 4;
constexpr unsigned SFPNONLINEAR_MOD1_COND_RECIP = 1;
constexpr unsigned SFPNONLINEAR_MOD1_EXP = 4;
constexpr unsigned SFPNONLINEAR_MOD1_RECIP = 0;
constexpr unsigned SFPNONLINEAR_MOD1_RELU = 2;
constexpr unsigned SFPNONLINEAR_MOD1_SQRT = 3;
constexpr unsigned SFPNONLINEAR_MOD1_TANH = 5;
constexpr unsigned SFPPOPC_MOD1_POP = 0;
constexpr unsigned SFPPUSHC_MOD1_PUSH = 0;
constexpr unsigned SFPPUSHC_MOD1_REPLACE = 1;
constexpr unsigned SFPSDIVP2_MOD1_ADD = 1;
constexpr unsigned SFPSETCC_MOD1_COMP = 8;
constexpr unsigned SFPSETCC_MOD1_IMM_BIT0 = 1;
constexpr unsigned SFPSETCC_MOD1_LREG_EQ0 = 6;
constexpr unsigned SFPSETCC_MOD1_LREG_GTE0 = 4;
constexpr unsigned SFPSETCC_MOD1_LREG_LT0 = 0;
constexpr unsigned SFPSETCC_MOD1_LREG_NE0 = 2;
constexpr unsigned SFPSETEXP_MOD1_CPY = 2;
constexpr unsigned SFPSHFT2_MOD1_COPY4 = 0;
constexpr unsigned SFPSHFT2_MOD1_SHFT_IMM = 6;
constexpr unsigned SFPSHFT2_MOD1_SHFT_LREG = 5;
constexpr unsigned SFPSHFT2_MOD1_SUBVEC_CHAINED_COPY4 = 1;
constexpr unsigned SFPSHFT2_MOD1_SUBVEC_SHFLROR1 = 3;
constexpr unsigned SFPSHFT2_MOD1_SUBVEC_SHFLROR1_AND_COPY4 = 2;
constexpr unsigned SFPSHFT2_MOD1_SUBVEC_SHFLSHR1 = 4;
constexpr unsigned SFPSHFT_MOD1_ARITHMETIC = 2;
constexpr unsigned SFPSHFT_MOD1_LOGICAL = 0;
constexpr unsigned SFPSHFT_MOD1_SHIFT_IMM = 0;
constexpr unsigned SFPSHFT_MOD1_SHIFT_LREGC = 1;
constexpr unsigned SFPSHFT_MOD1_SRC_LREGC = 4;
constexpr unsigned SFPSTOCHRND_MOD1_CONV_MASK = 7;
constexpr unsigned SFPSTOCHRND_MOD1_FP32_TO_FP16A = 0;
constexpr unsigned SFPSTOCHRND_MOD1_FP32_TO_FP16B = 1;
constexpr unsigned SFPSTOCHRND_MOD1_FP32_TO_SMAG16 = 7;
constexpr unsigned SFPSTOCHRND_MOD1_FP32_TO_SMAG8 = 3;
constexpr unsigned SFPSTOCHRND_MOD1_FP32_TO_UINT16 = 6;
constexpr unsigned SFPSTOCHRND_MOD1_FP32_TO_UINT8 = 2;
constexpr unsigned SFPSTOCHRND_MOD1_IMM8 = 8;
constexpr unsigned SFPSTOCHRND_MOD1_SMAG32_TO_SMAG8 = 5;
constexpr unsigned SFPSTOCHRND_MOD1_SMAG32_TO_UINT8 = 4;
constexpr unsigned SFPSTOCHRND_RND_EVEN = 0;
constexpr unsigned SFPSTOCHRND_RND_STOCH = 1;
constexpr unsigned SFPSTOCHRND_RND_ZERO = 2;
constexpr unsigned SFPSTORE_MOD0_FMT_FP16A = 1;
constexpr unsigned SFPSTORE_MOD0_FMT_FP16B = 2;
constexpr unsigned SFPSTORE_MOD0_FMT_FP32 = 3;
constexpr unsigned SFPSTORE_MOD0_FMT_HI16 = 7;
constexpr unsigned SFPSTORE_MOD0_FMT_HI16_ONLY = 15;
constexpr unsigned SFPSTORE_MOD0_FMT_INT16 = 8;
constexpr unsigned SFPSTORE_MOD0_FMT_INT32 = 4;
constexpr unsigned SFPSTORE_MOD0_FMT_INT8 = 5;
constexpr unsigned SFPSTORE_MOD0_FMT_LO16 = 9;
constexpr unsigned SFPSTORE_MOD0_FMT_LO16_ONLY = 14;
constexpr unsigned SFPSTORE_MOD0_FMT_SM32 = 12;
constexpr unsigned SFPSTORE_MOD0_FMT_SRCB = 0;
constexpr unsigned SFPSTORE_MOD0_FMT_UINT16 = 6;
constexpr unsigned SFPSWAP_MOD1_SUBVEC_MIN01_MAX23 = 2;
constexpr unsigned SFPSWAP_MOD1_SUBVEC_MIN02_MAX13 = 3;
constexpr unsigned SFPSWAP_MOD1_SUBVEC_MIN03_MAX12 = 4;
constexpr unsigned SFPSWAP_MOD1_SUBVEC_MIN0_MAX123 = 5;
constexpr unsigned SFPSWAP_MOD1_SUBVEC_MIN1_MAX023 = 6;
constexpr unsigned SFPSWAP_MOD1_SUBVEC_MIN2_MAX013 = 7;
constexpr unsigned SFPSWAP_MOD1_SUBVEC_MIN3_MAX012 = 8;
constexpr unsigned SFPSWAP_MOD1_SWAP = 0;
constexpr unsigned SFPSWAP_MOD1_VEC_MAX_MIN = 9;
constexpr unsigned SFPSWAP_MOD1_VEC_MIN_MAX = 1;
constexpr unsigned SFPXBOOL_MOD1_AND = 0;
constexpr unsigned SFPXBOOL_MOD1_NOT = 2;
constexpr unsigned SFPXBOOL_MOD1_OR = 1;
constexpr unsigned SFPXCMP_MOD1_CC_EQ = 2;
constexpr unsigned SFPXCMP_MOD1_CC_GE = 1;
constexpr unsigned SFPXCMP_MOD1_CC_GT = 4;
constexpr unsigned SFPXCMP_MOD1_CC_LE = 5;
constexpr unsigned SFPXCMP_MOD1_CC_LT = 0;
constexpr unsigned SFPXCMP_MOD1_CC_NE = 3;
constexpr unsigned SFPXCMP_MOD1_TYPE_FLOAT = 3;
constexpr unsigned SFPXCMP_MOD1_TYPE_INT = 1;
constexpr unsigned SFPXCMP_MOD1_TYPE_MASK = 3;
constexpr unsigned SFPXCMP_MOD1_TYPE_SHIFT = 4;
constexpr unsigned SFPXCMP_MOD1_TYPE_SMAG = 2;
constexpr unsigned SFPXCMP_MOD1_TYPE_UINT = 0;

// ---- permissive vector types: enough for SFPI code to parse; calling any of it aborts the recorder ----
[[noreturn]] void sfpi_code_called(const char *what); // defined by the recorder

struct vAny
{
    constexpr vAny() {}
    template <class T>
    constexpr vAny(const T &)
    {
    }
    template <class T>
    vAny &operator=(const T &)
    {
        sfpi_code_called("assignment");
    }
    vAny operator-() const { sfpi_code_called("-"); }
    vAny operator~() const { sfpi_code_called("~"); }
    vAny operator!() const { sfpi_code_called("!"); }
    vAny &operator[](int) { sfpi_code_called("[]"); }
    explicit operator bool() const { sfpi_code_called("bool"); }
#define SFPI_STUB_COMPOUND(op) \
    template <class T>         \
    vAny &operator op(const T &) { sfpi_code_called(#op); }
    SFPI_STUB_COMPOUND(+=)
    SFPI_STUB_COMPOUND(-=)
    SFPI_STUB_COMPOUND(*=)
    SFPI_STUB_COMPOUND(&=)
    SFPI_STUB_COMPOUND(|=)
    SFPI_STUB_COMPOUND(^=)
    SFPI_STUB_COMPOUND(<<=)
    SFPI_STUB_COMPOUND(>>=)
#undef SFPI_STUB_COMPOUND
    vAny operator++(int) { sfpi_code_called("++"); }
    vAny &operator++() { sfpi_code_called("++"); }
    vAny operator--(int) { sfpi_code_called("--"); }
    vAny &operator--() { sfpi_code_called("--"); }
};
template <int K>
struct vTyped : vAny
{
    constexpr vTyped() {}
    template <class T>
    constexpr vTyped(const T &)
    {
    }
};
#define SFPI_STUB_BINARY(op) \
    inline vAny operator op(const vAny &, const vAny &) { sfpi_code_called(#op); }
SFPI_STUB_BINARY(+)
SFPI_STUB_BINARY(-)
SFPI_STUB_BINARY(*)
SFPI_STUB_BINARY(&)
SFPI_STUB_BINARY(|)
SFPI_STUB_BINARY(^)
SFPI_STUB_BINARY(<<)
SFPI_STUB_BINARY(>>)
SFPI_STUB_BINARY(<)
SFPI_STUB_BINARY(>)
SFPI_STUB_BINARY(<=)
SFPI_STUB_BINARY(>=)
SFPI_STUB_BINARY(==)
SFPI_STUB_BINARY(!=)
SFPI_STUB_BINARY(&&)
SFPI_STUB_BINARY(||)
#undef SFPI_STUB_BINARY
using vFloat = vTyped<0>;
using vInt = vTyped<1>;
using vUInt = vTyped<2>;
using vBool = vTyped<3>;
using vFloat16b = vTyped<4>;
using vFloat16a = vTyped<5>;
using vMag = vTyped<6>;
using vSMag16 = vTyped<7>;
using vSMag = vTyped<17>;
using vLut16ii = vTyped<8>;
using vLut16ss = vTyped<9>;
using vCond = vTyped<10>;
using sFloat16b = vTyped<11>;
using sFloat16a = vTyped<12>;
using s2vFloat16b = vTyped<13>;
using s2vFloat16a = vTyped<14>;
using vUInt16 = vTyped<15>;
using vInt16 = vTyped<16>;
struct vRegs
{
    template <class T>
    vAny &operator[](const T &) { sfpi_code_called("register file"); }
    vRegs &operator++() { sfpi_code_called("dst_reg++"); }
    vRegs &operator++(int) { sfpi_code_called("dst_reg++"); }
    template <class T>
    vRegs &operator+=(const T &) { sfpi_code_called("dst_reg+="); }
};
inline vRegs dst_reg, l_reg;
inline vAny vConst0, vConst1, vConstNeg1, vConst0p8373, vConstTileId, vConstFloatPrgm0, vConstFloatPrgm1,
    vConstFloatPrgm2, vConstIntPrgm0, vConstIntPrgm1, vConstIntPrgm2;
#define SFPI_STUB_ENUM(name) \
    enum class name          \
    {
SFPI_STUB_ENUM(RoundMode) Nearest, NearestEven, Stochastic, Zero, Even };
SFPI_STUB_ENUM(ExponentMode) Biased, Debiased, Unbiased };
SFPI_STUB_ENUM(MantissaMode) ImplicitOne, NoImplicitOne, Pad8, Pad9 };
SFPI_STUB_ENUM(ShiftMode) Arithmetic, Logical };
SFPI_STUB_ENUM(LutSign) Retain, Update };
SFPI_STUB_ENUM(LRegs) LReg0, LReg1, LReg2, LReg3, LReg4, LReg5, LReg6, LReg7, LRegCount };
#undef SFPI_STUB_ENUM
#define SFPI_STUB_FN(name)                \
    template <class R = vAny, class... A> \
    R name(const A &...)                  \
    {                                     \
        sfpi_code_called(#name);          \
    }
SFPI_STUB_FN(abs) SFPI_STUB_FN(approx_recip) SFPI_STUB_FN(as) SFPI_STUB_FN(clamp) SFPI_STUB_FN(convert)
SFPI_STUB_FN(copyman) SFPI_STUB_FN(copysgn) SFPI_STUB_FN(exexp) SFPI_STUB_FN(exexp_nodebias) SFPI_STUB_FN(exman)
SFPI_STUB_FN(exman8) SFPI_STUB_FN(exman9) SFPI_STUB_FN(nearby) SFPI_STUB_FN(setexp) SFPI_STUB_FN(setman)
SFPI_STUB_FN(setsgn) SFPI_STUB_FN(shft) SFPI_STUB_FN(reinterpret) SFPI_STUB_FN(lz) SFPI_STUB_FN(lz_nosgn)
SFPI_STUB_FN(float_to_fp16b) SFPI_STUB_FN(float_to_fp16a) SFPI_STUB_FN(float_to_int16) SFPI_STUB_FN(float_to_uint16)
SFPI_STUB_FN(float_to_int8) SFPI_STUB_FN(float_to_uint8) SFPI_STUB_FN(int32_to_float) SFPI_STUB_FN(addexp)
SFPI_STUB_FN(lut) SFPI_STUB_FN(lut2) SFPI_STUB_FN(lut2_sign) SFPI_STUB_FN(lut_sign) SFPI_STUB_FN(min) SFPI_STUB_FN(max)
SFPI_STUB_FN(vec_swap) SFPI_STUB_FN(vec_min_max) SFPI_STUB_FN(subvec_transp) SFPI_STUB_FN(subvec_shflror1)
SFPI_STUB_FN(subvec_shflshr1) SFPI_STUB_FN(approx_exp) SFPI_STUB_FN(approx_sqrt) SFPI_STUB_FN(approx_tanh)
SFPI_STUB_FN(signbit) SFPI_STUB_FN(mul24_lo) SFPI_STUB_FN(mul24_hi) SFPI_STUB_FN(int32_to_uint16)
SFPI_STUB_FN(rand) SFPI_STUB_FN(symmetric_clamp) SFPI_STUB_FN(sign) SFPI_STUB_FN(mod1) SFPI_STUB_FN(fp16b_to_float)
SFPI_STUB_FN(s2vFloat16b_fn)
#undef SFPI_STUB_FN
} // namespace sfpi

#define sfpi_inline inline
#define v_if(c) if (true) {
#define v_elseif(c) } else if (true) {
#define v_else } else {
#define v_endif }
#define v_block {
#define v_endblock }
#define v_and(c) (void)0
