// sfpu_cc.sv - predication, flag stack, transpose and configuration: SFPSETCC, SFPENCC, SFPCOMPC, SFPPUSHC,
// SFPPOPC, SFPGT / SFPLE (Blackhole only), SFPTRANSP, SFPCONFIG. Combinational execution module (contract:
// rtl-harness/README.md); bit-exact translation of model/src/insn/{sfpsetcc,sfpencc,sfpcompc,sfppushc,
// sfppopc,sfpgt,sfple,sfptransp,sfpconfig,flags,insn}.c.
//
// Extra inputs (the state these instructions read, model/src/sfpu_state.h):
//   vd16_i            a scheduled instruction whose sequence byte sets VD16 (model: in->f[vd] == 16); the
//                     VD field insn_i[7:4] is then ignored. 0 for a regular issue.
//   lane_flags_i      LaneFlags, bit l = lane l
//   use_lane_flags_i  UseLaneFlagsForLaneEnable, bit l = lane l
//   stack_depth_i     FlagStack[l] size (0..8) at [l*4 +: 4]
//   stack_flags_i     FlagStack[l][level].LaneFlags at [l*8 + level] (level 0 = bottom)
//   stack_use_i       FlagStack[l][level].UseLaneFlagsForLaneEnable at [l*8 + level]
//   lm_misc_i         LoadMacroConfig[l].Misc (12 bits) at [l*12 +: 12]
// For a scheduled (SFPLOADMACRO) instruction the core passes the substituted register fields in the word:
// VC in [11:8], VB in [15:12] (SFPGT / SFPLE read their second operand from VB when scheduled_i), VD in [7:4].
//
// Outputs: per state element a write enable (<name>_we_o: the elements the model writes) and the data
// (<name>_d_o). For state that has an input port, <name>_d_o is the whole next value (the input where
// <name>_we_o is 0), so a core may take it unconditionally; lm_template_d_o / lm_sequence_d_o are only
// meaningful under their enables. When undef_o is 1 no state is written (the model changes nothing before it
// reports the undefined behaviour).
//   lane_flags_we_o / _d_o          [31:0]     per lane
//   use_lane_flags_we_o / _d_o      [31:0]     per lane
//   stack_depth_we_o [31:0] per lane, stack_depth_d_o [127:0] at [l*4 +: 4]
//   stack_flags_we_o / _d_o         [255:0]    per element [l*8 + level]
//   stack_use_we_o / _d_o           [255:0]    per element [l*8 + level]
//   lane_config_we_o [31:0] per lane, lane_config_d_o [575:0] at [l*18 +: 18]
//   lm_template_we_o [127:0] per element [l*4 + i], lm_template_d_o [4095:0] at [(l*4+i)*32 +: 32]
//   lm_sequence_we_o [127:0] per element [l*4 + i], lm_sequence_d_o [4095:0] at [(l*4+i)*32 +: 32]
//   lm_misc_we_o [31:0] per lane, lm_misc_d_o [383:0] at [l*12 +: 12]
`include "sfpu_mutants.svh"

module sfpu_cc #(parameter bit WH = 1'b0) (
  input  logic [31:0]    insn_i,
  input  logic           scheduled_i,
  input  logic           vd16_i,
  input  logic [17407:0] lreg_i,
  input  logic [31:0]    lane_en_i,
  input  logic [31:0]    lane_limit_i,
  input  logic [575:0]   lane_config_i,
  input  logic [31:0]    lane_flags_i,
  input  logic [31:0]    use_lane_flags_i,
  input  logic [127:0]   stack_depth_i,
  input  logic [255:0]   stack_flags_i,
  input  logic [255:0]   stack_use_i,
  input  logic [383:0]   lm_misc_i,
  output logic [543:0]   lreg_we_o,
  output logic [17407:0] lreg_wd_o,
  output logic           undef_o,
  output logic [31:0]    lane_flags_we_o,
  output logic [31:0]    lane_flags_d_o,
  output logic [31:0]    use_lane_flags_we_o,
  output logic [31:0]    use_lane_flags_d_o,
  output logic [31:0]    stack_depth_we_o,
  output logic [127:0]   stack_depth_d_o,
  output logic [255:0]   stack_flags_we_o,
  output logic [255:0]   stack_flags_d_o,
  output logic [255:0]   stack_use_we_o,
  output logic [255:0]   stack_use_d_o,
  output logic [31:0]    lane_config_we_o,
  output logic [575:0]   lane_config_d_o,
  output logic [127:0]   lm_template_we_o,
  output logic [4095:0]  lm_template_d_o,
  output logic [127:0]   lm_sequence_we_o,
  output logic [4095:0]  lm_sequence_d_o,
  output logic [31:0]    lm_misc_we_o,
  output logic [383:0]   lm_misc_d_o
);
  `SFPU_MUT_DECL
  // ---------------------------------------------------------------- decode
  logic [7:0]  opc;
  logic [3:0]  mod1, vc, vb_fld, vd4;
  logic [4:0]  vd;       // 0..16 (16 only for a scheduled VD16)
  logic [3:0]  vb;       // SFPGT / SFPLE second operand: VB when scheduled, else VD
  logic [15:0] imm16;
  logic [1:0]  imm2;
  logic        imm1;

  assign opc    = sfpu_rtl_pkg::f_opcode(insn_i);
  assign mod1   = sfpu_rtl_pkg::f_mod1(insn_i);
  assign vc     = sfpu_rtl_pkg::f_vc(insn_i);
  assign vb_fld = sfpu_rtl_pkg::f_vb(insn_i);
  assign vd4    = sfpu_rtl_pkg::f_vd(insn_i);
  assign vd     = vd16_i ? 5'd16 : {1'b0, vd4};
  assign vb     = scheduled_i ? vb_fld : vd4;
  assign imm16  = insn_i[23:8];
  assign imm2   = insn_i[13:12];
  assign imm1   = insn_i[12];

  logic is_setcc, is_encc, is_compc, is_pushc, is_popc, is_gt, is_le, is_transp, is_config;
  assign is_setcc  = opc == sfpu_isa_pkg::OP_SFPSETCC;
  assign is_encc   = opc == sfpu_isa_pkg::OP_SFPENCC;
  assign is_compc  = opc == sfpu_isa_pkg::OP_SFPCOMPC;
  assign is_pushc  = opc == sfpu_isa_pkg::OP_SFPPUSHC;
  assign is_popc   = opc == sfpu_isa_pkg::OP_SFPPOPC;
  assign is_gt     = opc == sfpu_isa_pkg::OP_SFPGT;
  assign is_le     = opc == sfpu_isa_pkg::OP_SFPLE;
  assign is_transp = opc == sfpu_isa_pkg::OP_SFPTRANSP;
  assign is_config = opc == sfpu_isa_pkg::OP_SFPCONFIG;
  // An instruction of this module: the blocks below compute nothing on other cycles (a simulator skips them)
  logic is_any;
  assign is_any = is_setcc || is_encc || is_compc || is_pushc || is_popc || is_gt || is_le || is_transp || is_config;

  // ---------------------------------------------------------------- helpers
  // BooleanOp(mod1, A, B) of SFPPUSHC / SFPPOPC (model flags.c insn_boolean_op)
  function automatic logic [31:0] bool_op(input logic [3:0] m, input logic [31:0] a, input logic [31:0] b);
    case (m)
      4'd1:    bool_op = b;
      4'd2:    bool_op = ~b;
      4'd3:    bool_op = a & b;
      4'd4:    bool_op = a | b;
      4'd5:    bool_op = a & ~b;
      4'd6:    bool_op = a | ~b;
      4'd7:    bool_op = ~a & b;
      4'd8:    bool_op = ~a | b;
      4'd9:    bool_op = ~a & ~b;
      4'd10:   bool_op = ~a | ~b;
      4'd11:   bool_op = a ^ b;
      4'd12:   bool_op = ~(a ^ b);
      default: bool_op = a;
    endcase
  endfunction

  // SFPCONFIG: dst op= v with op from Mod1[2:1] (0 '=', 1 '|=', 2 '&=', 3 '^=')
  function automatic logic [17:0] cfg_op(input logic [1:0] op, input logic [17:0] dst, input logic [17:0] v);
    case (op)
      2'd1:    cfg_op = dst | v;
      2'd2:    cfg_op = dst & v;
      2'd3:    cfg_op = dst ^ v;
      default: cfg_op = v;
    endcase
  endfunction

  // sign-magnitude total order key (sfpu_lane_signmag_lt): negative values get their magnitude inverted,
  // then compare as int32
  function automatic logic [31:0] sm_key(input logic [31:0] a);
    sm_key = a[31] ? (a ^ 32'h7FFF_FFFF) : a;
  endfunction

  // ---------------------------------------------------------------- register reads
  // (explicit muxes with constant part-selects: variable part-selects of the 17408-bit bus cost yosys
  // a shifter per use)
  logic [1023:0] rd_vc, rd_vb;
  always_comb begin
    rd_vc = lreg_i[0 +: 1024];
    rd_vb = lreg_i[0 +: 1024];
    for (int r = 1; r < 16; r++) begin
      if (is_any && vc == 4'(r)) rd_vc = lreg_i[r*1024 +: 1024];
      if (is_any && vb == 4'(r)) rd_vb = lreg_i[r*1024 +: 1024];
    end
  end

  // ---------------------------------------------------------------- flag stack view
  logic [31:0] top_flags, top_use, nonempty, full;
  always_comb begin
    for (int l = 0; l < 32; l++) begin
      top_flags[l] = 1'b0;
      top_use[l]   = 1'b0;
      for (int k = 0; k < 8; k++) begin
        if (stack_depth_i[l*4 +: 4] == 4'(k + 1)) begin
          top_flags[l] = stack_flags_i[l*8 + k];
          top_use[l]   = stack_use_i[l*8 + k];
        end
      end
      nonempty[l] = stack_depth_i[l*4 +: 4] != 4'd0;
      full[l]     = stack_depth_i[l*4 +: 4] >= 4'd8;
    end
  end

  // ---------------------------------------------------------------- per-lane compares
  logic [31:0] setcc_r, cmp_r;
  always_comb begin
    setcc_r = '0;
    cmp_r = '0;
    if (is_setcc || is_gt || is_le) begin
      for (int l = 0; l < 32; l++) begin
        case (mod1)
          4'd0:    setcc_r[l] = rd_vc[l*32 + 31];
          4'd2:    setcc_r[l] = rd_vc[l*32 +: 32] != 32'd0;
          4'd4:    setcc_r[l] = !rd_vc[l*32 + 31];
          4'd6:    setcc_r[l] = rd_vc[l*32 +: 32] == 32'd0;
          default: setcc_r[l] = 1'b0;
        endcase
        // c_smaller = LReg[VC] < LReg[VB] in sign-magnitude order; SFPGT: r = c_smaller, SFPLE: r = !c_smaller
        cmp_r[l] = $signed(sm_key(rd_vc[l*32 +: 32])) < $signed(sm_key(rd_vb[l*32 +: 32]));
        if (is_le) cmp_r[l] = !cmp_r[l];
      end
    end
  end

  // ---------------------------------------------------------------- SFPCONFIG lanes and sources
  // Decided by lane L&7 (row 0 of the column) and broadcast down the column.
  logic [31:0] cfg_lanes;
  logic        cfg_imm_value;
  logic [31:0] cfg_const;
  assign cfg_imm_value = mod1[0];
  always_comb begin
    for (int l = 0; l < 32; l++) begin
      cfg_lanes[l] = !(mod1[3] && !imm16[(l % 8) * 2]) &&
                     !(use_lane_flags_i[l % 8] && !lane_flags_i[l % 8]);
    end
    case (vd4)
      4'd11:   cfg_const = 32'hBF80_0000; // -1.0
      4'd12:   cfg_const = 32'h3780_0000; // 1/65536
      4'd13:   cfg_const = 32'hBF2C_C4C7; // -0.67487759
      default: cfg_const = 32'hBEB0_8FF9; // 14: -0.34484843
    endcase
  end

  // ---------------------------------------------------------------- effects
  logic        undef_raw;
  logic [31:0] lf_we, lf_d, ul_we, ul_d, sd_we;
  logic [127:0] sd_d;
  logic [255:0] sf_we, sf_d, su_we, su_d;
  logic [31:0]  lc_we;
  logic [575:0] lc_d;
  logic [127:0] tpl_we, seq_we;
  logic [4095:0] tpl_d, seq_d;
  logic [31:0]  misc_we;
  logic [383:0] misc_d;
  logic [543:0] we;
  logic [17407:0] wd;

  always_comb begin
    logic [31:0] use_n, flags_n, tf, tu;
    logic [17:0] src;  // SFPCONFIG source of Misc / LaneConfig (they keep 12 / 18 bits)
    /* verilator lint_off UNUSEDSIGNAL */
    logic [17:0] misc_n; // cfg_op on 12-bit operands: bits 17:12 stay 0
    /* verilator lint_on UNUSEDSIGNAL */
    use_n = '0; flags_n = '0; tf = '0; tu = '0; src = '0; misc_n = '0;
    undef_raw = 1'b0;
    lf_we = '0;  lf_d = lane_flags_i;
    ul_we = '0;  ul_d = use_lane_flags_i;
    sd_we = '0;  sd_d = stack_depth_i;
    sf_we = '0;  sf_d = stack_flags_i;
    su_we = '0;  su_d = stack_use_i;
    lc_we = '0;  lc_d = lane_config_i;
    tpl_we = '0;
    seq_we = '0;
    misc_we = '0; misc_d = lm_misc_i;
    we = '0;
    // Write data only matters under the enables, so each register gets the data of the one instruction that
    // can write it, unconditionally: 0..7 SFPTRANSP or SFPGT / SFPLE, 16 SFPGT / SFPLE (scheduled VD16),
    // 11..14 SFPCONFIG; templates / sequences SFPCONFIG.
    /* verilator lint_off WIDTHCONCAT */ // '0 of 17408 bits
    wd = '0;
    /* verilator lint_on WIDTHCONCAT */
    tpl_d = '0;
    seq_d = '0;
    for (int l = 0; l < 32; l++) begin
      if (is_gt || is_le) begin
        for (int r = 0; r < 8; r++) wd[(r*32 + l)*32 +: 32] = {32{cmp_r[l]}};
        wd[(16*32 + l)*32 +: 32] = {32{cmp_r[l]}};
      end
      if (is_config) begin
        for (int r = 11; r < 15; r++) wd[(r*32 + l)*32 +: 32] = cfg_imm_value ? cfg_const : lreg_i[(l % 8)*32 +: 32];
        for (int i = 0; i < 4; i++) begin
          tpl_d[(l*4 + i)*32 +: 32] = lreg_i[(l % 8)*32 +: 32]; // 16 bits cannot hold an instruction: always LReg[0]
          seq_d[(l*4 + i)*32 +: 32] = cfg_imm_value ? {16'd0, imm16} : lreg_i[(l % 8)*32 +: 32];
        end
      end
    end
    if (is_transp) begin
      // new LReg[base+i] row j column c = old LReg[base+j] row i column c
      for (int base = 0; base < 8; base += 4)
        for (int i = 0; i < 4; i++)
          for (int j = 0; j < 4; j++)
            for (int c = 0; c < 8; c++)
              wd[((base + i)*32 + j*8 + c)*32 +: 32] = lreg_i[((base + j)*32 + i*8 + c)*32 +: 32];
    end
    use_n = '0; flags_n = '0; tf = '0; tu = '0; src = '0; misc_n = '0;

    if (is_setcc) begin
      // only LaneEnabled lanes; the flag is forced false where UseLaneFlags is off
      if (mod1[3])      flags_n = '0;
      else if (mod1[0]) flags_n = {32{imm1}};
      else              flags_n = setcc_r;
      lf_we = lane_en_i;
      lf_d  = (lane_flags_i & ~lane_en_i) | (flags_n & use_lane_flags_i & lane_en_i);
    end

    if (is_encc) begin
      // not gated by LaneEnabled: only lane_limit
      if (mod1[1])      use_n = {32{imm2[0]}};
      else if (mod1[0]) use_n = ~use_lane_flags_i;
      else              use_n = use_lane_flags_i;
      flags_n = mod1[3] ? {32{imm2[1]}} : 32'hFFFF_FFFF;
      ul_we = lane_limit_i;
      ul_d  = (use_lane_flags_i & ~lane_limit_i) | (use_n & lane_limit_i);
      lf_we = lane_limit_i;
      lf_d  = (lane_flags_i & ~lane_limit_i) | (flags_n & lane_limit_i);
    end

    if (is_compc) begin
      // an empty stack peeks as {true, true}
      tf = top_flags | ~nonempty;
      tu = top_use | ~nonempty;
      flags_n = (`SFPU_MUT(20) ? 32'hFFFFFFFF : tu) & use_lane_flags_i & tf & ~lane_flags_i;
      lf_we = lane_limit_i;
      lf_d  = (lane_flags_i & ~lane_limit_i) | (flags_n & lane_limit_i);
    end

    if (is_pushc) begin
      if (WH && mod1 != 4'd0) begin
        undef_raw = 1'b1; // WH encoding has [3:0] fixed at 0
      end else if (mod1 == 4'd0) begin
        if ((full & lane_limit_i) != 32'd0) undef_raw = 1'b1; // push onto a full stack
        for (int l = 0; l < 32; l++) begin
          if (lane_limit_i[l]) begin
            for (int k = 0; k < 8; k++) begin
              if (stack_depth_i[l*4 +: 4] == 4'(k)) begin
                sf_we[l*8 + k] = 1'b1;
                sf_d[l*8 + k]  = lane_flags_i[l];
                su_we[l*8 + k] = 1'b1;
                su_d[l*8 + k]  = use_lane_flags_i[l];
              end
            end
            sd_we[l] = 1'b1;
            sd_d[l*4 +: 4] = stack_depth_i[l*4 +: 4] + (`SFPU_MUT(19) && l == 5 ? 4'd2 : 4'd1);
          end
        end
      end else begin
        if ((~nonempty & lane_limit_i) != 32'd0) undef_raw = 1'b1; // edit the top of an empty stack
        flags_n = lane_flags_i;
        if (mod1 <= 4'd12) begin
          tu = use_lane_flags_i;
          tf = bool_op(mod1, top_flags, lane_flags_i);
        end else if (mod1 == 4'd13) begin
          // the current flags are inverted too, not just the copy on the stack
          flags_n = ~lane_flags_i;
          lf_we = lane_limit_i;
          lf_d  = (lane_flags_i & ~lane_limit_i) | (flags_n & lane_limit_i);
          tu = use_lane_flags_i;
          tf = flags_n;
        end else if (mod1 == 4'd14) begin
          tu = 32'hFFFF_FFFF;
          tf = 32'hFFFF_FFFF;
        end else begin
          tu = 32'hFFFF_FFFF;
          tf = 32'h0000_0000;
        end
        for (int l = 0; l < 32; l++) begin
          for (int k = 0; k < 8; k++) begin
            if (lane_limit_i[l] && stack_depth_i[l*4 +: 4] == 4'(k + 1)) begin
              sf_we[l*8 + k] = 1'b1;
              sf_d[l*8 + k]  = tf[l];
              su_we[l*8 + k] = 1'b1;
              su_d[l*8 + k]  = tu[l];
            end
          end
        end
      end
    end

    if (is_popc) begin
      // an empty stack peeks as {false, false}
      if (mod1 == 4'd0) begin
        if ((~nonempty & lane_limit_i) != 32'd0) undef_raw = 1'b1; // pop from an empty stack
        for (int l = 0; l < 32; l++) begin
          if (lane_limit_i[l]) begin
            sd_we[l] = 1'b1;
            sd_d[l*4 +: 4] = stack_depth_i[l*4 +: 4] - 4'd1;
          end
        end
        use_n = top_use;
        flags_n = top_flags;
      end else begin
        if (WH) begin
          // WH bug: a non-pop mode with a full stack also copies the top entry over level 0
          for (int l = 0; l < 32; l++) begin
            if (full[l] && lane_limit_i[l]) begin
              sf_we[l*8] = 1'b1;
              sf_d[l*8]  = top_flags[l];
              su_we[l*8] = 1'b1;
              su_d[l*8]  = top_use[l];
            end
          end
        end
        use_n = use_lane_flags_i;
        flags_n = lane_flags_i;
        if (mod1 <= 4'd12) begin
          use_n = top_use;
          flags_n = bool_op(mod1, lane_flags_i, top_flags);
        end else if (mod1 == 4'd13) begin
          flags_n = ~lane_flags_i;
        end else if (mod1 == 4'd14) begin
          use_n = 32'hFFFF_FFFF;
          flags_n = 32'hFFFF_FFFF;
        end else begin
          use_n = 32'hFFFF_FFFF;
          flags_n = 32'h0000_0000;
        end
      end
      ul_we = lane_limit_i;
      ul_d  = (use_lane_flags_i & ~lane_limit_i) | (use_n & lane_limit_i);
      lf_we = lane_limit_i;
      lf_d  = (lane_flags_i & ~lane_limit_i) | (flags_n & lane_limit_i);
    end

    if (is_gt || is_le) begin
      if (!WH) begin  // (on Wormhole they do not exist: the core's decode check flags them, sfpu_core dec_undef)
        for (int r = 0; r < 17; r++) begin
          if (mod1[3] && vd == 5'(r) && (r < 8 || r == 16)) begin // SET_VD, VD writable
            we[r*32 +: 32] = lane_en_i;
          end
        end
        if (mod1[0]) begin // SET_CC
          lf_we = lane_en_i;
          lf_d  = (lane_flags_i & ~lane_en_i) | (cmp_r & lane_en_i);
        end
        if (mod1[1]) begin // MUTATE_STACK: independent of LaneEnabled; empty stacks left alone
          tf = mod1[2] ? (top_flags | cmp_r) : (top_flags & cmp_r);
          for (int l = 0; l < 32; l++) begin
            for (int k = 0; k < 8; k++) begin
              if (lane_limit_i[l] && stack_depth_i[l*4 +: 4] == 4'(k + 1)) begin
                sf_we[l*8 + k] = 1'b1;
                sf_d[l*8 + k]  = tf[l];
              end
            end
          end
        end
      end
    end

    if (is_transp) begin
      // new LReg[base+i] row j column c = old LReg[base+j] row i column c, enabled lanes only
      for (int base = 0; base < 8; base += 4) begin
        for (int i = 0; i < 4; i++) begin
          we[(base + i)*32 +: 32] = lane_en_i;
        end
      end
    end

    if (is_config) begin
      for (int l = 0; l < 32; l++) begin
        src = cfg_imm_value ? {2'd0, imm16} : lreg_i[(l % 8)*32 +: 18];
        if (cfg_lanes[l]) begin
          for (int i = 0; i < 4; i++) begin
            if (vd == 5'(i)) begin
              tpl_we[l*4 + i] = 1'b1;
            end
            if (vd == 5'(i + 4)) begin
              seq_we[l*4 + i] = 1'b1;
            end
          end
          if (vd == 5'd8) begin
            misc_we[l] = 1'b1;
            misc_n = cfg_op(mod1[2:1], {6'd0, lm_misc_i[l*12 +: 12]}, {6'd0, src[11:0]});
            misc_d[l*12 +: 12] = misc_n[11:0]; // both operands are 12 bits: bits 17:12 are 0
          end else if (vd >= 5'd15) begin
            // LaneConfig (VD 15, and VD 16 of a scheduled instance); Imm16 cannot reach bits 17:16
            lc_we[l] = 1'b1;
            lc_d[l*18 +: 18] = cfg_op(mod1[2:1], lane_config_i[l*18 +: 18], src);
            if (cfg_imm_value) lc_d[l*18 + 16 +: 2] = lane_config_i[l*18 + 16 +: 2];
          end
        end
      end
      for (int r = 11; r < 15; r++) begin
        if (vd == 5'(r)) we[r*32 +: 32] = cfg_lanes & lane_limit_i;
      end
    end
  end

  // ---------------------------------------------------------------- outputs: nothing changes on undef
  logic kill;
  assign kill    = undef_raw;
  assign undef_o = undef_raw && (lane_limit_i != 32'd0); // no lane left after a backdoor load: not executed

  assign lreg_we_o           = kill ? '0 : we;
  assign lreg_wd_o           = wd;
  assign lane_flags_we_o     = kill ? '0 : lf_we;
  assign lane_flags_d_o      = kill ? lane_flags_i : lf_d;
  assign use_lane_flags_we_o = kill ? '0 : ul_we;
  assign use_lane_flags_d_o  = kill ? use_lane_flags_i : ul_d;
  assign stack_depth_we_o    = kill ? '0 : sd_we;
  assign stack_depth_d_o     = kill ? stack_depth_i : sd_d;
  assign stack_flags_we_o    = kill ? '0 : sf_we;
  assign stack_flags_d_o     = kill ? stack_flags_i : sf_d;
  assign stack_use_we_o      = kill ? '0 : su_we;
  assign stack_use_d_o       = kill ? stack_use_i : su_d;
  assign lane_config_we_o    = lc_we;
  assign lane_config_d_o     = lc_d;
  assign lm_template_we_o    = tpl_we;
  assign lm_template_d_o     = tpl_d;
  assign lm_sequence_we_o    = seq_we;
  assign lm_sequence_d_o     = seq_d;
  assign lm_misc_we_o        = misc_we;
  assign lm_misc_d_o         = misc_d;
endmodule
