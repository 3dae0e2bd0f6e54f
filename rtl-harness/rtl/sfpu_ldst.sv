// sfpu_ldst.sv - the Load and Store sub-unit execution module: SFPLOADI, SFPLOAD, SFPSTORE and the SFPLOAD
// half of SFPLOADMACRO, with Dst addressing (RWC_Dst / Sp / config offsets, Adj16 / Adj32 with the BH remap
// and swizzle, column exchange), dest-index capture, the BLOCK_* lane config bits, ApplyPartialAddrMod and
// the DstRowValid checks. Bit-exact translation of the model: model/src/insn/{sfploadi,sfpload,sfpstore,
// sfploadmacro,addr,dst_access}.c and model/src/lane/convert.c. Purely combinational (README contract).
//
// Opcodes handled (anything else: no effect, undef_o = 0):
//   SFPLOADI      LReg[VD] = Imm16 converted per Mod0 (Mod0 not in {0,1,2,4,8,10}: undef_o).
//   SFPLOAD       LReg[VD] (VD < 8) = Dst converted per Mod0; LReg[VD+4] = dest index (VD < 4, lanes with
//                 ENABLE_DEST_INDEX & CAPTURE_DEFAULT_DEST_INDEX); Sp and ApplyPartialAddrMod RWC updates.
//   SFPSTORE      Dst = LReg[VD] converted per Mod0; Sp / RWC updates. scheduled_i = 1 (the store an
//                 SFPLOADMACRO scheduled): Addr = Imm10 verbatim (the core puts the macro's lm_addr there),
//                 no Sp update, no ApplyPartialAddrMod, backdoor lanes not excluded (model in->scheduled).
//   SFPLOADMACRO  its SFPLOAD half, exactly the model's insn_sfpload_body(VD = {Imm10[0], LRegInd[1:0]},
//                 Imm10, Mod0, AddrMod): the same LReg / RWC effects as an SFPLOAD with those fields, plus
//                 lm_addr_we_o / lm_addr_d_o = the computed Addr (the model's st.lm_addr, which the core
//                 must keep and hand back as Imm10 of the scheduled SFPSTORE). So the core reuses this module
//                 for the macro's load by feeding it the SFPLOADMACRO word itself; the scheduling (sequence
//                 bytes, templates, delays) is the core's business. addr_o is the computed Addr for every
//                 SFPLOAD / SFPSTORE / SFPLOADMACRO too.
//
// Dst port (Dst itself, 1024 rows x 16 columns x 16 bits, and DstRowValid live outside; combinational):
//   An instruction touches four logical rows R_k = {Addr[9:2], k} (k = 0..3; lane L uses row L >> 3, column
//   2*(L & 7) + (Addr[1] | LaneConfig[L & 7].DEST_{RD,WR}_COL_EXCHANGE)). Physical port rows p = 0..7:
//     p = k      : Adj16(R_k) for 16-bit accesses, Adj32(R_k) for 32-bit accesses (high halves)
//     p = 4 + k  : Adj32(R_k) + 8 (the low halves of a 32-bit access; meaningless for 16-bit accesses)
//   dst_raddr_o[p*10 +: 10] are the rows the instruction reads; the harness returns, in the same cycle,
//   dst_rdata_i[p*256 + c*16 +: 16] = Dst[dst_raddr_o[p]][c] and dst_rvalid_i[p] = DstRowValid[that row].
//   (Only rows 0..3 are checked for validity, as the model checks only the row of the high half.)
//   dst_waddr_o (= dst_raddr_o), dst_wcol_we_o[p*16 + c], dst_wdata_o[p*256 + c*16 +: 16]: the cells an
//   SFPSTORE writes, applied by the harness at the clock edge. The eight physical rows of one instruction
//   are always distinct (they differ in bits [1:0], and the low-half rows have bit 3 set where the high
//   half rows have it clear), so no two enabled writes hit one cell and their order does not matter.
//   The model never changes DstRowValid on an SFPSTORE (a store to an invalid row is undefined), so there
//   is no row-valid write port. All write enables are 0 when undef_o = 1 (the model then changes nothing).
//
// State updates: <reg>_we_o = 1 whenever the instruction assigns the register (possibly to its old value).
// A non-scheduled SFPSTORE whose lanes are all backdoor-template lanes (VD >= 12, lane_limit_i == 0) does
// nothing at all, as in the model's exec_insn.
`include "sfpu_mutants.svh"

module sfpu_ldst #(parameter bit WH = 1'b0) (  // WH = 1: Wormhole B0 semantics, else Blackhole A0
  input  logic [31:0]    insn_i,
  input  logic           scheduled_i,
  /* verilator lint_off UNUSEDSIGNAL */ // LReg16 is never read by these instructions
  input  logic [17407:0] lreg_i,
  /* verilator lint_on UNUSEDSIGNAL */
  input  logic [31:0]    lane_en_i,
  input  logic [31:0]    lane_limit_i,
  /* verilator lint_off UNUSEDSIGNAL */ // only LaneConfig bits 0..7 matter here
  input  logic [575:0]   lane_config_i,
  /* verilator lint_on UNUSEDSIGNAL */

  // RWCs of the issuing thread (model sfpu_state_t rwc_*)
  input  logic [9:0]     rwc_dst_i,
  input  logic [9:0]     rwc_dst_cr_i,
  input  logic [9:0]     rwc_sp_i,
  input  logic [5:0]     rwc_srca_i,
  input  logic [5:0]     rwc_srca_cr_i,
  input  logic [5:0]     rwc_srcb_i,
  input  logic [5:0]     rwc_srcb_cr_i,
  input  logic           rwc_extra_addr_mod_bit_i,
  // ADDR_MOD slots 0..7: slot i at [i*16 +: 16] (ab, dst) / [i*5 +: 5] (bias)
  input  logic [127:0]   addr_mod_ab_i,
  /* verilator lint_off UNUSEDSIGNAL */ // FidelityPhase bits [15:13] are not touched by ApplyPartialAddrMod
  input  logic [127:0]   addr_mod_dst_i,
  /* verilator lint_on UNUSEDSIGNAL */
  input  logic [39:0]    addr_mod_bias_i,
  // configuration registers (model cfg_*, widths as sfpu_reg_bits)
  input  logic           cfg_fp32_dst_i,
  input  logic [3:0]     cfg_srcb_fmt_i,
  input  logic           cfg_srcb_override_i,
  input  logic [3:0]     cfg_srcb_override_val_i,
  input  logic           cfg_sfpu_dest_fmt_enable_i,  // BH only
  input  logic [3:0]     cfg_sfpu_dest_fmt_base_i,    // BH only
  input  logic [9:0]     cfg_dest_target_offset_i,
  input  logic [9:0]     cfg_dest_regw_base_i,
  input  logic [9:0]     cfg_dest_sp_base_i,          // BH only
  input  logic [9:0]     cfg_sfpu_stack_incr_i,       // BH only
  input  logic           cfg_addr_mod_set_base_i,     // WH only
  input  logic           cfg_remap_addrs_i,           // BH only
  input  logic           cfg_swizzle_32b_i,           // BH only

  // Dst port (see the header)
  output logic [79:0]    dst_raddr_o,
  input  logic [2047:0]  dst_rdata_i,
  /* verilator lint_off UNUSEDSIGNAL */ // rows 4..7 (low halves) are never checked, as in the model
  input  logic [7:0]     dst_rvalid_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output logic [79:0]    dst_waddr_o,
  output logic [127:0]   dst_wcol_we_o,
  output logic [2047:0]  dst_wdata_o,

  output logic [543:0]   lreg_we_o,
  output logic [17407:0] lreg_wd_o,
  output logic           undef_o,

  // state updates
  output logic           rwc_dst_we_o,
  output logic [9:0]     rwc_dst_d_o,
  output logic           rwc_dst_cr_we_o,
  output logic [9:0]     rwc_dst_cr_d_o,
  output logic           rwc_sp_we_o,
  output logic [9:0]     rwc_sp_d_o,
  output logic           rwc_srca_we_o,
  output logic [5:0]     rwc_srca_d_o,
  output logic           rwc_srca_cr_we_o,
  output logic [5:0]     rwc_srca_cr_d_o,
  output logic           rwc_srcb_we_o,
  output logic [5:0]     rwc_srcb_d_o,
  output logic           rwc_srcb_cr_we_o,
  output logic [5:0]     rwc_srcb_cr_d_o,
  output logic           rwc_extra_addr_mod_bit_we_o,
  output logic           rwc_extra_addr_mod_bit_d_o,
  output logic           lm_addr_we_o,                // SFPLOADMACRO: the model's st.lm_addr
  output logic [9:0]     lm_addr_d_o,
  output logic [9:0]     addr_o                       // the computed Dst Addr (SFPLOAD/SFPSTORE/SFPLOADMACRO)
);
  `SFPU_MUT_DECL
  localparam bit BH = !WH;

  // SFPLOAD / SFPSTORE Mod0 (model addr.h)
  localparam logic [3:0] M_SRCB = 4'd0, M_FP16 = 4'd1, M_BF16 = 4'd2, M_FP32 = 4'd3, M_INT32 = 4'd4,
                         M_INT8 = 4'd5, M_UINT16 = 4'd6, M_HI16 = 4'd7, M_INT16 = 4'd8, M_LO16 = 4'd9,
                         M_INT32_ALL = 4'd10, M_ZERO = 4'd11, M_INT32_SM = 4'd12, M_INT8_COMP = 4'd13,
                         M_LO16_ONLY = 4'd14, M_HI16_ONLY = 4'd15;
  // ALU_FORMAT_SPEC codes whose Dst form is BF16-like: FP32 0, TF32 4, BF16 5, BFP8 6, BFP4 7, INT32 8,
  // INT16 9, BFP2 15
  localparam logic [15:0] SRCB_BF16_FORMATS = 16'b1000_0011_1111_0001;

  // ---------------------------------------------------------------------------------------------------
  // lane helpers (model/src/lane/convert.c)
  function automatic logic [15:0] dst_encode_bf16(input logic [15:0] x);
    dst_encode_bf16 = {x[15], x[6:0], x[14:7]};
  endfunction
  function automatic logic [15:0] dst_decode_bf16(input logic [15:0] x);
    dst_decode_bf16 = {x[15], x[7:0], x[14:8]};
  endfunction
  function automatic logic [15:0] dst_encode_fp16(input logic [15:0] x);
    dst_encode_fp16 = {x[15], x[9:0], x[14:10]};
  endfunction
  function automatic logic [31:0] dst_decode_fp32(input logic [31:0] x);
    dst_decode_fp32 = {dst_decode_bf16(x[31:16]), x[15:0]};
  endfunction
  function automatic logic [31:0] dst_encode_fp32(input logic [31:0] x);
    dst_encode_fp32 = {dst_encode_bf16(x[31:16]), x[15:0]};
  endfunction
  function automatic logic [31:0] signmag_to_twos(input logic [31:0] x);
    signmag_to_twos = x[31] ? (32'd0 - {1'b0, x[30:0]}) : {1'b0, x[30:0]};
  endfunction
  function automatic logic [31:0] twos_to_signmag(input logic [31:0] x);
    // -2^31 has no sign-magnitude form: it stays 0x80000000 (= -0), as in the model
    logic [30:0] mag;
    mag = x[31] ? (31'd0 - x[30:0]) : x[30:0];
    twos_to_signmag = {x[31], mag};
  endfunction
  function automatic logic [31:0] flush_fp32(input logic [31:0] x);
    flush_fp32 = (x[30:23] == 8'd0) ? {x[31], 31'd0} : x;
  endfunction

  function automatic logic [31:0] load_fp16(input logic [15:0] d, input logic inf_en);
    logic [7:0] e;
    logic [9:0] m;
    m = d[14:5];
    if (inf_en && d[4:0] == 5'h1F && d[14:5] == 10'h3FF) begin
      e = 8'hFF;
      m = 10'd0;
    end else if (d[4:0] != 5'd0) begin
      e = {3'd0, d[4:0]} + 8'd112;
    end else begin
      e = 8'd0;
    end
    load_fp16 = {d[15], e, m, 13'd0};
  endfunction

  // SFPLOAD conversion (sfpload.c convert); d = the 16-bit datum (upper half 0) or the 32-bit one
  function automatic logic [31:0] load_conv(input logic [3:0] mod0, input logic [31:0] d, input logic [31:0] old,
                                            input logic inf_en);
    logic [31:0] r;
    case (mod0)
      M_FP16: r = load_fp16(d[15:0], inf_en);
      M_BF16: r = {dst_decode_bf16(d[15:0]), 16'd0};
      M_FP32, M_INT32, M_INT32_ALL: r = dst_decode_fp32(d);
      M_INT32_SM: r = BH ? dst_decode_fp32(d) : signmag_to_twos(dst_decode_fp32(d));
      M_INT8: r = BH ? {d[15], 23'd0, d[12:5]} : {d[15], 24'd0, d[11:5]};
      M_INT8_COMP: r = BH ? {d[15], 21'd0, d[14:5]} : signmag_to_twos({d[15], 21'd0, d[14:5]});
      M_LO16_ONLY: r = {old[31:16], d[15:0]};
      M_HI16_ONLY: r = {d[15:0], old[15:0]};
      M_INT16: r = {d[15], 16'd0, d[14:0]};
      M_UINT16, M_LO16: r = {16'd0, d[15:0]};
      M_HI16: r = {d[15:0], 16'd0};
      default: r = 32'd0;  // M_ZERO (M_SRCB is resolved before this point)
    endcase
    load_conv = r;
  endfunction

  function automatic logic [15:0] store_fp16(input logic [31:13] x);
    logic [8:0] e;  // exponent - 112, two's complement in 9 bits (range -112..143)
    logic [4:0] e5;
    logic [9:0] m;
    e = {1'b0, x[30:23]} - 9'd112;
    if (e[8] || e == 9'd0) begin
      e5 = 5'd0;
      m = 10'd0;
    end else if (e > 9'd31) begin
      e5 = 5'd31;
      m = 10'h3FF;
    end else begin
      e5 = e[4:0];
      m = x[22:13];
    end
    store_fp16 = {x[31], m, e5};  // dst_encode_fp16({sign, e5, m})
  endfunction

  function automatic logic [15:0] store_int8(input logic sign, input logic [9:0] m);
    store_int8 = dst_encode_fp16({sign, 5'd16, m});
  endfunction

  // SFPSTORE conversion (sfpstore.c convert); 16-bit results in [15:0]
  function automatic logic [31:0] store_conv(input logic [3:0] mod0, input logic [31:0] x);
    logic [31:0] r;
    logic [31:0] sm;
    sm = BH ? x : twos_to_signmag(x);
    case (mod0)
      M_FP16: r = {16'd0, store_fp16(x[31:13])};
      M_BF16: r = {16'd0, dst_encode_bf16((x[30:23] == 8'd0) ? {x[31], 15'd0} : x[31:16])};
      M_FP32: r = dst_encode_fp32(flush_fp32(x));  // both archs (decisions L11)
      M_INT32, M_INT32_ALL: r = dst_encode_fp32(x);
      M_INT32_SM: r = dst_encode_fp32(sm);
      M_INT8: r = {16'd0, store_int8(x[31], x[9:0])};
      M_INT8_COMP: r = {16'd0, store_int8(sm[31], sm[9:0])};
      M_LO16_ONLY, M_UINT16: r = {16'd0, x[15:0]};
      M_HI16_ONLY: r = {16'd0, x[31:16]};
      M_INT16: r = {16'd0, x[31], x[14:0]};
      M_LO16: r = {x[15:0], x[31:16]};
      M_HI16: r = x;
      default: r = 32'd0;  // M_ZERO
    endcase
    store_conv = r;
  endfunction

  // insn_ls_is_32bit
  function automatic logic is_32bit(input logic [3:0] mod0, input logic store);
    case (mod0)
      M_FP32, M_INT32, M_INT32_ALL, M_INT32_SM: is_32bit = 1'b1;
      M_LO16, M_HI16: is_32bit = store;
      default: is_32bit = 1'b0;
    endcase
  endfunction

  // Dst row mappings (dst_access.c)
  function automatic logic [9:0] adj16(input logic [9:0] r, input logic remap);
    if (BH && remap) adj16 = (r & 10'h3C7) ^ ((r & 10'h030) >> 1) ^ ((r & 10'h008) << 2);
    else adj16 = r;
  endfunction
  function automatic logic [9:0] adj32(input logic [9:0] r, input logic remap, input logic swz);
    logic [9:0] a;
    a = adj16(r, remap);
    if (BH && swz) a = (a & 10'h3F3) ^ ((a & 10'h018) >> 1) ^ ((a & 10'h004) << 1);
    adj32 = ((a & 10'h1F8) << 1) | (a & 10'h207);
  endfunction

  // SFPLOADI immediate conversion (sfploadi.c)
  function automatic logic [31:0] loadi_conv(input logic [3:0] mod0, input logic [15:0] imm, input logic [31:0] old);
    logic [31:0] r;
    case (mod0)
      4'd0: r = {imm, 16'd0};
      4'd1: r = {imm[15], {3'd0, imm[14:10]} + (`SFPU_MUT(16) ? 8'd113 : 8'd112), imm[9:0], 13'd0};
      4'd2: r = {16'd0, imm};
      4'd4: r = {{16{imm[15]}}, imm};
      4'd8: r = {imm, old[15:0]};
      default: r = {old[31:16], imm};  // 10
    endcase
    loadi_conv = r;
  endfunction

  // ---------------------------------------------------------------------------------------------------
  logic [7:0] op;
  logic is_loadi, is_load, is_store, is_lm, ld_like, active;
  logic [3:0] vd, mod0_raw, mod0;
  logic [9:0] imm10;
  logic [2:0] am_field;
  logic [3:0] srcb_fmt;

  always_comb begin
    op = insn_i[31:24];
    is_loadi = (op == sfpu_isa_pkg::OP_SFPLOADI);
    is_load = (op == sfpu_isa_pkg::OP_SFPLOAD);
    is_store = (op == sfpu_isa_pkg::OP_SFPSTORE);
    is_lm = (op == sfpu_isa_pkg::OP_SFPLOADMACRO);
    ld_like = is_load | is_lm;
    active = is_loadi | ld_like | is_store;
    imm10 = insn_i[9:0];
    mod0_raw = insn_i[19:16];
    // SFPLOADMACRO: VD = VDHi << 2 | VDLo, VDHi = Imm10[0], VDLo = LRegInd[1:0]
    vd = is_lm ? {1'b0, insn_i[0], insn_i[21:20]} : insn_i[23:20];
    am_field = WH ? {1'b0, insn_i[15:14]} : insn_i[15:13];
    // insn_ls_resolve_mod0
    srcb_fmt = cfg_srcb_override_i ? cfg_srcb_override_val_i : cfg_srcb_fmt_i;
    if (BH && cfg_sfpu_dest_fmt_enable_i) srcb_fmt = cfg_sfpu_dest_fmt_base_i;
    if (mod0_raw != M_SRCB) mod0 = mod0_raw;
    else if (cfg_fp32_dst_i) mod0 = M_FP32;
    else mod0 = SRCB_BF16_FORMATS[srcb_fmt] ? M_BF16 : M_FP16;
  end

  // ---- Addr (insn_ls_addr) ----
  logic [9:0] addr, dst_off, sp, sp_off, new_sp;
  logic int32_all;
  always_comb begin
    int32_all = (mod0 == M_INT32_ALL);
    dst_off = rwc_dst_i + cfg_dest_regw_base_i;
    sp = rwc_sp_i;
    sp_off = '0;
    addr = imm10 + cfg_dest_target_offset_i;
    if (WH) begin
      addr = addr + (int32_all ? {8'd0, dst_off[1:0]} : dst_off);
    end else if (int32_all) begin
      if (!is_store && sp != 10'd0) sp = sp - cfg_sfpu_stack_incr_i;
      sp_off = sp + cfg_dest_sp_base_i;
      addr = addr + sp_off + {8'd0, dst_off[1:0]};
      if (is_store) sp = sp + cfg_sfpu_stack_incr_i;
    end else begin
      sp_off = sp + cfg_dest_sp_base_i;
      addr = addr + dst_off + {8'd0, sp_off[1:0]};
    end
    new_sp = sp;
    if (is_store && scheduled_i) begin
      addr = imm10;  // the macro's computed address, verbatim
      new_sp = rwc_sp_i;
    end
  end

  // ---- ApplyPartialAddrMod ----
  logic [2:0] am_idx;
  logic [7:0] am_a, am_b;
  logic [12:0] am_d;   // FidelityPhase bits [15:13] are untouched ("partial")
  logic am_bias_clr, am_bias_inc;
  logic [5:0] n_srca, n_srca_cr, n_srcb, n_srcb_cr;
  logic [9:0] n_dst, n_dst_cr;
  logic n_extra;
  always_comb begin
    if (WH) am_idx = {rwc_extra_addr_mod_bit_i | cfg_addr_mod_set_base_i, am_field[1:0]};
    else am_idx = am_field;
    am_a = addr_mod_ab_i[am_idx*16 +: 8];
    am_b = addr_mod_ab_i[am_idx*16 + 8 +: 8];
    am_d = addr_mod_dst_i[am_idx*16 +: 13];
    am_bias_clr = addr_mod_bias_i[am_idx*5 + 4];
    am_bias_inc = |addr_mod_bias_i[am_idx*5 +: 2];

    n_srca = rwc_srca_i;
    n_srca_cr = rwc_srca_cr_i;
    if (am_a[7]) begin
      n_srca = 6'd0;
      n_srca_cr = 6'd0;
    end else if (am_a[6]) begin
      n_srca_cr = rwc_srca_cr_i + am_a[5:0];
      n_srca = n_srca_cr;
    end else begin
      n_srca = rwc_srca_i + am_a[5:0];
    end

    n_srcb = rwc_srcb_i;
    n_srcb_cr = rwc_srcb_cr_i;
    if (am_b[7]) begin
      n_srcb = 6'd0;
      n_srcb_cr = 6'd0;
    end else if (am_b[6]) begin
      n_srcb_cr = rwc_srcb_cr_i + am_b[5:0];
      n_srcb = n_srcb_cr;
    end else begin
      n_srcb = rwc_srcb_i + am_b[5:0];
    end

    n_dst = rwc_dst_i;
    n_dst_cr = rwc_dst_cr_i;
    if (am_d[11]) begin
      n_dst = 10'd0;
      n_dst_cr = 10'd0;
    end else if (am_d[12]) begin
      n_dst = rwc_dst_i + am_d[9:0];
      n_dst_cr = n_dst;
    end else if (am_d[10]) begin
      n_dst_cr = rwc_dst_cr_i + am_d[9:0];
      n_dst = n_dst_cr;
    end else begin
      n_dst = rwc_dst_i + am_d[9:0];
    end

    n_extra = rwc_extra_addr_mod_bit_i;
    if (am_bias_clr) n_extra = 1'b0;
    else if (am_bias_inc) n_extra = ~rwc_extra_addr_mod_bit_i;
  end

  // ---- physical rows ----
  logic wide;
  logic [39:0] rrow;   // logical row R_k at [k*10 +: 10]
  logic [79:0] prow;
  always_comb begin
    wide = is_32bit(mod0, is_store);
    for (int k = 0; k < 4; k++) begin
      logic [9:0] a32;
      rrow[k*10 +: 10] = {addr[9:2], k[1:0]};
      a32 = adj32(rrow[k*10 +: 10], cfg_remap_addrs_i, cfg_swizzle_32b_i);
      prow[k*10 +: 10] = wide ? a32 : adj16(rrow[k*10 +: 10], cfg_remap_addrs_i);
      prow[(4+k)*10 +: 10] = a32 | 10'd8;  // (a32 + 8) & 0x3FF: bit 3 of Adj32 is always 0
    end
  end
  assign dst_raddr_o = prow;
  assign dst_waddr_o = prow;

  // ---- per-lane data path ----
  logic [1023:0] src;     // LReg[VD] (SFPSTORE data, SFPLOAD LO16_ONLY / HI16_ONLY old value)
  logic [1023:0] ld_val, idx_val, li_val;
  logic [31:0] ld_mask, idx_mask, st_mask, li_mask;
  logic [3:0] grp_ld, grp_st;  // any masked lane in row group k
  logic [2047:0] wdata;
  logic [127:0] wcol_we;
  logic ld_undef, st_undef, li_undef, st_skip;
  always_comb begin
    logic [17:0] lc, lcj;
    logic odd_rd, odd_wr;
    logic [15:0] d_hi, d_lo;
    logic [31:0] d, sv;
    lc = '0; lcj = '0; odd_rd = 1'b0; odd_wr = 1'b0; d_hi = '0; d_lo = '0; d = '0; sv = '0;
    src = '0;
    for (int r = 0; r < 16; r++) begin
      if (active && vd == r[3:0]) src = lreg_i[r*1024 +: 1024];
    end

    ld_mask = (int32_all ? 32'hFFFF_FFFF : lane_en_i) & lane_limit_i;
    st_mask = (int32_all ? 32'hFFFF_FFFF : lane_en_i) & lane_limit_i;
    li_mask = lane_en_i & lane_limit_i;
    idx_mask = '0;
    ld_val = '0;
    idx_val = '0;
    li_val = '0;
    wdata = '0;
    wcol_we = '0;
    if (active) begin  // (the lanes only for an instruction of this module: a simulator skips them otherwise)
      for (int l = 0; l < 32; l++) begin
        lc = lane_config_i[l*18 +: 18];
        lcj = lane_config_i[(l%8)*18 +: 18];
        odd_rd = (addr[1] ^ `SFPU_MUT(15)) | lcj[sfpu_rtl_pkg::LC_DEST_RD_COL_EXCHANGE];
        odd_wr = addr[1] | lcj[sfpu_rtl_pkg::LC_DEST_WR_COL_EXCHANGE];

        // SFPLOAD
        if (lc[sfpu_rtl_pkg::LC_BLOCK_SFPU_RD_FROM_DEST]) ld_mask[l] = 1'b0;
        d_hi = odd_rd ? dst_rdata_i[(l/8)*256 + (2*(l%8)+1)*16 +: 16] : dst_rdata_i[(l/8)*256 + (2*(l%8))*16 +: 16];
        d_lo = odd_rd ? dst_rdata_i[(4+l/8)*256 + (2*(l%8)+1)*16 +: 16]
                      : dst_rdata_i[(4+l/8)*256 + (2*(l%8))*16 +: 16];
        d = (mod0 == M_ZERO) ? 32'd0 : (wide ? {d_hi, d_lo} : {16'd0, d_hi});
        ld_val[l*32 +: 32] = load_conv(mod0, d, src[l*32 +: 32], lc[sfpu_rtl_pkg::LC_ENABLE_FP16A_INF]);
        if (ld_mask[l] && vd < 4'd4 && lc[sfpu_rtl_pkg::LC_ENABLE_DEST_INDEX] &&
            lc[sfpu_rtl_pkg::LC_CAPTURE_DEFAULT_DEST_INDEX])
          idx_mask[l] = 1'b1;
        idx_val[l*32 +: 32] = {18'd0, rrow[(l/8)*10 +: 10], 3'(l%8), odd_rd};

        // SFPSTORE
        if (lc[sfpu_rtl_pkg::LC_BLOCK_DEST_WR_FROM_SFPU] ||
            !(vd < 4'd12 || scheduled_i || lc[sfpu_rtl_pkg::LC_DISABLE_BACKDOOR_LOAD]))
          st_mask[l] = 1'b0;
        sv = store_conv(mod0, src[l*32 +: 32]);
        if (wide) begin
          wdata[(l/8)*256 + (2*(l%8))*16 +: 16] = sv[31:16];
          wdata[(l/8)*256 + (2*(l%8)+1)*16 +: 16] = sv[31:16];
          wdata[(4+l/8)*256 + (2*(l%8))*16 +: 16] = sv[15:0];
          wdata[(4+l/8)*256 + (2*(l%8)+1)*16 +: 16] = sv[15:0];
        end else begin
          wdata[(l/8)*256 + (2*(l%8))*16 +: 16] = sv[15:0];
          wdata[(l/8)*256 + (2*(l%8)+1)*16 +: 16] = sv[15:0];
        end
        wcol_we[(l/8)*16 + 2*(l%8)] = st_mask[l] & ~odd_wr;
        wcol_we[(l/8)*16 + 2*(l%8)+1] = st_mask[l] & odd_wr;
        wcol_we[(4+l/8)*16 + 2*(l%8)] = st_mask[l] & ~odd_wr & wide;
        wcol_we[(4+l/8)*16 + 2*(l%8)+1] = st_mask[l] & odd_wr & wide;

        // SFPLOADI
        li_val[l*32 +: 32] = loadi_conv(mod0_raw, insn_i[15:0], src[l*32 +: 32]);
      end
    end

    for (int k = 0; k < 4; k++) begin
      grp_ld[k] = |ld_mask[k*8 +: 8];
      grp_st[k] = |st_mask[k*8 +: 8];
    end
    ld_undef = ld_like && vd < 4'd8 && mod0 != M_ZERO && |(grp_ld & ~dst_rvalid_i[3:0]) && !`SFPU_MUT(30);
    st_skip = is_store && !scheduled_i && vd >= 4'd12 && lane_limit_i == 32'd0;
    st_undef = is_store && !st_skip && |(grp_st & ~dst_rvalid_i[3:0]) && !`SFPU_MUT(30);
    li_undef = is_loadi && !(mod0_raw == 4'd0 || mod0_raw == 4'd1 || mod0_raw == 4'd2 || mod0_raw == 4'd4 ||
                             mod0_raw == 4'd8 || mod0_raw == 4'd10);
  end

  // ---- outputs ----
  logic ok, upd;
  always_comb begin
    undef_o = ld_undef | st_undef | li_undef;
    ok = !undef_o;
    addr_o = addr;

    lreg_we_o = '0;
    for (int r = 0; r < 17; r++) lreg_wd_o[r*1024 +: 1024] = '0;
    for (int r = 0; r < 8; r++) begin
      if (ok && vd == r[3:0] && is_loadi) begin
        lreg_we_o[r*32 +: 32] = li_mask;
        lreg_wd_o[r*1024 +: 1024] = li_val;
      end else if (ok && vd == r[3:0] && ld_like) begin
        lreg_we_o[r*32 +: 32] = ld_mask;
        lreg_wd_o[r*1024 +: 1024] = ld_val;
      end else if (ok && r >= 4 && vd == 4'(r - 4) && ld_like) begin
        lreg_we_o[r*32 +: 32] = idx_mask & lane_limit_i;
        lreg_wd_o[r*1024 +: 1024] = idx_val;
      end
    end

    dst_wcol_we_o = (ok && is_store && !st_skip) ? wcol_we : 128'd0;
    dst_wdata_o = wdata;

    // Sp and ApplyPartialAddrMod: SFPLOAD, SFPLOADMACRO, non-scheduled SFPSTORE
    upd = ok && (ld_like || (is_store && !scheduled_i && !st_skip));
    rwc_sp_we_o = upd;
    rwc_sp_d_o = new_sp;
    rwc_dst_we_o = upd;
    rwc_dst_d_o = n_dst;
    rwc_dst_cr_we_o = upd;
    rwc_dst_cr_d_o = n_dst_cr;
    rwc_srca_we_o = upd;
    rwc_srca_d_o = n_srca;
    rwc_srca_cr_we_o = upd;
    rwc_srca_cr_d_o = n_srca_cr;
    rwc_srcb_we_o = upd;
    rwc_srcb_d_o = n_srcb;
    rwc_srcb_cr_we_o = upd;
    rwc_srcb_cr_d_o = n_srcb_cr;
    rwc_extra_addr_mod_bit_we_o = upd;
    rwc_extra_addr_mod_bit_d_o = n_extra;
    lm_addr_we_o = ok && is_lm;
    lm_addr_d_o = addr;
  end
endmodule
