// sfpu_class_pkg.sv - a UVM-style environment in plain SystemVerilog classes for the bundled RTL SFPU: sequence
// items, a sequence (the generator), a driver, a monitor, the model as predictor and checker (dpi/sfpu_scoreboard.svh:
// the model through the DPI package predicts each clock; the comparison engine checks), mailboxes between them, and
// an environment that forks them and stops them with disable fork. Needs a Verilator with --timing and disable fork
// (>= 5.036 here: scripts/current-toolchain); tb/sv_class_bench/README.md.
// With +define+SFPU_UVM the scoreboard is the uvm_scoreboard variant (a uvm_pkg from the user, compiled first).
package sfpu_class_pkg;
`ifdef SFPU_UVM
  import uvm_pkg::*;
  `include "uvm_macros.svh"
`endif
  import sfpu_pkg::*;
  `include "sfpu_scoreboard.svh"

  // One instruction: its assembly text and its word (assembled by the model's assembler through the DPI package).
  class sfpu_item;
    string       text;
    int unsigned word;
    function string convert2string();
      return $sformatf("%08x %s", word, text);
    endfunction
  endclass

  // The sequence: seeded random instructions from a template mix whose results are consumed at distance 0-2 (MAD
  // latency, auto-stall, swap), with predication and Dst stores.
  class sfpu_sequence;
    int unsigned n_items;
    int unsigned seed;
    mailbox #(sfpu_item) out;
    int unsigned produced;
    int errors;

    function new(mailbox #(sfpu_item) out, int unsigned n_items, int unsigned seed);
      this.out = out;
      this.n_items = n_items;
      this.seed = seed;
    endfunction

    function string pick(int unsigned r);
      int unsigned d, a, b;
      d = $urandom_range(7, 0);
      a = $urandom_range(7, 0);
      b = $urandom_range(7, 0);
      case (r % 12)
        0, 1: return $sformatf("sfploadi L%0d,%0d,0", d, $urandom_range(16511, 16256));
        2, 3: return $sformatf("sfpmad L%0d,L%0d,L%0d,L%0d,0", d, a, b, $urandom_range(7, 0));
        4: return $sformatf("sfpadd L%0d,L%0d,L10,L%0d,0", d, a, b);
        5: return $sformatf("sfpmul L%0d,L%0d,L%0d,L9,0", d, a, b);
        6: return $sformatf("sfpmov L%0d,L%0d,0", d, a);
        7: return $sformatf("sfpiadd L%0d,L%0d,0x%03x,5", d, a, $urandom_range(255, 0));
        8: return "sfpswap L0,L1,1";
        9: return $sformatf("sfpstore L%0d,%0d,0,0", a, 4 * $urandom_range(15, 0));
        10: return $sformatf("sfpsetcc L%0d,0,0", a);
        default: return "sfpencc 0,2";
      endcase
    endfunction

    task run();
      sfpu_item it;
      void'($urandom(seed));
      for (int unsigned i = 0; i < n_items; i++) begin
        it = new();
        it.text = pick($urandom());
        if (sfpu_dpi_asm(SFPU_ARCH_BH, it.text, it.word) != 0) begin
          $display("sfpu_sequence: cannot assemble '%s': %s", it.text, sfpu_dpi_last_error(null));
          errors++;
          continue;
        end
        out.put(it);
        produced++;
      end
    endtask
  endclass

  // The driver: presents each item until the RTL accepts it (insn_ready), inputs changed at the falling edge;
  class sfpu_driver;
    virtual sfpu_mon_if vif;
    mailbox #(sfpu_item) in;
    int unsigned accepted;

    function new(virtual sfpu_mon_if vif, mailbox #(sfpu_item) in);
      this.vif = vif;
      this.in = in;
    endfunction

    // back to back: the next item is presented in the clock after the last one was accepted (a bubble only when
    // the sequence has none ready)
    task run();
      sfpu_item it;
      @(negedge vif.clk_i);
      forever begin
        if (in.try_get(it)) begin
          vif.insn_valid = 1'b1;
          vif.insn = it.word;
          do @(posedge vif.clk_i); while (vif.insn_ready !== 1'b1);
          accepted++;
        end else begin
          vif.insn_valid = 1'b0;
          @(posedge vif.clk_i);
        end
        @(negedge vif.clk_i);
      end
    endtask
  endclass

  // The monitor: every clock's ports as a transaction (dpi/sfpu_scoreboard.svh's sfpu_txn), sampled at the rising
  // edge, into a mailbox.
  class sfpu_monitor;
    virtual sfpu_mon_if vif;
    mailbox #(sfpu_txn) out;

    function new(virtual sfpu_mon_if vif, mailbox #(sfpu_txn) out);
      this.vif = vif;
      this.out = out;
    endfunction

    task run();
      sfpu_txn t;
      forever begin
        @(posedge vif.clk_i);
        t = new();
        t.insn_valid = vif.insn_valid;
        t.insn = vif.insn;
        t.insn_ready = vif.insn_ready;
        t.wb_mask = vif.wb_mask;
        t.wb_data = vif.wb_data;
        t.dst_waddr = vif.dst_waddr;
        t.dst_wcol_we = vif.dst_wcol_we;
        t.dst_wdata = vif.dst_wdata;
        out.put(t);
      end
    endtask
  endclass

  // The environment: sequence -> mailbox -> driver; monitor -> mailbox -> scoreboard (the model as predictor, the
  // comparison engine as checker). run() returns the number of mismatches (and timeouts).
  class sfpu_env;
    virtual sfpu_mon_if vif;
    mailbox #(sfpu_item) seq2drv;
    mailbox #(sfpu_txn) mon2sb;
    sfpu_sequence seq;
    sfpu_driver drv;
    sfpu_monitor mon;
    sfpu_scoreboard sb;
    int unsigned checked;

    function new(virtual sfpu_mon_if vif, int unsigned n_items, int unsigned seed, string test);
      this.vif = vif;
      seq2drv = new(4);  // bounded: the sequence runs a few items ahead of the driver
      mon2sb = new();
      seq = new(seq2drv, n_items, seed);
      drv = new(vif, seq2drv);
      mon = new(vif, mon2sb);
`ifdef SFPU_UVM
      sb = new("sfpu_sb", null, SFPU_ARCH_BH);
`else
      sb = new("sfpu_sb", SFPU_ARCH_BH);
`endif
      sb.configure(test, longint'(seed));
    endfunction

    task check_all();
      sfpu_txn t;
      forever begin
        mon2sb.get(t);
`ifdef SFPU_UVM
        sb.write(t);
`else
        void'(sb.check(t));
`endif
        checked++;
      end
    endtask

    task run(int unsigned timeout_cycles, output int failures);
      bit timed_out;
      fork
        seq.run();
        drv.run();
        mon.run();
        check_all();
      join_none
      fork
        begin  // done: every item produced and accepted, then a few clocks for the last write-backs
          // (polled each clock: Verilator's wait() does not wake on a class member another process changes)
          while (seq.produced + seq.errors != seq.n_items || drv.accepted != seq.produced) @(posedge vif.clk_i);
          repeat (8) @(posedge vif.clk_i);
          while (mon2sb.num() != 0) @(negedge vif.clk_i);
        end
        begin
          repeat (timeout_cycles) @(posedge vif.clk_i);
          timed_out = 1;
        end
      join_any
      disable fork;  // stops the sequence, driver, monitor, checker and the other branch
      failures = sb.finish() + seq.errors + int'(timed_out);
      if (timed_out) $display("sfpu_env: TIMEOUT after %0d cycles (%0d of %0d items accepted)", timeout_cycles,
                              drv.accepted, seq.n_items);
    endtask
  endclass
endpackage
