// sfpu_mad.sv - the MAD sub-unit's execution module: SFPMAD, SFPADD, SFPMUL, SFPADDI, SFPMULI, SFPLUT,
// SFPLUTFP32 (both archs) and SFPMUL24 (Blackhole only). Purely combinational (the core adds the pipeline
// register); bit-exact with the model: model/src/insn/{sfpmad,sfpadd,sfpmul,sfpaddi,sfpmuli,sfpmul24,
// sfplut,sfplutfp32,mad_common}.c, mad_vd.h (the result write), lane/fma.c and lane/lut.c.
// Execution-module contract: rtl-harness/README.md.
module sfpu_mad #(parameter bit WH = 1'b0) (   // WH = 1: Wormhole B0 semantics, else Blackhole A0
  input  logic [31:0]    insn_i,
  input  logic           scheduled_i,
  // An SFPLOADMACRO-scheduled instruction's register fields after the macro's substitution (model
  // sfpu_insn_t.f[vd/vc/vb] as pipe/loadmacro.c leaves them; VD may be 16): used instead of the word's fields
  // when scheduled_i (a scheduled SFPADDI / SFPMULI then reads VC, not VD). VA stays the word's.
  input  logic [4:0]     sched_vd_i,
  input  logic [3:0]     sched_vc_i,
  input  logic [3:0]     sched_vb_i,
  input  logic [17407:0] lreg_i,
  input  logic [31:0]    lane_en_i,
  input  logic [31:0]    lane_limit_i,
  input  logic [575:0]   lane_config_i,
  output logic [543:0]   lreg_we_o,
  output logic [17407:0] lreg_wd_o,
  output logic           undef_o
);
  localparam logic [31:0] FP32_HALF = 32'h3F00_0000;
  localparam logic [31:0] FP32_ONE = 32'h3F80_0000;
  localparam logic [31:0] FP32_ONE_HALF = 32'h3FC0_0000;
  localparam logic [31:0] FP32_TWO = 32'h4000_0000;
  localparam logic [31:0] FP32_THREE = 32'h4040_0000;
  localparam logic [31:0] FP32_FOUR = 32'h4080_0000;

  // SFPLUT's 8-bit coefficient (lut.c sfpu_lane_lut8): sign, 3-bit E, 4-bit M = +-1.M * 2^-E; 0xFF is +0.
  function automatic logic [31:0] lut8(input logic [7:0] x);
    if (x == 8'hFF) begin
      lut8 = 32'd0;
    end else begin
      lut8 = {x[7], 8'd127 - {5'd0, x[6:4]}, x[3:0], 19'd0};
    end
  endfunction

  // SFPLUTFP32's 16-bit coefficient (lut.c sfpu_lane_lut16): E = 0 is 2^-15 * 1.M, E = 31 gives the FP32
  // exponent field 0 (raw bits kept: the FMA reads them as zero).
  function automatic logic [31:0] lut16(input logic [15:0] x);
    lut16 = {x[15], (x[14:10] == 5'h1F) ? 8'd0 : 8'd112 + {3'd0, x[14:10]}, x[9:0], 13'd0};
  endfunction

  // ---- decode ----
  logic [7:0] opc;
  logic [3:0] mod1, mod0, va, vb, vc;
  logic [4:0] vd;
  logic [15:0] imm16;
  logic is_madf, is_addi, is_muli, is_mul24, is_lut, is_lutfp32, is_any;
  logic undef_raw, indirect_va, indirect_vd, neg_b, neg_c, sgn_retain;
  logic lf_fp16, lf_three;
  logic [31:0] lf_cut;

  always_comb begin
    opc = sfpu_rtl_pkg::f_opcode(insn_i);
    mod1 = sfpu_rtl_pkg::f_mod1(insn_i);
    mod0 = sfpu_rtl_pkg::f_ls_mod0(insn_i);  // SFPLUT (FMT_LUT): Mod0 [19:16], VD [23:20]
    va = sfpu_rtl_pkg::f_va(insn_i);
    vb = scheduled_i ? sched_vb_i : sfpu_rtl_pkg::f_vb(insn_i);
    imm16 = insn_i[23:8];
    is_madf = opc == sfpu_isa_pkg::OP_SFPMAD || opc == sfpu_isa_pkg::OP_SFPADD || opc == sfpu_isa_pkg::OP_SFPMUL;
    is_addi = opc == sfpu_isa_pkg::OP_SFPADDI;
    is_muli = opc == sfpu_isa_pkg::OP_SFPMULI;
    is_mul24 = !WH && opc == sfpu_isa_pkg::OP_SFPMUL24;
    is_lut = opc == sfpu_isa_pkg::OP_SFPLUT;
    is_lutfp32 = opc == sfpu_isa_pkg::OP_SFPLUTFP32;
    is_any = is_madf || is_addi || is_muli || is_mul24 || is_lut || is_lutfp32;
    vd = scheduled_i ? sched_vd_i : {1'b0, is_lut ? sfpu_rtl_pkg::f_ls_vd(insn_i) : sfpu_rtl_pkg::f_vd(insn_i)};
    // SFPADDI/SFPMULI: VC = VD (FMT_IMM16 has no VC field), unless scheduled (the macro's VC)
    vc = scheduled_i ? sched_vc_i : ((is_addi || is_muli) ? vd[3:0] : sfpu_rtl_pkg::f_vc(insn_i));

    // the Mod1/Mod0 encodings the model reports as undefined (mad_common.c, sfpmul24.c, sfplut*.c)
    undef_raw = 1'b0;
    if (is_madf && WH && mod1[1:0] != 2'b00) undef_raw = 1'b1;  // NEGATE_VB/VC are Blackhole only
    if ((is_addi || is_muli) && (WH ? mod1[2:0] != 3'd0 : (mod1[0] || mod1[2]))) undef_raw = 1'b1;
    if (opc == sfpu_isa_pkg::OP_SFPMUL24 && (WH || mod1[1])) undef_raw = 1'b1;  // WH: not an instruction
    if (is_lut && mod0[1:0] != 2'b00) undef_raw = 1'b1;
    if (is_lutfp32 && mod1[1:0] == 2'b01) undef_raw = 1'b1;

    indirect_va = (is_madf || is_mul24) && mod1[2];
    indirect_vd = is_lut ? mod0[3] : mod1[3];
    neg_b = !WH && is_madf && mod1[0];
    neg_c = !WH && (is_madf || is_addi || is_muli) && mod1[1];
    sgn_retain = is_lut ? mod0[2] : (is_lutfp32 && mod1[2]);
    lf_fp16 = mod1[1];                 // FP16 tables (6-entry, or 3-entry when bit 3 too)
    lf_three = mod1[3] && mod1[1];     // FP16_3ENTRY_TABLE (10): shares bit 3 with INDIRECT_VD
    lf_cut = (mod1[1:0] == 2'b11) ? FP32_FOUR : FP32_THREE;
  end

  // Nothing is written or reported while every lane is taken by a backdoor template load (the model
  // returns before executing the instruction).
  assign undef_o = undef_raw && (lane_limit_i != 32'd0);

  // ---- lanes ----
  // Operand selection and the write-back of every lane in one block each, computed only for an instruction of
  // this module (a simulator skips them, and the FMA lanes, on the other cycles). Words not written are 0.
  logic [1023:0] fa_all, fb_all, fc_all, fd_all;   // lane l at [l*32 +: 32]
  logic [31:0]   lane_run;                         // the lanes whose result is written: their FMA runs
  always_comb begin
    logic [511:0] col;  // LReg 0..15 of this lane, register k at [k*32 +: 32]
    logic [31:0] ra, rb, rc, babs, coeffs, ti, ti4, split, fa, fb, fc;
    logic [3:0] l7, va_e;  // l7: LReg[7] & 15, the INDIRECT_VA / INDIRECT_VD register index
    logic [1:0] seg;
    logic upper_half;
    col = '0; ra = '0; rb = '0; rc = '0; babs = '0; coeffs = '0; ti = '0; ti4 = '0; split = '0;
    fa = '0; fb = '0; fc = '0; l7 = '0; va_e = '0; seg = '0; upper_half = 1'b0;
    fa_all = '0;
    fb_all = '0;
    fc_all = '0;
    lane_run = '0;
    if (is_any && !undef_raw) begin
      lane_run = lane_en_i & lane_limit_i;
      for (int l = 0; l < 32; l++) begin
        for (int k = 0; k < 16; k++) begin
          col[k*32 +: 32] = lreg_i[(k*32+l)*32 +: 32];
        end
        l7 = col[7*32 +: 4];
        va_e = indirect_va ? l7 : va;
        ra = col[va_e*32 +: 32];
        rb = col[vb*32 +: 32];
        rc = col[vc*32 +: 32];
        // LUTs: |LReg[3]| compared as integers (the same order as the float compares; NaN sorts last)
        babs = {1'b0, col[3*32 +: 31]};
        seg = (babs < FP32_ONE) ? 2'd0 : (babs < FP32_TWO) ? 2'd1 : 2'd2;
        coeffs = col[seg*32 +: 32];       // SFPLUT, and SFPLUTFP32's LReg[i]
        ti = coeffs;
        ti4 = col[(32'd4 + 32'(seg))*32 +: 32];  // SFPLUTFP32's LReg[4 + i]
        split = (seg == 2'd0) ? FP32_HALF : (seg == 2'd1) ? FP32_ONE_HALF : lf_cut;
        upper_half = !(babs < split);

        fa = ra;
        fb = rb ^ {neg_b, 31'd0};
        fc = rc ^ {neg_c, 31'd0};
        if (is_addi) begin
          fa = {imm16, 16'd0};
          fb = FP32_ONE;
        end else if (is_muli) begin
          fa = {imm16, 16'd0};
          fb = rc ^ {neg_c, 31'd0};
          fc = 32'd0;
        end else if (is_lut) begin
          fa = lut8(coeffs[15:8]);
          fb = babs;
          fc = lut8(coeffs[7:0]);
        end else if (is_lutfp32) begin
          fb = babs;
          if (!lf_fp16) begin
            fa = ti;
            fc = ti4;
          end else if (lf_three) begin
            fa = lut16(ti[31:16]);
            fc = lut16(ti[15:0]);
          end else begin
            fa = lut16(upper_half ? ti[31:16] : ti[15:0]);
            fc = lut16(upper_half ? ti4[31:16] : ti4[15:0]);
          end
        end
        fa_all[l*32 +: 32] = fa;
        fb_all[l*32 +: 32] = fb;
        fc_all[l*32 +: 32] = fc;
      end
    end
  end

  for (genvar l = 0; l < 32; l++) begin : g_lane
    sfpu_mad_lane #(.WH(WH)) u_lane (
      .a_i    (fa_all[l*32 +: 32]),
      .b_i    (fb_all[l*32 +: 32]),
      .c_i    (fc_all[l*32 +: 32]),
      .mul24_i(is_mul24),
      .upper_i(mod1[0]),
      .en_i   (lane_run[l]),
      .d_o    (fd_all[l*32 +: 32])
    );
  end

  always_comb begin
    logic [31:0] fd, d;
    logic [3:0] l7;
    logic [4:0] tgt;
    logic l3s, we;  // l3s: the sign of LReg[3]
    l3s = 1'b0; fd = '0; d = '0; l7 = '0; tgt = '0; we = 1'b0;
    lreg_we_o = '0;
    /* verilator lint_off WIDTHCONCAT */  // '0 of 17408 bits
    lreg_wd_o = '0;
    /* verilator lint_on WIDTHCONCAT */
    if (is_any && !undef_raw) begin
      for (int l = 0; l < 32; l++) begin
        l3s = lreg_i[(3*32+l)*32 + 31];
        l7 = lreg_i[(7*32+l)*32 +: 4];
        fd = fd_all[l*32 +: 32];
        d = sgn_retain ? {l3s, fd[30:0]} : fd;  // SGN_RETAIN: also on NaN and zero results
        // VD, or per lane LReg[7] & 15 with INDIRECT_VD (not for VD 16); only LReg 0..7 and 16 are written
        // (VD 8..15 dropped)
        tgt = (indirect_vd && vd != 5'd16) ? {1'b0, l7} : vd;
        we = is_any && !undef_raw && lane_en_i[l] && lane_limit_i[l] && (tgt < 5'd8 || tgt == 5'd16);
        for (int r = 0; r < 17; r++) begin
          if ((r < 8 || r == 16) && we && tgt == 5'(r)) begin
            lreg_we_o[r*32 + l] = 1'b1;
            lreg_wd_o[(r*32+l)*32 +: 32] = d;
          end
        end
      end
    end
  end

  // Not read by these instructions: LReg16 (only a macro destination), LaneConfig (the core folds it into
  // lane_en_i / lane_limit_i).
  logic unused_inputs;
  assign unused_inputs = ^{lane_config_i, lreg_i[16*1024 +: 1024]};
endmodule
