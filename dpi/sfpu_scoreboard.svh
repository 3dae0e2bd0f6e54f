// sfpu_scoreboard.svh - the model as a reference model / scoreboard for SystemVerilog benches, over the DPI-C
// layer (sfpu_pkg, generated from dpi/sfpu_pkg.sv.in). Include it inside a package or module that imports
// sfpu_pkg. With +define+SFPU_UVM (under a UVM simulator) the scoreboard extends uvm_scoreboard and receives
// transactions through an analysis export; otherwise it is a plain class with the same check() method.
//
//   sfpu_scoreboard sb = new("sb", SFPU_ARCH_BH);
//   sb.configure("my_test", 64'd42);        // test name and seed in every SFPU-MISMATCH line
//   ... each clock: t = monitor sample (sfpu_txn); sb.check(t);
//   sb.finish();                             // unmatched events become missing/extra; summary printed
//
// check() predicts (ticks the model with the instruction the DUT was presented), observes (the DUT's
// insn_ready, LReg write-back and Dst writes of the same cycle) and compares them through the model library's
// comparison engine, which prints the shared report format (SFPU-MISMATCH <class> cycle=.. seed=.. test=..), one
// report per write-back event (an LReg in a cycle; all Dst cells of a cycle, so a dropped store is one report).
// The transaction is 4-state: X or Z on a port is reported by port name and cycle (sfpu_xz.svh) before the values
// cross the 2-state DPI boundary. Any DPI call that fails (a model error, an observation out of range) is reported
// with its message and counted. Include it once per compilation unit (for several modules: inside your own
// package, after `import sfpu_pkg::*;`).
`ifndef SFPU_SCOREBOARD_SVH
`define SFPU_SCOREBOARD_SVH
`include "sfpu_xz.svh"

// One clock of the DUT's ports (rtl-harness/README.md, interface contract), 4-state as sampled.
class sfpu_txn;
  logic            insn_valid;
  logic [31:0]     insn;
  logic            insn_ready;
  logic [543:0]    wb_mask;    // register r lanes at [r*32 +: 32]
  logic [17407:0]  wb_data;    // register r lane l at [(r*32+l)*32 +: 32]
  logic [79:0]     dst_waddr;  // physical row p at [p*10 +: 10]
  logic [127:0]    dst_wcol_we;
  logic [2047:0]   dst_wdata;

  // the ports holding X or Z, by name ("" when none)
  function string xz_ports();
    return sfpu_xz_ports(insn_valid, insn, insn_ready, wb_mask, wb_data, dst_waddr, dst_wcol_we, dst_wdata);
  endfunction

  function string convert2string();
    return $sformatf("insn_valid=%b insn=%08x insn_ready=%b", insn_valid, insn, insn_ready);
  endfunction
endclass

`ifdef SFPU_UVM
class sfpu_scoreboard extends uvm_scoreboard;
  `uvm_component_utils(sfpu_scoreboard)
  uvm_analysis_imp #(sfpu_txn, sfpu_scoreboard) analysis_export;
`else
class sfpu_scoreboard;
`endif
  chandle h;
  int     arch;
  int     mismatches;  // reported differences, X/Z cycles and failed DPI calls
  int     cycles;
  string  sb_name;

`ifdef SFPU_UVM
  function new(string name = "sfpu_scoreboard", uvm_component parent = null, int arch_i = SFPU_ARCH_BH);
    super.new(name, parent);
    analysis_export = new("analysis_export", this);
