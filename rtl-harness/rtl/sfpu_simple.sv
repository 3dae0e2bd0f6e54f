// sfpu_simple.sv - the Simple sub-unit's arithmetic / bitwise / FP-field instructions: SFPABS, SFPAND, SFPOR,
// SFPXOR, SFPNOT, SFPIADD, SFPSHFT, SFPMOV, SFPLZ, SFPSETEXP, SFPSETMAN, SFPSETSGN, SFPEXEXP, SFPEXMAN,
// SFPDIVP2, SFPCAST and (Blackhole) SFPARECIP. Purely combinational execution module (rtl-harness/README.md):
// operand selection, the VD write rule, lane masks, LaneFlags and PRNG updates and the undefined cases; the
// per-lane arithmetic is sfpu_simple_lane. Bit-exact with model/src/insn/<mnemonic>.c, insn.[ch], sfpu.c
// exec_insn. Other opcodes: no effect, undef_o = 0 (they belong to other modules).
module sfpu_simple #(parameter bit WH = 1'b0) ( // WH = 1: Wormhole B0 semantics, else Blackhole A0
  input  logic [31:0]    insn_i,           // the instruction word (opcode in [31:24])
  input  logic           scheduled_i,      // issued by SFPLOADMACRO (model: sfpu_insn_t.scheduled)
  // The register fields of a scheduled instruction after SFPLOADMACRO's substitution (model: in.f[vd],
  // in.f[vc], in.f[vb] as pipe/loadmacro.c leaves them; VD may be 16). Ignored when scheduled_i = 0, when
  // the fields come from insn_i. They cannot ride in insn_i: VD 16 does not fit, and for the Imm12
  // formats [15:12] is Imm12 while the macro supplies a separate VB.
  input  logic [4:0]     sched_vd_i,
  input  logic [3:0]     sched_vc_i,
  input  logic [3:0]     sched_vb_i,
  input  logic [17407:0] lreg_i,           // LReg file: register r lane l at [(r*32+l)*32 +: 32]
  input  logic [31:0]    lane_en_i,        // LaneEnabled & lane_limit (model: fx->enabled)
  input  logic [31:0]    lane_limit_i,     // lanes not taken by a backdoor template load (fx->lane_limit)
  input  logic [575:0]   lane_config_i,    // LaneConfig[lane] at [lane*18 +: 18] (SFPMOV VC=15 reads it)
  input  logic [31:0]    lane_flags_i,     // LaneFlags, bit = lane
  // UseLaneFlagsForLaneEnable, bit = lane: part of the uniform flag-state interface; its effect on this
  // group arrives through lane_en_i, so the module does not read it.
  /* verilator lint_off UNUSEDSIGNAL */
  input  logic [31:0]    use_lane_flags_i,
  /* verilator lint_on UNUSEDSIGNAL */
  input  logic [4095:0]  lm_template_i,    // LoadMacroConfig[lane].InstructionTemplate[i] at [(lane*4+i)*32 +: 32]
  input  logic [4095:0]  lm_sequence_i,    // LoadMacroConfig[lane].Sequence[i] at [(lane*4+i)*32 +: 32]
  input  logic [383:0]   lm_misc_i,        // LoadMacroConfig[lane].Misc (12 bits) at [lane*12 +: 12]
  input  logic [1023:0]  prng_i,           // PRNG state of lane l at [l*32 +: 32]
  output logic [543:0]   lreg_we_o,        // lanes written, register r at [r*32 +: 32]
  output logic [17407:0] lreg_wd_o,        // the data for those lanes, same layout as lreg_i
  output logic           undef_o,          // the model would return SFPU_ERR_UNDEFINED for this
  output logic [31:0]    lane_flags_we_o,  // LaneFlags lanes written (SFPIADD, SFPLZ, SFPEXEXP)
  output logic [31:0]    lane_flags_d_o,   // their new values
  output logic [31:0]    prng_we_o,        // PRNG lanes advanced (SFPMOV FROM_SPECIAL VC=9, SFPCAST RNS)
  output logic [1023:0]  prng_d_o          // the advanced states, same layout as prng_i
);
  logic [7:0]  op;
  logic [3:0]  mod1;
  logic [11:0] imm12;
  logic [4:0]  vd;        // destination (0..16)
  logic [3:0]  vc;        // first source
  logic [4:0]  vb;        // second source as the instruction reads it (may be VD, hence 16)
  logic [4:0]  vb_field;  // the VB field (model in.f[vb])
  logic [4:0]  vb_eq_vd;  // "VB = VD" unless scheduled
  logic        is_ours, ub_exec, writable, flags_low;
  logic [31:0] wmask, run;
  logic [1023:0] vec_b, vec_c, res;
  logic [31:0] cc;
  logic        ok;        // an instruction of this group that executes (no undefined case)

  assign op = insn_i[31:24];
  assign mod1 = insn_i[3:0];
  assign imm12 = insn_i[23:12];

  always_comb begin
    vd = scheduled_i ? sched_vd_i : {1'b0, insn_i[7:4]};
    vc = scheduled_i ? sched_vc_i : insn_i[11:8];
    vb_field = {1'b0, scheduled_i ? sched_vb_i : insn_i[15:12]};
    vb_eq_vd = scheduled_i ? {1'b0, sched_vb_i} : vd;
    if (op == sfpu_isa_pkg::OP_SFPAND || op == sfpu_isa_pkg::OP_SFPOR) begin
      // BH: Mod1 USE_VB selects VB, else VD (scheduled or not); WH: "VB = VD" unless scheduled
      vb = WH ? vb_eq_vd : (mod1[0] ? vb_field : vd);
    end else if (op == sfpu_isa_pkg::OP_SFPARECIP) begin
      vb = vb_field;
    end else begin
      vb = vb_eq_vd;
    end

    // Opcodes of this group (an unknown opcode or a reserved bit is the core's decode check: sfpu_core dec_undef,
    // and for a template the SFPLOADMACRO issue check)
    case (op)
      sfpu_isa_pkg::OP_SFPABS, sfpu_isa_pkg::OP_SFPMOV, sfpu_isa_pkg::OP_SFPLZ, sfpu_isa_pkg::OP_SFPEXEXP,
      sfpu_isa_pkg::OP_SFPEXMAN, sfpu_isa_pkg::OP_SFPCAST, sfpu_isa_pkg::OP_SFPIADD, sfpu_isa_pkg::OP_SFPSHFT,
      sfpu_isa_pkg::OP_SFPSETMAN, sfpu_isa_pkg::OP_SFPSETEXP, sfpu_isa_pkg::OP_SFPSETSGN, sfpu_isa_pkg::OP_SFPDIVP2,
      sfpu_isa_pkg::OP_SFPAND, sfpu_isa_pkg::OP_SFPOR, sfpu_isa_pkg::OP_SFPARECIP, sfpu_isa_pkg::OP_SFPNOT,
      sfpu_isa_pkg::OP_SFPXOR:
        is_ours = 1'b1;
      default: is_ours = 1'b0;
    endcase
    // Rules the instruction itself reports (only if it runs: a backdoor load of every lane skips it)
    ub_exec = 1'b0;
    if (WH && op == sfpu_isa_pkg::OP_SFPSHFT && mod1[3:1] != 3'b000) begin
      ub_exec = 1'b1; // only 0 and 1 (ARG_IMM) are defined on WH
    end
    if (WH && op == sfpu_isa_pkg::OP_SFPCAST && mod1 > 4'd1) begin
      ub_exec = 1'b1; // only 0 (RNE) and 1 (RNS) are defined on WH
    end
    undef_o = ub_exec && lane_limit_i != 32'd0;
  end

  assign ok = is_ours && !undef_o;

  // Source registers (VC is never 16; VB may be VD, which may be 16 when scheduled)
  // (only for an instruction of this group: a simulator skips the lanes on the other cycles)
  always_comb begin
    vec_b = lreg_i[0 +: 1024];
    vec_c = lreg_i[0 +: 1024];
    for (int r = 1; r < 17; r++) begin
      if (ok && vb == 5'(r)) begin
        vec_b = lreg_i[r*1024 +: 1024];
      end
      if (ok && {1'b0, vc} == 5'(r)) begin
        vec_c = lreg_i[r*1024 +: 1024];
      end
    end
  end

  genvar l;
  generate
  for (l = 0; l < 32; l++) begin : g_lane
    sfpu_simple_lane #(.WH(WH)) u_lane (
      .op_i(op), .mod1_i(mod1), .vc_i(vc), .imm12_i(imm12),
      .b_i(vec_b[l*32 +: 32]), .c_i(vec_c[l*32 +: 32]),
      .lm_template_i(lm_template_i[l*128 +: 128]), .lm_sequence_i(lm_sequence_i[l*128 +: 128]),
      .lm_misc_i(lm_misc_i[l*12 +: 12]), .lane_config_i(lane_config_i[l*18 +: 18]), .prng_i(prng_i[l*32 +: 32]),
      .en_i(ok), .res_o(res[l*32 +: 32]), .cc_o(cc[l]), .prng_d_o(prng_d_o[l*32 +: 32])
    );
  end
  endgenerate

  always_comb begin
    writable = vd < 5'd8 || vd == 5'd16; // the VD write rule (insn_vd_writable)
    flags_low = vd < 5'd8;               // flag updates: VD < 8 only (not LReg16)
    // SFPMOV with Mod1 exactly ALL_LANES_ENABLED ignores predication and ROW_MASK (not lane_limit)
    run = (op == sfpu_isa_pkg::OP_SFPMOV && mod1 == 4'd2) ? lane_limit_i : lane_en_i;
    wmask = (ok && writable) ? run : 32'd0;
    lreg_we_o = '0;
    /* verilator lint_off WIDTHCONCAT */  // '0 of 17408 bits
    lreg_wd_o = '0;        // meaningful only where lreg_we_o is set
    /* verilator lint_on WIDTHCONCAT */
    for (int r = 0; r < 17; r++) begin
      if (vd == 5'(r) && ok) begin
        lreg_we_o[r*32 +: 32] = wmask;
        lreg_wd_o[r*1024 +: 1024] = res;
      end
    end

    // LaneFlags: enabled lanes only
    lane_flags_we_o = 32'd0;
    lane_flags_d_o = lane_flags_i;
    if (ok && flags_low) begin
      if (op == sfpu_isa_pkg::OP_SFPIADD) begin
        // CC_LT0 (default) / CC_NONE (bit 2) / CC_GTE0 (bit 3) inverts whatever the flag is
        if (!mod1[2] || mod1[3]) begin
          lane_flags_we_o = lane_en_i;
        end
        lane_flags_d_o = (mod1[2] ? lane_flags_i : cc) ^ {32{mod1[3]}};
      end else if (op == sfpu_isa_pkg::OP_SFPLZ || op == sfpu_isa_pkg::OP_SFPEXEXP) begin
        // SFPLZ CC_NE0 / SFPEXEXP SET_CC_SGN_EXP (bit 1), CC_COMP / SET_CC_COMP_EXP (bit 3)
        if (mod1[1] || mod1[3]) begin
          lane_flags_we_o = lane_en_i;
        end
        lane_flags_d_o = (mod1[1] ? cc : lane_flags_i) ^ {32{mod1[3]}};
      end
    end

    // PRNG: advances in every lane that executes, whether or not VD is writable
    prng_we_o = 32'd0;
    if (ok && op == sfpu_isa_pkg::OP_SFPMOV && mod1[3] && vc == 4'd9) begin
      prng_we_o = run;
    end
    if (ok && op == sfpu_isa_pkg::OP_SFPCAST && mod1[0] && (WH || mod1[1] == 1'b0)) begin
      prng_we_o = lane_en_i; // SM32_TO_FP32_RNS (BH: Mod1 & 3 == 1)
    end
  end
endmodule
