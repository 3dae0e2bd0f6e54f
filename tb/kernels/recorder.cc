// recorder.cc - records tt-llk / tt-metal SFPU kernels as Tensix instruction streams: compiled on the host against the
// real headers (fetched from the pinned ttnn wheel by scripts/fetch-kernel-sources), with TTI_INSN / TT_INSN
// redirected.
//
//   sfpu_kernel_recorder OUTDIR [NAME ...]         writes OUTDIR/ARCH/NAME.BUILD.s and OUTDIR/ARCH/NAME.BUILD.init
//   sfpu_kernel_recorder --perf OUTDIR [NAME ...]  writes OUTDIR/ARCH/NAME.BUILD.perf: the perf harness's math thread
//                                                  (init, then TILE_CNT tiles of datacopy + SFPU call), for `sfpu perf`
//
// Built once per arch (ARCH_BLACKHOLE / ARCH_WORMHOLE) and build (DISABLE_SFPLOADMACRO or not); see README.md.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <sys/mman.h>

namespace rec
{
void push(std::uint32_t word, bool immediate, const char *src, const char *file, int line);
}

// ckernel.h's store_blocking (mop_sync, tensix_sync) is RISC-V inline assembly: `sw`, `lw`, `and x0, x0, r` (WH:
// `andi`). On the host these three become empty assembler macros (the C++ store through the pointer is not made; the
// instruction stream is unaffected: the recorder maps the Tensix address range as plain memory).
asm(".macro sw a, b\n.endm\n.macro lw a, b\n.endm\n.macro and a, b, c\n.endm\n.macro andi a, b, c\n.endm\n");

// ckernel_ops.h first: then every TTI_* (constant word) and TT_* (run-time word) macro expands to a recorder push.
#include "ckernel_ops.h"
#undef TTI_INSN
#undef TT_INSN
#define TTI_INSN(E) ::rec::push(unsigned(E), true, #E, __FILE__, __LINE__)
#define TT_INSN(E) ::rec::push(unsigned(E), false, #E, __FILE__, __LINE__)

#include "ckernel.h"
#include "llk_math_common.h"
#include "llk_math_eltwise_binary_sfpu.h"
#include "llk_math_eltwise_binary_sfpu_params.h"
#include "llk_math_eltwise_ternary_sfpu.h"
#include "llk_math_eltwise_ternary_sfpu_params.h"
#include "llk_math_eltwise_unary_datacopy.h"
#include "llk_math_eltwise_unary_sfpu.h"
#include "llk_math_eltwise_unary_sfpu_params.h"
#include "sfpu/ckernel_sfpu_ema.h"
#include "sfpu/ckernel_sfpu_mul_int.h"
#include "sfpu/ckernel_sfpu_where.h"
// tt-metal's own SFPU kernels (hw/ckernels/ARCH/metal/llk_api/llk_sfpu)
#include "ckernel_sfpu_binary_max_min.h"
#include "ckernel_sfpu_exp.h"
#include "ckernel_sfpu_signbit.h"
#include "ckernel_sfpu_typecast.h"
#if defined(ARCH_BLACKHOLE)
#include "ckernel_sfpu_mul_int32.h"
#include "llk_math_welfords_sfpu.h"
#include "llk_math_welfords_sfpu_params.h"
#include "sfpu/ckernel_sfpu_welfords.h"
#endif

#if defined(ARCH_BLACKHOLE)
#define REC_ARCH "bh"
#else
#define REC_ARCH "wh"
#endif
#if defined(DISABLE_SFPLOADMACRO)
#define REC_BUILD "plain"
#else
#define REC_BUILD "macro"
#endif

// Globals the llk headers declare and the firmware defines (no instruction-stream effect).
namespace ckernel
{
std::uint32_t dest_offset_id = 0; // Dst half 0: the tile's offset is the tile index alone
// The firmware's pointers into the Tensix address range (ckernel.h), here into the recorder's mapping of it
volatile std::uint32_t *pc_buf_base = reinterpret_cast<volatile std::uint32_t *>(std::uintptr_t(0xFFE80000u));
volatile std::uint32_t *regfile = reinterpret_cast<volatile std::uint32_t *>(std::uintptr_t(0xFFE00000u));
volatile std::uint32_t *reg_base = reinterpret_cast<volatile std::uint32_t *>(std::uintptr_t(0xFFB10000u));
std::uint32_t cfg_state_id = 0;
} // namespace ckernel

namespace sfpi
{
struct sfpi_ran {
    const char *what;
};
void sfpi_code_called(const char *what)
{
    throw sfpi_ran{what}; // the kernel needs the SFPI compiler: main() lists it instead of recording it
}
} // namespace sfpi

