// sfpu_core.sv - the SFPU pipeline: instruction issue with the Blackhole auto-stall logic (and its
// documented blind spots), the LReg file, the execution modules of the five sub-units, 1- and 2-cycle
// write-back, predication / configuration state, the issuing thread's RWCs. Dst is outside (the Dst port).
//
// Timing (spec digest 3; the model's model/src/pipe/pipe.c follows the same rules):
//  - one instruction per cycle from outside; insn_ready_o says whether the presented one issued;
//  - an instruction executes in its issue cycle, reading the LReg file as it is in that cycle; its LReg
//    writes commit at the end of the issue cycle (1-cycle instructions) or of the next one (MAD family,
//    SFPSWAP, SFPSHFT2 Mod1 2..4 on both archs, SFPCONFIG writing configuration); other state (flags,
//    LaneConfig, PRNG, RWCs, Dst) changes at the end of the issue cycle;
//  - SFPSWAP with Mod1 != 0 compares in its issue cycle and re-reads the data it moves in its second cycle
//    (decisions T7);
//  - Blackhole: a MAD-family instruction followed by one whose (buggy) read set meets its (believed)
//    write set stalls one cycle; after SFPSWAP / BH SFPSHFT2 Mod1 2..4 only SFPNOP may issue next cycle.
//    Wormhole has no interlock: a too-early read gets the old value.
//  - TTNOP / TTSETRWC / TTINCRWC are accepted and executed by the thread; the SFPU idles that cycle.
//  - SFPLOADMACRO (model pipe/loadmacro.c, spec digest 2): its SFPLOAD half executes as a Load-unit instruction;
//    sfpu_loadmacro holds LoadMacroConfig and the per-sub-unit queues and decides what is scheduled, cancelled,
//    due and dropped. A queued instruction executes in the cycle after its delay reached 0. Up to four execute
//    beside the regular one, in the model's order (regular, Simple, MAD, Round, Store), each seeing the flags /
//    PRNG / configuration the earlier ones left; a regular instruction on a sub-unit whose queued one executes is
//    dropped (issues, no effect). Second instances of the execution modules here run them.
// Not implemented here: the MOP and REPLAY expanders; such words raise unsupported_o (as do per-lane different
// LoadMacroConfig, which the model refuses too).
`include "sfpu_mutants.svh"

module sfpu_core #(
  parameter bit WH = 1'b0  // 1: Wormhole B0, 0: Blackhole A0
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  // instruction stream
  input  logic                          insn_valid_i,
  input  logic [31:0]                   insn_i,
  output logic                          insn_ready_o,   // the presented instruction issued this cycle
  output logic [1:0]                    stall_cause_o,  // sfpu_rtl_pkg::STALL_* when it did not
  output logic                          busy_o,         // something is still in flight after this cycle
  // LReg write-back committed at the end of this cycle (merged, oldest first: later writes win)
  output logic [543:0]                  wb_mask_o,      // register r lanes at [r*32 +: 32]
  output logic [sfpu_rtl_pkg::RF_W-1:0] wb_data_o,
  // predication state after this cycle
  output logic [31:0]                   lane_flags_o,
  output logic [31:0]                   use_lane_flags_o,
  output logic [127:0]                  stack_depth_o,  // lane l at [l*4 +: 4]
  // the LReg file (for the end-of-test state compare)
  output logic [sfpu_rtl_pkg::RF_W-1:0] lreg_o,
  // an issued instruction the model calls undefined / one this RTL does not implement
  output logic                          undef_o,
  output logic                          unsupported_o,
  // Dst port: rows read this cycle (combinational) and cells written at the end of it
  output logic [79:0]                   dst_raddr_o,
  input  logic [2047:0]                 dst_rdata_i,
  input  logic [7:0]                    dst_rvalid_i,
  output logic [79:0]                   dst_waddr_o,
  input  logic [7:0]                    dst_wvalid_i,   // DstRowValid of the dst_waddr_o rows (a scheduled
                                                        // SFPSTORE's rows differ from the regular load's)
  output logic [127:0]                  dst_wcol_we_o,
  output logic [2047:0]                 dst_wdata_o,
  // test backdoor: LReg[dbg_lreg_idx_i] = dbg_lreg_data_i at the end of this cycle (after any write-back)
  input  logic                          dbg_lreg_we_i,
  input  logic [4:0]                    dbg_lreg_idx_i,
  input  logic [1023:0]                 dbg_lreg_data_i,
  // test backdoor (optional in the contract): configuration item dbg_cfg_sel_i (sfpu_reg_t numbering,
  // sfpu_isa_pkg::REG_ADDR_MOD_* / REG_CFG_*) index dbg_cfg_idx_i = dbg_cfg_data_i at the end of this cycle: the
  // configuration the issuing thread writes before a kernel (ADDR_MODs, Dst addressing and format registers)
  input  logic                          dbg_cfg_we_i,
  input  logic [5:0]                    dbg_cfg_sel_i,
  input  logic [7:0]                    dbg_cfg_idx_i,
  input  logic [31:0]                   dbg_cfg_data_i,
  // test backdoor (optional in the contract): the PRNG state of every lane = dbg_prng_data_i (lane l at
  // [l*32 +: 32]) at the end of this cycle (after any step)
  input  logic                          dbg_prng_we_i,
  input  logic [1023:0]                 dbg_prng_data_i,
  // state read port (optional in the contract; combinational): with state_en_i, the architectural state item
  // state_sel_i (sfpu.h's sfpu_reg_t numbering, sfpu_isa_pkg::REG_*) as this core holds it now: its value
  // state_hi_i * 128 + i at [i*32 +: 32] (zero-extended); state_ok_o = 0 for an item this core does not hold
  input  logic                          state_en_i,
  input  logic [5:0]                    state_sel_i,
  input  logic                          state_hi_i,
  output logic [4095:0]                 state_o,
  output logic                          state_ok_o
);
  localparam int RF_W = sfpu_rtl_pkg::RF_W;
  `SFPU_MUT_DECL
  `SFPU_POKE_DECL
  // '0 / '1 on the 17408-bit register-file buses: Verilator counts them as wide replications
  /* verilator lint_off WIDTHCONCAT */

  // ---------------------------------------------------------------- state
  logic [RF_W-1:0] lreg_q, lreg_d;
  logic [31:0]     lane_flags_q, lane_flags_d, use_flags_q, use_flags_d;
  logic [127:0]    stack_depth_q, stack_depth_d;
  logic [255:0]    stack_flags_q, stack_flags_d, stack_use_q, stack_use_d;
  logic [575:0]    lane_config_q, lane_config_d;
  logic [4095:0]   lm_template_d, lm_sequence_d;  // LoadMacroConfig (in sfpu_loadmacro) after this cycle
  logic [383:0]    lm_misc_d;
  logic [1023:0]   prng_q, prng_d;
  logic [1023:0]   shft2_cap_q, shft2_cap_d;
  logic [9:0]      rwc_dst_q, rwc_dst_d, rwc_dst_cr_q, rwc_dst_cr_d;
  logic [5:0]      rwc_srca_q, rwc_srca_d, rwc_srca_cr_q, rwc_srca_cr_d;
  logic [5:0]      rwc_srcb_q, rwc_srcb_d, rwc_srcb_cr_q, rwc_srcb_cr_d;
  logic [9:0]      rwc_sp_q, rwc_sp_d;

  // pipeline (the pending write-back and SFPSWAP registers are declared at the write-back below)
  logic            prev_valid_q, prev_valid_d;     // an instruction issued in the previous cycle
  logic            prev_mad_q, prev_mad_d;
  logic            prev_blocks_q, prev_blocks_d;
  logic            prev_swap_q, prev_swap_d;
  logic [16:0]     prev_swr_q, prev_swr_d;         // what the stall logic believes it writes

  // ---------------------------------------------------------------- reset values (model reset_state)
  function automatic logic [RF_W-1:0] lreg_reset();
    logic [RF_W-1:0] r;
    r = '0;
    for (int l = 0; l < 32; l++) begin
      r[(8 * 32 + l) * 32 +: 32] = 32'h3F56594B;   // 0.8373
      r[(10 * 32 + l) * 32 +: 32] = 32'h3F800000;  // 1.0
      r[(11 * 32 + l) * 32 +: 32] = 32'hBF800000;  // -1.0
      r[(12 * 32 + l) * 32 +: 32] = 32'h37800000;  // 1/65536
      r[(13 * 32 + l) * 32 +: 32] = 32'hBF2CC4C7;  // -0.67487759
      r[(14 * 32 + l) * 32 +: 32] = 32'hBEB08FF9;  // -0.34484843
      r[(15 * 32 + l) * 32 +: 32] = 32'(2 * l);     // lane id x 2
    end
    lreg_reset = r;
  endfunction

  // PRNG reset (undocumented; decisions D5): the model's per-lane hash of seed 0.
  function automatic logic [1023:0] prng_reset();
    logic [1023:0] r;
    logic [31:0] x;
    for (int l = 0; l < 32; l++) begin
      x = 32'h9E3779B9 * 32'(l + 1);
      x = x ^ (x >> 16);
      x = x * 32'h85EBCA6B;
      x = x ^ (x >> 13);
      r[l * 32 +: 32] = x;
    end
    prng_reset = r;
  endfunction

  // ---------------------------------------------------------------- issue
  logic [31:0] w;
  logic [7:0]  op;
  logic        outside, expander, stall_blocks, stall_mad, issue, is_nop;
  logic [1:0]  stall_cause;

  assign w = insn_i;
  assign op = w[31:24];
  assign outside = insn_valid_i && sfpu_rtl_pkg::is_outside_op(op);
  assign expander = insn_valid_i && sfpu_isa_pkg::op_unit(op) == sfpu_isa_pkg::UNIT_EXPANDER;
  assign is_nop = op == sfpu_isa_pkg::OP_SFPNOP;
  assign stall_blocks = prev_valid_q && prev_blocks_q && !is_nop && !`SFPU_MUT(6);
  assign stall_mad = !WH && prev_valid_q && prev_mad_q && !`SFPU_MUT(3) &&
                     (((`SFPU_MUT(5) ? sfpu_rtl_pkg::true_reads(w, WH) : sfpu_rtl_pkg::stall_reads(w, WH)) &
                       prev_swr_q) != '0 || (`SFPU_MUT(4) && !is_nop));
  always_comb begin
    stall_cause = sfpu_rtl_pkg::STALL_NONE;
    if (insn_valid_i && !outside && !expander) begin
      if (stall_blocks) stall_cause = prev_swap_q ? sfpu_rtl_pkg::STALL_SWAP : sfpu_rtl_pkg::STALL_SHFT2;
      else if (stall_mad) stall_cause = sfpu_rtl_pkg::STALL_MAD_RAW;
    end
  end
  assign issue = insn_valid_i && !outside && !expander && stall_cause == sfpu_rtl_pkg::STALL_NONE;
  assign insn_ready_o = outside || issue;
  assign stall_cause_o = stall_cause;

  // ---------------------------------------------------------------- lane enables, backdoor template load
  // LaneEnabled = !ROW_MASK && (UseLaneFlags ? LaneFlags : 1)  (spec digest 4.2)
  function automatic logic [31:0] lane_enable(input logic [31:0] flags, input logic [31:0] use_flags,
                                              input logic [575:0] lc);
    logic [31:0] m;
    for (int l = 0; l < 32; l++) m[l] = lc[(l % 8) * 18 + sfpu_rtl_pkg::LC_ROW_MASK_LSB + l / 8];
    lane_enable = (~use_flags | flags) & ~m;
  endfunction
  logic [31:0] lane_en_all, lane_limit, lane_en;
  logic [3:0]  bd_vd;
  logic        backdoor;
  always_comb begin
    // (M7: LaneFlags ignored, M8: ROW_MASK ignored)
    lane_en_all = lane_enable(lane_flags_q, `SFPU_MUT(7) ? 32'd0 : use_flags_q, `SFPU_MUT(8) ? 576'd0 : lane_config_q);
    bd_vd = sfpu_rtl_pkg::backdoor_vd(w);
    backdoor = sfpu_isa_pkg::op_backdoor(op) && bd_vd >= 4'd12;
    lane_limit = '1;
    if (backdoor) begin
      for (int l = 0; l < 32; l++) begin
        if (!lane_config_q[l * 18 + sfpu_rtl_pkg::LC_DISABLE_BACKDOOR_LOAD] || `SFPU_MUT(11)) lane_limit[l] = 1'b0;
      end
    end
    lane_en = lane_en_all & lane_limit;
  end

  // ---------------------------------------------------------------- execution modules
  // Each sees the instruction and the state as it is at issue; the group selected by the opcode counts.
  localparam logic [2:0] G_NONE = 3'd0, G_SIMPLE = 3'd1, G_CC = 3'd2, G_MAD = 3'd3, G_ROUND = 3'd4, G_LDST = 3'd5;
  function automatic logic [2:0] grp_of(input logic [7:0] o);
    case (o)
      sfpu_isa_pkg::OP_SFPSETCC, sfpu_isa_pkg::OP_SFPENCC, sfpu_isa_pkg::OP_SFPCOMPC, sfpu_isa_pkg::OP_SFPPUSHC,
      sfpu_isa_pkg::OP_SFPPOPC, sfpu_isa_pkg::OP_SFPGT, sfpu_isa_pkg::OP_SFPLE, sfpu_isa_pkg::OP_SFPTRANSP,
      sfpu_isa_pkg::OP_SFPCONFIG: grp_of = G_CC;
      sfpu_isa_pkg::OP_SFPSTOCHRND, sfpu_isa_pkg::OP_SFPSHFT2, sfpu_isa_pkg::OP_SFPSWAP: grp_of = G_ROUND;
      sfpu_isa_pkg::OP_SFPLOAD, sfpu_isa_pkg::OP_SFPLOADI, sfpu_isa_pkg::OP_SFPSTORE,
      sfpu_isa_pkg::OP_SFPLOADMACRO: grp_of = G_LDST;
      sfpu_isa_pkg::OP_SFPNOP: grp_of = G_NONE;
      default: grp_of = sfpu_isa_pkg::op_is_mad(o) ? G_MAD :
                        (sfpu_isa_pkg::op_unit(o) == sfpu_isa_pkg::UNIT_SIMPLE ? G_SIMPLE : G_NONE);
    endcase
  endfunction
  logic [2:0] grp;
  assign grp = grp_of(op);

  // ---------------------------------------------------------------- SFPLOADMACRO (sfpu_loadmacro, below)
  // LoadMacroConfig as it is now and after the regular instruction's backdoor template load; the queued
  // instructions due in this cycle, one per sub-unit u (0 Simple, 1 MAD, 2 Round, 3 Store) at [u*32 +: 32], with
  // their substituted VD (5 bits: 16 = LReg16) / VC / VB; whether the regular instruction is dropped ("the scheduled
  // one wins and the regular instruction is silently dropped", SFPLOADMACRO.md: it issues, the stall bookkeeping
  // sees it, but it does nothing).
  logic [4095:0] lm_template, lm_sequence, lm_template_p;
  logic [383:0]  lm_misc;
  logic [3:0]    due;
  logic [127:0]  due_word;
  /* verilator lint_off UNUSEDSIGNAL */  // the Store slot's VD[3:0] / VC / VB: its word carries what it uses
  logic [19:0]   due_vd;
  logic [15:0]   due_vc, due_vb;
  /* verilator lint_on UNUSEDSIGNAL */
  logic          drop, exec, lm_undef, lm_unsup, lm_busy;
  assign exec = issue && !drop;

  // An undefined regular instruction changes nothing (the model reports it before any of it happens): `run` is
  // `exec` without it. dec_undef: an opcode this arch does not have, or a reserved bit set (model sfpu_decode); the
  // execution modules report the rest (reg_undef, below).
  logic dec_undef, reg_undef, run;
  logic [23:0] dec_reserved;
  always_comb begin
    dec_reserved = w[23:0] & ~sfpu_isa_pkg::op_used(op, WH);
    if (sfpu_isa_pkg::op_imm8_sext(op) && w[23:19] == 5'b11111) dec_reserved[23:20] = 4'd0;
    dec_undef = exec && !`SFPU_MUT(28) && sfpu_isa_pkg::op_unit(op) < sfpu_isa_pkg::UNIT_EXPANDER &&
                (!sfpu_isa_pkg::op_valid(op, WH) || dec_reserved != 24'd0);
  end
  assign run = exec && (!reg_undef || `SFPU_MUT(29));

  logic [543:0]    s_we, c_we, m_we, r_we, l_we;
  logic [RF_W-1:0] s_wd, c_wd, m_wd, r_wd, l_wd;
  logic            s_undef, c_undef, m_undef, r_undef, l_undef;
  logic [31:0]     s_lf_we, s_lf_d, s_prng_we;
  logic [1023:0]   s_prng_d;
  logic [31:0]     c_lf_we, c_lf_d, c_uf_we, c_uf_d, c_sd_we, c_lc_we, c_misc_we;
  logic [127:0]    c_sd_d, c_tpl_we, c_seq_we;
  logic [255:0]    c_sf_we, c_sf_d, c_su_we, c_su_d;
  logic [575:0]    c_lc_d;
  logic [4095:0]   c_tpl_d, c_seq_d;
  logic [383:0]    c_misc_d;
  logic [31:0]     r_prng_we;
  logic [1023:0]   r_prng_d, r_cap_d;
  logic            r_cap_we;
  logic [31:0]     r_swapm;
  logic            l_rwc_dst_we, l_rwc_dst_cr_we, l_rwc_sp_we, l_rwc_srca_we, l_rwc_srca_cr_we;
  logic            l_rwc_srcb_we, l_rwc_srcb_cr_we, l_extra_we, l_extra_d, l_lm_addr_we;
  logic [9:0]      l_rwc_dst_d, l_rwc_dst_cr_d, l_rwc_sp_d, l_lm_addr_d;
  /* verilator lint_off UNUSEDSIGNAL */
  logic [9:0]      l_addr;  // the computed Dst address (a macro's store takes lm_addr_d_o)
  /* verilator lint_on UNUSEDSIGNAL */
  logic [5:0]      l_rwc_srca_d, l_rwc_srca_cr_d, l_rwc_srcb_d, l_rwc_srcb_cr_d;
  logic [127:0]    l_wcol_we;
  logic            extra_addr_mod_q, extra_addr_mod_d;

  sfpu_loadmacro #(.WH(WH)) u_loadmacro (
    .clk_i, .rst_ni, .insn_i(w), .issue_i(issue), .exec_i(exec), .run_i(run), .dec_undef_i(dec_undef),
    .ldst_undef_i(l_undef), .lm_addr_we_i(l_lm_addr_we), .lm_addr_d_i(l_lm_addr_d),
    .bd_we_i(run && backdoor), .bd_vd_i(bd_vd), .lane_limit_i(lane_limit),
    .template_o(lm_template), .sequence_o(lm_sequence), .misc_o(lm_misc), .template_bd_o(lm_template_p),
    .template_d_i(lm_template_d), .sequence_d_i(lm_sequence_d), .misc_d_i(lm_misc_d),
    .due_o(due), .due_word_o(due_word), .due_vd_o(due_vd), .due_vc_o(due_vc), .due_vb_o(due_vb), .drop_o(drop),
    .undef_o(lm_undef), .unsupported_o(lm_unsup), .busy_o(lm_busy)
  );

  sfpu_simple #(.WH(WH)) u_simple (
    .insn_i(w), .scheduled_i(1'b0), .sched_vd_i(5'd0), .sched_vc_i(4'd0), .sched_vb_i(4'd0),
    .lreg_i(lreg_q), .lane_en_i(lane_en), .lane_limit_i(lane_limit), .lane_config_i(lane_config_q),
    .lane_flags_i(lane_flags_q), .use_lane_flags_i(use_flags_q), .lm_template_i(lm_template),
    .lm_sequence_i(lm_sequence), .lm_misc_i(lm_misc), .prng_i(prng_q),
    .lreg_we_o(s_we), .lreg_wd_o(s_wd), .undef_o(s_undef), .lane_flags_we_o(s_lf_we), .lane_flags_d_o(s_lf_d),
    .prng_we_o(s_prng_we), .prng_d_o(s_prng_d)
  );

  sfpu_cc #(.WH(WH)) u_cc (
    .insn_i(w), .scheduled_i(1'b0), .vd16_i(1'b0), .lreg_i(lreg_q), .lane_en_i(lane_en), .lane_limit_i(lane_limit),
    .lane_config_i(lane_config_q), .lane_flags_i(lane_flags_q), .use_lane_flags_i(use_flags_q),
    .stack_depth_i(stack_depth_q), .stack_flags_i(stack_flags_q), .stack_use_i(stack_use_q), .lm_misc_i(lm_misc),
    .lreg_we_o(c_we), .lreg_wd_o(c_wd), .undef_o(c_undef),
    .lane_flags_we_o(c_lf_we), .lane_flags_d_o(c_lf_d), .use_lane_flags_we_o(c_uf_we), .use_lane_flags_d_o(c_uf_d),
    .stack_depth_we_o(c_sd_we), .stack_depth_d_o(c_sd_d), .stack_flags_we_o(c_sf_we), .stack_flags_d_o(c_sf_d),
    .stack_use_we_o(c_su_we), .stack_use_d_o(c_su_d), .lane_config_we_o(c_lc_we), .lane_config_d_o(c_lc_d),
    .lm_template_we_o(c_tpl_we), .lm_template_d_o(c_tpl_d), .lm_sequence_we_o(c_seq_we),
    .lm_sequence_d_o(c_seq_d), .lm_misc_we_o(c_misc_we), .lm_misc_d_o(c_misc_d)
  );

  sfpu_mad #(.WH(WH)) u_mad (
    .insn_i(w), .scheduled_i(1'b0), .sched_vd_i(5'd0), .sched_vc_i(4'd0), .sched_vb_i(4'd0), .lreg_i(lreg_q),
    .lane_en_i(lane_en), .lane_limit_i(lane_limit), .lane_config_i(lane_config_q), .lreg_we_o(m_we), .lreg_wd_o(m_wd),
    .undef_o(m_undef)
  );

  sfpu_round #(.WH(WH)) u_round (
    .insn_i(w), .scheduled_i(1'b0), .sched_vd_i(5'd0), .sched_vc_i(4'd0), .sched_vb_i(4'd0),
    .lreg_i(lreg_q), .lane_en_i(lane_en), .lane_limit_i(lane_limit), .lane_config_i(lane_config_q), .prng_i(prng_q),
    .shft2_vc_capture_i(shft2_cap_q), .lreg_we_o(r_we), .lreg_wd_o(r_wd), .undef_o(r_undef),
    .prng_we_o(r_prng_we), .prng_d_o(r_prng_d), .shft2_vc_capture_we_o(r_cap_we), .shft2_vc_capture_d_o(r_cap_d),
    .swap_mask_use_i(1'b0), .swap_mask_i(32'd0), .swap_mask_o(r_swapm)
  );

  // Configuration registers the load/store path reads: at their reset values (the model's reset state);
  // the harness does not change them. The state read port reports them (a planted bug may change one).
  logic [127:0] cfg_addr_mod_ab, cfg_addr_mod_dst;
  logic [39:0]  cfg_addr_mod_bias;
  logic         cfg_fp32_dst, cfg_srcb_override, cfg_sfpu_dest_fmt_enable, cfg_addr_mod_set_base, cfg_remap_addrs;
  logic         cfg_swizzle_32b;
  logic [3:0]   cfg_srcb_fmt, cfg_srcb_override_val, cfg_sfpu_dest_fmt_base;
  logic [9:0]   cfg_dest_target_offset, cfg_dest_regw_base, cfg_dest_sp_base, cfg_sfpu_stack_incr;
  // Registers, reset to 0 (a planted wrong reset value with +sfpu_state_poke), written only through dbg_cfg_*.
  logic [5:0] cs;
  logic [2:0] ci;
  assign cs = dbg_cfg_sel_i;
  assign ci = dbg_cfg_idx_i[2:0];
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      cfg_addr_mod_ab          <= `SFPU_POKE(sfpu_isa_pkg::REG_ADDR_MOD_AB) ? 128'h10000 : '0;
      cfg_addr_mod_dst         <= `SFPU_POKE(sfpu_isa_pkg::REG_ADDR_MOD_DST) ? 128'h10000 : '0;
      cfg_addr_mod_bias        <= `SFPU_POKE(sfpu_isa_pkg::REG_ADDR_MOD_BIAS) ? 40'h20 : '0;
      cfg_fp32_dst             <= `SFPU_POKE(sfpu_isa_pkg::REG_CFG_FP32_DST);
      cfg_srcb_fmt             <= {3'd0, `SFPU_POKE(sfpu_isa_pkg::REG_CFG_SRCB_FMT)};
      cfg_srcb_override        <= `SFPU_POKE(sfpu_isa_pkg::REG_CFG_SRCB_OVERRIDE);
      cfg_srcb_override_val    <= {3'd0, `SFPU_POKE(sfpu_isa_pkg::REG_CFG_SRCB_OVERRIDE_VAL)};
      cfg_sfpu_dest_fmt_enable <= `SFPU_POKE(sfpu_isa_pkg::REG_CFG_SFPU_DEST_FMT_ENABLE);
      cfg_sfpu_dest_fmt_base   <= {3'd0, `SFPU_POKE(sfpu_isa_pkg::REG_CFG_SFPU_DEST_FMT_BASE)};
      cfg_dest_target_offset   <= {9'd0, `SFPU_POKE(sfpu_isa_pkg::REG_CFG_DEST_TARGET_OFFSET)};
      cfg_dest_regw_base       <= {9'd0, `SFPU_POKE(sfpu_isa_pkg::REG_CFG_DEST_REGW_BASE)};
      cfg_dest_sp_base         <= {9'd0, `SFPU_POKE(sfpu_isa_pkg::REG_CFG_DEST_SP_BASE)};
      cfg_sfpu_stack_incr      <= {9'd0, `SFPU_POKE(sfpu_isa_pkg::REG_CFG_SFPU_STACK_INCR)};
      cfg_addr_mod_set_base    <= `SFPU_POKE(sfpu_isa_pkg::REG_CFG_ADDR_MOD_SET_BASE);
      cfg_remap_addrs          <= `SFPU_POKE(sfpu_isa_pkg::REG_CFG_REMAP_ADDRS);
      cfg_swizzle_32b          <= `SFPU_POKE(sfpu_isa_pkg::REG_CFG_SWIZZLE_32B);
    end else if (dbg_cfg_we_i) begin
      case (cs)
        sfpu_isa_pkg::REG_ADDR_MOD_AB:   cfg_addr_mod_ab[ci * 16 +: 16] <= dbg_cfg_data_i[15:0];
        sfpu_isa_pkg::REG_ADDR_MOD_DST:  cfg_addr_mod_dst[ci * 16 +: 16] <= dbg_cfg_data_i[15:0];
        sfpu_isa_pkg::REG_ADDR_MOD_BIAS: cfg_addr_mod_bias[ci * 5 +: 5] <= dbg_cfg_data_i[4:0];
        sfpu_isa_pkg::REG_CFG_FP32_DST:             cfg_fp32_dst <= dbg_cfg_data_i[0];
        sfpu_isa_pkg::REG_CFG_SRCB_FMT:             cfg_srcb_fmt <= dbg_cfg_data_i[3:0];
        sfpu_isa_pkg::REG_CFG_SRCB_OVERRIDE:        cfg_srcb_override <= dbg_cfg_data_i[0];
        sfpu_isa_pkg::REG_CFG_SRCB_OVERRIDE_VAL:    cfg_srcb_override_val <= dbg_cfg_data_i[3:0];
        sfpu_isa_pkg::REG_CFG_SFPU_DEST_FMT_ENABLE: cfg_sfpu_dest_fmt_enable <= dbg_cfg_data_i[0];
        sfpu_isa_pkg::REG_CFG_SFPU_DEST_FMT_BASE:   cfg_sfpu_dest_fmt_base <= dbg_cfg_data_i[3:0];
        sfpu_isa_pkg::REG_CFG_DEST_TARGET_OFFSET:   cfg_dest_target_offset <= dbg_cfg_data_i[9:0];
        sfpu_isa_pkg::REG_CFG_DEST_REGW_BASE:       cfg_dest_regw_base <= dbg_cfg_data_i[9:0];
        sfpu_isa_pkg::REG_CFG_DEST_SP_BASE:         cfg_dest_sp_base <= dbg_cfg_data_i[9:0];
        sfpu_isa_pkg::REG_CFG_SFPU_STACK_INCR:      cfg_sfpu_stack_incr <= dbg_cfg_data_i[9:0];
        sfpu_isa_pkg::REG_CFG_ADDR_MOD_SET_BASE:    cfg_addr_mod_set_base <= dbg_cfg_data_i[0];
        sfpu_isa_pkg::REG_CFG_REMAP_ADDRS:          cfg_remap_addrs <= dbg_cfg_data_i[0];
        sfpu_isa_pkg::REG_CFG_SWIZZLE_32B:          cfg_swizzle_32b <= dbg_cfg_data_i[0];
        default: ;
      endcase
    end
  end
  logic [79:0]   l_waddr;
  logic [2047:0] l_wdata;
  sfpu_ldst #(.WH(WH)) u_ldst (
    .insn_i(w), .scheduled_i(1'b0), .lreg_i(lreg_q), .lane_en_i(lane_en), .lane_limit_i(lane_limit),
    .lane_config_i(lane_config_q), .rwc_dst_i(rwc_dst_q), .rwc_dst_cr_i(rwc_dst_cr_q), .rwc_sp_i(rwc_sp_q),
    .rwc_srca_i(rwc_srca_q), .rwc_srca_cr_i(rwc_srca_cr_q), .rwc_srcb_i(rwc_srcb_q), .rwc_srcb_cr_i(rwc_srcb_cr_q),
    .rwc_extra_addr_mod_bit_i(extra_addr_mod_q), .addr_mod_ab_i(cfg_addr_mod_ab), .addr_mod_dst_i(cfg_addr_mod_dst),
    .addr_mod_bias_i(cfg_addr_mod_bias), .cfg_fp32_dst_i(cfg_fp32_dst), .cfg_srcb_fmt_i(cfg_srcb_fmt),
    .cfg_srcb_override_i(cfg_srcb_override), .cfg_srcb_override_val_i(cfg_srcb_override_val),
    .cfg_sfpu_dest_fmt_enable_i(cfg_sfpu_dest_fmt_enable), .cfg_sfpu_dest_fmt_base_i(cfg_sfpu_dest_fmt_base),
    .cfg_dest_target_offset_i(cfg_dest_target_offset), .cfg_dest_regw_base_i(cfg_dest_regw_base),
    .cfg_dest_sp_base_i(cfg_dest_sp_base), .cfg_sfpu_stack_incr_i(cfg_sfpu_stack_incr),
    .cfg_addr_mod_set_base_i(cfg_addr_mod_set_base), .cfg_remap_addrs_i(cfg_remap_addrs),
    .cfg_swizzle_32b_i(cfg_swizzle_32b),
    .dst_raddr_o, .dst_rdata_i, .dst_rvalid_i, .dst_waddr_o(l_waddr), .dst_wcol_we_o(l_wcol_we),
    .dst_wdata_o(l_wdata),
    .lreg_we_o(l_we), .lreg_wd_o(l_wd), .undef_o(l_undef),
    .rwc_dst_we_o(l_rwc_dst_we), .rwc_dst_d_o(l_rwc_dst_d), .rwc_dst_cr_we_o(l_rwc_dst_cr_we),
    .rwc_dst_cr_d_o(l_rwc_dst_cr_d), .rwc_sp_we_o(l_rwc_sp_we), .rwc_sp_d_o(l_rwc_sp_d),
    .rwc_srca_we_o(l_rwc_srca_we), .rwc_srca_d_o(l_rwc_srca_d), .rwc_srca_cr_we_o(l_rwc_srca_cr_we),
    .rwc_srca_cr_d_o(l_rwc_srca_cr_d), .rwc_srcb_we_o(l_rwc_srcb_we), .rwc_srcb_d_o(l_rwc_srcb_d),
    .rwc_srcb_cr_we_o(l_rwc_srcb_cr_we), .rwc_srcb_cr_d_o(l_rwc_srcb_cr_d),
    .rwc_extra_addr_mod_bit_we_o(l_extra_we), .rwc_extra_addr_mod_bit_d_o(l_extra_d),
    .lm_addr_we_o(l_lm_addr_we), .lm_addr_d_o(l_lm_addr_d), .addr_o(l_addr)
  );

  // RWCs as SETRWC / INCRWC (executed by the thread, outside the SFPU) change them
  logic [9:0] t_rwc_dst, t_rwc_dst_cr;
  logic [5:0] t_rwc_srca, t_rwc_srca_cr, t_rwc_srcb, t_rwc_srcb_cr;
  sfpu_rwc u_rwc (
    .insn_i(w), .rwc_dst_i(rwc_dst_q), .rwc_dst_cr_i(rwc_dst_cr_q), .rwc_srca_i(rwc_srca_q),
    .rwc_srca_cr_i(rwc_srca_cr_q), .rwc_srcb_i(rwc_srcb_q), .rwc_srcb_cr_i(rwc_srcb_cr_q),
    .rwc_dst_o(t_rwc_dst), .rwc_dst_cr_o(t_rwc_dst_cr), .rwc_srca_o(t_rwc_srca), .rwc_srca_cr_o(t_rwc_srca_cr),
    .rwc_srcb_o(t_rwc_srcb), .rwc_srcb_cr_o(t_rwc_srcb_cr)
  );

  // ---------------------------------------------------------------- state after the regular instruction (_r)
  logic [31:0]     lane_flags_r, use_flags_r;
  logic [127:0]    stack_depth_r;
  logic [255:0]    stack_flags_r, stack_use_r;
  logic [575:0]    lane_config_r;
  logic [4095:0]   lm_template_r, lm_sequence_r;
  logic [383:0]    lm_misc_r;
  logic [1023:0]   prng_r, shft2_cap_r;

  logic [31:0]     lane_flags_p;   // before the CC group's update (sfpu_cc_apply below)
  always_comb begin
    lane_flags_p = lane_flags_q;
    prng_r = prng_q;
    shft2_cap_r = shft2_cap_q;
    rwc_dst_d = rwc_dst_q;
    rwc_dst_cr_d = rwc_dst_cr_q;
    rwc_srca_d = rwc_srca_q;
    rwc_srca_cr_d = rwc_srca_cr_q;
    rwc_srcb_d = rwc_srcb_q;
    rwc_srcb_cr_d = rwc_srcb_cr_q;
    rwc_sp_d = rwc_sp_q;
    extra_addr_mod_d = extra_addr_mod_q;
    if (outside) begin
      rwc_dst_d = t_rwc_dst + (`SFPU_MUT(13) ? 10'd1 : 10'd0);
      rwc_dst_cr_d = t_rwc_dst_cr;
      rwc_srca_d = t_rwc_srca;
      rwc_srca_cr_d = t_rwc_srca_cr;
      rwc_srcb_d = t_rwc_srcb;
      rwc_srcb_cr_d = t_rwc_srcb_cr;
    end
    if (run) begin
      case (grp)
        G_SIMPLE: begin
          lane_flags_p = (lane_flags_q & ~s_lf_we) | (s_lf_d & s_lf_we);
          for (int l = 0; l < 32; l++) if (s_prng_we[l]) prng_r[l * 32 +: 32] = s_prng_d[l * 32 +: 32];
        end
        G_ROUND: begin
          for (int l = 0; l < 32; l++) if (r_prng_we[l]) prng_r[l * 32 +: 32] = r_prng_d[l * 32 +: 32];
          if (r_cap_we) shft2_cap_r = r_cap_d;
        end
        G_LDST: begin
          if (l_rwc_dst_we) rwc_dst_d = l_rwc_dst_d;
          if (l_rwc_dst_cr_we) rwc_dst_cr_d = l_rwc_dst_cr_d;
          if (l_rwc_sp_we) rwc_sp_d = l_rwc_sp_d;
          if (l_rwc_srca_we) rwc_srca_d = l_rwc_srca_d;
          if (l_rwc_srca_cr_we) rwc_srca_cr_d = l_rwc_srca_cr_d;
          if (l_rwc_srcb_we) rwc_srcb_d = l_rwc_srcb_d;
          if (l_rwc_srcb_cr_we) rwc_srcb_cr_d = l_rwc_srcb_cr_d;
          if (l_extra_we) extra_addr_mod_d = l_extra_d;
        end
        default: ;
      endcase
    end
  end

  sfpu_cc_apply u_cc_apply_r (
    .en_i(run && grp == G_CC), .lane_flags_i(lane_flags_p), .use_lane_flags_i(use_flags_q),
    .stack_depth_i(stack_depth_q), .stack_flags_i(stack_flags_q), .stack_use_i(stack_use_q),
    .lane_config_i(lane_config_q), .lm_template_i(lm_template_p), .lm_sequence_i(lm_sequence), .lm_misc_i(lm_misc),
    .lane_flags_we_i(c_lf_we), .lane_flags_d_i(c_lf_d), .use_lane_flags_we_i(c_uf_we), .use_lane_flags_d_i(c_uf_d),
    .stack_depth_we_i(c_sd_we), .stack_depth_d_i(c_sd_d), .stack_flags_we_i(c_sf_we), .stack_flags_d_i(c_sf_d),
    .stack_use_we_i(c_su_we), .stack_use_d_i(c_su_d), .lane_config_we_i(c_lc_we), .lane_config_d_i(c_lc_d),
    .lm_template_we_i(c_tpl_we), .lm_template_d_i(c_tpl_d), .lm_sequence_we_i(c_seq_we), .lm_sequence_d_i(c_seq_d),
    .lm_misc_we_i(c_misc_we), .lm_misc_d_i(c_misc_d),
    .lane_flags_o(lane_flags_r), .use_lane_flags_o(use_flags_r), .stack_depth_o(stack_depth_r),
    .stack_flags_o(stack_flags_r), .stack_use_o(stack_use_r), .lane_config_o(lane_config_r),
    .lm_template_o(lm_template_r), .lm_sequence_o(lm_sequence_r), .lm_misc_o(lm_misc_r)
  );

  // ---------------------------------------------------------------- the scheduled instructions of this cycle
  // Simple slot (sub-unit 0): a Simple-group, CC-group or SFPSWAP template, on the state after the regular one.
  logic [31:0]  s0_word, s0_ccword, lane_en_s0;
  logic [2:0]   s0_grp;
  /* verilator lint_off UNUSEDSIGNAL */
  logic [1:0]   s0_hv;  // (only whether it has a VC field matters)
  /* verilator lint_on UNUSEDSIGNAL */
  always_comb begin
    s0_word = due_word[0 +: 32];
    s0_grp = due[0] ? grp_of(s0_word[31:24]) : G_NONE;
    s0_hv = sfpu_isa_pkg::op_has_vb_vc(s0_word[31:24], WH);
    // sfpu_cc takes the substituted fields in the word: VD in [7:4], VC in [11:8] (formats with a VC field),
    // VB in [15:12] (SFPGT / SFPLE only: other CC formats keep immediates there)
    s0_ccword = s0_word;
    s0_ccword[7:4] = due_vd[3:0];
    if (s0_hv[0]) s0_ccword[11:8] = due_vc[3:0];
    if (s0_word[31:24] == sfpu_isa_pkg::OP_SFPGT || s0_word[31:24] == sfpu_isa_pkg::OP_SFPLE) begin
      s0_ccword[15:12] = due_vb[3:0];
    end
    // LaneEnabled of the start of the cycle: a lane-flag or LaneConfig write takes effect for the next cycle's
    // instructions, not for the other sub-units' in this one (docs/decisions.md M5)
    lane_en_s0 = lane_en_all;
  end

  logic [543:0]    s0s_we, s0c_we, s0r_we, s1_we, s2_we;
  logic [RF_W-1:0] s0s_wd, s0c_wd, s0r_wd, s1_wd, s2_wd;
  logic            s0s_undef, s0c_undef, s0r_undef, s1_undef, s2_undef, s3_undef;
  logic [31:0]     s0s_lf_we, s0s_lf_d, s0s_prng_we, s0r_swapm;
  logic [1023:0]   s0s_prng_d;
  logic [31:0]     s0c_lf_we, s0c_lf_d, s0c_uf_we, s0c_uf_d, s0c_sd_we, s0c_lc_we, s0c_misc_we;
  logic [127:0]    s0c_sd_d, s0c_tpl_we, s0c_seq_we;
  logic [255:0]    s0c_sf_we, s0c_sf_d, s0c_su_we, s0c_su_d;
  logic [575:0]    s0c_lc_d;
  logic [4095:0]   s0c_tpl_d, s0c_seq_d;
  logic [383:0]    s0c_misc_d;

  sfpu_simple #(.WH(WH)) u_simple_s (
    .insn_i(s0_word), .scheduled_i(1'b1), .sched_vd_i(due_vd[0 +: 5]), .sched_vc_i(due_vc[0 +: 4]),
    .sched_vb_i(due_vb[0 +: 4]), .lreg_i(lreg_q), .lane_en_i(lane_en_s0), .lane_limit_i('1),
    .lane_config_i(lane_config_r), .lane_flags_i(lane_flags_r), .use_lane_flags_i(use_flags_r),
    .lm_template_i(lm_template_r), .lm_sequence_i(lm_sequence_r), .lm_misc_i(lm_misc_r), .prng_i(prng_r),
    .lreg_we_o(s0s_we), .lreg_wd_o(s0s_wd), .undef_o(s0s_undef), .lane_flags_we_o(s0s_lf_we),
    .lane_flags_d_o(s0s_lf_d), .prng_we_o(s0s_prng_we), .prng_d_o(s0s_prng_d)
  );

  sfpu_cc #(.WH(WH)) u_cc_s (
    .insn_i(s0_ccword), .scheduled_i(1'b1), .vd16_i(due_vd[4]), .lreg_i(lreg_q), .lane_en_i(lane_en_s0),
    .lane_limit_i('1), .lane_config_i(lane_config_r), .lane_flags_i(lane_flags_r), .use_lane_flags_i(use_flags_r),
    .stack_depth_i(stack_depth_r), .stack_flags_i(stack_flags_r), .stack_use_i(stack_use_r), .lm_misc_i(lm_misc_r),
    .lreg_we_o(s0c_we), .lreg_wd_o(s0c_wd), .undef_o(s0c_undef),
    .lane_flags_we_o(s0c_lf_we), .lane_flags_d_o(s0c_lf_d), .use_lane_flags_we_o(s0c_uf_we),
    .use_lane_flags_d_o(s0c_uf_d), .stack_depth_we_o(s0c_sd_we), .stack_depth_d_o(s0c_sd_d),
    .stack_flags_we_o(s0c_sf_we), .stack_flags_d_o(s0c_sf_d), .stack_use_we_o(s0c_su_we), .stack_use_d_o(s0c_su_d),
    .lane_config_we_o(s0c_lc_we), .lane_config_d_o(s0c_lc_d), .lm_template_we_o(s0c_tpl_we),
    .lm_template_d_o(s0c_tpl_d), .lm_sequence_we_o(s0c_seq_we), .lm_sequence_d_o(s0c_seq_d),
    .lm_misc_we_o(s0c_misc_we), .lm_misc_d_o(s0c_misc_d)
  );

  /* verilator lint_off UNUSEDSIGNAL */
  logic [31:0]   s0r_prng_we, s2_lfx;
  logic [1023:0] s0r_prng_d, s0r_cap_d;
  logic          s0r_cap_we;
  /* verilator lint_on UNUSEDSIGNAL */
  sfpu_round #(.WH(WH)) u_round_s0 (  // SFPSWAP on the Simple slot: decides at issue
    .insn_i(s0_word), .scheduled_i(1'b1), .sched_vd_i(due_vd[0 +: 5]), .sched_vc_i(due_vc[0 +: 4]),
    .sched_vb_i(due_vb[0 +: 4]), .lreg_i(lreg_q), .lane_en_i(lane_en_s0), .lane_limit_i('1),
    .lane_config_i(lane_config_r), .prng_i(prng_r), .shft2_vc_capture_i(shft2_cap_r),
    .lreg_we_o(s0r_we), .lreg_wd_o(s0r_wd), .undef_o(s0r_undef), .prng_we_o(s0r_prng_we), .prng_d_o(s0r_prng_d),
    .shft2_vc_capture_we_o(s0r_cap_we), .shft2_vc_capture_d_o(s0r_cap_d),
    .swap_mask_use_i(1'b0), .swap_mask_i(32'd0), .swap_mask_o(s0r_swapm)
  );

  // state after the Simple slot (_2): what the MAD, Round and Store slots see
  logic [31:0]     lane_flags_2, use_flags_2, lane_en_s1;
  logic [127:0]    stack_depth_2;
  logic [255:0]    stack_flags_2, stack_use_2;
  logic [575:0]    lane_config_2;
  logic [4095:0]   lm_template_2, lm_sequence_2;
  logic [383:0]    lm_misc_2;
  logic [1023:0]   prng_2;
  logic [31:0]     lane_flags_s0p;  // after a Simple-group instruction (the CC group's: sfpu_cc_apply)
  always_comb begin
    lane_flags_s0p = lane_flags_r;
    prng_2 = prng_r;
    if (s0_grp == G_SIMPLE) begin
      lane_flags_s0p = (lane_flags_r & ~s0s_lf_we) | (s0s_lf_d & s0s_lf_we);
      for (int l = 0; l < 32; l++) if (s0s_prng_we[l]) prng_2[l * 32 +: 32] = s0s_prng_d[l * 32 +: 32];
    end
  end
  sfpu_cc_apply u_cc_apply_s0 (
    .en_i(s0_grp == G_CC), .lane_flags_i(lane_flags_s0p), .use_lane_flags_i(use_flags_r),
    .stack_depth_i(stack_depth_r), .stack_flags_i(stack_flags_r), .stack_use_i(stack_use_r),
    .lane_config_i(lane_config_r), .lm_template_i(lm_template_r), .lm_sequence_i(lm_sequence_r),
    .lm_misc_i(lm_misc_r),
    .lane_flags_we_i(s0c_lf_we), .lane_flags_d_i(s0c_lf_d), .use_lane_flags_we_i(s0c_uf_we),
    .use_lane_flags_d_i(s0c_uf_d), .stack_depth_we_i(s0c_sd_we), .stack_depth_d_i(s0c_sd_d),
    .stack_flags_we_i(s0c_sf_we), .stack_flags_d_i(s0c_sf_d), .stack_use_we_i(s0c_su_we), .stack_use_d_i(s0c_su_d),
    .lane_config_we_i(s0c_lc_we), .lane_config_d_i(s0c_lc_d), .lm_template_we_i(s0c_tpl_we),
    .lm_template_d_i(s0c_tpl_d), .lm_sequence_we_i(s0c_seq_we), .lm_sequence_d_i(s0c_seq_d),
    .lm_misc_we_i(s0c_misc_we), .lm_misc_d_i(s0c_misc_d),
    .lane_flags_o(lane_flags_2), .use_lane_flags_o(use_flags_2), .stack_depth_o(stack_depth_2),
    .stack_flags_o(stack_flags_2), .stack_use_o(stack_use_2), .lane_config_o(lane_config_2),
    .lm_template_o(lm_template_2), .lm_sequence_o(lm_sequence_2), .lm_misc_o(lm_misc_2)
  );
  assign lane_en_s1 = lane_en_all;  // not the state after the Simple slot (_2): decisions M5

  sfpu_mad #(.WH(WH)) u_mad_s (
    .insn_i(due_word[32 +: 32]), .scheduled_i(1'b1), .sched_vd_i(due_vd[5 +: 5]), .sched_vc_i(due_vc[4 +: 4]),
    .sched_vb_i(due_vb[4 +: 4]), .lreg_i(lreg_q), .lane_en_i(lane_en_s1), .lane_limit_i('1),
    .lane_config_i(lane_config_2), .lreg_we_o(s1_we), .lreg_wd_o(s1_wd), .undef_o(s1_undef)
  );

  logic [31:0]   s2_prng_we;
  logic [1023:0] s2_prng_d, s2_cap_d;
  logic          s2_cap_we;
  sfpu_round #(.WH(WH)) u_round_s2 (
    .insn_i(due_word[64 +: 32]), .scheduled_i(1'b1), .sched_vd_i(due_vd[10 +: 5]), .sched_vc_i(due_vc[8 +: 4]),
    .sched_vb_i(due_vb[8 +: 4]), .lreg_i(lreg_q), .lane_en_i(lane_en_s1), .lane_limit_i('1),
    .lane_config_i(lane_config_2), .prng_i(prng_2), .shft2_vc_capture_i(shft2_cap_r),
    .lreg_we_o(s2_we), .lreg_wd_o(s2_wd), .undef_o(s2_undef), .prng_we_o(s2_prng_we), .prng_d_o(s2_prng_d),
    .shft2_vc_capture_we_o(s2_cap_we), .shft2_vc_capture_d_o(s2_cap_d),
    .swap_mask_use_i(1'b0), .swap_mask_i(32'd0), .swap_mask_o(s2_lfx)
  );

  // Store slot: the word carries VD[3:0] / Mod0 / Addr; a VD of 16 reads LReg16 through register 0's port
  logic [RF_W-1:0] s3_lreg;
  logic [79:0]     s3_waddr;
  logic [127:0]    s3_wcol_we;
  logic [2047:0]   s3_wdata;
  /* verilator lint_off UNUSEDSIGNAL */
  logic [79:0]     s3_raddr;
  logic [9:0]      s3_addr;
  logic [543:0]    s3_we;
  logic [RF_W-1:0] s3_wd;
  logic [8:0]      s3_x_we;   // the scheduled store changes no RWC: these outputs stay unused
  logic [39:0]     s3_x10;
  logic [23:0]     s3_x6;
  logic            s3_x1;
  /* verilator lint_on UNUSEDSIGNAL */
  always_comb begin
    s3_lreg = lreg_q;
    if (due_vd[19]) s3_lreg[0 +: 1024] = lreg_q[16 * 1024 +: 1024];
  end
  sfpu_ldst #(.WH(WH)) u_ldst_s (
    .insn_i(due_word[96 +: 32]), .scheduled_i(1'b1), .lreg_i(s3_lreg), .lane_en_i(lane_en_s1), .lane_limit_i('1),
    .lane_config_i(lane_config_2), .rwc_dst_i(rwc_dst_q), .rwc_dst_cr_i(rwc_dst_cr_q), .rwc_sp_i(rwc_sp_q),
    .rwc_srca_i(rwc_srca_q), .rwc_srca_cr_i(rwc_srca_cr_q), .rwc_srcb_i(rwc_srcb_q), .rwc_srcb_cr_i(rwc_srcb_cr_q),
    .rwc_extra_addr_mod_bit_i(extra_addr_mod_q), .addr_mod_ab_i(cfg_addr_mod_ab), .addr_mod_dst_i(cfg_addr_mod_dst),
    .addr_mod_bias_i(cfg_addr_mod_bias), .cfg_fp32_dst_i(cfg_fp32_dst), .cfg_srcb_fmt_i(cfg_srcb_fmt),
    .cfg_srcb_override_i(cfg_srcb_override), .cfg_srcb_override_val_i(cfg_srcb_override_val),
    .cfg_sfpu_dest_fmt_enable_i(cfg_sfpu_dest_fmt_enable), .cfg_sfpu_dest_fmt_base_i(cfg_sfpu_dest_fmt_base),
    .cfg_dest_target_offset_i(cfg_dest_target_offset), .cfg_dest_regw_base_i(cfg_dest_regw_base),
    .cfg_dest_sp_base_i(cfg_dest_sp_base), .cfg_sfpu_stack_incr_i(cfg_sfpu_stack_incr),
    .cfg_addr_mod_set_base_i(cfg_addr_mod_set_base), .cfg_remap_addrs_i(cfg_remap_addrs),
    .cfg_swizzle_32b_i(cfg_swizzle_32b),
    .dst_raddr_o(s3_raddr), .dst_rdata_i('0), .dst_rvalid_i(dst_wvalid_i), .dst_waddr_o(s3_waddr),
    .dst_wcol_we_o(s3_wcol_we), .dst_wdata_o(s3_wdata),
    .lreg_we_o(s3_we), .lreg_wd_o(s3_wd), .undef_o(s3_undef),
    .rwc_dst_we_o(s3_x_we[0]), .rwc_dst_d_o(s3_x10[0 +: 10]), .rwc_dst_cr_we_o(s3_x_we[1]),
    .rwc_dst_cr_d_o(s3_x10[10 +: 10]), .rwc_sp_we_o(s3_x_we[2]), .rwc_sp_d_o(s3_x10[20 +: 10]),
    .rwc_srca_we_o(s3_x_we[3]), .rwc_srca_d_o(s3_x6[0 +: 6]), .rwc_srca_cr_we_o(s3_x_we[4]),
    .rwc_srca_cr_d_o(s3_x6[6 +: 6]), .rwc_srcb_we_o(s3_x_we[5]), .rwc_srcb_d_o(s3_x6[12 +: 6]),
    .rwc_srcb_cr_we_o(s3_x_we[6]), .rwc_srcb_cr_d_o(s3_x6[18 +: 6]), .rwc_extra_addr_mod_bit_we_o(s3_x_we[7]),
    .rwc_extra_addr_mod_bit_d_o(s3_x1), .lm_addr_we_o(s3_x_we[8]), .lm_addr_d_o(s3_x10[30 +: 10]),
    .addr_o(s3_addr)
  );

  // Dst writes: the scheduled store's, else the regular instruction's (a regular SFPSTORE beside a scheduled
  // one is dropped, so at most one instruction writes Dst per cycle)
  always_comb begin
    if (due[3]) begin
      dst_waddr_o = s3_waddr;
      dst_wcol_we_o = s3_wcol_we;
      dst_wdata_o = s3_wdata;
    end else begin
      dst_waddr_o = l_waddr;
      dst_wcol_we_o = (run && grp == G_LDST) ? l_wcol_we : '0;
      dst_wdata_o = l_wdata;
    end
  end

  // final state: the Round slot's PRNG / SFPSHFT2 capture on top of _2
  always_comb begin
    lane_flags_d = lane_flags_2;
    use_flags_d = use_flags_2;
    stack_depth_d = stack_depth_2;
    stack_flags_d = stack_flags_2;
    stack_use_d = stack_use_2;
    lane_config_d = lane_config_2;
    lm_template_d = lm_template_2;
    lm_sequence_d = lm_sequence_2;
    lm_misc_d = lm_misc_2;
    prng_d = prng_2;
    shft2_cap_d = shft2_cap_r;
    if (due[2]) begin
      for (int l = 0; l < 32; l++) if (s2_prng_we[l]) prng_d[l * 32 +: 32] = s2_prng_d[l * 32 +: 32];
      if (s2_cap_we) shft2_cap_d = s2_cap_d;
    end
    if (dbg_prng_we_i) prng_d = dbg_prng_data_i;   // test backdoor after any step
  end

  // ---------------------------------------------------------------- write-back
  // The instructions of one cycle in the model's execution order: the regular one, then the Simple, MAD and
  // Round slots (the Store slot writes no LReg). 1-cycle writes commit at the end of this cycle, 2-cycle ones at
  // the end of the next; among writes committing together the later one wins. A Mod1 != 0 SFPSWAP (regular or
  // on the Simple slot) moves, in its second cycle, the values of the file then (decisions T7): its writes are
  // computed by u_round_sw2 from the decision kept at issue, between the 2-cycle writes older (pend_a) and
  // younger (pend_b) than it.
  logic [543:0]    cur_we;
  logic [RF_W-1:0] cur_wd;
  logic            cur_lat2, cur_swap_late, s0_lat2, s0_swap_late, s2_lat2;
  logic [543:0]    s0_we;
  logic [RF_W-1:0] s0_wd;
  logic [543:0]    pw_we, cw_we, w2_we;  // the writes committing now: the pending ones, this cycle's; swap's
  logic [RF_W-1:0] w2_wd;
  // which writer supplies each lane word (bit r*32+l: register r lane l), in the model's order
  logic [543:0]    w2_sel, s0_now, s2_now, s0_late, s1_late, s2_late;

  // pending SFPSWAP, second cycle: the decision made at issue, the values of the file now
  logic            pend_swap_q, pend_swap_d, pend_sched_q, pend_sched_d;
  logic [31:0]     pend_insn_q, pend_insn_d, pend_en_q, pend_en_d, pend_limit_q, pend_limit_d;
  logic [31:0]     pend_swapm_q, pend_swapm_d;
  logic [4:0]      pend_svd_q, pend_svd_d;
  logic [3:0]      pend_svc_q, pend_svc_d, pend_svb_q, pend_svb_d;
  /* verilator lint_off UNUSEDSIGNAL */
  logic            w2_undef, w2_cap_we;
  logic [31:0]     w2_prng_we, w2_swapm;
  logic [1023:0]   w2_prng_d, w2_cap_d;
  /* verilator lint_on UNUSEDSIGNAL */
  sfpu_round #(.WH(WH)) u_round_sw2 (
    .insn_i(pend_insn_q), .scheduled_i(pend_sched_q), .sched_vd_i(pend_svd_q), .sched_vc_i(pend_svc_q),
    .sched_vb_i(pend_svb_q), .lreg_i(lreg_q), .lane_en_i(pend_en_q), .lane_limit_i(pend_limit_q),
    .lane_config_i(lane_config_q), .prng_i(prng_q), .shft2_vc_capture_i(shft2_cap_q),
    .lreg_we_o(w2_we), .lreg_wd_o(w2_wd), .undef_o(w2_undef), .prng_we_o(w2_prng_we), .prng_d_o(w2_prng_d),
    .shft2_vc_capture_we_o(w2_cap_we), .shft2_vc_capture_d_o(w2_cap_d),
    .swap_mask_use_i(1'b1), .swap_mask_i(pend_swapm_q), .swap_mask_o(w2_swapm)
  );

  // the 2-cycle writes waiting for the end of this cycle, older / younger than a pending SFPSWAP
  logic            pend_q, pend_d;
  logic [543:0]    pend_a_we_q, pend_a_we_d, pend_b_we_q, pend_b_we_d;
  logic [RF_W-1:0] pend_a_wd_q, pend_a_wd_d, pend_b_wd_q, pend_b_wd_d;

  always_comb begin
    // the regular instruction's LReg writes
    cur_we = '0;
    cur_wd = '0;
    case (grp)
      G_SIMPLE: begin cur_we = s_we; cur_wd = s_wd; end
      G_CC:     begin cur_we = c_we; cur_wd = c_wd; end
      G_MAD:    begin cur_we = m_we; cur_wd = m_wd; end
      G_ROUND:  begin cur_we = r_we; cur_wd = r_wd; end
      G_LDST:   begin cur_we = l_we; cur_wd = l_wd; end
      default: ;
    endcase
    if (!run) cur_we = '0;
    cur_lat2 = sfpu_rtl_pkg::lat2(w) && !(`SFPU_MUT(1) && sfpu_isa_pkg::op_is_mad(op)) &&
               !(`SFPU_MUT(2) && op == sfpu_isa_pkg::OP_SFPSWAP);
    cur_swap_late = run && op == sfpu_isa_pkg::OP_SFPSWAP && w[3:0] != 4'd0 && !`SFPU_MUT(10);
    // the Simple slot's
    s0_we = '0;
    s0_wd = '0;
    case (s0_grp)
      G_SIMPLE: begin s0_we = s0s_we; s0_wd = s0s_wd; end
      G_CC:     begin s0_we = s0c_we; s0_wd = s0c_wd; end
      G_ROUND:  begin s0_we = s0r_we; s0_wd = s0r_wd; end
      default: ;
    endcase
    // a scheduled SFPCONFIG's VD is the macro's (0..7 or 16): its writes take two cycles
    s0_lat2 = s0_word[31:24] == sfpu_isa_pkg::OP_SFPCONFIG || sfpu_rtl_pkg::lat2(s0_word);
    s0_swap_late = s0_grp == G_ROUND && s0_word[3:0] != 4'd0 && !`SFPU_MUT(10);
    s2_lat2 = sfpu_rtl_pkg::lat2(due_word[64 +: 32]);

    // 1. commit: the pending 2-cycle writes (older), then this cycle's 1-cycle ones, each in issue order
    //    (the lane words themselves are merged per word in g_wb below)
    w2_sel = pend_swap_q ? w2_we : '0;
    pw_we = pend_q ? (pend_a_we_q | w2_sel | pend_b_we_q) : '0;
    s0_now = s0_lat2 ? '0 : s0_we;
    s2_now = (s2_lat2 || !due[2]) ? '0 : s2_we;
    cw_we = (cur_lat2 ? '0 : cur_we) | s0_now | s2_now;
    wb_mask_o = pw_we | cw_we;

    // 2. this cycle's 2-cycle writes commit at the end of the next one
    pend_swap_d = cur_swap_late || s0_swap_late;
    pend_sched_d = !cur_swap_late;
    pend_insn_d = cur_swap_late ? w : s0_word;
    pend_en_d = cur_swap_late ? lane_en : lane_en_s0;
    pend_limit_d = cur_swap_late ? lane_limit : '1;
    pend_swapm_d = cur_swap_late ? r_swapm : s0r_swapm;
    pend_svd_d = due_vd[0 +: 5];
    pend_svc_d = due_vc[0 +: 4];
    pend_svb_d = due_vb[0 +: 4];
    // older than the SFPSWAP (or all of them): the regular one unless it is the SFPSWAP, the Simple slot's
    // unless the SFPSWAP is there or earlier; younger: the MAD and Round slots when there is an SFPSWAP
    // (a due Simple slot drops a regular SFPSWAP, so nothing of the Simple slot is younger than one)
    s0_late = (s0_lat2 && !(pend_swap_d && (!cur_swap_late || s0_swap_late))) ? s0_we : '0;
    s1_late = due[1] ? s1_we : '0;
    s2_late = (due[2] && s2_lat2) ? s2_we : '0;
    // (M32: the regular instruction's 2-cycle write of LReg 3 is lost - a missed write-back)
    pend_a_we_d = (cur_lat2 && !cur_swap_late) ? (cur_we & ~(`SFPU_MUT(32) ? {416'd0, 32'hFFFFFFFF, 96'd0} : 544'd0))
                                               : '0;
    pend_b_we_d = '0;
    if (!pend_swap_d) pend_a_we_d = pend_a_we_d | s0_late | s1_late | s2_late;
    else pend_b_we_d = (cur_swap_late ? s0_late : '0) | s1_late | s2_late;
    pend_d = pend_swap_d || pend_a_we_d != '0 || pend_b_we_d != '0 ||
             (run && cur_lat2) || (due[0] && s0_lat2) || (due[1] && sfpu_rtl_pkg::lat2(due_word[32 +: 32])) ||
             (due[2] && s2_lat2);

    // 3. the auto-stall bookkeeping looks at the regular instruction issued in the previous cycle only
    prev_valid_d = issue || (`SFPU_MUT(12) && prev_valid_q);
    prev_mad_d = sfpu_isa_pkg::op_is_mad(op);
    prev_blocks_d = sfpu_rtl_pkg::blocks_next(w, WH);
    prev_swap_d = op == sfpu_isa_pkg::OP_SFPSWAP;
    prev_swr_d = sfpu_isa_pkg::op_is_mad(op) ? sfpu_rtl_pkg::stall_writes(w) : '0;
  end

  // The lane words, merged one word at a time: later writers win (M9 reverses the commit order of the file).
  // Register by register, and only the registers something writes: the rest of the file is copied whole.
  // (Constant bounds: yosys's proc has no switch to expand, and Verilator unrolls the loops into word moves.)
  always_comb begin
    logic [31:0] pw, cw, nx;
    pw = '0;
    cw = '0;
    nx = '0;
    lreg_d = lreg_q;
    wb_data_o = '0;
    pend_a_wd_d = '0;
    pend_b_wd_d = '0;
    for (int r = 0; r < 17; r++) begin
      if ((pw_we[r * 32 +: 32] | cw_we[r * 32 +: 32]) != 32'd0) begin
        for (int l = 0; l < 32; l++) begin
          pw = pend_b_we_q[r * 32 + l] ? pend_b_wd_q[(r * 32 + l) * 32 +: 32] :
               w2_sel[r * 32 + l] ? w2_wd[(r * 32 + l) * 32 +: 32] : pend_a_wd_q[(r * 32 + l) * 32 +: 32];
          cw = s2_now[r * 32 + l] ? s2_wd[(r * 32 + l) * 32 +: 32] :
               s0_now[r * 32 + l] ? s0_wd[(r * 32 + l) * 32 +: 32] : cur_wd[(r * 32 + l) * 32 +: 32];
          wb_data_o[(r * 32 + l) * 32 +: 32] = cw_we[r * 32 + l] ? cw : pw_we[r * 32 + l] ? pw : 32'd0;
          nx = `SFPU_MUT(9) ? (pw_we[r * 32 + l] ? pw : cw_we[r * 32 + l] ? cw : lreg_q[(r * 32 + l) * 32 +: 32])
                            : (cw_we[r * 32 + l] ? cw : pw_we[r * 32 + l] ? pw : lreg_q[(r * 32 + l) * 32 +: 32]);
          lreg_d[(r * 32 + l) * 32 +: 32] = nx;
        end
      end
      // test backdoor after any write-back
      if (dbg_lreg_we_i && dbg_lreg_idx_i == 5'(r)) lreg_d[r * 1024 +: 1024] = dbg_lreg_data_i;
      // the 2-cycle data (only where it will be written): the same order as the enables above
      if ((pend_a_we_d[r * 32 +: 32] | pend_b_we_d[r * 32 +: 32]) != 32'd0) begin
        for (int l = 0; l < 32; l++) begin
          pend_a_wd_d[(r * 32 + l) * 32 +: 32] =
            pend_swap_d ? cur_wd[(r * 32 + l) * 32 +: 32] :
            s2_late[r * 32 + l] ? s2_wd[(r * 32 + l) * 32 +: 32] : s1_late[r * 32 + l] ? s1_wd[(r * 32 + l) * 32 +: 32] :
            s0_late[r * 32 + l] ? s0_wd[(r * 32 + l) * 32 +: 32] : cur_wd[(r * 32 + l) * 32 +: 32];
          pend_b_wd_d[(r * 32 + l) * 32 +: 32] =
            !pend_swap_d ? 32'd0 :
            s2_late[r * 32 + l] ? s2_wd[(r * 32 + l) * 32 +: 32] : s1_late[r * 32 + l] ? s1_wd[(r * 32 + l) * 32 +: 32] :
            cur_swap_late ? s0_wd[(r * 32 + l) * 32 +: 32] : 32'd0;
        end
      end
    end
  end

  always_comb begin
    reg_undef = dec_undef || lm_undef;
    if (exec) begin
      case (grp)
        G_SIMPLE: reg_undef = reg_undef || s_undef;
        G_CC:     reg_undef = reg_undef || c_undef;
        G_MAD:    reg_undef = reg_undef || m_undef;
        G_ROUND:  reg_undef = reg_undef || r_undef;
        G_LDST:   reg_undef = reg_undef || l_undef;
        default: ;
      endcase
    end
  end

  always_comb begin
    undef_o = reg_undef;
    case (s0_grp)
      G_SIMPLE: undef_o = undef_o || s0s_undef;
      G_CC:     undef_o = undef_o || s0c_undef;
      G_ROUND:  undef_o = undef_o || s0r_undef;
      default: ;
    endcase
    if ((due[1] && s1_undef) || (due[2] && s2_undef) || (due[3] && s3_undef)) undef_o = 1'b1;
  end

  assign busy_o = pend_d || lm_busy;
  assign lane_flags_o = lane_flags_d;
  assign use_lane_flags_o = use_flags_d;
  assign stack_depth_o = stack_depth_d;
  assign lreg_o = lreg_q;
  assign unsupported_o = expander || lm_unsup;

  // ---------------------------------------------------------------- state read port
  // Every item of sfpu_reg_t this core holds, in the model's index order (lane, lane * 4 + i, lane * 8 + level);
  // the MOP / Replay expander state is not here (this core has no expander).
  always_comb begin
    state_o = '0;
    state_ok_o = 1'b0;
    if (state_en_i) begin
      state_ok_o = 1'b1;
      case (state_sel_i)
        sfpu_isa_pkg::REG_LANE_FLAGS:     for (int i = 0; i < 32; i++) state_o[i * 32] = lane_flags_q[i];
        sfpu_isa_pkg::REG_USE_LANE_FLAGS: for (int i = 0; i < 32; i++) state_o[i * 32] = use_flags_q[i];
        sfpu_isa_pkg::REG_STACK_DEPTH:    for (int i = 0; i < 32; i++) state_o[i * 32 +: 4] = stack_depth_q[i * 4 +: 4];
        sfpu_isa_pkg::REG_LANE_CONFIG:    for (int i = 0; i < 32; i++) state_o[i * 32 +: 18] = lane_config_q[i * 18 +: 18];
        sfpu_isa_pkg::REG_PRNG:           state_o[1023:0] = prng_q;
        sfpu_isa_pkg::REG_LM_MISC:        for (int i = 0; i < 32; i++) state_o[i * 32 +: 12] = lm_misc[i * 12 +: 12];
        sfpu_isa_pkg::REG_LM_TEMPLATE:    state_o = state_hi_i ? '0 : lm_template;
        sfpu_isa_pkg::REG_LM_SEQUENCE:    state_o = state_hi_i ? '0 : lm_sequence;
        sfpu_isa_pkg::REG_STACK_FLAGS:
          for (int i = 0; i < 128; i++) state_o[i * 32] = stack_flags_q[{state_hi_i, 7'(i)}];
        sfpu_isa_pkg::REG_STACK_USE:
          for (int i = 0; i < 128; i++) state_o[i * 32] = stack_use_q[{state_hi_i, 7'(i)}];
        sfpu_isa_pkg::REG_RWC_DST:        state_o[9:0] = rwc_dst_q;
        sfpu_isa_pkg::REG_RWC_DST_CR:     state_o[9:0] = rwc_dst_cr_q;
        sfpu_isa_pkg::REG_RWC_SRCA:       state_o[5:0] = rwc_srca_q;
        sfpu_isa_pkg::REG_RWC_SRCA_CR:    state_o[5:0] = rwc_srca_cr_q;
        sfpu_isa_pkg::REG_RWC_SRCB:       state_o[5:0] = rwc_srcb_q;
        sfpu_isa_pkg::REG_RWC_SRCB_CR:    state_o[5:0] = rwc_srcb_cr_q;
        sfpu_isa_pkg::REG_RWC_SP:         state_o[9:0] = rwc_sp_q;
        sfpu_isa_pkg::REG_RWC_EXTRA_ADDR_MOD_BIT: state_o[0] = extra_addr_mod_q;
        sfpu_isa_pkg::REG_ADDR_MOD_AB:    for (int i = 0; i < 8; i++) state_o[i * 32 +: 16] = cfg_addr_mod_ab[i * 16 +: 16];
        sfpu_isa_pkg::REG_ADDR_MOD_DST:   for (int i = 0; i < 8; i++) state_o[i * 32 +: 16] = cfg_addr_mod_dst[i * 16 +: 16];
        sfpu_isa_pkg::REG_ADDR_MOD_BIAS:  for (int i = 0; i < 8; i++) state_o[i * 32 +: 5] = cfg_addr_mod_bias[i * 5 +: 5];
        sfpu_isa_pkg::REG_CFG_FP32_DST:             state_o[0] = cfg_fp32_dst;
        sfpu_isa_pkg::REG_CFG_SRCB_FMT:             state_o[3:0] = cfg_srcb_fmt;
        sfpu_isa_pkg::REG_CFG_SRCB_OVERRIDE:        state_o[0] = cfg_srcb_override;
        sfpu_isa_pkg::REG_CFG_SRCB_OVERRIDE_VAL:    state_o[3:0] = cfg_srcb_override_val;
        sfpu_isa_pkg::REG_CFG_SFPU_DEST_FMT_ENABLE: state_o[0] = cfg_sfpu_dest_fmt_enable;
        sfpu_isa_pkg::REG_CFG_SFPU_DEST_FMT_BASE:   state_o[3:0] = cfg_sfpu_dest_fmt_base;
        sfpu_isa_pkg::REG_CFG_DEST_TARGET_OFFSET:   state_o[9:0] = cfg_dest_target_offset;
        sfpu_isa_pkg::REG_CFG_DEST_REGW_BASE:       state_o[9:0] = cfg_dest_regw_base;
        sfpu_isa_pkg::REG_CFG_DEST_SP_BASE:         state_o[9:0] = cfg_dest_sp_base;
        sfpu_isa_pkg::REG_CFG_SFPU_STACK_INCR:      state_o[9:0] = cfg_sfpu_stack_incr;
        sfpu_isa_pkg::REG_CFG_ADDR_MOD_SET_BASE:    state_o[0] = cfg_addr_mod_set_base;
        sfpu_isa_pkg::REG_CFG_REMAP_ADDRS:          state_o[0] = cfg_remap_addrs;
        sfpu_isa_pkg::REG_CFG_SWIZZLE_32B:          state_o[0] = cfg_swizzle_32b;
        default: state_ok_o = 1'b0;
      endcase
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      lreg_q <= lreg_reset();
      lane_flags_q <= {30'd0, `SFPU_POKE(sfpu_isa_pkg::REG_LANE_FLAGS), 1'b0};
      use_flags_q <= {30'd0, `SFPU_POKE(sfpu_isa_pkg::REG_USE_LANE_FLAGS), 1'b0};
      stack_depth_q <= {120'd0, 3'd0, `SFPU_POKE(sfpu_isa_pkg::REG_STACK_DEPTH), 4'd0};
      stack_flags_q <= '0;
      stack_use_q <= '0;
      lane_config_q <= {557'd0, `SFPU_POKE(sfpu_isa_pkg::REG_LANE_CONFIG), 18'd0};
      prng_q <= prng_reset() ^ {991'd0, `SFPU_POKE(sfpu_isa_pkg::REG_PRNG), 32'd0};
      shft2_cap_q <= '0;
      rwc_dst_q <= {9'd0, `SFPU_POKE(sfpu_isa_pkg::REG_RWC_DST)};
      rwc_dst_cr_q <= {9'd0, `SFPU_POKE(sfpu_isa_pkg::REG_RWC_DST_CR)};
      rwc_srca_q <= {5'd0, `SFPU_POKE(sfpu_isa_pkg::REG_RWC_SRCA)};
      rwc_srca_cr_q <= {5'd0, `SFPU_POKE(sfpu_isa_pkg::REG_RWC_SRCA_CR)};
      rwc_srcb_q <= {5'd0, `SFPU_POKE(sfpu_isa_pkg::REG_RWC_SRCB)};
      rwc_srcb_cr_q <= {5'd0, `SFPU_POKE(sfpu_isa_pkg::REG_RWC_SRCB_CR)};
      rwc_sp_q <= {9'd0, `SFPU_POKE(sfpu_isa_pkg::REG_RWC_SP)};
      extra_addr_mod_q <= `SFPU_POKE(sfpu_isa_pkg::REG_RWC_EXTRA_ADDR_MOD_BIT);
      pend_q <= 1'b0;
      pend_a_we_q <= '0;
      pend_a_wd_q <= '0;
      pend_b_we_q <= '0;
      pend_b_wd_q <= '0;
      pend_swap_q <= 1'b0;
      pend_sched_q <= 1'b0;
      pend_insn_q <= '0;
      pend_en_q <= '0;
      pend_limit_q <= '0;
      pend_swapm_q <= '0;
      pend_svd_q <= '0;
      pend_svc_q <= '0;
      pend_svb_q <= '0;
      prev_valid_q <= 1'b0;
      prev_mad_q <= 1'b0;
      prev_blocks_q <= 1'b0;
      prev_swap_q <= 1'b0;
      prev_swr_q <= '0;
    end else begin
      lreg_q <= lreg_d;
      lane_flags_q <= lane_flags_d;
      use_flags_q <= use_flags_d;
      stack_depth_q <= stack_depth_d;
      // a planted stack bug is a stuck bit (lane 1, level 0): a value above the depth would be invisible
      stack_flags_q <= stack_flags_d | {247'd0, `SFPU_POKE(sfpu_isa_pkg::REG_STACK_FLAGS), 8'd0};
      stack_use_q <= stack_use_d | {247'd0, `SFPU_POKE(sfpu_isa_pkg::REG_STACK_USE), 8'd0};
      lane_config_q <= lane_config_d;
      prng_q <= prng_d;
      shft2_cap_q <= shft2_cap_d;
      rwc_dst_q <= rwc_dst_d;
      rwc_dst_cr_q <= rwc_dst_cr_d;
      rwc_srca_q <= rwc_srca_d;
      rwc_srca_cr_q <= rwc_srca_cr_d;
      rwc_srcb_q <= rwc_srcb_d;
      rwc_srcb_cr_q <= rwc_srcb_cr_d;
      rwc_sp_q <= rwc_sp_d;
      extra_addr_mod_q <= extra_addr_mod_d;
      pend_q <= pend_d;
      pend_a_we_q <= pend_a_we_d;
      pend_a_wd_q <= pend_a_wd_d;
      pend_b_we_q <= pend_b_we_d;
      pend_b_wd_q <= pend_b_wd_d;
      pend_swap_q <= pend_swap_d;
      pend_sched_q <= pend_sched_d;
      pend_insn_q <= pend_insn_d;
      pend_en_q <= pend_en_d;
      pend_limit_q <= pend_limit_d;
      pend_swapm_q <= pend_swapm_d;
      pend_svd_q <= pend_svd_d;
      pend_svc_q <= pend_svc_d;
      pend_svb_q <= pend_svb_d;
      prev_valid_q <= prev_valid_d;
      prev_mad_q <= prev_mad_d;
      prev_blocks_q <= prev_blocks_d;
      prev_swap_q <= prev_swap_d;
      prev_swr_q <= prev_swr_d;
    end
  end
  /* verilator lint_on WIDTHCONCAT */
endmodule
