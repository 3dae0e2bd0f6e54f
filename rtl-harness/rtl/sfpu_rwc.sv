// sfpu_rwc.sv - the issuing thread's read-write counters as SETRWC and INCRWC change them (they execute
// outside the SFPU; SFPLOAD/SFPSTORE add RWC_Dst to their addresses). Combinational next state.
// Spec: WormholeB0 SETRWC.md / INCRWC.md functional models (model/src/insn/ttsetrwc.c, ttincrwc.c).
module sfpu_rwc (
  input  logic [31:0] insn_i,        // a TTSETRWC or TTINCRWC word (anything else: no change)
  input  logic [9:0]  rwc_dst_i,
  input  logic [9:0]  rwc_dst_cr_i,
  input  logic [5:0]  rwc_srca_i,
  input  logic [5:0]  rwc_srca_cr_i,
  input  logic [5:0]  rwc_srcb_i,
  input  logic [5:0]  rwc_srcb_cr_i,
  output logic [9:0]  rwc_dst_o,
  output logic [9:0]  rwc_dst_cr_o,
  output logic [5:0]  rwc_srca_o,
  output logic [5:0]  rwc_srca_cr_o,
  output logic [5:0]  rwc_srcb_o,
  output logic [5:0]  rwc_srcb_cr_o
);
  logic [7:0] op;
  // SETRWC's SET_FIDELITY bit and clear_ab act on Matrix Unit state the SFPU never reads
  /* verilator lint_off UNUSEDSIGNAL */
  logic [31:0] unused_bits;
  /* verilator lint_on UNUSEDSIGNAL */
  logic [2:0] set_mask;
  logic [3:0] cr, rwc_d, rwc_b, rwc_a;
  logic [9:0] dsum;

  assign unused_bits = insn_i;
  assign op = insn_i[31:24];
  assign set_mask = insn_i[2:0];  // bit 3 (SET_FIDELITY) is not modelled
  assign rwc_a = insn_i[9:6];
  assign rwc_b = insn_i[13:10];
  assign rwc_d = insn_i[17:14];
  assign cr = insn_i[21:18];  // INCRWC's field is [20:18]: its bit 3 is reserved (zero) there

  always_comb begin
    rwc_dst_o = rwc_dst_i;
    rwc_dst_cr_o = rwc_dst_cr_i;
    rwc_srca_o = rwc_srca_i;
    rwc_srca_cr_o = rwc_srca_cr_i;
    rwc_srcb_o = rwc_srcb_i;
    rwc_srcb_cr_o = rwc_srcb_cr_i;
    dsum = '0;
    if (op == sfpu_isa_pkg::OP_TTSETRWC) begin
      if (set_mask[0]) begin
        rwc_srca_o = 6'({2'b0, rwc_a} + (cr[0] ? rwc_srca_cr_i : 6'd0));
        rwc_srca_cr_o = rwc_srca_o;
      end
      if (set_mask[1]) begin
        rwc_srcb_o = 6'({2'b0, rwc_b} + (cr[1] ? rwc_srcb_cr_i : 6'd0));
        rwc_srcb_cr_o = rwc_srcb_o;
      end
      if (set_mask[2] || cr[3]) begin
        dsum = {6'b0, rwc_d};
        if (cr[3]) dsum = dsum + rwc_dst_i;
        else if (cr[2]) dsum = dsum + rwc_dst_cr_i;
        rwc_dst_o = dsum;
        rwc_dst_cr_o = dsum;
      end
    end else if (op == sfpu_isa_pkg::OP_TTINCRWC) begin
      if (cr[0]) begin
        rwc_srca_cr_o = rwc_srca_cr_i + {2'b0, rwc_a};
        rwc_srca_o = rwc_srca_cr_o;
      end else begin
        rwc_srca_o = rwc_srca_i + {2'b0, rwc_a};
      end
      if (cr[1]) begin
        rwc_srcb_cr_o = rwc_srcb_cr_i + {2'b0, rwc_b};
        rwc_srcb_o = rwc_srcb_cr_o;
      end else begin
        rwc_srcb_o = rwc_srcb_i + {2'b0, rwc_b};
      end
      if (cr[2]) begin
        rwc_dst_cr_o = rwc_dst_cr_i + {6'b0, rwc_d};
        rwc_dst_o = rwc_dst_cr_o;
      end else begin
        rwc_dst_o = rwc_dst_i + {6'b0, rwc_d};
      end
    end
  end
endmodule
