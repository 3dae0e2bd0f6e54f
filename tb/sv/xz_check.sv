// xz_check.sv - the scoreboard's X/Z check (dpi/sfpu_xz.svh) under a 4-state simulator (Icarus Verilog; Verilator
// is 2-state, its X is 0): every port that holds X or Z is named, data ports only where enabled. Prints
// "xz_check: PASS" (ctest sv/xz-check).
module xz_check;
`include "sfpu_xz.svh"
  int errors = 0;
  logic iv, ir;
  logic [31:0] ins;
  logic [543:0] m;
  logic [17407:0] d;
  logic [79:0] wa;
  logic [127:0] we;
  logic [2047:0] wd;

  task automatic expect_ports(input string want, input string what);
    string got;
    got = sfpu_xz_ports(iv, ins, ir, m, d, wa, we, wd);
    if (got != want) begin
      $display("xz_check: FAIL %s: got \"%s\", expected \"%s\"", what, got, want);
      errors++;
    end
  endtask

  task automatic clean;
    iv = 1'b1; ins = 32'h8401_0200; ir = 1'b1; m = '0; d = '0; wa = '0; we = '0; wd = '0;
  endtask

  initial begin
    clean;
    expect_ports("", "2-state ports");
    ir = 1'bx;
    expect_ports(" insn_ready", "insn_ready X");
    clean;
    iv = 1'bz;
    expect_ports(" insn_valid", "insn_valid Z (insn itself is known)");
    clean;
    ins[13] = 1'bz;
    expect_ports(" insn", "insn with a Z bit while valid");
    iv = 1'b0;
    expect_ports("", "insn undriven while not valid");
    clean;
    m[2*32 + 5] = 1'b1;
    d[(2*32 + 5)*32 + 3] = 1'bx;
    d[(3*32 + 1)*32] = 1'bx;  // lane not written: not a port value that matters
    expect_ports(" wb_data[L2 lane 5]", "X in a written lane only");
    clean;
    m[7*32 + 1] = 1'bx;
    expect_ports(" wb_mask[L7 lane 1]", "an unknown enable");
    d[(7*32 + 1)*32 +: 32] = 32'hxxxx_0000;
    expect_ports(" wb_mask[L7 lane 1] wb_data[L7 lane 1]", "an unknown enable makes its data count");
    clean;
    we[1*16 + 4] = 1'b1;
    wa[1*10 + 9] = 1'bx;
    wd[1*256 + 4*16 + 2] = 1'bz;
    wd[1*256 + 5*16] = 1'bx;  // column 5 not written
    wa[2*10] = 1'bx;           // slot 2 not written
    expect_ports(" dst_waddr[slot 1] dst_wdata[slot 1 col 4]", "Dst address and data of a written cell");
    clean;
    we[3*16 + 2] = 1'bz;
    expect_ports(" dst_wcol_we[slot 3 col 2]", "Dst write enable Z");
    clean;
    m = {544{1'bx}};
    d = {17408{1'bx}};
    expect_ports({" wb_mask[L0 lane 0] wb_data[L0 lane 0] wb_mask[L0 lane 1] wb_data[L0 lane 1] wb_mask[L0 lane 2]",
                  " wb_data[L0 lane 2] wb_mask[L0 lane 3] wb_data[L0 lane 3] ... (1088 in all)"},
                 "many: the first 8 and the count");
    if (errors == 0) $display("xz_check: PASS");
    $finish;
  end
endmodule
