// sfpu_xz.svh - the X/Z check of the SV scoreboard (dpi/sfpu_scoreboard.svh), on its own so that any 4-state
// simulator can test it without the DPI library (ctest sv/xz-check runs it under Icarus Verilog; Verilator is
// 2-state and never sees an X). Included by sfpu_scoreboard.svh; needs nothing else.
`ifndef SFPU_XZ_SVH
`define SFPU_XZ_SVH

// The DUT ports of one clock (rtl-harness/README.md, interface contract) that hold X or Z, by name, each after a
// space: "" when none.
// Control ports are checked always (insn_valid, insn_ready, wb_mask, dst_wcol_we); a data port only where its
// enable is 1 or unknown (insn with insn_valid, wb_data lanes with their wb_mask bit, dst_waddr slots and
// dst_wdata cells with their dst_wcol_we bits), as a DUT may leave disabled data undriven. At most 8 names are
// listed, then the count.
function automatic string sfpu_xz_ports(logic insn_valid, logic [31:0] insn, logic insn_ready,
                                         logic [543:0] wb_mask, logic [17407:0] wb_data, logic [79:0] dst_waddr,
                                         logic [127:0] dst_wcol_we, logic [2047:0] dst_wdata);
  // every bit or field is copied to a variable before $isunknown (Icarus 11 gets $isunknown of a bit select with
  // a computed index wrong)
  string s;
  int n;
  logic en;
  logic [15:0] row_we;
  logic [9:0] addr;
  logic [15:0] dval;
  logic [31:0] ldat;
  s = "";
  n = 0;
  if ($isunknown(insn_valid)) begin s = {s, " insn_valid"}; n++; end
  if (insn_valid !== 1'b0 && $isunknown(insn)) begin s = {s, " insn"}; n++; end
  if ($isunknown(insn_ready)) begin s = {s, " insn_ready"}; n++; end
  for (int r = 0; r < 17; r++) begin
    for (int l = 0; l < 32; l++) begin
      en = wb_mask[r*32 + l];
      ldat = wb_data[(r*32 + l)*32 +: 32];
      if ($isunknown(en)) begin
        if (n < 8) s = {s, $sformatf(" wb_mask[L%0d lane %0d]", r, l)};
        n++;
      end
      if (en !== 1'b0 && $isunknown(ldat)) begin
        if (n < 8) s = {s, $sformatf(" wb_data[L%0d lane %0d]", r, l)};
        n++;
      end
    end
  end
  for (int p = 0; p < 8; p++) begin
    row_we = dst_wcol_we[p*16 +: 16];
    addr = dst_waddr[p*10 +: 10];
    if (row_we !== 16'd0 && $isunknown(addr)) begin
      if (n < 8) s = {s, $sformatf(" dst_waddr[slot %0d]", p)};
      n++;
    end
    for (int c = 0; c < 16; c++) begin
      en = row_we[c];
      dval = dst_wdata[p*256 + c*16 +: 16];
      if ($isunknown(en)) begin
        if (n < 8) s = {s, $sformatf(" dst_wcol_we[slot %0d col %0d]", p, c)};
        n++;
      end
      if (en !== 1'b0 && $isunknown(dval)) begin
        if (n < 8) s = {s, $sformatf(" dst_wdata[slot %0d col %0d]", p, c)};
        n++;
      end
    end
  end
  if (n > 8) s = {s, $sformatf(" ... (%0d in all)", n)};
  return s;
endfunction

`endif
