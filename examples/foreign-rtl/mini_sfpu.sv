// mini_sfpu.sv - a small SFPU written from scratch for the "Checking your own RTL" example: no pipeline, one
// instruction per clock, integer and bitwise instructions only (SFPNOP, SFPLOADI, SFPAND, SFPOR, SFPXOR, SFPNOT,
// SFPIADD, SFPSHFT). Follows tt-isa-documentation's pages of those instructions (Blackhole A0, Wormhole B0).
// Its ports are its own; mini_sfpu_contract.sv adapts them to the lockstep harness's contract.
module mini_sfpu #(
  parameter bit Wormhole = 1'b0                  // 1: Wormhole B0 encodings (SFPAND/SFPOR have no VB, no Mod1)
) (
  input  logic          clk,
  input  logic          rst_n,
  input  logic          cmd_valid,
  input  logic [31:0]   cmd,                     // Tensix instruction word, opcode in [31:24]
  output logic          cmd_accept,              // always: every instruction takes one clock
  output logic          cmd_illegal,             // the opcode is outside this subset
  output logic          wr_valid,                // wr_reg is written at the next edge ...
  output logic [4:0]    wr_reg,
  output logic [31:0]   wr_lanes,                // ... in these lanes ...
  output logic [1023:0] wr_value,                // ... with lane l's value in [l*32 +: 32]
  output logic [31:0]   flags,                   // LaneFlags after this clock
  input  logic          preload_en,              // test access: LReg preload_reg := preload_value at the edge
  input  logic [4:0]    preload_reg,
  input  logic [1023:0] preload_value
);
  localparam logic [7:0] OpLoadi = 8'h71, OpIadd = 8'h79, OpShft = 8'h7A, OpAnd = 8'h7E, OpOr = 8'h7F;
  localparam logic [7:0] OpNot = 8'h80, OpXor = 8'h8D, OpNop = 8'h8F;

  // LReg 0..7 are written by instructions; 8..15 are constants (11..14 programmable, not by this subset); 16 is
  // LReg16, which no instruction of this subset names.
  logic [16:0][31:0][31:0] regs_q;
  logic [31:0]             flags_q, flags_d;

`ifdef MINI_SFPU_PLANTS
  // Planted bugs for the example's negative test, chosen at run time with +mini_plant=<k> (0: none):
  // 1: SFPXOR ORs lane 7 instead of XORing it.
  int plant_q;
  initial begin
    if (!$value$plusargs("mini_plant=%d", plant_q)) plant_q = 0;
  end
`else
  localparam int plant_q = 0;
