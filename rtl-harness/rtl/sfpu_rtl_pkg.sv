// sfpu_rtl_pkg.sv - constants and small helpers shared by the RTL SFPU's modules.
// Yosys 0.23-compatible SystemVerilog: no package imports (refer to sfpu_rtl_pkg::NAME), flat packed vectors
// (LReg r, lane l of a register file bus is bits [(r*32+l)*32 +: 32]), no multi-dimensional packed ports.
package sfpu_rtl_pkg;
  // Shared constants and field helpers: not every module uses every constant, and a field helper takes the
  // whole instruction word to return some of its bits.
  /* verilator lint_off UNUSEDPARAM */
  /* verilator lint_off UNUSEDSIGNAL */
  localparam int NLANES = 32;
  localparam int NLREGS = 17;           // LReg 0..15 plus the LReg16 staging register
  localparam int VEC_W = 32 * NLANES;   // one LReg: 32 lanes x 32 bits
  localparam int RF_W = NLREGS * VEC_W; // the whole LReg file
  localparam int LANECFG_W = 18;        // LaneConfig bits per lane (model/src/sfpu_state.h)

  // LaneConfig bits
  localparam int LC_ENABLE_FP16A_INF = 0;
  localparam int LC_DISABLE_BACKDOOR_LOAD = 1;
  localparam int LC_ENABLE_DEST_INDEX = 2;
  localparam int LC_CAPTURE_DEFAULT_DEST_INDEX = 3;
  localparam int LC_BLOCK_DEST_WR_FROM_SFPU = 4;
  localparam int LC_BLOCK_SFPU_RD_FROM_DEST = 5;
  localparam int LC_DEST_RD_COL_EXCHANGE = 6;
  localparam int LC_DEST_WR_COL_EXCHANGE = 7;
  localparam int LC_EXCHANGE_SRCB_SRCC = 8;
  localparam int LC_ROW_MASK_LSB = 12;

  // stall causes (model sfpu_stall_cause_t); sub-units are sfpu_isa_pkg::UNIT_* (from the table)
  localparam logic [1:0] STALL_NONE = 2'd0, STALL_MAD_RAW = 2'd1, STALL_SWAP = 2'd2, STALL_SHFT2 = 2'd3;

  // instruction fields (the table's SFPU_FIELD rows; which ones an opcode has is the table's business)
  function automatic logic [7:0] f_opcode(input logic [31:0] w); f_opcode = w[31:24]; endfunction
  function automatic logic [3:0] f_mod1(input logic [31:0] w); f_mod1 = w[3:0]; endfunction
  function automatic logic [3:0] f_vd(input logic [31:0] w); f_vd = w[7:4]; endfunction
  function automatic logic [3:0] f_vc(input logic [31:0] w); f_vc = w[11:8]; endfunction
  function automatic logic [3:0] f_vb(input logic [31:0] w); f_vb = w[15:12]; endfunction
  function automatic logic [3:0] f_va(input logic [31:0] w); f_va = w[19:16]; endfunction
  // load/store family (FMT_LOAD, FMT_LOADI, FMT_LMACRO)
  function automatic logic [3:0] f_ls_vd(input logic [31:0] w); f_ls_vd = w[23:20]; endfunction
  function automatic logic [3:0] f_ls_mod0(input logic [31:0] w); f_ls_mod0 = w[19:16]; endfunction

  // lane l of a 1024-bit vector / register r lane l of a register file bus
  function automatic logic [31:0] lane_of(input logic [VEC_W-1:0] v, input int l);
    lane_of = v[l*32 +: 32];
  endfunction

  // ---- hazard sets for the auto-stall logic (model/src/pipe/hazard.c; spec digest 3.2-3.4) ----
  // LReg bit masks (bit r = LReg r), over a decoded word whose reserved bits are zero.
  localparam logic [16:0] ALL_LREGS = 17'h1FFFF;

  function automatic logic [16:0] rbit(input logic [4:0] r);
    logic [16:0] m;
    m = '0;
    if (r < 5'd17) m[r] = 1'b1;
    rbit = m;
  endfunction

  function automatic logic is_mad_op(input logic [7:0] op);
    is_mad_op = sfpu_isa_pkg::op_is_mad(op);
  endfunction

  // Instructions the SFPU does not execute (the issuing thread does): the SFPU idles that cycle.
  function automatic logic is_outside_op(input logic [7:0] op);
    is_outside_op = sfpu_isa_pkg::op_unit(op) == sfpu_isa_pkg::UNIT_OUTSIDE;
  endfunction

  function automatic logic [16:0] true_reads(input logic [31:0] w, input logic wh);
    logic [7:0] op;
    logic [3:0] va, vb, vc, vd, mod1, ls_vd, ls_mod0;
    logic [16:0] r;
    op = w[31:24]; va = w[19:16]; vb = w[15:12]; vc = w[11:8]; vd = w[7:4]; mod1 = w[3:0];
    ls_vd = w[23:20]; ls_mod0 = w[19:16];
    r = '0;
    case (op)
      sfpu_isa_pkg::OP_SFPMAD, sfpu_isa_pkg::OP_SFPADD, sfpu_isa_pkg::OP_SFPMUL, sfpu_isa_pkg::OP_SFPMUL24:
        r = (mod1[2] ? (17'h0FFFF | rbit(5'd7)) : rbit({1'b0, va})) | rbit({1'b0, vb}) | rbit({1'b0, vc}) |
            (mod1[3] ? rbit(5'd7) : '0);
      sfpu_isa_pkg::OP_SFPADDI, sfpu_isa_pkg::OP_SFPMULI: r = rbit({1'b0, vd}) | (mod1[3] ? rbit(5'd7) : '0);
      sfpu_isa_pkg::OP_SFPLUT: r = 17'hF | (ls_mod0[3] ? rbit(5'd7) : '0);
      sfpu_isa_pkg::OP_SFPLUTFP32: begin
        r = 17'hF;
        if (mod1[1:0] != 2'd1) r = r | 17'h70;
        if (mod1 == 4'd10) r = r & ~17'h70;
        if (mod1[3]) r = r | rbit(5'd7);
      end
      sfpu_isa_pkg::OP_SFPLOAD: r = (ls_mod0 == 4'd14 || ls_mod0 == 4'd15) ? rbit({1'b0, ls_vd}) : '0;
      sfpu_isa_pkg::OP_SFPLOADMACRO:  // VD = {Imm10[0], LRegInd[1:0]}
        r = (ls_mod0 == 4'd14 || ls_mod0 == 4'd15) ? rbit({2'b00, w[0], w[21:20]}) : '0;
      sfpu_isa_pkg::OP_SFPLOADI: r = (ls_mod0 == 4'd8 || ls_mod0 == 4'd10) ? rbit({1'b0, ls_vd}) : '0;
      sfpu_isa_pkg::OP_SFPSTORE: r = rbit({1'b0, ls_vd});
      sfpu_isa_pkg::OP_SFPIADD, sfpu_isa_pkg::OP_SFPSETEXP, sfpu_isa_pkg::OP_SFPSETMAN, sfpu_isa_pkg::OP_SFPSETSGN:
        r = rbit({1'b0, vc}) | (mod1[0] ? '0 : rbit({1'b0, vd}));
      sfpu_isa_pkg::OP_SFPSHFT:
        r = rbit({1'b0, vd}) | (mod1[0] ? '0 : rbit({1'b0, vc})) | ((!wh && mod1[2] && mod1[0]) ? rbit({1'b0, vc}) : '0);
      sfpu_isa_pkg::OP_SFPAND, sfpu_isa_pkg::OP_SFPOR:
        r = rbit({1'b0, vc}) | ((!wh && mod1[0]) ? rbit({1'b0, vb}) : rbit({1'b0, vd}));
      sfpu_isa_pkg::OP_SFPXOR, sfpu_isa_pkg::OP_SFPGT, sfpu_isa_pkg::OP_SFPLE: r = rbit({1'b0, vc}) | rbit({1'b0, vd});
      sfpu_isa_pkg::OP_SFPSWAP: r = rbit({1'b0, vc}) | rbit({1'b0, vd}) | 17'hF0;
      sfpu_isa_pkg::OP_SFPMOV: r = mod1[3] ? '0 : rbit({1'b0, vc});
      sfpu_isa_pkg::OP_SFPARECIP: r = rbit({1'b0, vc}) | (mod1 == 4'd1 ? rbit({1'b0, vb}) : '0);
      sfpu_isa_pkg::OP_SFPEXEXP, sfpu_isa_pkg::OP_SFPEXMAN, sfpu_isa_pkg::OP_SFPABS, sfpu_isa_pkg::OP_SFPLZ,
      sfpu_isa_pkg::OP_SFPCAST, sfpu_isa_pkg::OP_SFPNOT, sfpu_isa_pkg::OP_SFPDIVP2, sfpu_isa_pkg::OP_SFPSETCC:
        r = rbit({1'b0, vc});
      sfpu_isa_pkg::OP_SFPCONFIG:
        r = (vd == 4'd9 || vd == 4'd10) ? '0 : ((vd < 4'd4 || !mod1[0]) ? rbit(5'd0) : '0);
      sfpu_isa_pkg::OP_SFPTRANSP: r = 17'hFF;
      sfpu_isa_pkg::OP_SFPSHFT2:
        case (mod1)
          4'd0, 4'd1: r = 17'hF;
          4'd2: r = 17'hE | rbit({1'b0, vc});
          4'd3, 4'd4: r = rbit({1'b0, vc});
          4'd5: r = rbit({1'b0, vb}) | rbit({1'b0, vc});   // VB = Imm12[3:0] = bits [15:12]
          default: r = rbit({1'b0, vb});
        endcase
      sfpu_isa_pkg::OP_SFPSTOCHRND:
        r = rbit({1'b0, vc}) | (((mod1[2:0] == 3'd4 || mod1[2:0] == 3'd5) && !mod1[3]) ? rbit({1'b0, vb}) : '0);
      default: r = '0;
    endcase
    true_reads = r;
  endfunction

  // What the Blackhole auto-stall logic believes the instruction reads, with its documented bugs.
  function automatic logic [16:0] stall_reads(input logic [31:0] w, input logic wh);
    logic [7:0] op;
    logic [3:0] vb, vc, vd, mod1;
    logic [16:0] r;
    op = w[31:24]; vb = w[15:12]; vc = w[11:8]; vd = w[7:4]; mod1 = w[3:0];
    r = true_reads(w, wh);
    case (op)
      sfpu_isa_pkg::OP_SFPMAD, sfpu_isa_pkg::OP_SFPADD, sfpu_isa_pkg::OP_SFPMUL, sfpu_isa_pkg::OP_SFPMUL24:
        r = mod1[2] ? ALL_LREGS : r;                               // INDIRECT_VA: assumed to read all
      sfpu_isa_pkg::OP_SFPAND, sfpu_isa_pkg::OP_SFPOR: r = rbit({1'b0, vc}) | rbit({1'b0, vd}); // bugs 1-2
      sfpu_isa_pkg::OP_SFPIADD: r = rbit({1'b0, vc});                                          // bug 3
      sfpu_isa_pkg::OP_SFPSHFT:                                                                // bug 4
        r = (mod1[0] ? '0 : rbit({1'b0, vc})) | ((!wh && mod1[2] && mod1[0]) ? rbit({1'b0, vc}) : '0);
      sfpu_isa_pkg::OP_SFPCONFIG: r = '0;                                                      // bug 5
      sfpu_isa_pkg::OP_SFPSWAP: r = (mod1 == 4'd0) ? r : '0;                                   // bug 6
      sfpu_isa_pkg::OP_SFPSHFT2:
        if (mod1 >= 4'd2 && mod1 <= 4'd4) r = '0;                                              // bug 7
        else if (mod1 == 4'd5 || mod1 == 4'd6)
          r = rbit({1'b0, vd}) | (mod1 == 4'd5 ? rbit({1'b0, vc}) : '0);                       // bug 8
      sfpu_isa_pkg::OP_SFPSTOCHRND: r = r | rbit({1'b0, vb});        // false dependency on the raw VB field
      sfpu_isa_pkg::OP_SFPLUTFP32: r = w[19] ? ALL_LREGS : (ALL_LREGS & ~rbit(5'd7));           // Mod1Mirror
      default: ;
    endcase
    stall_reads = r;
  endfunction

  // What the auto-stall logic believes a MAD-family instruction writes.
  function automatic logic [16:0] stall_writes(input logic [31:0] w);
    logic [7:0] op;
    op = w[31:24];
    if (op == sfpu_isa_pkg::OP_SFPLUTFP32) stall_writes = w[19] ? ALL_LREGS : rbit({1'b0, w[7:4]});
    else if (op == sfpu_isa_pkg::OP_SFPLUT) stall_writes = w[19] ? ALL_LREGS : rbit({1'b0, w[23:20]});
    else stall_writes = w[3] ? ALL_LREGS : rbit({1'b0, w[7:4]});
  endfunction

  // Cycles from issue to visible result (VectorUnit.md latency table).
  function automatic logic lat2(input logic [31:0] w);
    logic [7:0] op;
    op = w[31:24];
    if (is_mad_op(op) || op == sfpu_isa_pkg::OP_SFPSWAP) lat2 = 1'b1;
    else if (op == sfpu_isa_pkg::OP_SFPSHFT2) lat2 = w[3:0] >= 4'd2 && w[3:0] <= 4'd4;
    else if (op == sfpu_isa_pkg::OP_SFPCONFIG) lat2 = !(w[7:4] >= 4'd11 && w[7:4] <= 4'd14);
    else lat2 = 1'b0;
  endfunction

  // SFPSWAP, and on Blackhole SFPSHFT2 Mod1 2..4: only SFPNOP may issue in the next cycle.
  function automatic logic blocks_next(input logic [31:0] w, input logic wh);
    blocks_next = w[31:24] == sfpu_isa_pkg::OP_SFPSWAP ||
                  (!wh && w[31:24] == sfpu_isa_pkg::OP_SFPSHFT2 && w[3:0] >= 4'd2 && w[3:0] <= 4'd4);
  endfunction

  // The VD field used for the backdoor test ([23:20] for the load/store family, else [7:4]).
  function automatic logic [3:0] backdoor_vd(input logic [31:0] w);
    backdoor_vd = (w[31:24] == sfpu_isa_pkg::OP_SFPSTORE || w[31:24] == sfpu_isa_pkg::OP_SFPLUT) ? w[23:20] : w[7:4];
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */
  /* verilator lint_on UNUSEDPARAM */
endpackage