namespace rec
{
struct word_t {
    std::uint32_t w;
    bool immediate;
    std::string src, where;
    int mop_index; // >= 0: not a pushed word but the RISC-V's store of w into MOP config word mop_index
    bool datacopy; // pushed by the harness's A2D datacopy (dropped by `sfpu perf --unpack-to-dst 1`)
    int mark;      // 1 / 2: not a word but the start / end of the harness's scoped zone (START_PERF_MEASURE) here
};
static bool g_in_datacopy = false;
static std::vector<word_t> g_words;
static std::size_t g_tile_start = 0; // index of the first word of the tile part

// The harness's scoped profiler zone around one call (START_PERF_MEASURE without PROFILER_SYNC): `zone begin` /
// `zone end` in the perf recording.
static void zone_mark(bool begin)
{
    g_words.push_back({0u, true, "", "", -1, false, begin ? 1 : 2});
}

// The MOP expander's configuration (TENSIX_MOP_CFG_BASE, nine words; WormholeB0 BabyRISCV/README.md memory map):
// ckernel_template::program() stores into it through a pointer. The recorder maps the Tensix address range
// 0xFFB00000-0xFFFFFFFF as ordinary memory (map_tensix_space) and, before each pushed MOP word, records every
// configuration word that changed since the last MOP as a store (kind "mop_cfg").
static const std::uintptr_t k_mop_cfg_base = 0xFFB80000u;
static std::uint32_t g_mop_seen[9];

static void map_tensix_space()
{
    void *want = reinterpret_cast<void *>(std::uintptr_t(0xFFB00000u));
    void *got =
        mmap(want, 0x00500000u, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
    if (got != want) {
        std::fprintf(stderr, "sfpu_kernel_recorder: cannot map the Tensix address range 0xFFB00000 (mmap)\n");
        std::exit(2);
    }
}

static void mop_capture(const char *where)
{
    const volatile std::uint32_t *cfg = reinterpret_cast<const volatile std::uint32_t *>(k_mop_cfg_base);
    for (int i = 0; i < 9; ++i) {
        if (cfg[i] != g_mop_seen[i]) {
            g_mop_seen[i] = cfg[i];
            g_words.push_back({cfg[i], true, "ckernel_template::program()", where, i, g_in_datacopy});
        }
    }
}

void push(std::uint32_t word, bool immediate, const char *src, const char *file, int line)
{
    const char *base = std::strrchr(file, '/');
    char where[160];
    std::snprintf(where, sizeof where, "%s:%d", base ? base + 1 : file, line);
    if ((word >> 24) == 0x01) { // MOP: its configuration first
        mop_capture(where);
    }
    g_words.push_back({word, immediate, src, where, -1, g_in_datacopy});
}

// The configuration the SETC16 words set, in the model's register names (the model runs no SETC16).
struct cfg_t {
    int addr_mod_ab[8], addr_mod_dst[8], addr_mod_bias[8], set_base, dest_offset;
    std::uint32_t mop[9]; // MOP expander configuration (stores captured by mop_capture)
};

static bool setc16_apply(cfg_t &c, std::uint32_t reg, std::uint32_t val)
{
    for (int i = 0; i < 8; ++i) {
        if (reg == ckernel::addr_mod_t::addr_mod_src_reg_addr[i]) {
            c.addr_mod_ab[i] = (int)val;
            return true;
        }
        if (reg == ckernel::addr_mod_t::addr_mod_dest_reg_addr[i]) {
            c.addr_mod_dst[i] = (int)val;
            return true;
        }
        if (reg == ckernel::addr_mod_t::addr_mod_bias_reg_addr[i]) {
            c.addr_mod_bias[i] = (int)val;
            return true;
        }
    }
#if defined(ARCH_WORMHOLE)
    if (reg == ADDR_MOD_SET_Base_ADDR32) {
        c.set_base = (int)(val & 1u);
        return true;
    }
#endif
    if (reg == DEST_TARGET_REG_CFG_MATH_Offset_ADDR32) {
        c.dest_offset = (int)val;
        return true;
    }
    return false;
}

// The model's register a SETC16 of cfg[reg] sets (name and index for `reg NAME I V`), or nullptr.
static const char *setc16_name(std::uint32_t reg, int *index)
{
    for (int i = 0; i < 8; ++i) {
        *index = i;
        if (reg == ckernel::addr_mod_t::addr_mod_src_reg_addr[i]) {
            return "addr_mod_ab";
        }
        if (reg == ckernel::addr_mod_t::addr_mod_dest_reg_addr[i]) {
            return "addr_mod_dst";
        }
        if (reg == ckernel::addr_mod_t::addr_mod_bias_reg_addr[i]) {
            return "addr_mod_bias";
        }
    }
    *index = 0;
#if defined(ARCH_WORMHOLE)
    if (reg == ADDR_MOD_SET_Base_ADDR32) {
        return "cfg_addr_mod_set_base";
    }
#endif
    if (reg == DEST_TARGET_REG_CFG_MATH_Offset_ADDR32) {
        return "cfg_dest_target_offset";
    }
    return nullptr;
}

static bool modelled(std::uint32_t op)
{
    return op == 0x01 || op == 0x02 || op == 0x03 || op == 0x04 || op == 0x37 || op == 0x38 ||
           (op >= 0x70 && op <= 0x9F);
}

static bool dst_access(std::uint32_t op)
{
    return op == 0x70 || op == 0x72 || op == 0x93; // SFPLOAD, SFPSTORE, SFPLOADMACRO
}

// Writes OUTDIR/ARCH/NAME.BUILD.s and .init; returns the number of warnings (configuration the .init cannot hold).
static int write_kernel(const char *outdir, const char *name, const char *what, bool fp32_dst)
{
    std::string base = std::string(outdir) + "/" REC_ARCH "/" + name + "." REC_BUILD;
    FILE *s = std::fopen((base + ".s").c_str(), "w");
    FILE *in = std::fopen((base + ".init").c_str(), "w");
    if (s == nullptr || in == nullptr) {
        std::fprintf(stderr, "sfpu_kernel_recorder: cannot write %s.{s,init}\n", base.c_str());
        std::exit(2);
    }
    std::fprintf(
        s,
        "#! arch=" REC_ARCH " timing\n# %s - recorded by sfpu_kernel_recorder from the pinned sources, %s build:\n"
        "# %s. `# TT` = a run-time word, `# TTI` = a constant one; words the model does not run are comments.\n",
        name, REC_BUILD, what);
    std::fprintf(s,
                 "sfpencc 3,10                   # firmware (tests/helpers boot.h device_setup): CC enabled\nsfpnop\n");
    cfg_t c = {};
    cfg_t snap = {};
    bool snapped = false;
    int warnings = 0;
    std::size_t last_dst = 0;
    for (std::size_t i = 0; i < g_words.size(); ++i) {
        if (i >= g_tile_start && g_words[i].mop_index < 0 && dst_access(g_words[i].w >> 24)) {
            last_dst = i;
        }
    }
    for (std::size_t i = 0; i < g_words.size(); ++i) {
        const word_t &w = g_words[i];
        std::uint32_t op = w.w >> 24;
        if (i == g_tile_start) {
            std::fprintf(s, "# ---- tile: _llk_math_eltwise_unary_sfpu_params_ (start, 4 faces, done)\n");
        }
        if (w.mop_index >= 0) {
            c.mop[w.mop_index] = w.w;
            std::fprintf(s, "# mop_cfg[%d] = 0x%08x (RISC-V store, in the .init)  %s\n", w.mop_index, w.w,
                         w.where.c_str());
            continue;
        }
        if (!snapped && i >= g_tile_start && dst_access(op)) {
            snap = c;
            snapped = true;
        }
        std::string src = w.src.size() > 90 ? w.src.substr(0, 87) + "..." : w.src;
        if (modelled(op)) {
            std::fprintf(s, ".ttinsn 0x%08x    # %s %s  %s\n", w.w, w.immediate ? "TTI" : "TT ", w.where.c_str(),
                         src.c_str());
        } else if (op == 0xB2) {
            std::uint32_t reg = (w.w >> 16) & 0xFFu, val = w.w & 0xFFFFu;
            cfg_t before = c;
            bool known = setc16_apply(c, reg, val);
            std::fprintf(s, "# .ttinsn 0x%08x  SETC16 cfg[%u] = 0x%x (%s)  %s %s\n", w.w, reg, val,
                         known ? "in the .init" : "not modelled", w.immediate ? "TTI" : "TT ", w.where.c_str());
            if (known && snapped && i < last_dst && std::memcmp(&before, &c, sizeof c) != 0) {
                std::fprintf(
                    s, "# WARNING: configuration changed between Dst accesses; the .init holds the first value\n");
                std::fprintf(stderr, "%s: WARNING: SETC16 at %s changes state mid-tile\n", base.c_str(),
                             w.where.c_str());
                ++warnings;
            }
        } else {
            std::fprintf(s, "# .ttinsn 0x%08x  (opcode 0x%02x: not modelled)  %s %s  %s\n", w.w, op,
                         w.immediate ? "TTI" : "TT ", w.where.c_str(), src.c_str());
        }
    }
    if (!snapped) {
        snap = c;
    }
    std::fprintf(in,
                 "# %s, %s build: configuration in effect at the tile's first Dst access (recorded SETC16 writes)\n",
                 name, REC_BUILD);
    for (int i = 0; i < 8; ++i) {
        std::fprintf(in, "reg addr_mod_ab %d %d\nreg addr_mod_dst %d %d\nreg addr_mod_bias %d %d\n", i,
                     snap.addr_mod_ab[i], i, snap.addr_mod_dst[i], i, snap.addr_mod_bias[i]);
    }
    std::fprintf(in, "reg cfg_addr_mod_set_base 0 %d\nreg cfg_dest_target_offset 0 %d\n", snap.set_base,
                 snap.dest_offset);
    for (int i = 0; i < 9; ++i) {
        if (snap.mop[i] != 0) {
            std::fprintf(in, "reg mop_cfg %d 0x%08x   # ckernel_template::program()\n", i, snap.mop[i]);
        }
    }
    std::fprintf(in, "reg cfg_fp32_dst 0 %d   # Dst mode the kernel is called with (_llk_math_hw_configure_)\n",
                 fp32_dst ? 1 : 0);
    std::fclose(s);
    std::fclose(in);
    return warnings;
}
// Writes OUTDIR/ARCH/NAME.BUILD.perf: every word the math thread pushes (constant TTI or run-time TT, with the
// model register a SETC16 sets), the MOP configuration stores, the init and the tiles (model/cli/README.md, `sfpu
// perf`). tile_starts[i] = index of tile i's first word.
static void write_perf(const char *outdir, const char *name, const char *what, bool fp32_dst,
                       const std::vector<std::size_t> &tile_starts)
{
    std::string path = std::string(outdir) + "/" REC_ARCH "/" + name + "." REC_BUILD ".perf";
    FILE *f = std::fopen(path.c_str(), "w");
    if (f == nullptr) {
        std::fprintf(stderr, "sfpu_kernel_recorder: cannot write %s\n", path.c_str());
        std::exit(2);
    }
    std::fprintf(f, "# %s, %s build - recorded by sfpu_kernel_recorder --perf from the pinned sources:\n# %s\n", name,
                 REC_BUILD, what);
    std::fprintf(f, "perf 1\narch " REC_ARCH "\nfp32_dst %d\nsection init\n", fp32_dst ? 1 : 0);
    // A run-time word built again in every iteration of its loop (`ttl`, costed at tt_loop_cycles), told from one
    // built once per call (`tt`): within one call of an SFPU calculate function (a run of words from one
    // ckernel_sfpu_ file), a source line that pushes more than 8 words with more than one value sits in a loop
    // longer than the kernels' `#pragma GCC unroll 8`, so the compiler cannot fold the field that follows the loop
    // counter. A loop of at most 8 iterations is unrolled whole and its words are constants (binary max's), and a
    // line whose value never changes was built before the loop.
    std::vector<bool> loop_built(g_words.size(), false);
    for (std::size_t i = 0; i < g_words.size();) {
        const std::string file = g_words[i].where.substr(0, g_words[i].where.find(':'));
        std::size_t end = i + 1;
        while (end < g_words.size() && g_words[end].mop_index < 0 && g_words[end].mark == 0 &&
               g_words[end].where.compare(0, file.size() + 1, file + ":") == 0) {
            ++end;
        }
        if (file.rfind("ckernel_sfpu_", 0) == 0) {
            std::map<std::string, std::pair<std::size_t, std::set<std::uint32_t>>> lines;
            for (std::size_t j = i; j < end; ++j) {
                if (!g_words[j].immediate && g_words[j].mop_index < 0) {
                    auto &l = lines[g_words[j].where];
                    l.first++;
                    l.second.insert(g_words[j].w);
                }
            }
            for (std::size_t j = i; j < end; ++j) {
                auto l = lines.find(g_words[j].where);
                loop_built[j] = !g_words[j].immediate && l != lines.end() && l->second.first > 8 &&
                                l->second.second.size() > 1;
            }
        }
        i = end;
    }
    std::size_t next = 0;
    for (std::size_t i = 0; i < g_words.size(); ++i) {
        while (next < tile_starts.size() && tile_starts[next] == i) {
            std::fprintf(f, "section tile %zu\n", next++);
        }
        const word_t &w = g_words[i];
        if (w.mark != 0) {
            std::fprintf(f, "zone %s\n", w.mark == 1 ? "begin" : "end");
            continue;
        }
        if (w.mop_index >= 0) {
            std::fprintf(f, "m %d 0x%08x  # %s\n", w.mop_index, w.w, w.where.c_str());
            continue;
        }
        std::string src = w.src.size() > 70 ? w.src.substr(0, 67) + "..." : w.src;
        std::fprintf(f, "w 0x%08x %s%s", w.w, w.immediate ? "tti" : loop_built[i] ? "ttl" : "tt ", w.datacopy ? " dc" : "");
        int index = 0;
        const char *reg = (w.w >> 24) == 0xB2 ? setc16_name((w.w >> 16) & 0xFFu, &index) : nullptr;
        if (reg != nullptr) {
            unsigned val = w.w & 0xFFFFu;
#if defined(ARCH_WORMHOLE)
            if (std::strcmp(reg, "cfg_addr_mod_set_base") == 0) {
                val &= 1u;
            }
#endif
            std::fprintf(f, " reg %s %d %u", reg, index, val);
        }
        std::fprintf(f, "  # %s %s\n", w.where.c_str(), src.c_str());
    }
    while (next < tile_starts.size()) { // trailing tiles that push nothing (the second tile of a binary pair)
        std::fprintf(f, "section tile %zu\n", next++);
    }
    std::fclose(f);
}
} // namespace rec

using namespace ckernel;

// One kernel: its init (after the generic unary SFPU init) and its tile call. SfpuType picks the ADDR_MODs.
struct kernel_t {
    const char *name, *what;
    bool fp32_dst;
    void (*init)();
    void (*tile)();
};

// The call sequences of the llk's unary / binary / ternary SFPU paths (llk_math_eltwise_*_sfpu{,_params}.h).
#define UNARY(T, INIT)                                                                                                 \
    [] {                                                                                                               \
        _llk_math_eltwise_unary_sfpu_init_<SfpuType::T>();                                                             \
        INIT;                                                                                                          \
    }
#define BINARY_TILE(A, B, O, CALL)                                                                                     \
    [] {                                                                                                               \
        _llk_math_eltwise_binary_sfpu_params_([](std::uint32_t a, std::uint32_t b, std::uint32_t o) { CALL; }, A, B,   \
                                              O);                                                                      \
    }
#define TERNARY_TILE(A, B, C, O, CALL)                                                                                 \
    [] {                                                                                                               \
        _llk_math_eltwise_ternary_sfpu_params_(                                                                        \
            [](std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t o) { CALL; }, A, B, C, O);             \
    }

static const kernel_t k_kernels[] = {
    {"where_in_place", "tt-llk _calculate_where_<false, Float32, 8>(0, 1, 2, 0) after _init_where_", true,
     [] { _llk_math_eltwise_ternary_sfpu_init_<SfpuType::where>(); sfpu::_init_where_<false>(); },
     TERNARY_TILE(0, 1, 2, 0, (sfpu::_calculate_where_<false, DataFormat::Float32, 8>(a, b, c, o)))},
    {"where", "tt-llk _calculate_where_<false, Float32, 8>(0, 1, 2, 3) after _init_where_", true,
     [] { _llk_math_eltwise_ternary_sfpu_init_<SfpuType::where>(); sfpu::_init_where_<false>(); },
     TERNARY_TILE(0, 1, 2, 3, (sfpu::_calculate_where_<false, DataFormat::Float32, 8>(a, b, c, o)))},
    {"mul_int", "tt-llk _mul_int_<false, 8>(0, 1, 2) after _init_mul_int_", false,
     [] { _llk_math_eltwise_binary_sfpu_init_<SfpuType::mul_uint16>(); sfpu::_init_mul_int_<false>(); },
     BINARY_TILE(0, 1, 2, (sfpu::_mul_int_<false, 8>(a, b, o)))},
    {"mul_int_in_place", "tt-llk _mul_int_<false, 8>(0, 1, 0) after _init_mul_int_", false,
     [] { _llk_math_eltwise_binary_sfpu_init_<SfpuType::mul_uint16>(); sfpu::_init_mul_int_<false>(); },
     BINARY_TILE(0, 1, 0, (sfpu::_mul_int_<false, 8>(a, b, o)))},
    {"mul_int_square", "tt-llk _mul_int_<false, 8>(0, 0, 0) after _init_mul_int_", false,
     [] { _llk_math_eltwise_binary_sfpu_init_<SfpuType::mul_uint16>(); sfpu::_init_mul_int_<false>(); },
     BINARY_TILE(0, 0, 0, (sfpu::_mul_int_<false, 8>(a, b, o)))},
// tt-metal's typecasts (hw/inc/api/compute/eltwise_unary/typecast.h, is_fp32_dest_acc_en = DST_ACCUM_MODE). ttnn's
// typecast runs a 32-bit Dst whenever the input or the output is a 32-bit format (README.md); a 16-bit Dst only for
// bf16 / uint16 to bf16 / uint16, and tt-llk's perf harness runs uint16 -> fp32 / uint32 with a 16-bit Dst as well
// (perf_eltwise_unary_typecast.py). NAME_dst32: the same kernel with a 32-bit Dst where both modes are recorded.
#define TYPECAST_AS(NAME, LABEL, DST32, ...)                                                                           \
    {                                                                                                                  \
        "typecast_" LABEL, "tt-metal calculate_typecast_" #NAME " after init_typecast_" #NAME, DST32,                  \
            UNARY(typecast, sfpu::init_typecast_##NAME<false>()),                                                      \
            [] { _llk_math_eltwise_unary_sfpu_params_([] { sfpu::calculate_typecast_##NAME __VA_ARGS__; }, 0); }       \
    }
#define TYPECAST(NAME, DST32, ...) TYPECAST_AS(NAME, #NAME, DST32, __VA_ARGS__)
    TYPECAST(fp32_to_uint16, false, <false, 8, false>()),
    TYPECAST_AS(fp32_to_uint16, "fp32_to_uint16_dst32", true, <false, 8, true>()),
    TYPECAST(uint16_to_fp16b, false, <false, 8>()),
    TYPECAST(int32_to_fp16b, true, <false, 8>()),
    TYPECAST(fp32_to_fp16b, true, <false, 8>()),
    TYPECAST(uint16_to_fp32, false, <false, 8, false>()),
    TYPECAST_AS(uint16_to_fp32, "uint16_to_fp32_dst32", true, <false, 8, true>()),
    TYPECAST(int32_to_fp32, true, <false, 8>()),
    TYPECAST(uint32_to_fp16b, true, <false, 8>()),
    TYPECAST(uint32_to_fp32, true, <false, 8>()),
    TYPECAST(uint16_to_uint32, false, <false, 8, false>()),
    TYPECAST_AS(uint16_to_uint32, "uint16_to_uint32_dst32", true, <false, 8, true>()),
    TYPECAST(uint32_to_uint16, true, <false, 8>()),
    TYPECAST(int32_to_uint16, true, <false, 8>()),
    {"signbit", "tt-metal calculate_signbit<false, 8> after signbit_init", false,
     UNARY(signbit, sfpu::signbit_init()),
     [] { _llk_math_eltwise_unary_sfpu_params_([] { sfpu::calculate_signbit<false, 8>(); }, 0); }},
    {"binary_max", "tt-metal calculate_binary_max_min<true, 8>(0, 1, 2) after binary_max_min_init<true>", false,
     [] { _llk_math_eltwise_binary_sfpu_init_<SfpuType::max>(); sfpu::binary_max_min_init<true>(); },
     BINARY_TILE(0, 1, 2, (sfpu::calculate_binary_max_min<true, 8>(a, b, o)))},
    {"binary_max_int32", "tt-metal calculate_binary_max_min_int32<true, false, 8>(0, 1, 2) after its init", true,
     [] { _llk_math_eltwise_binary_sfpu_init_<SfpuType::max_int32>(); sfpu::binary_max_min_int32_init<true, false>(); },
     BINARY_TILE(0, 1, 2, (sfpu::calculate_binary_max_min_int32<true, false, 8>(a, b, o)))},
    {"binary_min_uint32", "tt-metal calculate_binary_max_min_int32<false, true, 8>(0, 1, 2) after its init", true,
     [] {
         _llk_math_eltwise_binary_sfpu_init_<SfpuType::min_uint32>();
         sfpu::binary_max_min_int32_init<false, true>();
     },
     BINARY_TILE(0, 1, 2, (sfpu::calculate_binary_max_min_int32<false, true, 8>(a, b, o)))},
    {"signbit_int32", "tt-metal calculate_signbit_int32<false, 8> after signbit_int32_init", true,
     UNARY(signbit, sfpu::signbit_int32_init()),
     [] { _llk_math_eltwise_unary_sfpu_params_([] { sfpu::calculate_signbit_int32<false, 8>(); }, 0); }},
// exp: exp_tile<approx = true> (compute API defaults: ClampToNegative, 8 iterations per face, VectorMode::RC), and
// the unclamped SETSGN variant as the compute API calls it (8 per face) and as tt-llk's perf harness does
// (sfpu_operations.h: ITERATIONS = 32 in one call, VectorMode::None, CLAMP_NEGATIVE false, 16-bit Dst).
#define EXP(NAME, ITER, CLAMP, VM)                                                                                     \
    {                                                                                                                  \
        NAME, "tt-metal calculate_exponential<true, false, false, " #ITER ", " #CLAMP "> (" #VM ") after exp_init",    \
            false,                                                                                                     \
            [] {                                                                                                       \
                _llk_math_eltwise_unary_sfpu_init_<SfpuType::exponential>();                                           \
                sfpu::exp_init<true, 0x3F800000, CLAMP, false>();                                                      \
            },                                                                                                         \
            [] {                                                                                                       \
                _llk_math_eltwise_unary_sfpu_params_(                                                                  \
                    [](auto sc) { sfpu::calculate_exponential<true, false, false, ITER, CLAMP>(sc); }, 0, VM,          \
                    p_sfpu::kCONST_1_FP16B);                                                                           \
            }                                                                                                          \
    }
    EXP("exp_fast_clamped", 8, true, VectorMode::RC),
    EXP("exp_fast", 8, false, VectorMode::RC),
    EXP("exp_fast_32", 32, false, VectorMode::None),
#if defined(ARCH_BLACKHOLE)
    {"mul_int32", "tt-metal mul_int32<false, 8>(0, 1, 2) after mul_int32_init", false,
     [] { _llk_math_eltwise_binary_sfpu_init_<SfpuType::mul_int32>(); sfpu::mul_int32_init<false>(); },
     BINARY_TILE(0, 1, 2, (sfpu::mul_int32<false, 8>(a, b, o)))},
#endif
};

// The perf harness's math thread in MATH_ISOLATE (tt-llk tests/sources/eltwise_unary_sfpu_perf.cpp, pinned): the INIT
// zone (A2D datacopy init, pack sync init, hw configure, the op's init), then per tile of the TILE_LOOP zone
// `_llk_math_eltwise_unary_datacopy_<A2D, SyncHalf, fp32, NONE, unpack_to_dest = false>(block_tile)` and
// `call_unary_sfpu_operation` (tests/helpers/include/sfpu_operations.h: SFPU_UNARY_CALL = the params wrapper with
// VectorMode::None, one call of ITERATIONS rows). TILE_CNT = 8 tiles in blocks of MAX_TILES_DEST (8, or 4 with a
// 32-bit Dst): block_tile = i % MAX_TILES_DEST. Data format Float16_b (or Float32 with a 32-bit Dst).
struct perf_kernel_t {
    const char *name, *what;
    bool fp32_dst;
    void (*init)();
    void (*tile)(std::uint32_t block_tile);
    std::uint32_t tiles = 8; // TILE_CNT (the scoped-zone tests: what they ran)
};

template <bool FP32> static void perf_math_init()
{
    const std::uint32_t fmt = FP32 ? (std::uint32_t)DataFormat::Float32 : (std::uint32_t)DataFormat::Float16_b;
    _llk_math_eltwise_unary_datacopy_init_<DataCopyType::A2D, FP32>(4, fmt);
    _llk_math_pack_sync_init_<DstSync::SyncHalf, FP32>();
    _llk_math_hw_configure_<FP32>(fmt, fmt);
}

// The A2D datacopy of one tile in format FMT (its words tagged `dc`)
template <std::uint32_t FMT, bool FP32 = false> static void perf_datacopy_fmt(std::uint32_t block_tile)
{
    rec::g_in_datacopy = true;
    _llk_math_eltwise_unary_datacopy_<DataCopyType::A2D, DstSync::SyncHalf, FP32, BroadcastType::NONE, false>(
        block_tile, FMT, FMT);
    rec::g_in_datacopy = false;
}

template <bool FP32> static void perf_datacopy(std::uint32_t block_tile)
{
    perf_datacopy_fmt<FP32 ? (std::uint32_t)DataFormat::Float32 : (std::uint32_t)DataFormat::Float16_b, FP32>(
        block_tile);
}

#define PERF_EXP(NAME, APPROX, FP32, ITER, CLAMP)                                                                      \
    {                                                                                                                  \
        NAME,                                                                                                          \
            "harness MATH_ISOLATE: datacopy A2D + calculate_exponential<" #APPROX ", " #FP32 ", false, " #ITER         \
            ", " #CLAMP "> (VectorMode::None) after exp_init",                                                         \
            FP32,                                                                                                      \
            [] {                                                                                                       \
                perf_math_init<FP32>();                                                                                \
                _llk_math_eltwise_unary_sfpu_init_<SfpuType::exponential>();                                           \
                sfpu::exp_init<APPROX, 0x3F800000, CLAMP, FP32>();                                                     \
            },                                                                                                         \
            [](std::uint32_t t) {                                                                                      \
                perf_datacopy<FP32>(t);                                                                                \
                _llk_math_eltwise_unary_sfpu_params_(                                                                  \
                    [](auto sc) { sfpu::calculate_exponential<APPROX, FP32, false, ITER, CLAMP>(sc); }, t,             \
                    VectorMode::None, p_sfpu::kCONST_1_FP16B);                                                         \
            }                                                                                                          \
    }

// EMA (tt-llk sources/sfpu_ema_perf.cpp, MATH_ISOLATE, Float16_b with a 16-bit Dst): the INIT zone's datacopy init,
// hw configure and pack sync init, then the EMA entry's init (llk_math_ema_sfpu_entry.h: the ternary SFPU init,
// alpha / beta, EMA_old cleared) with the harness's alpha 0.25 / beta 0.75; per tile the A2D datacopy into Dst tile 0
// and the entry's tile call (SFPU start on tile 0, _calculate_ema_tile_, done).
static void perf_ema_init()
{
    perf_math_init<false>();
    _llk_math_eltwise_ternary_sfpu_init_<SfpuType::unused>();
    sfpu::_load_alpha_beta_(0x3E800000u, 0x3F400000u);
    sfpu::_clear_previous_output_();
}

template <void (*BODY)()> static void perf_ema_tile(std::uint32_t)
{
    perf_datacopy<false>(0); // EMA_INPUT_DST_INDEX: every tile goes through Dst tile 0
    _llk_math_eltwise_sfpu_start_(0);
    BODY();
    _llk_math_eltwise_sfpu_done_();
}

#if !defined(ARCH_BLACKHOLE)
// Two Wormhole variants of the same tile built from the pinned header's own pieces (its load, math body and store
// helpers), for the figures its comment quotes (n300): every block inline, as before the body was replayed (the
// "fully inlined kernel", 152 pushes a tile), and the whole 19-word block math recorded instead of its 16-word core.
template <std::uint32_t I, std::uint32_t J, int MODE> static void ema_block()
{
    _ema_load_current_input_<I, J>();
    if (MODE == 19 && I == 0 && J == 0) {
        lltt::record<lltt::Exec>(0, 19);
    }
    if (MODE == 19 && (I != 0 || J != 0)) {
        lltt::replay(0, 19);
    } else {
        TTI_SFPTRANSP(0, 0, 0, 0);
        _compute_ema_math_body_();
        TTI_SFPMOV(0, p_sfpu::LREG3, p_sfpu::LREG4, 0);
        TTI_SFPTRANSP(0, 0, 0, 0);
    }
    _ema_store_current_input_<I, J>();
}

template <int MODE> static void ema_tile_variant()
{
    TTI_SFPTRANSP(0, 0, 0, 0);
    ema_block<0, 0, MODE>();
    ema_block<0, 1, MODE>();
    ema_block<0, 2, MODE>();
    ema_block<0, 3, MODE>();
    ema_block<1, 0, MODE>();
    ema_block<1, 1, MODE>();
    ema_block<1, 2, MODE>();
    ema_block<1, 3, MODE>();
    TTI_SFPTRANSP(0, 0, 0, 0);
}
#endif

// The binary SFPU harness's math thread in MATH_ISOLATE, as tt-llk's binary perf test ran it in August 2026 (the
// figures of the p150 corpus, docs/silicon.md): tests/sources/eltwise_binary_sfpu_perf.cpp of tt-metal, which
// the pinned wheel no longer ships (its binary perf test now runs sfpu_binary_test.cpp, one call per pair of
// tiles). The INIT zone: the A2D datacopy init, pack sync init, hw configure, the op's init (test_utils'
// call_binary_sfpu_operation_init); per tile of the TILE_LOOP zone the A2D datacopy of the tile (none when a 32-bit
// input is unpacked to Dst) and one call (tile, (tile + 1) % MAX_TILES_DEST, tile): the params wrapper with
// VectorMode::RC, 8 rows per face and SETRWC between the faces (tests/helpers/include/sfpu_operations.h).
static void perf_binary_init(std::uint32_t fmt)
{
    _llk_math_eltwise_unary_datacopy_init_<DataCopyType::A2D, false>(4, fmt);
    _llk_math_pack_sync_init_<DstSync::SyncHalf, false>();
    _llk_math_hw_configure_<false>(fmt, fmt);
}

template <bool UNPACK_TO_DEST, void (*CALL)(std::uint32_t, std::uint32_t, std::uint32_t)>
static void perf_binary_tile(std::uint32_t block_tile)
{
    if (!UNPACK_TO_DEST) {
        perf_datacopy<false>(block_tile);
    }
    CALL(block_tile, (block_tile + 1) % 8, block_tile);
}

template <bool IS_MAX> static void perf_binary_max_min_init()
{
    perf_binary_init((std::uint32_t)DataFormat::Float16_b);
    _llk_math_eltwise_binary_sfpu_init_<(IS_MAX ? SfpuType::max : SfpuType::min)>();
    sfpu::binary_max_min_init<IS_MAX>();
}

template <bool IS_MAX> static void binary_max_min_call(std::uint32_t a, std::uint32_t b, std::uint32_t o)
{
    _llk_math_eltwise_binary_sfpu_params_(
        [](std::uint32_t x, std::uint32_t y, std::uint32_t z) { sfpu::calculate_binary_max_min<IS_MAX, 8>(x, y, z); }, a,
        b, o, VectorMode::RC);
}

#if defined(ARCH_BLACKHOLE)
static void mul_int32_call(std::uint32_t a, std::uint32_t b, std::uint32_t o)
{
    _llk_math_eltwise_binary_sfpu_params_(
        [](std::uint32_t x, std::uint32_t y, std::uint32_t z) { sfpu::mul_int32<false, 8>(x, y, z); }, a, b, o,
        VectorMode::RC);
}
#endif

#if defined(ARCH_BLACKHOLE)
// Three Blackhole tests of tt-metal's corpus branch (August 2026) that time one call in a scoped zone
// (START_PERF_MEASURE around it, no PROFILER_SYNC: the zone is the math thread's own time, recorded as `zone begin`
// / `zone end`), rebuilt from the pinned llk functions in the tests' order (docs/silicon.md):
//   - sources/sfpu_ternary_test.cpp, TTNN_WHERE_BODY: per tile the A2D datacopy init, three datacopies (Dst tiles 0,
//     1, 2), the datacopy uninit, the where init, then in the zone one where call (0, 1, 2, 0) through the ternary
//     params wrapper, VectorMode::RC, 8 rows per face;
//   - sources/eltwise_unary_typecast_test.cpp, TYPECAST_BODY (UInt16 to Float16_b, the production call): per tile the
//     A2D datacopy, then in the zone the typecast call, VectorMode::RC, 8 rows per face;
//   - sources/sfpu_welford_prefix_snapshot.cpp, WELFORD_BODY (the handwritten replay body): one tile, its datacopy,
//     the Welford init and cleared mean / M2, then in the zone the 32 rows (8 blocks of 4: a block load, then per row
//     the reciprocal of its index and the row's replay).
template <DataFormat FMT> static void perf_where_tile(std::uint32_t)
{
    constexpr std::uint32_t fmt = (std::uint32_t)FMT;
    _llk_math_eltwise_unary_datacopy_init_<DataCopyType::A2D, false>(4, fmt);
    for (std::uint32_t t = 0; t < 3; ++t) {
        perf_datacopy_fmt<fmt>(t);
    }
    _llk_math_eltwise_unary_datacopy_uninit_<BroadcastType::NONE, false>();
    _llk_math_eltwise_ternary_sfpu_init_<SfpuType::where>();
    sfpu::_init_where_<false>();
    rec::zone_mark(true);
    _llk_math_eltwise_ternary_sfpu_params_(
        [](std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t o) {
            sfpu::_calculate_where_<false, FMT, 8>(a, b, c, o);
        },
        0, 1, 2, 0, VectorMode::RC);
    rec::zone_mark(false);
}

static void perf_typecast_u16_tile(std::uint32_t block_tile)
{
    perf_datacopy_fmt<(std::uint32_t)DataFormat::UInt16>(block_tile);
    rec::zone_mark(true);
    _llk_math_eltwise_unary_sfpu_params_([] { sfpu::calculate_typecast_uint16_to_fp16b<false, 8>(); }, block_tile,
                                         VectorMode::RC);
    rec::zone_mark(false);
}

template <std::uint32_t BASE, std::uint32_t I, std::uint32_t J> static void welford_replay_block()
{
    static constexpr std::array<std::uint32_t, 0> no_lut{};
    _welfords_load_block_<I, J>();
    _load_recip_of_idx_<0>(BASE, no_lut);
    _execute_welfords_row_replay_buffer_<p_sfpu::LREG0>();
    _load_recip_of_idx_<0>(BASE + 1, no_lut);
    _execute_welfords_row_replay_buffer_<p_sfpu::LREG1>();
    _load_recip_of_idx_<0>(BASE + 2, no_lut);
    _execute_welfords_row_replay_buffer_<p_sfpu::LREG2>();
    _load_recip_of_idx_<0>(BASE + 3, no_lut);
    _execute_welfords_row_replay_buffer_<p_sfpu::LREG3>();
}

static void perf_welford_tile(std::uint32_t)
{
    perf_datacopy_fmt<(std::uint32_t)DataFormat::Float16_b>(0);
    _llk_math_welfords_sfpu_init_();
    sfpu::_clear_previous_mean_and_m2_();
    rec::zone_mark(true);
    _llk_math_welfords_sfpu_params_(
        [] {
            welford_replay_block<0, 0, 0>();
            welford_replay_block<4, 0, 1>();
            welford_replay_block<8, 0, 2>();
            welford_replay_block<12, 0, 3>();
            welford_replay_block<16, 1, 0>();
            welford_replay_block<20, 1, 1>();
            welford_replay_block<24, 1, 2>();
            welford_replay_block<28, 1, 3>();
        },
        0);
    rec::zone_mark(false);
}
#endif

static const perf_kernel_t k_perf[] = {
    {"ema", "harness sfpu_ema_perf MATH_ISOLATE: datacopy A2D to tile 0 + _calculate_ema_tile_ (16-word replay)",
     false, perf_ema_init, perf_ema_tile<sfpu::_calculate_ema_tile_>},
#if !defined(ARCH_BLACKHOLE)
    {"ema_inline", "harness sfpu_ema_perf MATH_ISOLATE: the EMA tile with every block inline (no replay)", false,
     perf_ema_init, perf_ema_tile<ema_tile_variant<0>>},
    {"ema_record19", "harness sfpu_ema_perf MATH_ISOLATE: the EMA tile with the 19-word block math replayed", false,
     perf_ema_init, perf_ema_tile<ema_tile_variant<19>>},
#endif
    PERF_EXP("exp_approx", true, false, 32, false),
    PERF_EXP("exp_approx_dst32", true, true, 32, false),
    PERF_EXP("exp_accurate", false, false, 32, false),
    {"signbit", "harness MATH_ISOLATE: datacopy A2D + calculate_signbit<false, 32> after signbit_init", false,
     [] {
         perf_math_init<false>();
         _llk_math_eltwise_unary_sfpu_init_<SfpuType::signbit>();
         sfpu::signbit_init();
     },
     [](std::uint32_t t) {
         perf_datacopy<false>(t);
         _llk_math_eltwise_unary_sfpu_params_([] { sfpu::calculate_signbit<false, 32>(); }, t, VectorMode::None);
     }},
    {"binary_max",
     "harness eltwise_binary_sfpu_perf (2026-08) MATH_ISOLATE, Float16_b: datacopy A2D + "
     "calculate_binary_max_min<true, 8>",
     false, perf_binary_max_min_init<true>, perf_binary_tile<false, binary_max_min_call<true>>},
    {"binary_min",
     "harness eltwise_binary_sfpu_perf (2026-08) MATH_ISOLATE, Float16_b: datacopy A2D + "
     "calculate_binary_max_min<false, 8>",
     false, perf_binary_max_min_init<false>, perf_binary_tile<false, binary_max_min_call<false>>},
#if defined(ARCH_BLACKHOLE)
    {"mul_int32", "harness eltwise_binary_sfpu_perf (2026-08) MATH_ISOLATE, Int32 unpacked to Dst: mul_int32<false, 8>", false,
     [] {
         perf_binary_init((std::uint32_t)DataFormat::Int32);
         _llk_math_eltwise_binary_sfpu_init_<SfpuType::mul_int32>();
         sfpu::mul_int32_init<false>();
     },
     perf_binary_tile<true, mul_int32_call>},
#endif
#if defined(ARCH_BLACKHOLE)
    {"where_body", "sfpu_ternary_test (2026-08) TTNN_WHERE_BODY, Float16_b: 3 datacopies + where init, zone: where", false,
     [] { perf_math_init<false>(); }, perf_where_tile<DataFormat::Float16_b>, 4},
    {"typecast_u16_fp16b_body",
     "eltwise_unary_typecast_test (2026-08) TYPECAST_BODY: datacopy, zone: calculate_typecast_uint16_to_fp16b", false,
     [] {
         constexpr std::uint32_t fmt = (std::uint32_t)DataFormat::UInt16;
         _llk_math_eltwise_unary_datacopy_init_<DataCopyType::A2D, false>(4, fmt);
         _llk_math_hw_configure_<false>(fmt, fmt);
         _llk_math_pack_sync_init_<DstSync::SyncHalf, false>();
         _llk_math_eltwise_unary_sfpu_init_<SfpuType::typecast>();
         sfpu::init_typecast_uint16_to_fp16b<false>();
     },
     perf_typecast_u16_tile},
    {"welford_body", "sfpu_welford_prefix_snapshot (2026-08) WELFORD_BODY: the handwritten replay body, one tile", false,
     [] {
         constexpr std::uint32_t fmt = (std::uint32_t)DataFormat::Float16_b;
         _llk_math_eltwise_unary_datacopy_init_<DataCopyType::A2D, false>(4, fmt);
         _llk_math_hw_configure_<false>(fmt, fmt);
         _llk_math_pack_sync_init_<DstSync::SyncHalf, false>();
     },
     perf_welford_tile, 1},
#endif
    {"datacopy", "harness MATH_ISOLATE: the A2D datacopy alone (no SFPU call)", false, [] { perf_math_init<false>(); },
     [](std::uint32_t t) { perf_datacopy<false>(t); }},
};

// Every harness test is its own ELF, so every recording starts from the firmware's start state: the llk headers'
// caches of the last configuration written (cmath_common.h's source-zero flag) are unknown again, and Dst half 0
// is current. Without this a kernel recorded after another lost the configuration write the other left cached.
static void fresh_firmware_state()
{
    ckernel::math::src_zero_flag_hw       = 0xff;
    ckernel::math::src_zero_flag_srca_fmt = 0xff;
    ckernel::math::src_zero_flag_srcb_fmt = 0xff;
    ckernel::dest_offset_id               = 0;
    ckernel::cfg_state_id                 = 0;
}

static int record_perf(int argc, char **argv)
{
    int done = 0, sfpi = 0;
    for (const perf_kernel_t &k : k_perf) {
        bool wanted = argc == 3;
        for (int i = 3; i < argc; ++i) {
            wanted = wanted || std::strcmp(argv[i], k.name) == 0;
        }
        if (!wanted) {
            continue;
        }
        fresh_firmware_state();
        rec::g_words.clear();
        std::memset(rec::g_mop_seen, 0, sizeof rec::g_mop_seen);
        std::memset(reinterpret_cast<void *>(rec::k_mop_cfg_base), 0, sizeof rec::g_mop_seen);
        std::vector<std::size_t> starts;
        try {
            k.init();
            rec::mop_capture("end of the init");                // the init's ckernel_template::program() stores
            const std::uint32_t max_tiles = k.fp32_dst ? 4 : 8; // MAX_TILES_DEST
            for (std::uint32_t i = 0; i < k.tiles; ++i) {       // TILE_CNT
                starts.push_back(rec::g_words.size());
                k.tile(i % max_tiles);
            }
        } catch (const sfpi::sfpi_ran &e) {
            std::printf("SFPI " REC_ARCH " %s %s: runs SFPI code (%s), not recorded\n", k.name, REC_BUILD, e.what);
            ++sfpi;
            continue;
        }
        rec::write_perf(argv[2], k.name, k.what, k.fp32_dst, starts);
        ++done;
    }
    std::printf("sfpu_kernel_recorder --perf " REC_ARCH " " REC_BUILD ": %d kernels recorded, %d need SFPI\n", done,
                sfpi);
    return 0;
}

int main(int argc, char **argv)
{
    rec::map_tensix_space();
    if (argc >= 3 && std::strcmp(argv[1], "--perf") == 0) {
        return record_perf(argc, argv);
    }
    if (argc < 2) {
        std::fprintf(stderr, "usage: sfpu_kernel_recorder OUTDIR [NAME ...]\n");
        return 2;
    }
    int warnings = 0, done = 0, sfpi = 0;
    for (const kernel_t &k : k_kernels) {
        bool wanted = argc == 2;
        for (int i = 2; i < argc; ++i) {
            wanted = wanted || std::strcmp(argv[i], k.name) == 0;
        }
        if (!wanted) {
            continue;
        }
        fresh_firmware_state();
        rec::g_words.clear();
        try {
            k.init();
            rec::g_tile_start = rec::g_words.size();
            k.tile();
        } catch (const sfpi::sfpi_ran &e) {
            std::printf("SFPI " REC_ARCH " %s %s: runs SFPI code (%s), not recorded\n", k.name, REC_BUILD, e.what);
            ++sfpi;
            continue;
        }
        warnings += rec::write_kernel(argv[1], k.name, k.what, k.fp32_dst);
        ++done;
    }
    std::printf("sfpu_kernel_recorder " REC_ARCH " " REC_BUILD ": %d kernels recorded, %d need SFPI, %d warnings\n",
                done, sfpi, warnings);
    return 0;
}
