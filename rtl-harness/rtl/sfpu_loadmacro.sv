// sfpu_loadmacro.sv - SFPLOADMACRO: the LoadMacroConfig state, the per-sub-unit queues and their scheduler.
// Spec: SFPLOADMACRO.md of both archs (spec digest 2; the model's model/src/pipe/loadmacro.c follows the same rules).
//
// What this module decides (sfpu_core keeps the wiring: it runs the due instructions on its second instances of the
// execution modules and merges their results):
//  - LoadMacroConfig: InstructionTemplate / Sequence / Misc per lane (registers here; SFPCONFIG's writes reach them
//    as template_d_i / sequence_d_i / misc_d_i through sfpu_core's state chain) and the backdoor template load
//    (a regular instruction with VD >= 12 writes InstructionTemplate[VD-12] of the lanes lane_limit_i excludes);
//  - the macro's own word: the instruction each sub-unit's Sequence byte selects, the undefined-macro decision
//    (a byte that selects 1, an invalid template, a Store template that is no store), per-lane different
//    LoadMacroConfig (unsupported_o, as the model refuses it);
//  - per sub-unit (0 Simple, 1 MAD, 2 Round, 3 Store): cancelling a queued instruction that would execute together
//    with the new one (remaining delay == D + 1, D != 7; decisions M1, M1a), queuing the selected template (or
//    SFPNOP / the built-in SFPSTORE) with the macro's VD / VC / VB substitution, VD16, the Store's Addr and Mod0;
//  - the count-down (cycles, or issued instructions while any queued one waits for instructions), the due entries
//    (one per sub-unit: the lowest), and dropping a regular instruction whose sub-unit runs a due one.
// The Addr of the macro's load half comes from sfpu_ldst (lm_addr_*_i: its Dst addressing is the load's).
`include "sfpu_mutants.svh"

module sfpu_loadmacro #(
  parameter bit WH = 1'b0  // 1: Wormhole B0, 0: Blackhole A0
) (
  input  logic            clk_i,
  input  logic            rst_ni,
  // the presented instruction and what the core made of it this cycle
  input  logic [31:0]     insn_i,
  input  logic            issue_i,         // it issued
  input  logic            exec_i,          // it issued and was not dropped (issue_i && !drop_o)
  input  logic            run_i,           // exec_i and it is not undefined: its state writes happen
  input  logic            dec_undef_i,     // undefined by decode (another arch's opcode, a reserved bit set)
  input  logic            ldst_undef_i,    // sfpu_ldst calls it undefined (an SFPLOADMACRO's load half)
  input  logic            lm_addr_we_i,    // sfpu_ldst: an SFPLOADMACRO's load half computed lm_addr_d_i
  input  logic [9:0]      lm_addr_d_i,     // the Dst Addr the scheduled SFPSTORE takes verbatim
  // the backdoor template load of the regular instruction (sfpu_core decides that it is one)
  input  logic            bd_we_i,
  input  logic [3:0]      bd_vd_i,
  input  logic [31:0]     lane_limit_i,    // lane l takes the word when lane_limit_i[l] == 0
  // LoadMacroConfig now (lane l: Template / Sequence i at [(l*4+i)*32 +: 32], Misc at [l*12 +: 12]) ...
  output logic [4095:0]   template_o,
  output logic [4095:0]   sequence_o,
  output logic [383:0]    misc_o,
  output logic [4095:0]   template_bd_o,   // ... the templates after this cycle's backdoor load ...
  input  logic [4095:0]   template_d_i,    // ... and at the end of this cycle (after SFPCONFIG's writes)
  input  logic [4095:0]   sequence_d_i,
  input  logic [383:0]    misc_d_i,
  // the queued instructions due this cycle, sub-unit u at [u*32 +: 32] (VD [u*5 +: 5], 16 = LReg16; VC / VB
  // [u*4 +: 4]); the Store's word already carries its VD[3:0], Mod0 and Addr
  output logic [3:0]      due_o,
  output logic [127:0]    due_word_o,
  output logic [19:0]     due_vd_o,
  output logic [15:0]     due_vc_o,
  output logic [15:0]     due_vb_o,
  output logic            drop_o,          // the regular instruction issues but does nothing (its sub-unit is due)
  output logic            undef_o,         // an undefined SFPLOADMACRO (it schedules and cancels nothing)
  output logic            unsupported_o,   // per-lane different LoadMacroConfig, or a full queue
  output logic            busy_o           // something is queued after this cycle
);
  `SFPU_MUT_DECL
  `SFPU_POKE_DECL

  logic [31:0] w;
  logic [7:0]  op;
  logic        l_lm_addr_we;  // (sfpu_core's name: the mutation sites of docs/mutation-sites.tsv read it so)
  assign w = insn_i;
  assign op = w[31:24];
  assign l_lm_addr_we = lm_addr_we_i;

  // ---------------------------------------------------------------- state
  logic [4095:0]   lm_template_q, lm_sequence_q;
  logic [383:0]    lm_misc_q;
  logic [9:0]      lm_addr_q, lm_addr_d;             // the last SFPLOADMACRO's Dst address (model st.lm_addr)

  assign template_o = lm_template_q;
  assign sequence_o = lm_sequence_q;
  assign misc_o = lm_misc_q;

  // backdoor template load: LoadMacroConfig[lane].InstructionTemplate[VD-12] = the word
  always_comb begin
    template_bd_o = lm_template_q;
    if (bd_we_i) begin
      for (int l = 0; l < 32; l++) begin
        for (int i = 0; i < 4; i++) begin
          if (!lane_limit_i[l] && bd_vd_i == 4'(12 + i)) template_bd_o[(l * 4 + i) * 32 +: 32] = w;
        end
      end
    end
  end

  // the last SFPLOADMACRO's Addr (only sfpu_ldst's SFPLOADMACRO raises lm_addr_we_i)
  always_comb begin
    lm_addr_d = lm_addr_q;
    if (run_i) begin
      if (l_lm_addr_we) lm_addr_d = lm_addr_d_i;
    end
  end

  // ---------------------------------------------------------------- SFPLOADMACRO queues (model pipe->lm)
  // Entry e = u * QN + k of sub-unit u (0 Simple, 1 MAD, 2 Round, 3 Store): the instruction word (the Store's
  // already carries its VD[3:0], Mod0 and Addr), its substituted VD (5 bits: 16 = LReg16) / VC / VB, the delay
  // left and its kind. Free slots are taken lowest first and the lowest due entry executes, as in the model.
  localparam int QN = 8;  // model SFPU_LM_PENDING
  localparam int QE = 4 * QN;
  logic [QE-1:0]    q_valid_q, q_valid_d, q_kind_q, q_kind_d;
  logic [QE*3-1:0]  q_rem_q, q_rem_d;
  logic [QE*32-1:0] q_word_q, q_word_d;
  logic [QE*5-1:0]  q_vd_q, q_vd_d;
  logic [QE*4-1:0]  q_vc_q, q_vc_d, q_vb_q, q_vb_d;

  // the entries due in this cycle, one per sub-unit at most (taken out before this cycle's macro schedules)
  logic [3:0]   due;
  logic [QE-1:0] due_take;
  logic [127:0] due_word;  // sub-unit u at [u*32 +: 32]
  logic [19:0]  due_vd;
  logic [15:0]  due_vc, due_vb;
  always_comb begin
    due = '0;
    due_take = '0;
    due_word = '0;
    due_vd = '0;
    due_vc = '0;
    due_vb = '0;
    for (int u = 0; u < 4; u++) begin
      for (int k = 0; k < QN; k++) begin
        if (!due[u] && q_valid_q[u * QN + k] && q_rem_q[(u * QN + k) * 3 +: 3] == 3'd0) begin
          due[u] = 1'b1;
          due_take[u * QN + k] = 1'b1;
          due_word[u * 32 +: 32] = q_word_q[(u * QN + k) * 32 +: 32];
          due_vd[u * 5 +: 5] = q_vd_q[(u * QN + k) * 5 +: 5];
          due_vc[u * 4 +: 4] = q_vc_q[(u * QN + k) * 4 +: 4];
          due_vb[u * 4 +: 4] = q_vb_q[(u * QN + k) * 4 +: 4];
        end
      end
    end
  end
  assign due_o = due;
  assign due_word_o = due_word;
  assign due_vd_o = due_vd;
  assign due_vc_o = due_vc;
  assign due_vb_o = due_vb;

  // "the scheduled one wins and the regular instruction is silently dropped" (SFPLOADMACRO.md): the regular
  // instruction issues (the stall bookkeeping sees it) but does nothing.
  logic [2:0] reg_unit;
  logic       drop;
  assign reg_unit = sfpu_isa_pkg::op_unit(op);
  assign drop = issue_i && !`SFPU_MUT(23) &&
                ((reg_unit == sfpu_isa_pkg::UNIT_SIMPLE && due[0]) || (reg_unit == sfpu_isa_pkg::UNIT_MAD && due[1]) ||
                 (reg_unit == sfpu_isa_pkg::UNIT_ROUND && due[2]) || (reg_unit == sfpu_isa_pkg::UNIT_STORE && due[3]));
  assign drop_o = drop;

  // ---------------------------------------------------------------- SFPLOADMACRO: decode
  // Per sub-unit u (0 Simple, 1 MAD, 2 Round, 3 Store): the instruction its Sequence byte selects, as that sub-unit
  // runs it (one of another sub-unit runs as SFPNOP). A byte that selects 1, an invalid template, or a template on
  // Store that is no store makes the macro undefined; it then schedules and cancels nothing (lm_issue is 0).
  logic        lm_load, lm_issue, lm_undef;
  logic [1:0]  lm_idx;
  logic [2:0]  lm_vd;
  logic [31:0] lm_seq;
  logic [127:0] lm_tw;
  always_comb begin
    logic [2:0]  bsel;
    logic [31:0] tw;
    logic [7:0]  top;
    logic        ok, can;
    logic [23:0] rsv;
    bsel = '0;
    rsv = '0;
    tw = '0;
    top = '0;
    ok = 1'b0;
    can = 1'b0;
    lm_load = exec_i && op == sfpu_isa_pkg::OP_SFPLOADMACRO && !ldst_undef_i && !dec_undef_i;
    lm_idx = w[23:22];
    lm_vd = {w[0], w[21:20]};
    lm_seq = '0;
    for (int i = 0; i < 4; i++) if (lm_idx == 2'(i)) lm_seq = lm_sequence_q[i * 32 +: 32];
    lm_undef = 1'b0;
    lm_tw = '0;
    for (int u = 0; u < 4; u++) begin
      bsel = lm_seq[u * 8 +: 3];
      tw = (bsel == 3'd2) ? 32'h8F000000 : 32'h72000000;
      for (int i = 0; i < 4; i++) if (bsel == 3'(4 + i)) tw = lm_template_q[i * 32 +: 32];
      top = tw[31:24];
      // the decoder's rule (sfpu_core.sv): reserved bits clear, but an Imm8 may be written sign-extended into [23:20]
      rsv = tw[23:0] & ~sfpu_isa_pkg::op_used(top, WH);
      if (sfpu_isa_pkg::op_imm8_sext(top) && tw[23:19] == 5'b11111) rsv[23:20] = 4'd0;
      ok = sfpu_isa_pkg::op_valid(top, WH) && rsv == 24'd0;
      case (u)
        0: can = sfpu_isa_pkg::op_unit(top) == sfpu_isa_pkg::UNIT_SIMPLE;
        1: can = sfpu_isa_pkg::op_unit(top) == sfpu_isa_pkg::UNIT_MAD;
        2: can = top == sfpu_isa_pkg::OP_SFPSHFT2 || top == sfpu_isa_pkg::OP_SFPSTOCHRND;
        default: can = top == sfpu_isa_pkg::OP_SFPSTORE;
      endcase
      if (top == sfpu_isa_pkg::OP_SFPNOP) can = u != 3;
      if (lm_load && bsel != 3'd0 && (bsel == 3'd1 || !ok || (!can && u == 3))) lm_undef = 1'b1;
      if (!can) tw = 32'h8F000000;  // an instruction of another sub-unit runs as SFPNOP
      lm_tw[u * 32 +: 32] = tw;
    end
    lm_issue = lm_load && !lm_undef;
  end
  assign undef_o = lm_undef;

  // ---------------------------------------------------------------- SFPLOADMACRO: schedule, count down
  logic        lm_unsup, lm_any_insns;
  logic [11:0] lm_misc0;
  logic [QE-1:0] q_new;
  always_comb begin
    logic [7:0]  sb;
    logic [2:0]  sel, dly;
    logic [31:0] tw, sw;
    logic [7:0]  top;
    logic [3:0]  tvd, svc, svb, smod0;
    logic [4:0]  svd;
    logic [1:0]  hv;
    logic        placed;
    // (every local gets a value on every path: yosys keeps block-local variables as state otherwise)
    sb = '0;
    sel = '0;
    dly = '0;
    tw = '0;
    sw = '0;
    top = '0;
    tvd = '0;
    svc = '0;
    svb = '0;
    smod0 = '0;
    svd = '0;
    hv = '0;
    placed = 1'b0;
    lm_misc0 = lm_misc_q[11:0];
    lm_unsup = 1'b0;
    q_valid_d = q_valid_q & ~due_take;
    q_kind_d = q_kind_q;
    q_rem_d = q_rem_q;
    q_word_d = q_word_q;
    q_vd_d = q_vd_q;
    q_vc_d = q_vc_q;
    q_vb_d = q_vb_q;
    q_new = '0;
    if (lm_issue) begin
      // LoadMacroConfig is per lane; the model schedules from lane 0 and refuses lanes that differ
      for (int l = 1; l < 32; l++) begin
        if (lm_misc_q[l * 12 +: 12] != lm_misc0) lm_unsup = 1'b1;
        for (int i = 0; i < 4; i++) begin
          if (lm_idx == 2'(i) && lm_sequence_q[(l * 4 + i) * 32 +: 32] != lm_seq) lm_unsup = 1'b1;
        end
      end
      for (int u = 0; u < 4; u++) begin
        sb = lm_seq[u * 8 +: 8];
        sel = sb[2:0];
        dly = sb[5:3] + (`SFPU_MUT(21) ? 3'd1 : 3'd0);
        // cancel a queued instruction that would execute together with this one (decisions M1); a byte that
        // selects nothing schedules nothing and cancels nothing (decisions M1a)
        if ((sel != 3'd0 || `SFPU_MUT(27)) && dly != 3'd7 && !`SFPU_MUT(22)) begin
          for (int k = 0; k < QN; k++) begin
            if (q_rem_q[(u * QN + k) * 3 +: 3] == dly + 3'd1) q_valid_d[u * QN + k] = 1'b0;
          end
        end
        if (sel != 3'd0) begin
          tw = lm_tw[u * 32 +: 32];
          top = tw[31:24];
          tvd = (top == sfpu_isa_pkg::OP_SFPSTORE || top == sfpu_isa_pkg::OP_SFPLUT) ? tw[23:20] : tw[7:4];
          hv = sfpu_isa_pkg::op_has_vb_vc(top, WH);
          svd = sb[6] && !`SFPU_MUT(25) ? 5'd16 : {2'b00, lm_vd};
          if (sb[7]) begin
            svb = {1'b0, lm_vd};
            svc = hv[0] ? tw[11:8] : tvd;
          end else begin
            svc = {1'b0, lm_vd};
            svb = (hv[1] || top == sfpu_isa_pkg::OP_SFPSHFT2) ? tw[15:12] : tvd;
          end
          sw = tw;
          if (u == 3) begin
            // the built-in / template SFPSTORE: VD (VB selects the template's), Mod0 (the macro's if
            // UsesLoadMod0, else Misc's), the Addr the macro's load computed, used verbatim
            if (!sb[6] && sb[7]) svd = {1'b0, tvd};
            smod0 = lm_misc0[4 + lm_idx] ? w[19:16] : lm_misc0[3:0];
            sw = {tw[31:24], svd[3:0], smod0, tw[15:10], lm_addr_d_i ^ (`SFPU_MUT(26) ? 10'd4 : 10'd0)};
          end
          placed = 1'b0;
          for (int k = 0; k < QN; k++) begin
            if (!placed && !q_valid_d[u * QN + k]) begin
              placed = 1'b1;
              q_valid_d[u * QN + k] = 1'b1;
              q_new[u * QN + k] = 1'b1;
              q_kind_d[u * QN + k] = lm_misc0[8 + u] && !`SFPU_MUT(24);
              q_rem_d[(u * QN + k) * 3 +: 3] = dly;
              q_word_d[(u * QN + k) * 32 +: 32] = sw;
              q_vd_d[(u * QN + k) * 5 +: 5] = svd;
              q_vc_d[(u * QN + k) * 4 +: 4] = svc;
              q_vb_d[(u * QN + k) * 4 +: 4] = svb;
            end
          end
          if (!placed) lm_unsup = 1'b1;  // the model's queue is as deep (SFPU_LM_PENDING)
        end
      end
    end
    // count down: per cycle, or per issued instruction while any queued one waits for instructions; an entry
    // queued in this cycle starts counting in the next
    lm_any_insns = (q_valid_d & q_kind_d) != '0;
    if (!lm_any_insns || issue_i) begin
      for (int e = 0; e < QE; e++) begin
        if (q_valid_d[e] && !q_new[e] && q_rem_d[e * 3 +: 3] != 3'd0) q_rem_d[e * 3 +: 3] = q_rem_d[e * 3 +: 3] - 3'd1;
      end
    end
  end
  assign unsupported_o = lm_unsup;
  assign busy_o = q_valid_d != '0;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      lm_template_q <= {4063'd0, `SFPU_POKE(sfpu_isa_pkg::REG_LM_TEMPLATE), 32'd0};
      lm_sequence_q <= {4063'd0, `SFPU_POKE(sfpu_isa_pkg::REG_LM_SEQUENCE), 32'd0};
      lm_misc_q <= {371'd0, `SFPU_POKE(sfpu_isa_pkg::REG_LM_MISC), 12'd0};
      lm_addr_q <= '0;
      q_valid_q <= '0;
      q_kind_q <= '0;
      q_rem_q <= '0;
      q_word_q <= '0;
      q_vd_q <= '0;
      q_vc_q <= '0;
      q_vb_q <= '0;
    end else begin
      lm_template_q <= template_d_i;
      lm_sequence_q <= sequence_d_i;
      lm_misc_q <= misc_d_i;
      lm_addr_q <= lm_addr_d;
      q_valid_q <= q_valid_d;
      q_kind_q <= q_kind_d;
      q_rem_q <= q_rem_d;
      q_word_q <= q_word_d;
      q_vd_q <= q_vd_d;
      q_vc_q <= q_vc_d;
      q_vb_q <= q_vb_d;
    end
  end
endmodule
