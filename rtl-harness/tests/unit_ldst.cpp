// unit_ldst.cpp - equivalence test of rtl/sfpu_ldst.sv (SFPLOADI, SFPLOAD, SFPSTORE, SFPLOADMACRO's load
// half and the store it schedules) against the model. Random LRegs, lane flags, LaneConfig, RWCs, ADDR_MODs,
// configuration registers (Dst offsets, Sp stack, SrcB / FP32 formats, BH remap / swizzle), Dst contents and
// DstRowValid; random instruction words the decoder accepts. The test keeps a C++ copy of Dst for the
// module (serves the rows it asks for on dst_raddr_o, applies its dst_wcol_we_o writes) and compares LReg
// writes, undef_o, every state register update and the whole Dst with the model's.
//
// Blackhole is verilated as Vsfpu_ldst (WH = 0). Wormhole needs the module verilated a second time with
// -GWH=1 as Vsfpu_ldst_wh; when the build provides that header the test runs it too.
#include "Vsfpu_ldst.h"
#if __has_include("Vsfpu_ldst_wh.h")
#include "Vsfpu_ldst_wh.h"
#define UNIT_LDST_HAVE_WH 1
#endif
#include "unit_common.h"
#include "verilated.h"

#include <chrono>
#include <vector>

namespace {

constexpr uint8_t OP_LOAD = 0x70, OP_LOADI = 0x71, OP_STORE = 0x72, OP_LMACRO = 0x93;

unsigned g_bad = 0;

#define MISMATCH(...)                                                                                                  \
    do {                                                                                                               \
        if (g_bad++ < 40) {                                                                                            \
            printf("MISMATCH " __VA_ARGS__);                                                                           \
        }                                                                                                              \
    } while (0)

struct Counts {
    unsigned cases = 0, undef = 0, skipped = 0, lm_store = 0, per_op[4] = {0, 0, 0, 0}, mod0[16] = {0};
};

// The RWC / state registers the module reads and updates.
struct RegSet {
    uint32_t rwc_dst, rwc_dst_cr, rwc_sp, rwc_srca, rwc_srca_cr, rwc_srcb, rwc_srcb_cr, rwc_extra;
};

template <typename V> class Harness {
  public:
    Harness(sfpu_arch_t arch, uint64_t seed) : arch_(arch), model_(arch), g_(seed)
    {
        ctx_.reset(new VerilatedContext);
        v_.reset(new V(ctx_.get()));
        dst_.assign(1024 * 16, 0);
        valid_.assign(1024, 1);
        for (unsigned r = 0; r < 1024; ++r) {
            for (unsigned c = 0; c < 16; ++c) {
                set_cell(r, c, (uint16_t)unit::rand_value(g_));
            }
            set_valid(r, (g_() % 100) >= 3);
        }
    }

    const char *name() const { return arch_ == SFPU_ARCH_WH ? "WH" : "BH"; }

    void run(unsigned n, Counts &cnt)
    {
        for (unsigned i = 0; i < n; ++i) {
            one(cnt, i);
            if (g_bad > 40) {
                return;
            }
        }
    }

  private:
    sfpu_arch_t arch_;
    unit::Model model_;
    std::mt19937_64 g_;
    std::unique_ptr<VerilatedContext> ctx_;
    std::unique_ptr<V> v_;
    std::vector<uint16_t> dst_;
    std::vector<uint8_t> valid_;

    sfpu_t *s() { return model_.get(); }
    void set_cell(unsigned r, unsigned c, uint16_t v)
    {
        dst_[r * 16 + c] = v;
        sfpu_poke_dst(s(), r, c, v);
    }
    void set_valid(unsigned r, bool v)
    {
        valid_[r] = v;
        sfpu_poke_dst_row_valid(s(), r, v);
    }
    uint32_t rnd(unsigned bits) { return bits >= 32 ? (uint32_t)g_() : (uint32_t)(g_() & ((1ull << bits) - 1)); }
    bool chance(unsigned pct) { return g_() % 100 < pct; }

    void randomise_state(bool &use_fp32_dst)
    {
        sfpu_t *m = s();
        // a few Dst cells and row-valid bits change every case (Dst persists: stores accumulate)
        for (unsigned k = 0; k < 4; ++k) {
            unsigned r = rnd(10);
            for (unsigned c = 0; c < 16; ++c) {
                set_cell(r, c, (uint16_t)unit::rand_value(g_));
            }
        }
        for (unsigned k = 0; k < 2; ++k) {
            set_valid(rnd(10), chance(75));
        }
        for (unsigned k = 0; k < 8; ++k) {
            set_valid(rnd(10), true);
        }
        model_.set_lregs(unit::rand_rf(g_));

        unsigned flag_mode = rnd(2);
        uint32_t flags = rnd(32), use = flag_mode == 0 ? 0 : flag_mode == 1 ? 0xFFFFFFFFu : rnd(32);
        for (unsigned l = 0; l < 32; ++l) {
            sfpu_set_reg(m, SFPU_REG_LANE_FLAGS, l, flags >> l & 1u);
            sfpu_set_reg(m, SFPU_REG_USE_LANE_FLAGS, l, use >> l & 1u);
        }
        bool row_mask = chance(10), backdoor_holes = chance(10);
        unsigned cfg_density = rnd(2); // 0: sparse, 1..3: denser feature bits
        for (unsigned l = 0; l < 32; ++l) {
            uint32_t lc = 0;
            for (unsigned b = 0; b < 9; ++b) {
                if (chance(cfg_density == 0 ? 5 : 15 * cfg_density)) {
                    lc |= 1u << b;
                }
            }
            if (chance(40)) {
                lc |= 0x3u << 2; // ENABLE_DEST_INDEX | CAPTURE_DEFAULT_DEST_INDEX together, often
            }
            lc |= 2u; // DISABLE_BACKDOOR_LOAD
            if (backdoor_holes && chance(30)) {
                lc &= ~2u;
            }
            if (row_mask) {
                lc |= rnd(4) << 12;
            }
            lc |= (rnd(2) << 16) & (chance(20) ? 0x30000u : 0); // bits the unit ignores
            sfpu_set_reg(m, SFPU_REG_LANE_CONFIG, l, lc);
        }

        sfpu_set_reg(m, SFPU_REG_RWC_DST, 0, rnd(10));
        sfpu_set_reg(m, SFPU_REG_RWC_DST_CR, 0, rnd(10));
        sfpu_set_reg(m, SFPU_REG_RWC_SP, 0, chance(20) ? 0 : rnd(10));
        sfpu_set_reg(m, SFPU_REG_RWC_SRCA, 0, rnd(6));
        sfpu_set_reg(m, SFPU_REG_RWC_SRCA_CR, 0, rnd(6));
        sfpu_set_reg(m, SFPU_REG_RWC_SRCB, 0, rnd(6));
        sfpu_set_reg(m, SFPU_REG_RWC_SRCB_CR, 0, rnd(6));
        sfpu_set_reg(m, SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT, 0, rnd(1));
        for (unsigned i = 0; i < 8; ++i) {
            sfpu_set_reg(m, SFPU_REG_ADDR_MOD_AB, i, rnd(16));
            sfpu_set_reg(m, SFPU_REG_ADDR_MOD_DST, i, rnd(16));
            sfpu_set_reg(m, SFPU_REG_ADDR_MOD_BIAS, i, rnd(5));
        }
        use_fp32_dst = chance(30);
        sfpu_set_reg(m, SFPU_REG_CFG_FP32_DST, 0, use_fp32_dst);
        sfpu_set_reg(m, SFPU_REG_CFG_SRCB_FMT, 0, rnd(4));
        sfpu_set_reg(m, SFPU_REG_CFG_SRCB_OVERRIDE, 0, rnd(1));
        sfpu_set_reg(m, SFPU_REG_CFG_SRCB_OVERRIDE_VAL, 0, rnd(4));
        sfpu_set_reg(m, SFPU_REG_CFG_SFPU_DEST_FMT_ENABLE, 0, rnd(1));
        sfpu_set_reg(m, SFPU_REG_CFG_SFPU_DEST_FMT_BASE, 0, rnd(4));
        sfpu_set_reg(m, SFPU_REG_CFG_DEST_TARGET_OFFSET, 0, chance(50) ? 0 : rnd(10));
        sfpu_set_reg(m, SFPU_REG_CFG_DEST_REGW_BASE, 0, chance(50) ? 0 : rnd(10));
        sfpu_set_reg(m, SFPU_REG_CFG_DEST_SP_BASE, 0, chance(50) ? 0 : rnd(10));
        sfpu_set_reg(m, SFPU_REG_CFG_SFPU_STACK_INCR, 0, chance(50) ? rnd(3) : rnd(10));
        sfpu_set_reg(m, SFPU_REG_CFG_ADDR_MOD_SET_BASE, 0, rnd(1));
        sfpu_set_reg(m, SFPU_REG_CFG_REMAP_ADDRS, 0, rnd(1));
        sfpu_set_reg(m, SFPU_REG_CFG_SWIZZLE_32B, 0, rnd(1));
    }

    uint32_t rand_word(uint8_t op)
    {
        uint32_t w = (uint32_t)op << 24;
        if (op == OP_LOADI) {
            static const unsigned good[] = {0, 1, 2, 4, 8, 10};
            unsigned mod0 = chance(90) ? good[rnd(8) % 6] : rnd(4);
            return w | rnd(4) << 20 | mod0 << 16 | (uint32_t)unit::rand_value(g_) & 0xFFFFu;
        }
        unsigned am = arch_ == SFPU_ARCH_WH ? rnd(2) << 14 : rnd(3) << 13;
        w |= rnd(4) << 20 | rnd(4) << 16 | am | rnd(10);
        if (chance(2)) {
            w |= rnd(24); // reserved bits: the decoder rejects most of these
        }
        return w;
    }

    void put_state(bool scheduled, uint32_t word, uint32_t lane_limit)
    {
        sfpu_t *m = s();
        V &v = *v_;
        v.insn_i = word;
        v.scheduled_i = scheduled;
        unit::put_rf(v.lreg_i, model_.lregs());
        v.lane_limit_i = lane_limit;
        v.lane_en_i = sfpu_lane_enable_mask(m) & lane_limit;
        for (unsigned w = 0; w < 18; ++w) {
            v.lane_config_i[w] = 0;
        }
        for (unsigned l = 0; l < 32; ++l) {
            uint64_t lc = model_.get1(SFPU_REG_LANE_CONFIG, l);
            for (unsigned b = 0; b < 18; ++b) {
                if (lc >> b & 1u) {
                    unsigned bit = l * 18 + b;
                    v.lane_config_i[bit / 32] |= 1u << (bit % 32);
                }
            }
        }
        v.rwc_dst_i = model_.get1(SFPU_REG_RWC_DST);
        v.rwc_dst_cr_i = model_.get1(SFPU_REG_RWC_DST_CR);
        v.rwc_sp_i = model_.get1(SFPU_REG_RWC_SP);
        v.rwc_srca_i = model_.get1(SFPU_REG_RWC_SRCA);
        v.rwc_srca_cr_i = model_.get1(SFPU_REG_RWC_SRCA_CR);
        v.rwc_srcb_i = model_.get1(SFPU_REG_RWC_SRCB);
        v.rwc_srcb_cr_i = model_.get1(SFPU_REG_RWC_SRCB_CR);
        v.rwc_extra_addr_mod_bit_i = model_.get1(SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT);
        uint64_t bias = 0;
        for (unsigned i = 0; i < 4; ++i) {
            v.addr_mod_ab_i[i] = model_.get1(SFPU_REG_ADDR_MOD_AB, 2 * i) |
                                 model_.get1(SFPU_REG_ADDR_MOD_AB, 2 * i + 1) << 16;
            v.addr_mod_dst_i[i] = model_.get1(SFPU_REG_ADDR_MOD_DST, 2 * i) |
                                  model_.get1(SFPU_REG_ADDR_MOD_DST, 2 * i + 1) << 16;
        }
        for (unsigned i = 0; i < 8; ++i) {
            bias |= (uint64_t)model_.get1(SFPU_REG_ADDR_MOD_BIAS, i) << (5 * i);
        }
        v.addr_mod_bias_i = bias;
        v.cfg_fp32_dst_i = model_.get1(SFPU_REG_CFG_FP32_DST);
        v.cfg_srcb_fmt_i = model_.get1(SFPU_REG_CFG_SRCB_FMT);
        v.cfg_srcb_override_i = model_.get1(SFPU_REG_CFG_SRCB_OVERRIDE);
        v.cfg_srcb_override_val_i = model_.get1(SFPU_REG_CFG_SRCB_OVERRIDE_VAL);
        v.cfg_sfpu_dest_fmt_enable_i = model_.get1(SFPU_REG_CFG_SFPU_DEST_FMT_ENABLE);
        v.cfg_sfpu_dest_fmt_base_i = model_.get1(SFPU_REG_CFG_SFPU_DEST_FMT_BASE);
        v.cfg_dest_target_offset_i = model_.get1(SFPU_REG_CFG_DEST_TARGET_OFFSET);
        v.cfg_dest_regw_base_i = model_.get1(SFPU_REG_CFG_DEST_REGW_BASE);
        v.cfg_dest_sp_base_i = model_.get1(SFPU_REG_CFG_DEST_SP_BASE);
        v.cfg_sfpu_stack_incr_i = model_.get1(SFPU_REG_CFG_SFPU_STACK_INCR);
        v.cfg_addr_mod_set_base_i = model_.get1(SFPU_REG_CFG_ADDR_MOD_SET_BASE);
        v.cfg_remap_addrs_i = model_.get1(SFPU_REG_CFG_REMAP_ADDRS);
        v.cfg_swizzle_32b_i = model_.get1(SFPU_REG_CFG_SWIZZLE_32B);
    }

    // eval, serve the rows the module asks for, eval again
    void eval_with_dst()
    {
        V &v = *v_;
        v.eval();
        unsigned rows[8];
        for (unsigned p = 0; p < 8; ++p) {
            rows[p] = raddr(p);
        }
        uint8_t vb = 0;
        for (unsigned p = 0; p < 8; ++p) {
            for (unsigned c = 0; c < 16; c += 2) {
                v.dst_rdata_i[p * 8 + c / 2] =
                    (uint32_t)dst_[rows[p] * 16 + c] | (uint32_t)dst_[rows[p] * 16 + c + 1] << 16;
            }
            vb |= (uint8_t)(valid_[rows[p]] << p);
        }
        v.dst_rvalid_i = vb;
        v.eval();
        for (unsigned p = 0; p < 8; ++p) {
            if (raddr(p) != rows[p]) {
                MISMATCH("%s: dst_raddr_o[%u] depends on the data it reads\n", name(), p);
            }
        }
    }
    unsigned raddr(unsigned p) const { return field(v_->dst_raddr_o, p * 10, 10); }
    unsigned waddr(unsigned p) const { return field(v_->dst_waddr_o, p * 10, 10); }
    template <typename W> static unsigned field(const W &w, unsigned lsb, unsigned n)
    {
        uint64_t lo = w[lsb / 32], hi = (lsb / 32 + 1) < sizeof(w) / 4 ? w[lsb / 32 + 1] : 0;
        return (unsigned)(((hi << 32 | lo) >> (lsb % 32)) & ((1ull << n) - 1));
    }
    void apply_dst_writes()
    {
        V &v = *v_;
        for (unsigned p = 0; p < 8; ++p) {
            unsigned row = waddr(p);
            for (unsigned c = 0; c < 16; ++c) {
                unsigned bit = p * 16 + c;
                if (v.dst_wcol_we_o[bit / 32] >> (bit % 32) & 1u) {
                    dst_[row * 16 + c] = (uint16_t)(v.dst_wdata_o[p * 8 + c / 2] >> (16 * (c & 1)));
                }
            }
        }
    }
    bool any_dst_write() const
    {
        for (unsigned i = 0; i < 4; ++i) {
            if (v_->dst_wcol_we_o[i]) {
                return true;
            }
        }
        return false;
    }
    void read_regs(RegSet &r) const
    {
        r.rwc_dst = model_.get1(SFPU_REG_RWC_DST);
        r.rwc_dst_cr = model_.get1(SFPU_REG_RWC_DST_CR);
        r.rwc_sp = model_.get1(SFPU_REG_RWC_SP);
        r.rwc_srca = model_.get1(SFPU_REG_RWC_SRCA);
        r.rwc_srca_cr = model_.get1(SFPU_REG_RWC_SRCA_CR);
        r.rwc_srcb = model_.get1(SFPU_REG_RWC_SRCB);
        r.rwc_srcb_cr = model_.get1(SFPU_REG_RWC_SRCB_CR);
        r.rwc_extra = model_.get1(SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT);
    }
    // the module's state updates applied to `r`
    void apply_regs(RegSet &r) const
    {
        const V &v = *v_;
        if (v.rwc_dst_we_o) r.rwc_dst = v.rwc_dst_d_o;
        if (v.rwc_dst_cr_we_o) r.rwc_dst_cr = v.rwc_dst_cr_d_o;
        if (v.rwc_sp_we_o) r.rwc_sp = v.rwc_sp_d_o;
        if (v.rwc_srca_we_o) r.rwc_srca = v.rwc_srca_d_o;
        if (v.rwc_srca_cr_we_o) r.rwc_srca_cr = v.rwc_srca_cr_d_o;
        if (v.rwc_srcb_we_o) r.rwc_srcb = v.rwc_srcb_d_o;
        if (v.rwc_srcb_cr_we_o) r.rwc_srcb_cr = v.rwc_srcb_cr_d_o;
        if (v.rwc_extra_addr_mod_bit_we_o) r.rwc_extra = v.rwc_extra_addr_mod_bit_d_o;
    }
    void compare_regs(const char *what, const RegSet &a, const RegSet &m)
    {
#define CMPREG(f)                                                                                                      \
    if (a.f != m.f) {                                                                                                  \
        MISMATCH("%s: %s rtl 0x%x model 0x%x\n", what, #f, a.f, m.f);                                                  \
    }
        CMPREG(rwc_dst) CMPREG(rwc_dst_cr) CMPREG(rwc_sp) CMPREG(rwc_srca) CMPREG(rwc_srca_cr) CMPREG(rwc_srcb)
        CMPREG(rwc_srcb_cr) CMPREG(rwc_extra)
#undef CMPREG
    }
    void compare_dst(const char *what)
    {
        unsigned shown = 0;
        for (unsigned r = 0; r < 1024; ++r) {
            for (unsigned c = 0; c < 16; ++c) {
                uint16_t mv = 0;
                sfpu_peek_dst(s(), r, c, &mv);
                if (mv != dst_[r * 16 + c]) {
                    if (shown++ < 4) {
                        MISMATCH("%s: Dst[%u][%u] rtl 0x%04x model 0x%04x\n", what, r, c, dst_[r * 16 + c], mv);
                    }
                    dst_[r * 16 + c] = mv; // resynchronise
                }
            }
            bool vm = false;
            sfpu_peek_dst_row_valid(s(), r, &vm);
            if (vm != (valid_[r] != 0)) {
                MISMATCH("%s: DstRowValid[%u] rtl %u model %u\n", what, r, valid_[r], vm);
                valid_[r] = vm;
            }
        }
    }

    void one(Counts &cnt, unsigned i)
    {
        bool fp32_dst;
        randomise_state(fp32_dst);
        static const uint8_t ops[4] = {OP_LOAD, OP_STORE, OP_LOADI, OP_LMACRO};
        unsigned which = rnd(8) % 7; // LOAD, STORE twice as often as LOADI, LMACRO
        which = which < 2 ? 0 : which < 4 ? 1 : which == 4 ? 2 : 3;
        uint8_t op = ops[which];
        uint32_t word = rand_word(op);
        sfpu_insn_t dec;
        if (sfpu_decode(word, arch_, &dec, nullptr, 0) != SFPU_OK) {
            cnt.skipped++;
            return;
        }
        unsigned vd = word >> 20 & 15u, mod0 = word >> 16 & 15u;

        // SFPLOADMACRO: sometimes schedule the built-in SFPSTORE (sequence byte 3 = select 3, delay 0) so
        // that the store at the macro's computed address (lm_addr_d_o) is checked too
        bool lm_store = false;
        unsigned lm_store_mod0 = 0;
        if (op == OP_LMACRO) {
            unsigned idx = vd >> 2;
            lm_store = chance(60);
            uint32_t misc = rnd(4);
            bool use_load_mod0 = chance(30);
            if (use_load_mod0) {
                misc |= 1u << (4 + idx);
            }
            lm_store_mod0 = use_load_mod0 ? mod0 : (misc & 15u);
            for (unsigned l = 0; l < 32; ++l) {
                for (unsigned k = 0; k < 4; ++k) {
                    sfpu_set_reg(s(), SFPU_REG_LM_SEQUENCE, l * 4 + k, (lm_store && k == idx) ? 3u << 24 : 0u);
                }
                sfpu_set_reg(s(), SFPU_REG_LM_MISC, l, misc);
            }
        }

        // lane_limit as exec_insn computes it (backdoor template lanes of SFPSTORE VD 12..15)
        uint32_t lane_limit = 0xFFFFFFFFu;
        if (op == OP_STORE && vd >= 12) {
            for (unsigned l = 0; l < 32; ++l) {
                if (!(model_.get1(SFPU_REG_LANE_CONFIG, l) & 2u)) {
                    lane_limit &= ~(1u << l);
                }
            }
        }

        RegSet before, rtl;
        read_regs(before);
        rtl = before;
        put_state(false, word, lane_limit);
        eval_with_dst();
        V &v = *v_;
        char what[96];
        snprintf(what, sizeof what, "%s case %u word 0x%08x", name(), i, (unsigned)word);

        // the module's results for the (first) instruction
        bool undef = v.undef_o;
        std::vector<uint32_t> we(17), wd(17 * 32);
        for (unsigned r = 0; r < 17; ++r) {
            we[r] = v.lreg_we_o[r];
        }
        for (unsigned i = 0; i < 17 * 32; ++i) {
            wd[i] = v.lreg_wd_o[i];
        }
        if (undef && any_dst_write()) {
            MISMATCH("%s: Dst write enables with undef_o\n", what);
        }
        if (op != OP_STORE && any_dst_write()) {
            MISMATCH("%s: Dst write by a non-store\n", what);
        }
        if (op == OP_LMACRO && !undef && !v.lm_addr_we_o) {
            MISMATCH("%s: SFPLOADMACRO without lm_addr_we_o\n", what);
        }
        unsigned lm_addr = v.lm_addr_d_o;
        apply_dst_writes();
        apply_regs(rtl);

        // SFPLOADMACRO's scheduled store: the second instruction through the module, with the load's
        // LReg writes committed (the store executes in the next cycle)
        if (lm_store && !undef) {
            unit::Rf rf = model_.lregs();
            for (unsigned r = 0; r < 17; ++r) {
                for (unsigned l = 0; l < 32; ++l) {
                    if (we[r] >> l & 1u) {
                        rf.v[r][l] = wd[r * 32 + l];
                    }
                }
            }
            unsigned svd = ((word & 1u) << 2) | (vd & 3u);
            uint32_t sword = (uint32_t)OP_STORE << 24 | svd << 20 | lm_store_mod0 << 16 | (lm_addr & 0x3FFu);
            put_state(true, sword, 0xFFFFFFFFu);
            unit::put_rf(v.lreg_i, rf);
            v.rwc_dst_i = rtl.rwc_dst;
            v.rwc_dst_cr_i = rtl.rwc_dst_cr;
            v.rwc_sp_i = rtl.rwc_sp;
            v.rwc_srca_i = rtl.rwc_srca;
            v.rwc_srca_cr_i = rtl.rwc_srca_cr;
            v.rwc_srcb_i = rtl.rwc_srcb;
            v.rwc_srcb_cr_i = rtl.rwc_srcb_cr;
            v.rwc_extra_addr_mod_bit_i = rtl.rwc_extra;
            eval_with_dst();
            undef = undef || v.undef_o;
            for (unsigned r = 0; r < 17; ++r) {
                if (v.lreg_we_o[r]) {
                    MISMATCH("%s: scheduled SFPSTORE writes LReg %u\n", what, r);
                }
            }
            if (v.rwc_dst_we_o || v.rwc_sp_we_o || v.rwc_srca_we_o || v.rwc_extra_addr_mod_bit_we_o) {
                MISMATCH("%s: scheduled SFPSTORE updates RWCs\n", what);
            }
            if (!v.undef_o) {
                apply_dst_writes();
            }
            cnt.lm_store++;
        }

        // the model
        unit::Effect e = model_.exec(word);
        bool model_undef = e.status == SFPU_ERR_UNDEFINED;
        if (e.status != SFPU_OK && !model_undef) {
            MISMATCH("%s: model status %d (%s)\n", what, (int)e.status, e.error.c_str());
            return;
        }
        cnt.cases++;
        cnt.per_op[which]++;
        cnt.mod0[mod0]++;
        if (undef != model_undef) {
            MISMATCH("%s: undef rtl %d model %d (%s)\n", what, undef, model_undef, e.error.c_str());
            return;
        }
        if (model_undef) {
            cnt.undef++;
            compare_dst(what); // the model changed nothing, neither may the module (checked above)
            return;
        }
        g_bad += unit::check_writes(what, we, wd, e);
        RegSet after;
        read_regs(after);
        compare_regs(what, rtl, after);
        if (op == OP_STORE || lm_store || (i % 64) == 0) {
            compare_dst(what);
        }
    }
};

template <typename V> void run_arch(sfpu_arch_t arch, unsigned n, uint64_t seed, Counts &cnt)
{
    Harness<V> h(arch, seed);
    h.run(n, cnt);
    printf("%s: %u cases (%u SFPLOAD, %u SFPSTORE, %u SFPLOADI, %u SFPLOADMACRO of which %u with the scheduled "
           "store), %u undefined, %u encodings the decoder rejects skipped\n",
           h.name(), cnt.cases, cnt.per_op[0], cnt.per_op[1], cnt.per_op[2], cnt.per_op[3], cnt.lm_store,
           cnt.undef, cnt.skipped);
    printf("%s: by Mod0:", h.name());
    for (unsigned m = 0; m < 16; ++m) {
        printf(" %u:%u", m, cnt.mod0[m]);
    }
    printf("\n");
}

} // namespace

int main(int argc, char **argv)
{
    unsigned n = argc > 1 ? (unsigned)strtoul(argv[1], nullptr, 0) : 30000;
    uint64_t seed = argc > 2 ? strtoull(argv[2], nullptr, 0) : 0x1d57ull;
    auto t0 = std::chrono::steady_clock::now();
    Counts bh;
    run_arch<Vsfpu_ldst>(SFPU_ARCH_BH, n, seed, bh);
#ifdef UNIT_LDST_HAVE_WH
    Counts wh;
    run_arch<Vsfpu_ldst_wh>(SFPU_ARCH_WH, n, seed + 1, wh);
#else
    printf("WH: not built (needs the module verilated with -GWH=1 as Vsfpu_ldst_wh)\n");
#endif
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    printf("%.1f s\n", secs);
    if (g_bad) {
        printf("FAIL: %u mismatches\n", g_bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
