// sfpu_mon_if.sv - a monitor interface over the SFPU ports of the interface contract (rtl-harness/README.md):
// connect it to a DUT's ports and call sample() once per clock to get the transaction for the scoreboard
// (dpi/sfpu_scoreboard.svh). The fields are the ports of the current cycle, sampled at the rising edge.
interface sfpu_mon_if (input logic clk_i);
  logic           insn_valid;
  logic [31:0]    insn;
  logic           insn_ready;
  logic [543:0]   wb_mask;
  logic [17407:0] wb_data;
  logic [79:0]    dst_waddr;
  logic [127:0]   dst_wcol_we;
  logic [2047:0]  dst_wdata;
endinterface
