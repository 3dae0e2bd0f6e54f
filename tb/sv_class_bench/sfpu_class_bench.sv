// sfpu_class_bench.sv - the top of the class-based bench: the bundled RTL SFPU (rtl-harness/harness/sfpu_tb_top.sv,
// Blackhole), a clock, a reset, and the environment of sfpu_class_pkg.sv. Plusargs: +count=N items (default 300),
// +seed=S, +sfpu_mutant=K (with +define+SFPU_MUTANTS: one of rtl-harness/rtl/sfpu_mutants.svh's RTL bugs).
// Verilated with --timescale 1ns/1ps (the RTL has no timescale). Prints "sfpu_class_bench: PASS ..." or ends with $fatal (a non-zero exit status) after the SFPU-MISMATCH reports.
module sfpu_class_bench;
  import sfpu_class_pkg::*;
  logic clk = 1'b0;
  logic rst_n = 1'b0;
  always #5 clk = ~clk;

  sfpu_mon_if vif (.clk_i(clk));
  sfpu_tb_top #(.WH(1'b0)) dut (
    .clk_i(clk), .rst_ni(rst_n), .insn_valid_i(vif.insn_valid), .insn_i(vif.insn), .insn_ready_o(vif.insn_ready),
    .stall_cause_o(), .busy_o(), .wb_mask_o(vif.wb_mask), .wb_data_o(vif.wb_data), .lane_flags_o(),
    .use_lane_flags_o(), .stack_depth_o(), .lreg_o(), .undef_o(), .unsupported_o(), .dst_waddr_o(vif.dst_waddr),
    .dst_wcol_we_o(vif.dst_wcol_we), .dst_wdata_o(vif.dst_wdata), .dbg_lreg_we_i(1'b0), .dbg_lreg_idx_i(5'd0),
    .dbg_lreg_data_i('0), .dbg_cfg_we_i(1'b0), .dbg_cfg_sel_i(6'd0), .dbg_cfg_idx_i(8'd0), .dbg_cfg_data_i('0),
    .dbg_prng_we_i(1'b0), .dbg_prng_data_i('0),
    .dst_init_we_i(1'b0), .dst_init_row_i(10'd0), .dst_init_data_i('0),
    .dst_peek_row_i(10'd0), .dst_peek_data_o(),
    .dst_valid_we_i(1'b0), .dst_valid_row_i(10'd0), .dst_valid_d_i(1'b1),
    .state_en_i(1'b0), .state_sel_i(6'd0), .state_hi_i(1'b0), .state_o(), .state_ok_o()
  );

  initial begin
    sfpu_env env;
    int unsigned count, seed;
    int failures;
    if (!$value$plusargs("count=%d", count)) count = 300;
    if (!$value$plusargs("seed=%d", seed)) seed = 1;
    vif.insn_valid = 1'b0;
    vif.insn = '0;
    env = new(vif, count, seed, "sv-class");
    repeat (3) @(negedge clk);
    rst_n = 1'b1;  // released at a falling edge: the first rising edge after it is the model's cycle 0
    env.run(20 * count + 100, failures);
    if (failures != 0)
      $fatal(1, "sfpu_class_bench: FAIL (%0d mismatches or errors; %0d items, %0d clocks checked)", failures, count,
             env.checked);
    $display("sfpu_class_bench: PASS (%0d items, %0d clocks checked, seed %0d)", count, env.checked, seed);
    $finish;
  end
endmodule
