// sfpu_round.sv - the Round sub-unit's execution module: SFPSTOCHRND, SFPSHFT2, and SFPSWAP (a Simple-unit
// instruction in the model's table, grouped here with the other lane shuffles). Combinational, per the
// execution-module contract (rtl-harness/README.md); bit-exact translation of model/src/insn/sfpstochrnd.c,
// sfpshft2.c, sfpswap.c, insn.[ch] (lane enables, the write funnel, the VD rules) and model/src/lane/prng.c.
//
// Ports beyond the contract's base set:
//   sched_vd_i/sched_vc_i/sched_vb_i  the VD/VC/VB operands of an SFPLOADMACRO-scheduled instruction after
//                        the macro's substitution (model sfpu_insn_t.f[vd/vc/vb], pipe/loadmacro.c; VD can be
//                        16); used only when scheduled_i, insn_i then is the template word (Mod1, Imm fields).
//                        They cannot all live in the word: SFPSHFT2's VB is Imm12[3:0] in a regular issue but
//                        the macro's VB when scheduled, while Imm12 stays the template's shift amount.
//   prng_i / prng_we_o / prng_d_o  the per-lane PRNG state (sfpu_state_t.prng), lane l at [l*32 +: 32]:
//                        SFPSTOCHRND advances it in every enabled lane, whatever the rounding mode.
//   shft2_vc_capture_i / _we_o / _d_o  sfpu_state_t.shft2_vc_capture, lane l at [l*32 +: 32]: the VC vector
//                        latched by every executed SFPSHFT2 Mod1 2/3 (both archs, as the model); read by the
//                        Wormhole SUBVEC_SHFLSHR1 bug. _we_o updates all 32 lanes.
//
// SFPSWAP: lreg_i is used for the compare and for the values moved, unless swap_mask_use_i hands in the
// decision made at issue (the core does that for the second cycle). (The model compares on the file at issue
// and moves the values of its second-cycle re-read; the core feeds the module the re-read file).
`include "sfpu_mutants.svh"

module sfpu_round #(parameter bit WH = 1'b0) (   // WH = 1: Wormhole B0 semantics, else Blackhole A0
  input  logic [31:0]    insn_i,
  input  logic           scheduled_i,
  input  logic [4:0]     sched_vd_i,
  input  logic [3:0]     sched_vc_i,
  input  logic [3:0]     sched_vb_i,
  input  logic [17407:0] lreg_i,
  input  logic [31:0]    lane_en_i,
  input  logic [31:0]    lane_limit_i,
  input  logic [575:0]   lane_config_i,
  input  logic [1023:0]  prng_i,
  input  logic [1023:0]  shft2_vc_capture_i,
  output logic [543:0]   lreg_we_o,
  output logic [17407:0] lreg_wd_o,
  output logic           undef_o,
  output logic [31:0]    prng_we_o,
  output logic [1023:0]  prng_d_o,
  output logic           shft2_vc_capture_we_o,
  output logic [1023:0]  shft2_vc_capture_d_o,
  // SFPSWAP over two cycles (the core): the lanes that swap, decided on the file at issue (swap_mask_o), are
  // handed back in the second cycle (swap_mask_use_i = 1) while lreg_i is then the file the values move from
  input  logic           swap_mask_use_i,
  input  logic [31:0]    swap_mask_i,
  output logic [31:0]    swap_mask_o
);
  `SFPU_MUT_DECL

  // lane/prng.c sfpu_lane_prng_advance: the 32-bit LFSR, new MSB = inverted parity of taps 0x80200003,
  // the state shifts right by one. Returns the next state (the caller uses the old state's bits).
  function automatic logic [31:0] prng_next(input logic [31:0] r);
    prng_next = {~(^(r & 32'h80200003)), r[31:1]};
  endfunction

  // sfpstochrnd.c float_float: FP32 -> FP32 with 10 (FP16A, fp16b = 0) or 7 (FP16B) mantissa bits. The
  // ">=" compare (hardware bug) and the carry into the exponent are the model's.
  function automatic logic [31:0] rnd_float_float(input logic [31:0] x, input logic fp16b,
                                                  input logic [15:0] thr);
    // thr: PRNGBits >> 10 (FP16A, 13 bits) or PRNGBits >> 7 (FP16B)
    logic [31:0] r;
    if (x[30:23] == 8'd0) begin
      r = 32'd0;                                  // zero / denormal -> +0
    end else if (x[30:23] == 8'hFF) begin
      r = {x[31:23], 23'd0};                      // +-Inf stays, +-NaN -> +-Inf
    end else if (!fp16b) begin
      r = {x[31:13], 13'd0};
      if (x[12:0] >= thr[12:0]) r = r + 32'h0000_2000;
    end else begin
      r = {x[31:16], 16'd0};
      if (x[15:0] >= thr) r = r + 32'h0001_0000;
    end
    rnd_float_float = r;
  endfunction

  // sfpstochrnd.c float_int: FP32 -> sign-magnitude integer clamped to max_mag (255, 127, 65535, 32767).
  function automatic logic [31:0] rnd_float_int(input logic [31:0] c, input logic keep_sign,
                                                input logic [15:0] max_mag, input logic [22:0] pb);
    logic [31:0] r;
    logic [38:0] m;   // 24-bit mantissa << up to 15
    logic [3:0] e;
    logic [16:0] q;
    logic s;
    s = keep_sign & c[31];
    m = 39'd0;
    e = 4'd0;
    q = 17'd0;
    if (c[30:23] < 8'd126) begin
      r = 32'd0;                                  // |x| < 0.5: 0 even when stochastic (hardware bug)
    end else if (c[30:23] >= 8'd143) begin
      r = {s, 15'd0, max_mag};                    // |x| >= 2^16, Inf, NaN saturate
    end else begin
      if (c[30:23] == 8'd126) m = {16'd0, 1'b1, c[22:1]};            // exp -1: the lowest bit is lost
      else begin                                                    // exp 0..15 (= c[30:23] - 127)
        e = c[26:23] + 4'd1;
        m = {15'd0, 1'b1, c[22:0]};
        // staged shifter (plain muxes: yosys' SAT-based resource sharing chokes on 32 $shl cells)
        for (int b = 0; b < 4; b++) if (e[b]) m = m << (1 << b);
      end
      q = {1'b0, m[38:23]} + {16'd0, m[22:0] >= pb};
      if (q > {1'b0, max_mag}) q = {1'b0, max_mag};
      r = (q == 17'd0) ? 32'd0 : {s, 14'd0, q};
    end
    rnd_float_int = r;
  endfunction

  // sfpstochrnd.c int_int: sign-magnitude int32 -> magnitude >> sh, rounded, clamped to 255 or +-127.
  function automatic logic [31:0] rnd_int_int(input logic [31:0] c, input logic is_signed,
                                              input logic [4:0] sh, input logic [22:0] pb);
    logic [53:0] m;
    logic [31:0] q;
    logic [31:0] r;
    m = {c[30:0], 23'd0};
    m[0] = m[0] | `SFPU_MUT(31);   // M31: a fraction bit where shift 0 discards nothing
    for (int b = 0; b < 5; b++) if (sh[b]) m = m >> (1 << b);   // staged shifter, see rnd_float_int
    q = {1'b0, m[53:23]} + {31'd0, m[22:0] >= pb};
    if (!is_signed) begin
      r = (q > 32'd255) ? 32'd255 : q;
    end else begin
      if (q > 32'd127) q = 32'd127;
      r = (q == 32'd0) ? 32'd0 : {c[31], q[30:0]};
    end
    rnd_int_int = r;
  endfunction

  // The whole SFPSTOCHRND lane function: flavour = Mod1[2:0], sh = the IntInt shift amount.
  function automatic logic [31:0] stochrnd(input logic [31:0] c, input logic [2:0] flavour,
                                           input logic [4:0] sh, input logic [22:0] pb);
    logic [31:0] r;
    case (flavour)
      3'd0: r = rnd_float_float(c, 1'b0, {3'd0, pb[22:10]});
      3'd1: r = rnd_float_float(c, 1'b1, pb[22:7]);
      3'd2: r = rnd_float_int(c, 1'b0, 16'd255, pb);
      3'd3: r = rnd_float_int(c, 1'b1, 16'd127, pb);
      3'd6: r = rnd_float_int(c, 1'b0, 16'd65535, pb);
      3'd7: r = rnd_float_int(c, 1'b1, 16'd32767, pb);
      default: r = rnd_int_int(c, flavour[0], sh, pb);   // 4: INT32_TO_UINT8, 5: INT32_TO_INT8
    endcase
    stochrnd = r;
  endfunction

  // sfpu_lane_signmag_lt: a < b in the sign-magnitude total order (-0 < +0).
  function automatic logic signmag_lt(input logic [31:0] a, input logic [31:0] b);
    logic [31:0] ka, kb;
    ka = a[31] ? {1'b1, ~a[30:0]} : a;
    kb = b[31] ? {1'b1, ~b[30:0]} : b;
    signmag_lt = $signed(ka) < $signed(kb);
  endfunction

  // sfpswap.c swap_c_smaller: the comparator's VC < VD, where bitwise-equal negative values count as smaller
  // (decisions P13)
  function automatic logic swap_c_smaller(input logic [31:0] c, input logic [31:0] d);
    swap_c_smaller = signmag_lt(c, d) | ((c == d) & c[31]);
  endfunction

  // sfpshft2.c shift: logical shift left by amount (>= 0) or right by -amount, mod 32 either way. The
  // amount is given by its sign and its 5 low bits (the rest does not matter). One shifter: a right shift
  // is a left shift of the bit-reversed value.
  function automatic logic [31:0] shft(input logic [31:0] x, input logic neg_amount, input logic [4:0] amount);
    logic [31:0] y, z, r;
    logic [4:0] n;
    n = neg_amount ? 5'd0 - amount : amount;   // (0 - amount) & 31
    for (int b = 0; b < 32; b++) y[b] = neg_amount ? x[31-b] : x[b];
    z = y;
    for (int b = 0; b < 5; b++) if (n[b]) z = z << (1 << b);    // staged shifter, see rnd_float_int
    for (int b = 0; b < 32; b++) r[b] = neg_amount ? z[31-b] : z[b];
    shft = r;
  endfunction


  // VD write rule (insn_vd_writable): VD < 8 or VD == 16.
  function automatic logic vd_writable(input logic [4:0] vd);
    vd_writable = (vd < 5'd8) || (vd == 5'd16);
  endfunction

  // SFPSWAP: lanes in which VD receives the minimum, per Mod1 (sfpswap.c vd_gets_min).
  function automatic logic [31:0] swap_min_mask(input logic [3:0] mod1);
    logic [31:0] m;
    case (mod1)
      4'd1: m = 32'hFFFF_FFFF;
      4'd2: m = 32'h0000_FFFF;
      4'd3: m = 32'h00FF_00FF;
      4'd4: m = 32'hFF00_00FF;
      4'd5: m = 32'h0000_00FF;
      4'd6: m = 32'h0000_FF00;
      4'd7: m = 32'h00FF_0000;
      4'd8: m = 32'hFF00_0000;
      default: m = 32'h0000_0000;
    endcase
    swap_min_mask = m;
  endfunction

  localparam int NW = 4;   // the most LReg writes one of these instructions makes (copy4, SFPSWAP)

  // decoded fields
  logic [7:0]  op;
  logic [3:0]  mod1;
  logic [4:0]  vd;
  logic [3:0]  vc;
  logic [3:0]  vb, vb_swap;
  logic        is_stoch, is_shft2, is_swap, active;
  logic [31:0] en;

  assign op = insn_i[31:24];
  assign mod1 = insn_i[3:0];
  assign vd = scheduled_i ? sched_vd_i : {1'b0, insn_i[7:4]};
  assign vc = scheduled_i ? sched_vc_i : insn_i[11:8];
  assign vb = scheduled_i ? sched_vb_i : insn_i[15:12];           // SFPSTOCHRND VB, SFPSHFT2 Imm12[3:0]
  assign vb_swap = scheduled_i ? sched_vb_i : insn_i[7:4];        // VD, read through the VB port
  assign is_stoch = op == sfpu_isa_pkg::OP_SFPSTOCHRND;
  assign is_shft2 = op == sfpu_isa_pkg::OP_SFPSHFT2;
  assign is_swap = op == sfpu_isa_pkg::OP_SFPSWAP;
  assign active = is_stoch || is_shft2 || is_swap;
  assign en = lane_en_i & lane_limit_i;
  assign prng_we_o = is_stoch ? en : 32'd0;   // the PRNG steps in every enabled lane, whatever the mode

  // The datapath is one block that does nothing unless the opcode is one of ours: a simulator skips it on the
  // other cycles (the core has four instances of this module). Words the enables do not select are 0.
  always_comb begin
    // operand vectors (explicit muxes with constant part-selects)
    logic [1023:0] vcv, vbv, vbv_swap, vcav, vdav;   // vcav / vdav: LReg[4 + (VC & 3)], LReg[4 + (VD & 3)]
    // up to NW writes, merged in order (later wins): register, lane mask, data
    logic [NW*5-1:0]    w_reg;    // write k at [k*5 +: 5]
    logic [NW*32-1:0]   w_mask;   // [k*32 +: 32]
    logic [NW*1024-1:0] w_data;   // [k*1024 +: 1024]
    logic [31:0]        min_m, swap_m, di_m, plain_m;
    logic [22:0]        pb;       // PRNGBits: the 23 low bits of the state before the step, or the rounding constant
    logic [4:0]         sh, vca, vda;
    logic [31:0]        c0;
    logic               c_smaller, do_swap;
    vcv = '0; vbv = '0; vbv_swap = '0; vcav = '0; vdav = '0;
    w_reg = '0; w_mask = '0; w_data = '0;
    min_m = '0; swap_m = '0; di_m = '0; plain_m = '0;
    pb = '0; sh = '0; vca = '0; vda = '0; c0 = '0; c_smaller = 1'b0; do_swap = 1'b0;
    lreg_we_o = '0;
    /* verilator lint_off WIDTHCONCAT */  // '0 of 17408 bits
    lreg_wd_o = '0;
    /* verilator lint_on WIDTHCONCAT */
    undef_o = 1'b0;
    shft2_vc_capture_we_o = 1'b0;
    shft2_vc_capture_d_o = '0;
    prng_d_o = '0;
    swap_mask_o = '0;
    if (active) begin
      for (int r = 0; r < 16; r++) begin
        if (vc == 4'(r)) vcv = lreg_i[r*1024 +: 1024];
        if (vb == 4'(r)) vbv = lreg_i[r*1024 +: 1024];
        if (vb_swap == 4'(r)) vbv_swap = lreg_i[r*1024 +: 1024];
      end
      for (int r = 0; r < 4; r++) begin
        if (vc[1:0] == 2'(r)) vcav = lreg_i[(4 + r)*1024 +: 1024];
        if (vd[1:0] == 2'(r)) vdav = lreg_i[(4 + r)*1024 +: 1024];
      end
      vca = 5'd4 + {3'd0, vc[1:0]};
      vda = 5'd4 + {3'd0, vd[1:0]};
      shft2_vc_capture_d_o = vcv;

      if (is_stoch) begin
        // ---- SFPSTOCHRND and the PRNG (per lane) ----
        for (int l = 0; l < 32; l++) begin
          prng_d_o[l*32 +: 32] = prng_next(prng_i[l*32 +: 32]);
          if (WH) begin   // StochasticRounding (bit 21) = 0: nearest; bit 22 is reserved (decoder)
            pb = insn_i[21] ? prng_i[l*32 +: 23] : 23'h40_0000;
          end else begin  // RoundingMode: 0 nearest, 2 toward zero (buggy), 1 and 3 stochastic
            pb = (insn_i[22:21] == 2'd0) ? 23'h40_0000 :
                 (insn_i[22:21] == 2'd2) ? 23'h7F_FFFF : prng_i[l*32 +: 23];
          end
          sh = insn_i[3] ? insn_i[20:16] : vbv[l*32 +: 5];
          w_data[l*32 +: 32] = stochrnd(vcv[l*32 +: 32], insn_i[2:0], sh, pb);
        end
        w_reg[0 +: 5] = vd;
        w_mask[0 +: 32] = vd_writable(vd) ? en : 32'd0;
      end else if (is_shft2) begin
        // ---- SFPSHFT2 ----
        // modes 2/3 latch VC whenever they execute (lane_limit = 0: a pure backdoor template load)
        shft2_vc_capture_we_o = (mod1 == 4'd2 || mod1 == 4'd3) && lane_limit_i != 32'd0;
        if (mod1 <= 4'd2) begin   // copy4: L0 <- L1, L1 <- L2, L2 <- L3, L3 <- 0 / chained L0 / rotated VC
          w_reg = {5'd3, 5'd2, 5'd1, 5'd0};
          w_mask = {4{en}};
          w_data[0 +: 3072] = lreg_i[1024 +: 3072];
          if (mod1 == 4'd1) begin
            // mode 1: L3 gets L0 of the lane one row down, the last row 0
            w_data[3072 +: 768] = lreg_i[8*32 +: 768];
          end else if (mod1 == 4'd2) begin
            for (int l = 0; l < 32; l++) w_data[3072 + l*32 +: 32] = vcv[((l % 8 == 0) ? l + 7 : l - 1)*32 +: 32];
          end
        end else if (mod1 <= 4'd6) begin
          w_reg[0 +: 5] = vd;
          w_mask[0 +: 32] = vd_writable(vd) ? en : 32'd0;
          for (int l = 0; l < 32; l++) begin
            if (mod1 <= 4'd4) begin
              // rotate/shift right by one lane within each row of 8; column 0 takes lane l+7 of the VC vector
              // (mode 2/3), 0 (mode 4, BH) or lane l+7 of the captured VC vector (mode 4, the WH bug)
              if (l % 8 != 0 || mod1 == 4'd3) c0 = vcv[((l % 8 == 0) ? l + 7 : l - 1)*32 +: 32];
              else c0 = WH ? shft2_vc_capture_i[(l | 7)*32 +: 32] : 32'd0;
              w_data[l*32 +: 32] = c0;
            end else begin
              // mode 5: amount from LReg[VC]; mode 6: sign-extended Imm12
              w_data[l*32 +: 32] = shft(vbv[l*32 +: 32], (mod1 == 4'd5) ? vcv[l*32 + 31] : insn_i[23],
                                        (mod1 == 4'd5) ? vcv[l*32 +: 5] : insn_i[16:12]);
            end
          end
        end else begin
          undef_o = lane_limit_i != 32'd0;   // Mod1 7..15: no such mode
        end
      end else begin
        // ---- SFPSWAP: the lane decisions ----
        min_m = swap_min_mask(mod1);
        for (int l = 0; l < 32; l++) begin
          c_smaller = swap_c_smaller(vcv[l*32 +: 32], vbv_swap[l*32 +: 32]);
          // Mod1 0 swaps unconditionally (EXCHANGE_SRCB_SRCC does not apply)
          do_swap = (mod1 == 4'd0) ? 1'b1 : (min_m[l] ? c_smaller : !c_smaller) ^
                    lane_config_i[l*18 + sfpu_rtl_pkg::LC_EXCHANGE_SRCB_SRCC];
          swap_m[l] = swap_mask_use_i ? swap_mask_i[l] : (en[l] & do_swap);
          di_m[l] = swap_m[l] & lane_config_i[l*18 + sfpu_rtl_pkg::LC_ENABLE_DEST_INDEX];
        end
        plain_m = swap_m & ~di_m;
        swap_mask_o = swap_m;
        // VD <- VC's value, then VC <- VD's (read through VB); dest-index lanes only for registers 0..3
        w_reg[0 +: 5] = vd;
        w_mask[0 +: 32] = ((vd < 5'd8) ? plain_m : 32'd0) | ((vd < 5'd4) ? di_m : 32'd0);
        w_data[0 +: 1024] = vcv;
        w_reg[5 +: 5] = {1'b0, vc};
        w_mask[32 +: 32] = ((vc < 4'd8) ? plain_m : 32'd0) | ((vc < 4'd4) ? di_m : 32'd0);
        w_data[1024 +: 1024] = vbv_swap;
        // argmin/argmax companion: swap LReg[4 + (VC & 3)] and LReg[4 + (VD & 3)] in the dest-index lanes
        if (vca != vda) begin
          w_reg[10 +: 5] = vca; w_mask[64 +: 32] = di_m; w_data[2048 +: 1024] = vdav;
          w_reg[15 +: 5] = vda; w_mask[96 +: 32] = di_m; w_data[3072 +: 1024] = vcav;
        end
      end
      w_mask = w_mask & {NW{lane_limit_i}};   // insn_write's lane_limit

      // ---- merge into the register-file write bus, later writes win (only LReg 0..7 and 16 are written) ----
      for (int k = 0; k < NW; k++) begin
        for (int r = 0; r < 17; r++) begin
          if ((r < 8 || r == 16) && w_reg[k*5 +: 5] == 5'(r)) begin
            for (int l = 0; l < 32; l++) begin
              if (w_mask[k*32 + l]) begin
                lreg_we_o[r*32 + l] = 1'b1;
                lreg_wd_o[(r*32 + l)*32 +: 32] = w_data[(k*32 + l)*32 +: 32];
              end
            end
          end
        end
      end
    end
  end

  // the whole vector is state (sfpu_state_t.shft2_vc_capture), but SHFLSHR1 reads only column 7 of it
  logic unused_capture;
  assign unused_capture = ^{shft2_vc_capture_i[0 +: 224], shft2_vc_capture_i[256 +: 224],
                            shft2_vc_capture_i[512 +: 224], shft2_vc_capture_i[768 +: 224]};

endmodule