`else
  function new(string name = "sfpu_scoreboard", int arch_i = SFPU_ARCH_BH);
`endif
    sb_name = name;
    arch = arch_i;
    if (sfpu_dpi_api_version() != SFPU_DPI_API_VERSION)
      report($sformatf("the DPI library is version %0d, this package %0d: rebuild them together",
                       sfpu_dpi_api_version(), SFPU_DPI_API_VERSION));
    h = sfpu_dpi_create(arch_i);
    if (h == null) report({"cannot create the SFPU model: ", sfpu_dpi_last_error(null)});
  endfunction

  // test name and seed printed in every report line
  function void configure(string test, longint unsigned seed);
    dpi_ok(sfpu_dpi_cmp_config(h, test, seed));
  endfunction

  // preload the model (the DUT gets the same values through its own backdoor)
  function void poke_lreg(int r, int lane, int unsigned value);
    dpi_ok(sfpu_dpi_set_lreg(h, r, lane, value));
  endfunction

  function void report(string msg);
`ifdef SFPU_UVM
    `uvm_error(sb_name, msg)
`else
    $display("%s: %s", sb_name, msg);
`endif
  endfunction

  // a DPI call's status: a failure is reported with its message and counted
  function void dpi_ok(int st);
    if (st != SFPU_OK) begin
      report($sformatf("cycle %0d: %s", cycles, sfpu_dpi_last_error(h)));
      mismatches++;
    end
  endfunction

`ifdef SFPU_UVM
  function void write(sfpu_txn t);
    void'(check(t));
  endfunction
`endif

  // One cycle: predict, observe, compare. Returns the mismatches found this cycle.
  function int check(sfpu_txn t);
    int ready, stall, busy, nwb, n, seen;
    logic [31:0] r_mask;
    logic [9:0] row;
    string rep, xz;
    seen = mismatches;
    // 4-state ports: X/Z is an error here, before the 2-state DPI call makes it a 0
    xz = t.xz_ports();
    if (xz != "") begin
      report($sformatf("cycle %0d: X/Z on the DUT's ports:%s", cycles, xz));
      mismatches++;
    end
    dpi_ok(sfpu_dpi_tick_at(h, longint'(cycles), int'(t.insn_valid === 1'b1), t.insn, ready, stall, busy, nwb));
    dpi_ok(sfpu_dpi_obs_clear(h));
    dpi_ok(sfpu_dpi_obs_ready(h, int'(t.insn_ready === 1'b1)));
    for (int r = 0; r < 17; r++) begin
      r_mask = t.wb_mask[r*32 +: 32];
      if (r_mask == 32'd0) continue;
      for (int l = 0; l < 32; l++) begin
        if (r_mask[l] === 1'b1) dpi_ok(sfpu_dpi_obs_wb(h, r, l, t.wb_data[(r*32 + l)*32 +: 32]));
      end
    end
    for (int p = 0; p < 8; p++) begin
      row = t.dst_waddr[p*10 +: 10];
      for (int c = 0; c < 16; c++) begin
        if (t.dst_wcol_we[p*16 + c] === 1'b1)
          dpi_ok(sfpu_dpi_obs_dst(h, int'(row), c, int'(t.dst_wdata[p*256 + c*16 +: 16])));
      end
    end
    n = sfpu_dpi_compare(h);
    cycles++;
    if (n < 0) begin
      report($sformatf("cycle %0d: compare failed: %s", cycles - 1, sfpu_dpi_last_error(h)));
      mismatches++;
    end else if (n > 0) begin
      mismatches += n;
      rep = sfpu_dpi_report(h);
      $write("%s", rep);
      dpi_ok(sfpu_dpi_report_clear(h));
    end
    return mismatches - seen;
  endfunction

  // End of test: unmatched events are reported; prints the summary and returns all mismatches counted.
  function int finish();
    string rep;
    int n;
    n = sfpu_dpi_cmp_finish(h);
    if (n < 0) begin
      report({"finish: ", sfpu_dpi_last_error(h)});
      mismatches++;
    end else begin
      mismatches += n;
    end
    rep = sfpu_dpi_report(h);
    if (rep.len() > 0) $write("%s", rep);
    $display("%s", sfpu_dpi_cmp_summary(h));
    return mismatches;
  endfunction
endclass

`endif