`endif

  logic [7:0]  op;
  logic [3:0]  vd, vc, vb, mod1, mod0;
  logic [15:0] imm16;
  logic [31:0] imm12;
  assign op    = cmd[31:24];
  assign vd    = cmd[7:4];
  assign vc    = cmd[11:8];
  assign vb    = cmd[15:12];
  assign mod1  = cmd[3:0];
  assign mod0  = cmd[19:16];
  assign imm16 = cmd[15:0];
  assign imm12 = {{20{cmd[23]}}, cmd[23:12]};

  // Blackhole's SFPSHFT Mod1: bit 0 shift by Imm12, bit 1 arithmetic right shift, bit 2 (with bit 0) shift LReg[VC]
  // instead of LReg[VD]; Wormhole has only bit 0.
  function automatic logic [31:0] shift(input logic [31:0] x, input logic [31:0] amount, input logic arith);
    logic [4:0] sh;
    if (!amount[31]) begin
      shift = x << amount[4:0];
    end else begin
      sh = 5'(0 - amount);
      shift = arith ? 32'($signed(x) >>> sh) : x >> sh;
    end
  endfunction

  always_comb begin
    logic [31:0] a, b;
    logic [2:0]  m;
    wr_valid    = 1'b0;
    wr_reg      = {1'b0, vd};
    wr_lanes    = '1;
    wr_value    = '0;
    flags_d     = flags_q;
    cmd_illegal = 1'b0;
    m           = Wormhole ? {2'b00, mod1[0]} : mod1[2:0];
    if (cmd_valid) begin
      unique case (op)
        OpNop: ;
        OpLoadi: begin
          wr_reg   = {1'b0, cmd[23:20]};
          wr_valid = !cmd[23];                  // LReg 8..15 are not written this way
          for (int l = 0; l < 32; l++) begin
            unique case (mod0)
              4'd0:    wr_value[l * 32 +: 32] = {imm16, 16'h0};                                  // BF16
              4'd1:    wr_value[l * 32 +: 32] = {imm16[15], 8'(imm16[14:10]) + 8'd112, imm16[9:0], 13'h0};
              4'd2:    wr_value[l * 32 +: 32] = {16'h0, imm16};                                  // uint16
              4'd4:    wr_value[l * 32 +: 32] = {{16{imm16[15]}}, imm16};                        // int16
              4'd8:    wr_value[l * 32 +: 32] = {imm16, regs_q[cmd[22:20]][l][15:0]};            // upper half
              default: wr_value[l * 32 +: 32] = {regs_q[cmd[22:20]][l][31:16], imm16};           // 10: lower half
            endcase
          end
        end
        OpAnd, OpOr, OpXor, OpNot: begin
          wr_valid = !vd[3];
          for (int l = 0; l < 32; l++) begin
            a = regs_q[vc][l];
            b = (!Wormhole && op != OpXor && mod1[0]) ? regs_q[vb][l] : regs_q[vd][l];
            unique case (op)
              OpAnd:   wr_value[l * 32 +: 32] = a & b;
              OpOr:    wr_value[l * 32 +: 32] = a | b;
              OpXor:   wr_value[l * 32 +: 32] = (plant_q == 1 && l == 7) ? (a | b) : (a ^ b);
              default: wr_value[l * 32 +: 32] = ~a;
            endcase
          end
        end
        OpIadd: begin
          wr_valid = !vd[3];                    // VD 8..15: no result and no flag change
          for (int l = 0; l < 32; l++) begin
            a = regs_q[vc][l];
            b = mod1[0] ? imm12 : mod1[1] ? 32'(0 - regs_q[vd][l]) : regs_q[vd][l];
            wr_value[l * 32 +: 32] = a + b;
            if (!vd[3]) begin
              if (!mod1[2]) flags_d[l] = wr_value[l * 32 + 31];  // CC_LT0: the result is negative
              if (mod1[3]) flags_d[l] = !flags_d[l];             // CC_GTE0 inverts
            end
          end
        end
        OpShft: begin
          wr_valid = !vd[3];
          for (int l = 0; l < 32; l++) begin
            a = (m[0] && m[2]) ? regs_q[vc][l] : regs_q[vd][l];
            b = m[0] ? imm12 : regs_q[vc][l];
            wr_value[l * 32 +: 32] = shift(a, b, m[1]);
          end
        end
        default: cmd_illegal = 1'b1;
      endcase
    end
  end

  assign cmd_accept = 1'b1;
  assign flags      = flags_d;

  always_ff @(posedge clk) begin
    if (!rst_n) begin
      /* verilator lint_off WIDTHCONCAT */  // '0 of 17408 bits is meant
      regs_q  <= '0;
      /* verilator lint_on WIDTHCONCAT */
      flags_q <= '0;
      for (int l = 0; l < 32; l++) begin
        regs_q[8][l]  <= 32'h3F56594B;      // 0.8373
        regs_q[10][l] <= 32'h3F800000;      // 1.0
        regs_q[11][l] <= 32'hBF800000;      // -1.0
        regs_q[12][l] <= 32'h37800000;      // 1/65536
        regs_q[13][l] <= 32'hBF2CC4C7;      // -0.67487759
        regs_q[14][l] <= 32'hBEB08FF9;      // -0.34484843
        regs_q[15][l] <= 32'(2 * l);        // lane number times two
      end
    end else begin
      flags_q <= flags_d;
      if (wr_valid) begin
        for (int l = 0; l < 32; l++) begin
          if (wr_lanes[l]) regs_q[wr_reg][l] <= wr_value[l * 32 +: 32];
        end
      end
      if (preload_en) begin
        for (int l = 0; l < 32; l++) regs_q[preload_reg][l] <= preload_value[l * 32 +: 32];
      end
    end
  end
endmodule
