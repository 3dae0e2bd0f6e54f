// sfpu_class_if.sv - the ports the class-based bench's driver drives and its monitor samples (tb/sv_class_bench).
interface sfpu_class_if (input logic clk);
  logic           insn_valid;
  logic [31:0]    insn;
  logic           insn_ready;
  logic [543:0]   wb_mask;
  logic [17407:0] wb_data;
  logic [79:0]    dst_waddr;
  logic [127:0]   dst_wcol_we;
  logic [2047:0]  dst_wdata;
endinterface
