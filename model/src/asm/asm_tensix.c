/* asm_tensix.c - the names of the Tensix instructions outside the SFPU, so that the input readers can tell an
 * instruction the model does not implement (skipped and named) from a typo (an error). The SFPU instructions are
 * all in the ISA table (sfpu_isa.def): every SFP* operation of tt-llk's ckernel_ops.h for Blackhole and Wormhole is
 * one of its rows. The list below is every other Tensix instruction name: the TT_OP_* names of those two files (both
 * architectures) and sfpi-binutils' Tensix mnemonics (opcodes/riscv-opc-sfpu-insns.h: its "tt" names without the
 * prefix, and the SFP names of other architectures, SFPBANKDONE and SFPNONLINEAR), docs/decisions.md D1e. */
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "asm_internal.h"

/* clang-format off */
static const char *const k_tensix_other[] = {
    "ADDDMAREG", "ADDGPR", "ADDRCRXY", "ADDRCRZW", "APOOL3S1", "APOOL3S2", "ATCAS", "ATGETM", "ATINCGET",
    "ATINCGETPTR", "ATRELM", "ATSWAP", "BITWOPDMAREG", "BITWOPGPR", "CFGSHIFTMASK", "CLEARDVALID", "CLREXPHIST",
    "CMPDMAREG", "CMPGPR", "COMMIT_SHADOW", "CONV3S1", "CONV3S2", "DMANOP", "DOTPV", "ELWADD", "ELWADDDI", "ELWMUL",
    "ELWMULDI", "ELWSUB", "ELWSUBDI", "FLUSHDMA", "GAPOOL", "GATESRCRST", "GMPOOL", "HALT", "INCADCXY", "INCADCZW",
    "INCRWC", "INC_DST_TILE_FACE_ROW_IDX", "INC_SRC_TILE_FACE_ROW_IDX", "LOADIND", "LOADREG", "MFCONV3S1", "MOP",
    "MOPCFG", "MOP_CFG", "MOVA2D", "MOVB2A", "MOVB2D", "MOVD2A", "MOVD2B", "MOVDBGA2D", "MOVDBGB2D", "MPOOL3S1",
    "MPOOL3S2", "MULDMAREG", "MULGPR", "MVMUL", "MVMULDI", "NOP", "PACR", "PACR0_FACE", "PACR0_FACE_INC", "PACR0_ROW",
    "PACR0_ROW_INC", "PACR0_TILE", "PACR0_TILE_INC", "PACR1_FACE", "PACR1_FACE_INC", "PACR1_ROW", "PACR1_ROW_INC",
    "PACR1_TILE", "PACR1_TILE_INC", "PACRSETREG", "PACR_SETREG", "PACR_STRIDE", "PACR_UNTILIZE", "POP_TILES",
    "PUSH_TILES", "RAREB", "RDCFG", "REG2FLOP", "REPLAY", "RESOURCEDECL", "RMWCIB0", "RMWCIB1", "RMWCIB2", "RMWCIB3",
    "RSTDMA", "RV_PACR", "RV_UNPACR", "RV_WRCFG", "SEMGET", "SEMINIT", "SEMPOST", "SEMWAIT", "SETADC", "SETADCXX",
    "SETADCXY", "SETADCZW", "SETASHRMH", "SETASHRMH0", "SETASHRMH1", "SETASHRMV", "SETC16", "SETDMAREG", "SETDVALID",
    "SETGPR", "SETIBRWC", "SETPKEDGOF", "SETRWC", "SET_DST_TILE_FACE_ROW_IDX", "SET_SRC_TILE_FACE_ROW_IDX",
    "SFPBANKDONE", "SFPNONLINEAR", "SHIFTDMAREG", "SHIFTGPR", "SHIFTXA", "SHIFTXB", "STALLWAIT", "STOREIND",
    "STOREREG", "STREAMWAIT", "STREAMWRCFG", "SUBDMAREG", "SUBGPR", "TBUFCMD", "TRNSPSRCA", "TRNSPSRCB", "UNPACR",
    "UNPACR0_FACE", "UNPACR0_FACE_INC", "UNPACR0_ROW", "UNPACR0_ROW_INC", "UNPACR0_STRIDE", "UNPACR0_TILE",
    "UNPACR0_TILE_INC", "UNPACR1_FACE", "UNPACR1_FACE_INC", "UNPACR1_ROW", "UNPACR1_ROW_INC", "UNPACR1_STRIDE",
    "UNPACR1_TILE", "UNPACR1_TILE_INC", "UNPACR2_FACE", "UNPACR2_FACE_INC", "UNPACR2_ROW", "UNPACR2_ROW_INC",
    "UNPACR2_STRIDE", "UNPACR2_TILE", "UNPACR2_TILE_INC", "UNPACR_DEST_FACE", "UNPACR_DEST_FACE_INC",
    "UNPACR_DEST_ROW", "UNPACR_DEST_ROW_INC", "UNPACR_DEST_STRIDE", "UNPACR_DEST_TILE", "UNPACR_DEST_TILE_INC",
    "UNPACR_NOP", "UNPACR_TILEIZE", "UNPACR_TILE_MISC", "WAIT_FREE", "WAIT_TILES", "WRCFG", "XMOV", "ZEROACC",
    "ZEROSRC",
};
/* clang-format on */

bool asm_tensix_other_name(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof k_tensix_other / sizeof k_tensix_other[0]; ++i) {
        if (strlen(k_tensix_other[i]) == len && strncasecmp(k_tensix_other[i], name, len) == 0) {
            return true;
        }
    }
    return false;
}
