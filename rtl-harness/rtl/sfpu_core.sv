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
// Not implemented here (the harness does not generate them): SFPLOADMACRO scheduling, the MOP and REPLAY
// expanders; such words raise unsupported_o.
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
  output logic [127:0]                  dst_wcol_we_o,
  output logic [2047:0]                 dst_wdata_o,
  // test backdoor: LReg[dbg_lreg_idx_i] = dbg_lreg_data_i at the end of this cycle (after any write-back)
  input  logic                          dbg_lreg_we_i,
  input  logic [4:0]                    dbg_lreg_idx_i,
  input  logic [1023:0]                 dbg_lreg_data_i
);
  localparam int RF_W = sfpu_rtl_pkg::RF_W;
  `SFPU_MUT_DECL
  // '0 / '1 on the 17408-bit register-file buses: Verilator counts them as wide replications
  /* verilator lint_off WIDTHCONCAT */

  // ---------------------------------------------------------------- state
  logic [RF_W-1:0] lreg_q, lreg_d;
  logic [31:0]     lane_flags_q, lane_flags_d, use_flags_q, use_flags_d;
  logic [127:0]    stack_depth_q, stack_depth_d;
  logic [255:0]    stack_flags_q, stack_flags_d, stack_use_q, stack_use_d;
  logic [575:0]    lane_config_q, lane_config_d;
  logic [4095:0]   lm_template_q, lm_template_d, lm_sequence_q, lm_sequence_d;
  logic [383:0]    lm_misc_q, lm_misc_d;
  logic [1023:0]   prng_q, prng_d;
  logic [1023:0]   shft2_cap_q, shft2_cap_d;
  logic [9:0]      rwc_dst_q, rwc_dst_d, rwc_dst_cr_q, rwc_dst_cr_d;
  logic [5:0]      rwc_srca_q, rwc_srca_d, rwc_srca_cr_q, rwc_srca_cr_d;
  logic [5:0]      rwc_srcb_q, rwc_srcb_d, rwc_srcb_cr_q, rwc_srcb_cr_d;
  logic [9:0]      rwc_sp_q, rwc_sp_d;
  logic [9:0]      lm_addr_q, lm_addr_d;             // the last SFPLOADMACRO's Dst address (model st.lm_addr)

  // pipeline
  logic            pend_q, pend_d;                 // a 2-cycle instruction commits at the end of this cycle
  logic [543:0]    pend_we_q, pend_we_d;
  logic [RF_W-1:0] pend_wd_q, pend_wd_d;
  logic            pend_swap_q, pend_swap_d;       // ... and it is an SFPSWAP that re-reads now
  logic [31:0]     pend_insn_q, pend_insn_d;
  logic [31:0]     pend_en_q, pend_en_d, pend_limit_q, pend_limit_d;
  logic [31:0]     pend_swapm_q, pend_swapm_d;     // the SFPSWAP lanes that swap, decided at issue
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
  logic [31:0] row_masked, lane_en_all, lane_limit, lane_en;
  logic [3:0]  bd_vd;
  logic        backdoor;
  always_comb begin
    for (int l = 0; l < 32; l++) begin
      row_masked[l] = lane_config_q[(l % 8) * 18 + sfpu_rtl_pkg::LC_ROW_MASK_LSB + l / 8];
    end
    lane_en_all = (`SFPU_MUT(7) ? 32'hFFFFFFFF : (~use_flags_q | lane_flags_q)) &
                  ~(`SFPU_MUT(8) ? 32'd0 : row_masked);
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
  typedef enum logic [2:0] {G_NONE, G_SIMPLE, G_CC, G_MAD, G_ROUND, G_LDST} grp_e;
  grp_e grp;
  always_comb begin
    case (op)
      sfpu_isa_pkg::OP_SFPSETCC, sfpu_isa_pkg::OP_SFPENCC, sfpu_isa_pkg::OP_SFPCOMPC, sfpu_isa_pkg::OP_SFPPUSHC,
      sfpu_isa_pkg::OP_SFPPOPC, sfpu_isa_pkg::OP_SFPGT, sfpu_isa_pkg::OP_SFPLE, sfpu_isa_pkg::OP_SFPTRANSP,
      sfpu_isa_pkg::OP_SFPCONFIG: grp = G_CC;
      sfpu_isa_pkg::OP_SFPSTOCHRND, sfpu_isa_pkg::OP_SFPSHFT2, sfpu_isa_pkg::OP_SFPSWAP: grp = G_ROUND;
      sfpu_isa_pkg::OP_SFPLOAD, sfpu_isa_pkg::OP_SFPLOADI, sfpu_isa_pkg::OP_SFPSTORE: grp = G_LDST;
      sfpu_isa_pkg::OP_SFPNOP, sfpu_isa_pkg::OP_SFPLOADMACRO: grp = G_NONE;
      default: grp = sfpu_isa_pkg::op_is_mad(op) ? G_MAD :
                     (sfpu_isa_pkg::op_unit(op) == sfpu_isa_pkg::UNIT_SIMPLE ? G_SIMPLE : G_NONE);
    endcase
  end

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
  logic [31:0]     r_insn, r_en, r_limit, r_swapm;
  logic            l_rwc_dst_we, l_rwc_dst_cr_we, l_rwc_sp_we, l_rwc_srca_we, l_rwc_srca_cr_we;
  logic            l_rwc_srcb_we, l_rwc_srcb_cr_we, l_extra_we, l_extra_d, l_lm_addr_we;
  logic [9:0]      l_rwc_dst_d, l_rwc_dst_cr_d, l_rwc_sp_d, l_lm_addr_d;
  /* verilator lint_off UNUSEDSIGNAL */
  logic [9:0]      l_addr;  // the computed Dst address: SFPLOADMACRO's (not implemented here)
  /* verilator lint_on UNUSEDSIGNAL */
  logic [5:0]      l_rwc_srca_d, l_rwc_srca_cr_d, l_rwc_srcb_d, l_rwc_srcb_cr_d;
  logic [127:0]    l_wcol_we;
  logic            extra_addr_mod_q, extra_addr_mod_d;

  sfpu_simple #(.WH(WH)) u_simple (
    .insn_i(w), .scheduled_i(1'b0), .sched_vd_i(5'd0), .sched_vc_i(4'd0), .sched_vb_i(4'd0),
    .lreg_i(lreg_q), .lane_en_i(lane_en), .lane_limit_i(lane_limit), .lane_config_i(lane_config_q),
    .lane_flags_i(lane_flags_q), .use_lane_flags_i(use_flags_q), .lm_template_i(lm_template_q),
    .lm_sequence_i(lm_sequence_q), .lm_misc_i(lm_misc_q), .prng_i(prng_q),
    .lreg_we_o(s_we), .lreg_wd_o(s_wd), .undef_o(s_undef), .lane_flags_we_o(s_lf_we), .lane_flags_d_o(s_lf_d),
    .prng_we_o(s_prng_we), .prng_d_o(s_prng_d)
  );

  sfpu_cc #(.WH(WH)) u_cc (
    .insn_i(w), .scheduled_i(1'b0), .vd16_i(1'b0), .lreg_i(lreg_q), .lane_en_i(lane_en), .lane_limit_i(lane_limit),
    .lane_config_i(lane_config_q), .lane_flags_i(lane_flags_q), .use_lane_flags_i(use_flags_q),
    .stack_depth_i(stack_depth_q), .stack_flags_i(stack_flags_q), .stack_use_i(stack_use_q), .lm_misc_i(lm_misc_q),
    .lreg_we_o(c_we), .lreg_wd_o(c_wd), .undef_o(c_undef),
    .lane_flags_we_o(c_lf_we), .lane_flags_d_o(c_lf_d), .use_lane_flags_we_o(c_uf_we), .use_lane_flags_d_o(c_uf_d),
    .stack_depth_we_o(c_sd_we), .stack_depth_d_o(c_sd_d), .stack_flags_we_o(c_sf_we), .stack_flags_d_o(c_sf_d),
    .stack_use_we_o(c_su_we), .stack_use_d_o(c_su_d), .lane_config_we_o(c_lc_we), .lane_config_d_o(c_lc_d),
    .lm_template_we_o(c_tpl_we), .lm_template_d_o(c_tpl_d), .lm_sequence_we_o(c_seq_we),
    .lm_sequence_d_o(c_seq_d), .lm_misc_we_o(c_misc_we), .lm_misc_d_o(c_misc_d)
  );

  sfpu_mad #(.WH(WH)) u_mad (
    .insn_i(w), .scheduled_i(1'b0), .lreg_i(lreg_q), .lane_en_i(lane_en), .lane_limit_i(lane_limit),
    .lane_config_i(lane_config_q), .lreg_we_o(m_we), .lreg_wd_o(m_wd), .undef_o(m_undef)
  );

  // The Round module also runs SFPSWAP; a Mod1 != 0 swap computes in its second cycle from the file then.
  assign r_insn = pend_swap_q ? pend_insn_q : w;
  assign r_en = pend_swap_q ? pend_en_q : lane_en;
  assign r_limit = pend_swap_q ? pend_limit_q : lane_limit;
  sfpu_round #(.WH(WH)) u_round (
    .insn_i(r_insn), .scheduled_i(1'b0), .sched_vd_i(5'd0), .sched_vc_i(4'd0), .sched_vb_i(4'd0),
    .lreg_i(lreg_q), .lane_en_i(r_en), .lane_limit_i(r_limit), .lane_config_i(lane_config_q), .prng_i(prng_q),
    .shft2_vc_capture_i(shft2_cap_q), .lreg_we_o(r_we), .lreg_wd_o(r_wd), .undef_o(r_undef),
    .prng_we_o(r_prng_we), .prng_d_o(r_prng_d), .shft2_vc_capture_we_o(r_cap_we), .shft2_vc_capture_d_o(r_cap_d),
    .swap_mask_use_i(pend_swap_q), .swap_mask_i(pend_swapm_q), .swap_mask_o(r_swapm)
  );

  // Configuration registers the load/store path reads: at their reset values (the model's reset state);
  // the harness does not change them.
  sfpu_ldst #(.WH(WH)) u_ldst (
    .insn_i(w), .scheduled_i(1'b0), .lreg_i(lreg_q), .lane_en_i(lane_en), .lane_limit_i(lane_limit),
    .lane_config_i(lane_config_q), .rwc_dst_i(rwc_dst_q), .rwc_dst_cr_i(rwc_dst_cr_q), .rwc_sp_i(rwc_sp_q),
    .rwc_srca_i(rwc_srca_q), .rwc_srca_cr_i(rwc_srca_cr_q), .rwc_srcb_i(rwc_srcb_q), .rwc_srcb_cr_i(rwc_srcb_cr_q),
    .rwc_extra_addr_mod_bit_i(extra_addr_mod_q), .addr_mod_ab_i('0), .addr_mod_dst_i('0), .addr_mod_bias_i('0),
    .cfg_fp32_dst_i(1'b0), .cfg_srcb_fmt_i(4'd0), .cfg_srcb_override_i(1'b0), .cfg_srcb_override_val_i(4'd0),
    .cfg_sfpu_dest_fmt_enable_i(1'b0), .cfg_sfpu_dest_fmt_base_i(4'd0), .cfg_dest_target_offset_i(10'd0),
    .cfg_dest_regw_base_i(10'd0), .cfg_dest_sp_base_i(10'd0), .cfg_sfpu_stack_incr_i(10'd0),
    .cfg_addr_mod_set_base_i(1'b0), .cfg_remap_addrs_i(1'b0), .cfg_swizzle_32b_i(1'b0),
    .dst_raddr_o, .dst_rdata_i, .dst_rvalid_i, .dst_waddr_o, .dst_wcol_we_o(l_wcol_we), .dst_wdata_o,
    .lreg_we_o(l_we), .lreg_wd_o(l_wd), .undef_o(l_undef),
    .rwc_dst_we_o(l_rwc_dst_we), .rwc_dst_d_o(l_rwc_dst_d), .rwc_dst_cr_we_o(l_rwc_dst_cr_we),
    .rwc_dst_cr_d_o(l_rwc_dst_cr_d), .rwc_sp_we_o(l_rwc_sp_we), .rwc_sp_d_o(l_rwc_sp_d),
    .rwc_srca_we_o(l_rwc_srca_we), .rwc_srca_d_o(l_rwc_srca_d), .rwc_srca_cr_we_o(l_rwc_srca_cr_we),
    .rwc_srca_cr_d_o(l_rwc_srca_cr_d), .rwc_srcb_we_o(l_rwc_srcb_we), .rwc_srcb_d_o(l_rwc_srcb_d),
    .rwc_srcb_cr_we_o(l_rwc_srcb_cr_we), .rwc_srcb_cr_d_o(l_rwc_srcb_cr_d),
    .rwc_extra_addr_mod_bit_we_o(l_extra_we), .rwc_extra_addr_mod_bit_d_o(l_extra_d),
    .lm_addr_we_o(l_lm_addr_we), .lm_addr_d_o(l_lm_addr_d), .addr_o(l_addr)
  );
  assign dst_wcol_we_o = (issue && grp == G_LDST) ? l_wcol_we : '0;

  // RWCs as SETRWC / INCRWC (executed by the thread, outside the SFPU) change them
  logic [9:0] t_rwc_dst, t_rwc_dst_cr;
  logic [5:0] t_rwc_srca, t_rwc_srca_cr, t_rwc_srcb, t_rwc_srcb_cr;
  sfpu_rwc u_rwc (
    .insn_i(w), .rwc_dst_i(rwc_dst_q), .rwc_dst_cr_i(rwc_dst_cr_q), .rwc_srca_i(rwc_srca_q),
    .rwc_srca_cr_i(rwc_srca_cr_q), .rwc_srcb_i(rwc_srcb_q), .rwc_srcb_cr_i(rwc_srcb_cr_q),
    .rwc_dst_o(t_rwc_dst), .rwc_dst_cr_o(t_rwc_dst_cr), .rwc_srca_o(t_rwc_srca), .rwc_srca_cr_o(t_rwc_srca_cr),
    .rwc_srcb_o(t_rwc_srcb), .rwc_srcb_cr_o(t_rwc_srcb_cr)
  );

  // ---------------------------------------------------------------- write-back and state update
  logic [543:0]    cur_we;
  logic [RF_W-1:0] cur_wd;
  logic            cur_lat2, cur_swap_late;
  logic [543:0]    pw_we, cw_we;  // the writes committing now: the pending instruction's, this cycle's
  logic [RF_W-1:0] pw_wd;

  // rf with the lanes of `we` replaced by `wd` (register r lane l: bit r*32+l of we, word r*32+l of rf / wd)
  function automatic logic [RF_W-1:0] apply_writes(input logic [RF_W-1:0] rf, input logic [543:0] we,
                                                    input logic [RF_W-1:0] wd);
    logic [RF_W-1:0] r;
    r = rf;
    for (int i = 0; i < 544; i++) begin
      if (we[i]) r[i * 32 +: 32] = wd[i * 32 +: 32];
    end
    apply_writes = r;
  endfunction

  always_comb begin
    // the issuing group's LReg writes
    cur_we = '0;
    cur_wd = '0;
    pw_we = '0;
    pw_wd = '0;
    case (grp)
      G_SIMPLE: begin cur_we = s_we; cur_wd = s_wd; end
      G_CC:     begin cur_we = c_we; cur_wd = c_wd; end
      G_MAD:    begin cur_we = m_we; cur_wd = m_wd; end
      G_ROUND:  begin cur_we = r_we; cur_wd = r_wd; end
      G_LDST:   begin cur_we = l_we; cur_wd = l_wd; end
      default: ;
    endcase
    cur_lat2 = sfpu_rtl_pkg::lat2(w) && !(`SFPU_MUT(1) && sfpu_isa_pkg::op_is_mad(op)) &&
               !(`SFPU_MUT(2) && op == sfpu_isa_pkg::OP_SFPSWAP);
    cur_swap_late = op == sfpu_isa_pkg::OP_SFPSWAP && w[3:0] != 4'd0 && !`SFPU_MUT(10);

    // 1. commit: the pending 2-cycle instruction's writes (older), then this cycle's 1-cycle ones
    if (pend_q) begin
      pw_we = pend_swap_q ? r_we : pend_we_q;
      pw_wd = pend_swap_q ? r_wd : pend_wd_q;
    end
    cw_we = (issue && !cur_lat2) ? cur_we : '0;
    wb_mask_o = pw_we | cw_we;
    wb_data_o = apply_writes(apply_writes('0, pw_we, pw_wd), cw_we, cur_wd);
    lreg_d = `SFPU_MUT(9) ? apply_writes(apply_writes(lreg_q, cw_we, cur_wd), pw_we, pw_wd)  // mutant: older wins
                         : apply_writes(apply_writes(lreg_q, pw_we, pw_wd), cw_we, cur_wd);

    if (dbg_lreg_we_i && dbg_lreg_idx_i < 5'd17) begin
      lreg_d[32'(dbg_lreg_idx_i) * 1024 +: 1024] = dbg_lreg_data_i;
    end

    // 2. a 2-cycle instruction issued now commits next cycle
    pend_d = issue && cur_lat2;
    pend_we_d = cur_we;
    pend_wd_d = cur_wd;
    pend_swap_d = issue && cur_swap_late;
    pend_insn_d = w;
    pend_en_d = lane_en;
    pend_limit_d = lane_limit;
    pend_swapm_d = r_swapm;

    // 3. the auto-stall bookkeeping looks at the instruction issued in the previous cycle only
    prev_valid_d = issue || (`SFPU_MUT(12) && prev_valid_q);
    prev_mad_d = sfpu_isa_pkg::op_is_mad(op);
    prev_blocks_d = sfpu_rtl_pkg::blocks_next(w, WH);
    prev_swap_d = op == sfpu_isa_pkg::OP_SFPSWAP;
    prev_swr_d = sfpu_isa_pkg::op_is_mad(op) ? sfpu_rtl_pkg::stall_writes(w) : '0;
  end

  always_comb begin
    lane_flags_d = lane_flags_q;
    use_flags_d = use_flags_q;
    stack_depth_d = stack_depth_q;
    stack_flags_d = stack_flags_q;
    stack_use_d = stack_use_q;
    lane_config_d = lane_config_q;
    lm_template_d = lm_template_q;
    lm_sequence_d = lm_sequence_q;
    lm_misc_d = lm_misc_q;
    prng_d = prng_q;
    shft2_cap_d = shft2_cap_q;
    rwc_dst_d = rwc_dst_q;
    rwc_dst_cr_d = rwc_dst_cr_q;
    rwc_srca_d = rwc_srca_q;
    rwc_srca_cr_d = rwc_srca_cr_q;
    rwc_srcb_d = rwc_srcb_q;
    rwc_srcb_cr_d = rwc_srcb_cr_q;
    rwc_sp_d = rwc_sp_q;
    extra_addr_mod_d = extra_addr_mod_q;
    lm_addr_d = lm_addr_q;
    if (outside) begin
      rwc_dst_d = t_rwc_dst + (`SFPU_MUT(13) ? 10'd1 : 10'd0);
      rwc_dst_cr_d = t_rwc_dst_cr;
      rwc_srca_d = t_rwc_srca;
      rwc_srca_cr_d = t_rwc_srca_cr;
      rwc_srcb_d = t_rwc_srcb;
      rwc_srcb_cr_d = t_rwc_srcb_cr;
    end
    // backdoor template load: LoadMacroConfig[lane].InstructionTemplate[VD-12] = the word
    if (issue && backdoor) begin
      for (int l = 0; l < 32; l++) begin
        if (!lane_limit[l]) lm_template_d[(l * 4 + (32'(bd_vd) - 32'd12)) * 32 +: 32] = w;
      end
    end
    if (issue) begin
      case (grp)
        G_SIMPLE: begin
          lane_flags_d = (lane_flags_q & ~s_lf_we) | (s_lf_d & s_lf_we);
          for (int l = 0; l < 32; l++) if (s_prng_we[l]) prng_d[l * 32 +: 32] = s_prng_d[l * 32 +: 32];
        end
        G_CC: begin
          lane_flags_d = (lane_flags_q & ~c_lf_we) | (c_lf_d & c_lf_we);
          use_flags_d = (use_flags_q & ~c_uf_we) | (c_uf_d & c_uf_we);
          stack_flags_d = (stack_flags_q & ~c_sf_we) | (c_sf_d & c_sf_we);
          stack_use_d = (stack_use_q & ~c_su_we) | (c_su_d & c_su_we);
          for (int l = 0; l < 32; l++) begin
            if (c_sd_we[l]) stack_depth_d[l * 4 +: 4] = c_sd_d[l * 4 +: 4];
            if (c_lc_we[l]) lane_config_d[l * 18 +: 18] = c_lc_d[l * 18 +: 18];
            if (c_misc_we[l]) lm_misc_d[l * 12 +: 12] = c_misc_d[l * 12 +: 12];
          end
          for (int i = 0; i < 128; i++) begin
            if (c_tpl_we[i]) lm_template_d[i * 32 +: 32] = c_tpl_d[i * 32 +: 32];
            if (c_seq_we[i]) lm_sequence_d[i * 32 +: 32] = c_seq_d[i * 32 +: 32];
          end
        end
        G_ROUND: begin
          for (int l = 0; l < 32; l++) if (r_prng_we[l]) prng_d[l * 32 +: 32] = r_prng_d[l * 32 +: 32];
          if (r_cap_we) shft2_cap_d = r_cap_d;
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
          if (l_lm_addr_we) lm_addr_d = l_lm_addr_d;
        end
        default: ;
      endcase
    end
  end

  always_comb begin
    case (grp)
      G_SIMPLE: undef_o = issue && s_undef;
      G_CC:     undef_o = issue && c_undef;
      G_MAD:    undef_o = issue && m_undef;
      G_ROUND:  undef_o = issue && r_undef;
      G_LDST:   undef_o = issue && l_undef;
      default:  undef_o = 1'b0;
    endcase
  end

  assign busy_o = pend_d;
  assign lane_flags_o = lane_flags_d;
  assign use_lane_flags_o = use_flags_d;
  assign stack_depth_o = stack_depth_d;
  assign lreg_o = lreg_q;
  assign unsupported_o = (issue && op == sfpu_isa_pkg::OP_SFPLOADMACRO) || expander;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      lreg_q <= lreg_reset();
      lane_flags_q <= '0;
      use_flags_q <= '0;
      stack_depth_q <= '0;
      stack_flags_q <= '0;
      stack_use_q <= '0;
      lane_config_q <= '0;
      lm_template_q <= '0;
      lm_sequence_q <= '0;
      lm_misc_q <= '0;
      prng_q <= prng_reset();
      shft2_cap_q <= '0;
      rwc_dst_q <= '0;
      rwc_dst_cr_q <= '0;
      rwc_srca_q <= '0;
      rwc_srca_cr_q <= '0;
      rwc_srcb_q <= '0;
      rwc_srcb_cr_q <= '0;
      rwc_sp_q <= '0;
      extra_addr_mod_q <= 1'b0;
      lm_addr_q <= '0;
      pend_q <= 1'b0;
      pend_we_q <= '0;
      pend_wd_q <= '0;
      pend_swap_q <= 1'b0;
      pend_insn_q <= '0;
      pend_en_q <= '0;
      pend_limit_q <= '0;
      pend_swapm_q <= '0;
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
      stack_flags_q <= stack_flags_d;
      stack_use_q <= stack_use_d;
      lane_config_q <= lane_config_d;
      lm_template_q <= lm_template_d;
      lm_sequence_q <= lm_sequence_d;
      lm_misc_q <= lm_misc_d;
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
      lm_addr_q <= lm_addr_d;
      pend_q <= pend_d;
      pend_we_q <= pend_we_d;
      pend_wd_q <= pend_wd_d;
      pend_swap_q <= pend_swap_d;
      pend_insn_q <= pend_insn_d;
      pend_en_q <= pend_en_d;
      pend_limit_q <= pend_limit_d;
      pend_swapm_q <= pend_swapm_d;
      prev_valid_q <= prev_valid_d;
      prev_mad_q <= prev_mad_d;
      prev_blocks_q <= prev_blocks_d;
      prev_swap_q <= prev_swap_d;
      prev_swr_q <= prev_swr_d;
    end
  end
  /* verilator lint_on WIDTHCONCAT */
endmodule
