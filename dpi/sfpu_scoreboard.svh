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
// comparison engine, which prints the shared report format (SFPU-MISMATCH <class> cycle=.. seed=.. test=..).
`ifndef SFPU_SCOREBOARD_SVH
`define SFPU_SCOREBOARD_SVH

// One clock of the DUT's ports (rtl-harness/README.md, interface contract).
class sfpu_txn;
  bit            insn_valid;
  bit [31:0]     insn;
  bit            insn_ready;
  bit [543:0]    wb_mask;    // register r lanes at [r*32 +: 32]
  bit [17407:0]  wb_data;    // register r lane l at [(r*32+l)*32 +: 32]
  bit [79:0]     dst_waddr;  // physical row p at [p*10 +: 10]
  bit [127:0]    dst_wcol_we;
  bit [2047:0]   dst_wdata;

  function string convert2string();
    return $sformatf("insn_valid=%0d insn=%08x insn_ready=%0d", insn_valid, insn, insn_ready);
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
  int     mismatches;
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
    h = sfpu_dpi_create(arch_i);
    if (h == null) report("cannot create the SFPU model");
  endfunction

  // test name and seed printed in every report line
  function void configure(string test, longint unsigned seed);
    void'(sfpu_dpi_cmp_config(h, test, seed));
  endfunction

  // preload the model (the DUT gets the same values through its own backdoor)
  function void poke_lreg(int r, int lane, int unsigned value);
    sfpu_dpi_poke_lreg(h, r, lane, value);
  endfunction

  function void report(string msg);
`ifdef SFPU_UVM
    `uvm_error(sb_name, msg)
`else
    $display("%s: %s", sb_name, msg);
`endif
  endfunction

`ifdef SFPU_UVM
  function void write(sfpu_txn t);
    void'(check(t));
  endfunction
`endif

  // One cycle: predict, observe, compare. Returns the mismatches found this cycle.
  function int check(sfpu_txn t);
    int ready, stall, busy, nwb, st, n;
    string rep;
    // 2-state DPI: X/Z on the DUT's ports are errors here, not silently zeros in C
    if ($isunknown({t.insn_valid, t.insn_ready}) || (t.insn_valid && $isunknown(t.insn)) ||
        $isunknown(t.wb_mask)) begin
      report($sformatf("cycle %0d: X/Z on the DUT's ports: %s", cycles, t.convert2string()));
      mismatches++;
    end
    st = sfpu_dpi_tick_at(h, longint'(cycles), int'(t.insn_valid), t.insn, ready, stall, busy, nwb);
    if (st != 0) begin
      report($sformatf("cycle %0d: the model stopped: %s", cycles, sfpu_dpi_last_error(h)));
      mismatches++;
    end
    sfpu_dpi_obs_clear(h);
    sfpu_dpi_obs_ready(h, int'(t.insn_ready));
    for (int r = 0; r < 17; r++) begin
      if (t.wb_mask[r*32 +: 32] == 32'd0) continue;
      for (int l = 0; l < 32; l++) begin
        if (t.wb_mask[r*32 + l]) sfpu_dpi_obs_wb(h, r, l, t.wb_data[(r*32 + l)*32 +: 32]);
      end
    end
    for (int p = 0; p < 8; p++) begin
      for (int c = 0; c < 16; c++) begin
        if (t.dst_wcol_we[p*16 + c])
          sfpu_dpi_obs_dst(h, int'(t.dst_waddr[p*10 +: 10]), c, int'(t.dst_wdata[p*256 + c*16 +: 16]));
      end
    end
    n = sfpu_dpi_compare(h);
    cycles++;
    if (n > 0) begin
      mismatches += n;
      rep = sfpu_dpi_report(h);
      $write("%s", rep);
      sfpu_dpi_report_clear(h);
    end
    return n;
  endfunction

  // End of test: unmatched events are reported; prints and returns the summary's mismatch count.
  function int finish();
    string rep;
    mismatches += sfpu_dpi_cmp_finish(h);
    rep = sfpu_dpi_report(h);
    if (rep.len() > 0) $write("%s", rep);
    $display("%s", sfpu_dpi_cmp_summary(h));
    return mismatches;
  endfunction
endclass

`endif
