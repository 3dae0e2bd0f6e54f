// sb_bench.sv - the UVM-style scoreboard (dpi/sfpu_scoreboard.svh) in a plain-SV bench (Verilator 5.006 has
// no UVM), checking the bundled RTL SFPU (rtl-harness/harness/sfpu_tb_top.sv) cycle by cycle through the
// monitor interface. The clock comes from tb/sv/sb_main.cpp. +inject_mismatch corrupts one observed lane: the
// scoreboard must then report it in the shared format (ctest sv/scoreboard-injected-mismatch). +drop_store hides
// the first store's Dst writes: one report listing its cells (ctest sv/scoreboard-dropped-store).
module sb_bench (
  input logic clk_i,
  input logic rst_ni
);
  import sfpu_pkg::*;
  `include "sfpu_scoreboard.svh"

  // a short Blackhole program: MAD results consumed back to back (auto-stall), predication, swap, store
  string prog[$] = '{
    "sfploadi L0,16384,0", "sfploadi L1,16448,0", "sfploadi L3,49152,0",
    "sfpmad L2,L0,L1,L9,0", "sfpmov L4,L2,0", "sfpadd L5,L2,L10,L4,0", "sfpmul L6,L5,L5,L9,0",
    "sfpencc 3,10", "sfppushc 0", "sfpsetcc L3,0,0", "sfploadi L6,0,0", "sfppopc 0", "sfpencc 0,2",
    "sfpswap L0,L1,1", "sfpnop", "sfpiadd L7,L0,0x005,5", "sfpstore L6,8,3,0", "sfpstore L2,12,0,0",
    "sfpmuli L5,16384,0", "sfpnot L1,L5", "sfpnop", "sfpnop"
  };
  int unsigned words[$];

  sfpu_mon_if mon (.clk_i(clk_i));
  logic [31:0] insn;
  logic        insn_valid;
  int          pc;
  sfpu_tb_top #(.WH(1'b0)) dut (
    .clk_i, .rst_ni, .insn_valid_i(insn_valid), .insn_i(insn), .insn_ready_o(mon.insn_ready),
    .stall_cause_o(), .busy_o(), .wb_mask_o(mon.wb_mask), .wb_data_o(mon.wb_data), .lane_flags_o(),
    .use_lane_flags_o(), .stack_depth_o(), .lreg_o(), .undef_o(), .unsupported_o(), .dst_waddr_o(mon.dst_waddr),
    .dst_wcol_we_o(mon.dst_wcol_we), .dst_wdata_o(mon.dst_wdata), .dbg_lreg_we_i(1'b0), .dbg_lreg_idx_i(5'd0),
    .dbg_lreg_data_i('0), .dbg_cfg_we_i(1'b0), .dbg_cfg_sel_i(6'd0), .dbg_cfg_idx_i(8'd0), .dbg_cfg_data_i('0),
    .dbg_prng_we_i(1'b0), .dbg_prng_data_i('0),
    .dst_init_we_i(1'b0), .dst_init_row_i(10'd0), .dst_init_data_i('0),
    .dst_peek_row_i(10'd0), .dst_peek_data_o(),
    .dst_valid_we_i(1'b0), .dst_valid_row_i(10'd0), .dst_valid_d_i(1'b1),
    .state_en_i(1'b0), .state_sel_i(6'd0), .state_hi_i(1'b0), .state_o(), .state_ok_o()
  );
  assign insn_valid = rst_ni && pc < words.size();
  assign insn = pc < words.size() ? words[pc] : 32'd0;
  assign mon.insn_valid = insn_valid;
  assign mon.insn = insn;

  sfpu_scoreboard sb;
  bit inject, drop;
  int tail, n;

  initial begin
    int unsigned w;
    sb = new("sfpu_sb", SFPU_ARCH_BH);
    sb.configure("sv-scoreboard", 64'd7);
    inject = $test$plusargs("inject_mismatch");
    drop = $test$plusargs("drop_store");
    foreach (prog[i]) begin
      if (sfpu_dpi_asm(SFPU_ARCH_BH, prog[i], w) != 0) $display("sb_bench: cannot assemble '%s'", prog[i]);
      words.push_back(w);
    end
  end

  always @(posedge clk_i) begin
    sfpu_txn t;
    if (!rst_ni) begin
      pc <= 0;
      tail <= 0;
    end else begin
      t = new();
      t.insn_valid = mon.insn_valid;
      t.insn = mon.insn;
      t.insn_ready = mon.insn_ready;
      t.wb_mask = mon.wb_mask;
      t.wb_data = mon.wb_data;
      t.dst_waddr = mon.dst_waddr;
      t.dst_wcol_we = mon.dst_wcol_we;
      t.dst_wdata = mon.dst_wdata;
      // the injected bug: lane 5 of the first write-back of LReg 2 comes out with its low bit flipped
      if (inject && t.wb_mask[2*32 + 5]) begin
        t.wb_data[(2*32 + 5)*32] = !t.wb_data[(2*32 + 5)*32];
        inject = 0;
      end
      // the injected bug: the first store's Dst write enables never reach the port
      if (drop && t.dst_wcol_we != '0) begin
        t.dst_wcol_we = '0;
        drop = 0;
      end
      void'(sb.check(t));
      if (mon.insn_ready) pc <= pc + 1;
      if (pc >= words.size()) tail <= tail + 1;
      if (tail == 4) begin
        n = sb.finish();
        if (n == 0) $display("sb_bench: PASS (%0d instructions, %0d cycles)", words.size(), sb.cycles);
        else $display("sb_bench: FAIL (%0d mismatches)", n);
        $finish;
      end
    end
  end
endmodule
