// mini_sfpu_contract.sv - mini_sfpu adapted to the lockstep harness's interface contract (rtl-harness/README.md,
// "Checking your own RTL"). It presents the required ports, plus the optional LaneFlags / UseLaneFlags,
// unsupported and LReg-preload ports; it has no lreg_o (the harness reads the register file through the LReg
// backdoor u_core.regs_q[r][l]), no stack_depth_o (no SFPPUSHC in this subset), no stall_cause_o, undef_o or Dst
// valid inputs, and it never touches Dst. Three defines plant port mistakes the harness's configure must refuse
// (examples/foreign-rtl/build.cmake): MINI_SFPU_NARROW_WB_MASK (wb_mask_o one bit short), MINI_SFPU_RDATA_OUT
// (dst_rdata_i an output) and MINI_SFPU_NO_BUSY (no busy_o, a mandatory port).
module mini_sfpu_contract #(
  parameter bit WH = 1'b0
) (
  input  logic           clk_i,
  input  logic           rst_ni,
  input  logic           insn_valid_i,
  input  logic [31:0]    insn_i,
  output logic           insn_ready_o,
`ifndef MINI_SFPU_NO_BUSY
  output logic           busy_o,
`endif
`ifdef MINI_SFPU_NARROW_WB_MASK
  output logic [542:0]   wb_mask_o,
`else
  output logic [543:0]   wb_mask_o,
`endif
  output logic [17407:0] wb_data_o,
  output logic [79:0]    dst_raddr_o,
`ifdef MINI_SFPU_RDATA_OUT
  output logic [2047:0]  dst_rdata_i,
`else
  input  logic [2047:0]  dst_rdata_i,
`endif
  output logic [79:0]    dst_waddr_o,
  output logic [127:0]   dst_wcol_we_o,
  output logic [2047:0]  dst_wdata_o,
  output logic [31:0]    lane_flags_o,
  output logic [31:0]    use_lane_flags_o,
  output logic           unsupported_o,
  input  logic           dbg_lreg_we_i,
  input  logic [4:0]     dbg_lreg_idx_i,
  input  logic [1023:0]  dbg_lreg_data_i
);
  logic          wr_valid;
  logic [4:0]    wr_reg;
  logic [31:0]   wr_lanes;
  logic [1023:0] wr_value;

  mini_sfpu #(.Wormhole(WH)) u_core (
    .clk          (clk_i),
    .rst_n        (rst_ni),
    .cmd_valid    (insn_valid_i),
    .cmd          (insn_i),
    .cmd_accept   (insn_ready_o),
    .cmd_illegal  (unsupported_o),
    .wr_valid     (wr_valid),
    .wr_reg       (wr_reg),
    .wr_lanes     (wr_lanes),
    .wr_value     (wr_value),
    .flags        (lane_flags_o),
    .preload_en   (dbg_lreg_we_i),
    .preload_reg  (dbg_lreg_idx_i),
    .preload_value(dbg_lreg_data_i)
  );

  // the contract's write-back ports: register r, lane l at mask bit r*32+l, data [(r*32+l)*32 +: 32]
  always_comb begin
    wb_mask_o = '0;
    /* verilator lint_off WIDTHCONCAT */  // '0 of 17408 bits is meant
    wb_data_o = '0;
    /* verilator lint_on WIDTHCONCAT */
    if (wr_valid) begin
      wb_mask_o[wr_reg * 32 +: 32]   = wr_lanes;
      wb_data_o[wr_reg * 1024 +: 1024] = wr_value;
    end
  end

`ifndef MINI_SFPU_NO_BUSY
  assign busy_o           = 1'b0;  // nothing is ever in flight after the clock
`endif
  assign use_lane_flags_o = '0;    // no instruction of the subset enables predication
  assign dst_raddr_o      = '0;    // no SFPLOAD / SFPSTORE in the subset
  assign dst_waddr_o      = '0;
  assign dst_wcol_we_o    = '0;
  assign dst_wdata_o      = '0;

  logic unused_dst;
  assign unused_dst = ^dst_rdata_i;
endmodule
