// ports_xml.sv - port types the configure-time port check (dut_ports.cmake) must measure: a packed 2-D array, a
// packed struct, a typedef'd element, a width set by the Wormhole parameter, int, and an unpacked array (refused).
package ports_xml_pkg;
  typedef struct packed {
    logic [15:0] a;
    logic [9:0]  b;
    logic        c;
  } pair_t;
  typedef logic [7:0] byte_t;
endpackage

module ports_xml #(
  parameter bit WH = 1'b0
) (
  input  logic                         clk_i,
  output logic [16:0][31:0]            wb_mask_o,
  output ports_xml_pkg::pair_t         pair_o,
  output ports_xml_pkg::byte_t [3:0]   bytes_o,
  input  logic [(WH ? 9 : 4):0]        by_arch_i,
  output int                           int_o,
  output logic                         unpacked_o [4]
);
endmodule
