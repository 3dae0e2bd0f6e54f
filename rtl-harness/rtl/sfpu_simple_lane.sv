// sfpu_simple_lane.sv - one lane of the Simple sub-unit's arithmetic / bitwise / FP-field instructions
// (sfpu_simple.sv): the lane's result value, its condition bit and its next PRNG state. Which lanes and
// registers are written, and which flags change, is sfpu_simple's business. Translated from
// model/src/insn/{sfpabs,sfpand,sfpor,sfpxor,sfpnot,sfpiadd,sfpshft,sfpmov,sfplz,sfpsetexp,sfpsetman,
// sfpsetsgn,sfpexexp,sfpexman,sfpdivp2,sfpcast,sfparecip}.c and model/src/lane/{prng,arecip}.c. Combinational.
`include "sfpu_mutants.svh"

module sfpu_simple_lane #(parameter bit WH = 1'b0) (  // WH = 1: Wormhole B0, else Blackhole A0
  input  logic [7:0]   op_i,           // opcode (instruction bits [31:24])
  input  logic [3:0]   mod1_i,         // Mod1 (instruction bits [3:0])
  input  logic [3:0]   vc_i,           // VC as executed (SFPMOV FROM_SPECIAL selects the source with it)
  input  logic [11:0]  imm12_i,        // instruction bits [23:12]: Imm12; Imm8 = [7:0], Imm1 = [0]
  input  logic [31:0]  b_i,            // this lane of the second source (LReg[VB], VB = VD unless scheduled)
  input  logic [31:0]  c_i,            // this lane of LReg[VC]
  input  logic [127:0] lm_template_i,  // LoadMacroConfig[lane].InstructionTemplate[i] at [i*32 +: 32]
  input  logic [127:0] lm_sequence_i,  // LoadMacroConfig[lane].Sequence[i] at [i*32 +: 32]
  input  logic [11:0]  lm_misc_i,      // LoadMacroConfig[lane].Misc
  input  logic [17:0]  lane_config_i,  // LaneConfig[lane]
  input  logic [31:0]  prng_i,         // PRNG[lane]
  input  logic         en_i,           // 0: the outputs are 0 and nothing is computed (a simulator skips it)
  output logic [31:0]  res_o,          // the value the instruction computes for this lane
  output logic         cc_o,           // SFPIADD / SFPEXEXP: result < 0 as int32; SFPLZ: counted input != 0
  output logic [31:0]  prng_d_o        // PRNG[lane] advanced once (sfpu_lane_prng_advance)
);
  `SFPU_MUT_DECL
  // count of leading zeros, 32 for zero
  function automatic logic [5:0] clz32(input logic [31:0] v);
    logic [5:0] n;
    n = 6'd32;
    for (int i = 0; i < 32; i++) begin
      if (v[i]) begin
        n = 6'(31 - i);
      end
    end
    clz32 = n;
  endfunction

  // SFPLZ: input, optionally without the sign bit (NOSGN_MASK); SFPCAST: the sign-magnitude magnitude
  logic [31:0] lz_in;
  logic [5:0]  lz;
  // SFPSHFT
  logic [2:0]  shft_m;       // Mod1 after the BH reserved-value rule (WH: only ARG_IMM exists)
  logic [31:0] shft_x;
  logic        shft_neg;     // the amount is negative: shift right
  logic [4:0]  shft_lo;      // its low 5 bits (only they count)
  logic [4:0]  shft_r;
  // SFPCAST
  logic [1:0]  cast_m;
  logic [31:0] cast_norm, cast_d;
  logic [7:0]  cast_e;
  logic        cast_up;
  // SFPARECIP
  logic [31:0] arecip_y;

  sfpu_simple_arecip u_arecip (.x_i(c_i), .b_neg_i(b_i[31]), .mod1_i(mod1_i),
                               .en_i(en_i && op_i == sfpu_isa_pkg::OP_SFPARECIP), .y_o(arecip_y));

  always_comb begin
    lz_in = '0; lz = '0; shft_m = '0; shft_x = '0; shft_neg = 1'b0; shft_lo = '0; shft_r = '0; cast_m = '0;
    cast_norm = '0; cast_d = '0; cast_e = '0; cast_up = 1'b0; res_o = '0; cc_o = 1'b0; prng_d_o = '0;
    if (en_i) begin
      // ---- PRNG (model/src/lane/prng.c): new MSB = inverted parity of taps 31, 21, 1, 0; shift right
      prng_d_o = {~(prng_i[31] ^ prng_i[21] ^ prng_i[1] ^ prng_i[0]), prng_i[31:1]};

      // ---- shared leading-zero count
      if (op_i == sfpu_isa_pkg::OP_SFPCAST || mod1_i[2]) begin
        lz_in = {1'b0, c_i[30:0]};
      end else begin
        lz_in = c_i;
      end
      lz = clz32(lz_in);

      // ---- SFPSHFT
      if (WH) begin
        shft_m = {2'b00, mod1_i[0]}; // other Mod1 bits are undefined on WH (sfpu_simple raises undef_o)
      end else if (mod1_i == 4'd4 || mod1_i == 4'd6) begin
        shft_m = mod1_i[2:0] & 3'b011; // BH NonContractualBehavior: reserved 4 / 6 act as 0 / 2
      end else begin
        shft_m = mod1_i[2:0];          // and Mod1 > 7 as Mod1 & 7
      end
      shft_x = b_i;
      shft_neg = c_i[31];                              // amount LReg[VC] as int32
      shft_lo = c_i[4:0];
      if (shft_m[0]) begin
        if (shft_m[2]) begin
          shft_x = c_i;                                // ARG_IMM_USE_VC
        end
        shft_neg = imm12_i[11];                        // amount signed Imm12
        shft_lo = imm12_i[4:0];
      end
      shft_r = 5'(5'd0 - shft_lo);                     // low 5 bits of the negated amount
      // ---- SFPCAST (Mod1 > 3 on BH behaves as Mod1 & 3; WH defines only 0 and 1)
      cast_m = WH ? {1'b0, mod1_i[0]} : mod1_i[1:0];
      cast_norm = lz_in << lz[4:0];
      cast_e = 8'(8'd157 - {2'b00, lz});
      if (lz_in == 32'd0) begin
        cast_d = {c_i[31], 31'b0};                     // +-0
      end else begin
        cast_d = {c_i[31], 31'b0} + {1'b0, cast_e, 23'b0} + {8'b0, cast_norm[31:8]};
      end
      if (cast_m[0]) begin // stochastic: 7 discarded bits against PRNG bits [16:10] (norm bit 0 ignored)
        cast_up = cast_norm[7:1] > prng_i[16:10];
      end else begin       // nearest even: round bit and (sticky or odd)
        cast_up = cast_norm[7] && (cast_norm[8] || cast_norm[6:0] != 7'd0);
      end

      res_o = 32'd0;
      cc_o = 1'b0;
      case (op_i)
        sfpu_isa_pkg::OP_SFPABS: begin
          res_o = c_i;
          if (c_i[31]) begin
            if (mod1_i[0]) begin
              if (c_i <= 32'hFF800000) begin
                res_o = {1'b0, c_i[30:0]}; // -NaN keeps its sign, everything else (-Inf included) loses it
              end
            end else begin
              res_o = 32'd0 - c_i;         // -2^31 wraps to itself
            end
          end
        end
        sfpu_isa_pkg::OP_SFPAND: res_o = b_i & c_i;
        sfpu_isa_pkg::OP_SFPOR:  res_o = b_i | c_i;
        sfpu_isa_pkg::OP_SFPXOR: res_o = b_i ^ c_i;
        sfpu_isa_pkg::OP_SFPNOT: res_o = ~c_i;
        sfpu_isa_pkg::OP_SFPIADD: begin
          if (mod1_i[0]) begin
            res_o = c_i + {{20{imm12_i[11]}}, imm12_i}; // ARG_IMM
          end else if (mod1_i[1]) begin
            res_o = c_i - b_i - (`SFPU_MUT(17) ? 32'd1 : 32'd0); // ARG_2SCOMP_LREG_DST
          end else begin
            res_o = c_i + b_i;
          end
          cc_o = res_o[31];
        end
        sfpu_isa_pkg::OP_SFPSHFT: begin
          if (!shft_neg) begin
            res_o = shft_x << shft_lo;
          end else if (shft_m[1]) begin
            res_o = $signed(shft_x) >>> shft_r;        // BH ARITHMETIC
            if (`SFPU_MUT(18)) res_o = shft_x >> shft_r;  // mutant: logical instead
          end else begin
            res_o = shft_x >> shft_r;
          end
        end
        sfpu_isa_pkg::OP_SFPMOV: begin
          if (mod1_i[3]) begin // FROM_SPECIAL (NEGATE not applied)
            if (vc_i < 4'd4) begin
              res_o = lm_template_i[vc_i[1:0]*32 +: 32];
            end else if (vc_i < 4'd8) begin
              res_o = lm_sequence_i[vc_i[1:0]*32 +: 32];
            end else if (vc_i == 4'd8) begin
              res_o = {20'd0, lm_misc_i};
            end else if (vc_i == 4'd9) begin
              res_o = prng_i;                          // the state before the advance
            end else if (vc_i == 4'd15) begin
              res_o = {14'd0, lane_config_i};
            end
          end else begin
            res_o = {c_i[31] ^ mod1_i[0], c_i[30:0]};  // NEGATE: sign flip
          end
        end
        sfpu_isa_pkg::OP_SFPLZ: begin
          res_o = {26'd0, lz};
          cc_o = lz_in != 32'd0;
        end
        sfpu_isa_pkg::OP_SFPSETEXP: begin
          if (mod1_i[0]) begin
            res_o = {c_i[31], imm12_i[7:0], c_i[22:0]}; // ARG_IMM wins over ARG_EXPONENT
          end else if (mod1_i[1]) begin
            res_o = {c_i[31], b_i[30:23], c_i[22:0]};
          end else begin
            res_o = {c_i[31], b_i[7:0], c_i[22:0]};
          end
        end
        sfpu_isa_pkg::OP_SFPSETMAN: begin
          res_o = {c_i[31:23], mod1_i[0] ? {imm12_i, 11'd0} : b_i[22:0]};
        end
        sfpu_isa_pkg::OP_SFPSETSGN: begin
          res_o = {mod1_i[0] ? imm12_i[0] : b_i[31], c_i[30:0]};
        end
        sfpu_isa_pkg::OP_SFPEXEXP: begin
          res_o = {24'd0, c_i[30:23]} - (mod1_i[0] ? 32'd0 : 32'd127); // NODEBIAS
          cc_o = res_o[31];
        end
        sfpu_isa_pkg::OP_SFPEXMAN: begin
          res_o = {8'd0, ~mod1_i[0], c_i[22:0]};       // PAD8: hidden bit, PAD9: 0
        end
        sfpu_isa_pkg::OP_SFPDIVP2: begin
          if (!mod1_i[0]) begin
            res_o = {c_i[31], imm12_i[7:0], c_i[22:0]};
          end else if (c_i[30:23] == 8'hFF) begin
            res_o = c_i;                               // ADD leaves Inf/NaN alone
          end else begin
            res_o = {c_i[31], 8'(c_i[30:23] + imm12_i[7:0]), c_i[22:0]}; // modulo 256
          end
        end
        sfpu_isa_pkg::OP_SFPCAST: begin
          case (cast_m)
            2'd2: res_o = c_i[31] ? 32'd0 - c_i : c_i;                    // INT32_ABS (silicon bug)
            2'd3: res_o = {c_i[31], c_i[31] ? 31'(32'd0 - c_i) : c_i[30:0]}; // INT32 <-> SM32
            default: res_o = cast_d + {31'd0, cast_up};                   // SM32 -> FP32
          endcase
        end
        sfpu_isa_pkg::OP_SFPARECIP: res_o = arecip_y;
        default: ;
      endcase
    end
  end
endmodule
