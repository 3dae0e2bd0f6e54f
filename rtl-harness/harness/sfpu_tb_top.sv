// sfpu_tb_top.sv - simulation top of the lockstep harness (not synthesized): the RTL SFPU core plus a Dst
// memory (1024 rows x 16 columns x 16 bits, physical rows) and its DstRowValid bits, with the backdoors the
// C++ harness uses to load a test's initial state, clear a row's valid bit, and read the final state.
module sfpu_tb_top #(
  parameter bit WH = 1'b0
) (
  input  logic           clk_i,
  input  logic           rst_ni,
  input  logic           insn_valid_i,
  input  logic [31:0]    insn_i,
  output logic           insn_ready_o,
  output logic [1:0]     stall_cause_o,
  output logic           busy_o,
  output logic [543:0]   wb_mask_o,
  output logic [17407:0] wb_data_o,
  output logic [31:0]    lane_flags_o,
  output logic [31:0]    use_lane_flags_o,
  output logic [127:0]   stack_depth_o,
  output logic [17407:0] lreg_o,
  output logic           undef_o,
  output logic           unsupported_o,
  // the Dst cells the core writes at the end of this cycle (for the comparison)
  output logic [79:0]    dst_waddr_o,
  output logic [127:0]   dst_wcol_we_o,
  output logic [2047:0]  dst_wdata_o,
  // backdoors
  input  logic           dbg_lreg_we_i,
  input  logic [4:0]     dbg_lreg_idx_i,
  input  logic [1023:0]  dbg_lreg_data_i,
  input  logic           dbg_cfg_we_i,     // configuration writes before a test (optional group 'dbg_cfg')
  input  logic [5:0]     dbg_cfg_sel_i,
  input  logic [7:0]     dbg_cfg_idx_i,
  input  logic [31:0]    dbg_cfg_data_i,
  input  logic           dbg_prng_we_i,    // every lane's PRNG state before a test (optional group 'dbg_prng')
  input  logic [1023:0]  dbg_prng_data_i,  // lane l at [l * 32 +: 32]
  input  logic           dst_init_we_i,    // writes 8 rows per clock: dst_init_row_i + k (k = 0..7, wrapping)
  input  logic [9:0]     dst_init_row_i,
  input  logic [2047:0]  dst_init_data_i,  // row dst_init_row_i + k in bits [k * 256 +: 256]
  input  logic [9:0]     dst_peek_row_i,
  output logic [255:0]   dst_peek_data_o,
  input  logic           dst_valid_we_i,   // DstRowValid[dst_valid_row_i] = dst_valid_d_i: seen by this cycle's
  input  logic [9:0]     dst_valid_row_i,  // accesses already (write-through) and kept from the clock edge on;
  input  logic           dst_valid_d_i,    // every row is valid after reset
  // the core's state read port (sfpu_core.sv): the end-of-test compare of PRNG, RWCs, LaneConfig, ...
  input  logic           state_en_i,
  input  logic [5:0]     state_sel_i,
  input  logic           state_hi_i,
  output logic [4095:0]  state_o,
  output logic           state_ok_o
);
  logic [255:0]  dst_mem [1024] /* verilator public_flat_rd */;  // read directly by lockstep.cpp at the end
  logic [79:0]   dst_raddr;
  logic [2047:0] dst_rdata;
  logic [1023:0] dst_valid;
  logic [7:0]    dst_rvalid, dst_wvalid;

  sfpu_core #(.WH(WH)) u_core (
    .clk_i, .rst_ni, .insn_valid_i, .insn_i, .insn_ready_o, .stall_cause_o, .busy_o, .wb_mask_o, .wb_data_o,
    .lane_flags_o, .use_lane_flags_o, .stack_depth_o, .lreg_o, .undef_o, .unsupported_o,
    .dst_raddr_o(dst_raddr), .dst_rdata_i(dst_rdata), .dst_rvalid_i(dst_rvalid),
    .dst_waddr_o, .dst_wvalid_i(dst_wvalid), .dst_wcol_we_o, .dst_wdata_o, .dbg_lreg_we_i, .dbg_lreg_idx_i,
    .dbg_lreg_data_i, .dbg_cfg_we_i, .dbg_cfg_sel_i, .dbg_cfg_idx_i, .dbg_cfg_data_i, .dbg_prng_we_i,
    .dbg_prng_data_i, .state_en_i, .state_sel_i, .state_hi_i, .state_o, .state_ok_o
  );

  always_comb begin
    for (int i = 0; i < 8; i++) dst_rdata[i * 256 +: 256] = dst_mem[dst_raddr[i * 10 +: 10]];
  end
  assign dst_peek_data_o = dst_mem[dst_peek_row_i];
  always_comb begin
    for (int i = 0; i < 8; i++) begin
      dst_rvalid[i] = (dst_valid_we_i && dst_valid_row_i == dst_raddr[i * 10 +: 10]) ? dst_valid_d_i
                                                                                     : dst_valid[dst_raddr[i * 10 +: 10]];
      dst_wvalid[i] = (dst_valid_we_i && dst_valid_row_i == dst_waddr_o[i * 10 +: 10]) ? dst_valid_d_i
                                                                                       : dst_valid[dst_waddr_o[i * 10 +: 10]];
    end
  end

  // A behavioural memory: blocking writes at the clock edge (Verilator 5.006 does not take delayed writes to
  // an array inside loops); nothing reads it in this block, so the order is that of the model's writes.
  /* verilator lint_off BLKSEQ */
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      for (int r = 0; r < 1024; r++) dst_mem[r] = '0;
      dst_valid = '1;
    end else begin
      if (dst_valid_we_i) dst_valid[dst_valid_row_i] = dst_valid_d_i;
      for (int i = 0; i < 8; i++) begin
        for (int c = 0; c < 16; c++) begin
          if (dst_wcol_we_o[i * 16 + c]) dst_mem[dst_waddr_o[i * 10 +: 10]][c * 16 +: 16] = dst_wdata_o[i * 256 + c * 16 +: 16];
        end
      end
      if (dst_init_we_i) begin
        for (int k = 0; k < 8; k++) dst_mem[dst_init_row_i + 10'(k)] = dst_init_data_i[k * 256 +: 256];
      end
    end
  end
  /* verilator lint_on BLKSEQ */
endmodule
