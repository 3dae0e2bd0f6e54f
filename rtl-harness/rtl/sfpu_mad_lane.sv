// sfpu_mad_lane.sv - one lane of the MAD sub-unit: the partially fused a * b + c of the running
// architecture (bit-exact with model/src/lane/fma.c: sfpu_lane_fma_bh / sfpu_lane_fma_wh) and, on
// Blackhole, SFPMUL24's integer product with its adder-stage quirk (model/src/insn/sfpmul24.c), which
// reuses the FMA's 24x24 multiplier. Purely combinational.
//
// Datapath (both archs): denormal inputs count as zero; the 48-bit product is cut to 28 bits (prod >> 20
// with a sticky LSB) at exponent ea + eb - 127; the addend is its 24-bit mantissa << 3; the smaller term is
// shifted right with a "semi-sticky" shift; signed add; normalise to 1.26; one round-to-nearest-even step.
// The archs differ in zero signs, NaN patterns, overflow against an infinite addend, the normalisation
// sticky bit and where denormal results are flushed (see fma.c).
`include "sfpu_mutants.svh"

module sfpu_mad_lane #(parameter bit WH = 1'b0) (
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  input  logic        mul24_i,  // SFPMUL24 (Blackhole): integer product of a[22:0] and b[22:0]
  input  logic        upper_i,  // SFPMUL24: the upper 23 bits of the 46-bit product, else the lower
  input  logic        en_i,     // 0: d_o = 0 and nothing is computed (a simulator skips the datapath)
  output logic [31:0] d_o
);
  `SFPU_MUT_DECL
  localparam logic [31:0] F32_INF = 32'h7F80_0000;
  localparam logic [31:0] BH_NAN = 32'h7FC0_0000;
  localparam logic [30:0] WH_NAN_BITS = 31'h7F80_0001;

  // v >> s where the bits shifted out set the LSB only if something is left; s >= 32 leaves nothing.
  // s is never negative where the result is used.
  function automatic logic [31:0] semi_sticky_shr(input logic [31:0] v, input logic signed [11:0] s);
    logic [31:0] r;
    logic [31:0] lost;
    if (s <= 12'sd0) begin
      semi_sticky_shr = v;
    end else if (s >= 12'sd32) begin
      semi_sticky_shr = 32'd0;
    end else begin
      r = v >> s[4:0];
      lost = v & ~(32'hFFFF_FFFF << s[4:0]);
      semi_sticky_shr = r | {31'd0, (r != 32'd0) && (lost != 32'd0)};
    end
  endfunction

  // Position of the most significant one of v (v != 0 where used), as 5 bits.
  function automatic logic [4:0] msb_index(input logic [31:0] v);
    msb_index = 5'd0;
    for (int i = 0; i < 32; i++) begin
      if (v[i]) begin
        msb_index = i[4:0];
      end
    end
  endfunction

  // SFPMUL24's adder stage when VC is not zero (sfpmul24.c mul24_adder_stage): p as a mantissa at exponent
  // 129, z as FP32; the smaller-exponent operand is shifted (amounts modulo 32), z's shifted-out bits add
  // 1 << 16 when they exceed 0xFFFF, the sum is cut to 23 bits.
  function automatic logic [22:0] mul24_adder_stage(input logic [22:0] p, input logic [30:0] z);
    logic [7:0] ze, re;
    logic [4:0] zshift, pshift;
    logic [31:0] zm, zs, lost, ps;
    logic [22:0] sum;
    ze = z[30:23];
    re = (ze > 8'd129) ? ze : 8'd129;
    zshift = 5'(re - ze);
    pshift = 5'(re - 8'd129);
    zm = {5'd0, 1'b1, z[22:0], 3'b000};  // ((1 << 23) | man) << 3
    ps = {9'd0, p} >> pshift;
    zs = zm >> zshift;
    lost = zm & ~(32'hFFFF_FFFF << zshift);
    sum = 23'(ps + zs + ((lost > 32'h0000_FFFF) ? 32'h0001_0000 : 32'd0));  // cut to 23 bits
    if (ze == 8'd0) begin
      mul24_adder_stage = p;
    end else if (zs == 32'd0) begin
      mul24_adder_stage = ps[22:0];  // nothing added, but p was still shifted
    end else begin
      mul24_adder_stage = sum;
    end
  endfunction

  logic [7:0] ex, ey, ez;
  logic [23:0] mx, my, mz;
  logic [47:0] prod;
  logic [27:0] pm;
  logic [26:0] zm;
  logic signed [11:0] pe;
  logic ps, zs;
  logic xs, ys, zsp;  // exponent field 255
  logic xnan, ynan, znan, xinf, yinf, zinf;
  logic mul24;
  logic [23:0] mul_a, mul_b;
  logic [31:0] bh_d;
  logic bh_invalid, bh_special, bh_p_gone, bh_p_big, bh_rs, bh_r_zero, bh_below;
  logic signed [11:0] bh_re, bh_n, bh_re2, bh_n2;
  logic [7:0] bh_e3;
  logic [25:0] bh_rn;
  logic [31:0] bh_pa, bh_za, bh_rm, bh_rl, bh_rr, bh_r, bh_res, bh_special_res, bh_p_gone_res;
  logic [4:0] bh_msb;
  logic [31:0] wh_d;
  logic wh_special, wh_prod_inf, wh_nan_a, wh_gone, wh_rsign, wh_below;
  logic [31:0] wh_nan;
  logic signed [11:0] wh_pe1, wh_pe2, wh_re, wh_n, wh_re2, wh_re3;
  logic [31:0] wh_pm2, wh_pa, wh_za, wh_rm, wh_r;
  logic [25:0] wh_rn;
  logic [4:0] wh_msb;
  logic [22:0] m24_r;
  logic [31:0] m24_d;

  // One block, computed only with en_i: the core has two instances of 32 lanes, and most cycles use neither.
  always_comb begin
    ex = '0; ey = '0; ez = '0; mx = '0; my = '0; mz = '0; prod = '0; pm = '0; zm = '0; pe = '0; ps = '0; zs = '0;
    xs = '0; ys = '0; zsp = '0; xnan = '0; ynan = '0; znan = '0; xinf = '0; yinf = '0; zinf = '0; mul24 = '0;
    mul_a = '0; mul_b = '0; bh_d = '0; bh_invalid = '0; bh_special = '0; bh_p_gone = '0; bh_p_big = '0; bh_rs = '0;
    bh_r_zero = '0; bh_below = '0; bh_re = '0; bh_n = '0; bh_re2 = '0; bh_n2 = '0; bh_e3 = '0; bh_rn = '0;
    bh_pa = '0; bh_za = '0; bh_rm = '0; bh_rl = '0; bh_rr = '0; bh_r = '0; bh_res = '0; bh_special_res = '0;
    bh_p_gone_res = '0; bh_msb = '0; wh_d = '0; wh_special = '0; wh_prod_inf = '0; wh_nan_a = '0; wh_gone = '0;
    wh_rsign = '0; wh_below = '0; wh_nan = '0; wh_pe1 = '0; wh_pe2 = '0; wh_re = '0; wh_n = '0; wh_re2 = '0;
    wh_re3 = '0; wh_pm2 = '0; wh_pa = '0; wh_za = '0; wh_rm = '0; wh_r = '0; wh_rn = '0; wh_msb = '0; m24_r = '0;
    m24_d = '0;
    d_o = '0;
    if (en_i) begin
      // ---- unpack (shared) ----
      ex = a_i[30:23];
      ey = b_i[30:23];
      ez = c_i[30:23];
      mx = (ex != 8'd0) ? {1'b1, a_i[22:0]} : 24'd0;
      my = (ey != 8'd0) ? {1'b1, b_i[22:0]} : 24'd0;
      mz = (ez != 8'd0) ? {1'b1, c_i[22:0]} : 24'd0;
      ps = a_i[31] ^ b_i[31];
      zs = c_i[31];
      xs = ex == 8'hFF;
      ys = ey == 8'hFF;
      zsp = ez == 8'hFF;
      xnan = xs && (a_i[22:0] != 23'd0);
      ynan = ys && (b_i[22:0] != 23'd0);
      znan = zsp && (c_i[22:0] != 23'd0);
      xinf = xs && (a_i[22:0] == 23'd0);
      yinf = ys && (b_i[22:0] == 23'd0);
      zinf = zsp && (c_i[22:0] == 23'd0);
      // the one multiplier: FP mantissas, or SFPMUL24's 23-bit integers (Blackhole only)
      mul24 = !WH && mul24_i;
      mul_a = mul24 ? {1'b0, a_i[22:0]} : mx;
      mul_b = mul24 ? {1'b0, b_i[22:0]} : my;
      prod = mul_a * mul_b;
      pm = {prod[47:20]} | {27'd0, prod[19:0] != 20'd0};
      pe = $signed({4'd0, ex}) + $signed({4'd0, ey}) - 12'sd127;
      zm = {mz, 3'b000};
      if (WH) begin
        // ---- Wormhole FMA (fma.c sfpu_lane_fma_wh) ----
        wh_special = xs || ys || zsp || pe >= 12'sd255;
        wh_prod_inf = xs || ys || pe >= 12'sd255;
        wh_nan_a = xnan || ynan || (xinf && my == 24'd0) || (yinf && mx == 24'd0) ||
                   (zinf && wh_prod_inf && zs != ps);
          // a NaN result is not returned at once: the rest of the datapath still runs and its bits can OR in
        wh_nan = !wh_special ? 32'd0 : wh_nan_a ? {ps, WH_NAN_BITS} : znan ? {zs, WH_NAN_BITS} : 32'd0;
        wh_pe1 = (wh_special && pe > 12'sd255) ? 12'sd255 : pe;
        wh_gone = pm == 28'd0 || wh_pe1 < 12'sd0;
        wh_pm2 = wh_gone ? 32'd0 : {4'd0, pm};
        wh_pe2 = wh_gone ? 12'sd0 : wh_pe1;
        wh_re = (wh_pe2 > $signed({4'd0, ez})) ? wh_pe2 : $signed({4'd0, ez});
        wh_pa = semi_sticky_shr(wh_pm2, wh_re - wh_pe2);
        wh_za = semi_sticky_shr({5'd0, zm}, wh_re - $signed({4'd0, ez}));
        wh_rsign = (wh_pa >= wh_za) ? ps : zs;
        wh_rm = (ps == zs) ? wh_pa + wh_za : ((wh_pa >= wh_za) ? wh_pa - wh_za : wh_za - wh_pa);
        wh_msb = msb_index(wh_rm);
        wh_n = $signed({7'd0, wh_msb}) - 12'sd26;
        wh_re2 = wh_re + wh_n;
          // below exponent 0: flushed before rounding; exponent 0 rounds without Blackhole's extra bit of shift
        wh_below = wh_re2 < 12'sd0;
        wh_re3 = wh_below ? 12'sd0 : wh_re2;
        if (wh_n <= 12'sd0) begin
          wh_rn = 26'(wh_rm << 5'(-wh_n));
        end else begin
          wh_rn = 26'((wh_rm >> 5'(wh_n)) | {31'd0, wh_rm[0]});  // hardware bug: only the lowest lost bit is sticky
        end
        wh_r = {1'b0, wh_re3[7:0], 23'd0} + {9'd0, wh_rn[25:3]};
        if ({1'b0, wh_rn[2:0]} + {3'd0, wh_r[0]} > 4'd4) begin
          wh_r = wh_r + 32'd1;
        end
        if (wh_special && !wh_nan_a && !znan) begin
          wh_d = zsp ? c_i : {ps, F32_INF[30:0]};
        end else if (wh_gone && wh_nan == 32'd0) begin
          wh_d = (zm != 27'd0) ? c_i : 32'd0;  // zeros are always +0
        end else if (wh_rm == 32'd0) begin
          wh_d = wh_nan;
        end else if (wh_re2 >= 12'sd255) begin
          wh_d = (wh_nan != 32'd0) ? wh_nan : {wh_rsign, F32_INF[30:0]};
        end else if (wh_below || wh_r[30:23] == 8'd0) begin
          wh_d = wh_nan;  // denormal before or after rounding: +0 (or the NaN)
        end else begin
          wh_d = ((wh_nan != 32'd0) ? wh_nan : {wh_rsign, 31'd0}) | wh_r;
        end
        d_o = wh_d;
      end else begin
        // ---- Blackhole FMA (fma.c sfpu_lane_fma_bh_x32, the branch-free form) ----
        bh_invalid = xnan || ynan || znan || (xs && my == 24'd0) || (ys && mx == 24'd0) ||
                     (zsp && (xs || ys) && zs != ps);
        bh_special = xs || ys || zsp || pe >= 12'sd255;
        bh_special_res = bh_invalid ? BH_NAN : zsp ? c_i : {ps, F32_INF[30:0]};
        bh_p_gone = pm == 28'd0 || pe < 12'sd0;
        bh_p_gone_res = (zm != 27'd0) ? c_i : {zs & ps, 31'd0};
        bh_re = (pe > $signed({4'd0, ez})) ? pe : $signed({4'd0, ez});
        bh_pa = semi_sticky_shr({4'd0, pm}, bh_re - pe);
        bh_za = semi_sticky_shr({5'd0, zm}, bh_re - $signed({4'd0, ez}));
        bh_p_big = bh_pa >= bh_za;
        bh_rs = bh_p_big ? ps : zs;
        bh_rm = (ps == zs) ? bh_pa + bh_za : (bh_p_big ? bh_pa - bh_za : bh_za - bh_pa);
        bh_r_zero = bh_rm == 32'd0;
        bh_msb = msb_index(bh_rm);
        bh_n = $signed({7'd0, bh_msb}) - 12'sd26;  // 5 - clz32(rm): the leading one goes to bit 26
        bh_re2 = bh_re + bh_n;
        bh_below = bh_re2 <= 12'sd0;
        bh_n2 = bh_n + (bh_below ? 12'sd1 : 12'sd0);
        bh_e3 = bh_below ? 8'd0 : bh_re2[7:0];  // 1..254 where used
        bh_rl = bh_rm << 5'(-bh_n2);
          // hardware-exact sticky: the shifted-out bits tested are those of (n | 1) (n is 1..3 here)
        bh_rr = (bh_rm >> 5'(bh_n2)) | {31'd0, (bh_rm & {30'd0, bh_n2[1], 1'b1}) != 32'd0};
        bh_rn = 26'((bh_n2 <= 12'sd0) ? bh_rl : bh_rr);  // the leading one is at bit 26 or 25 (or 0)
        bh_r = {1'b0, bh_e3, 23'd0} + {9'd0, bh_rn[25:3]};
        if ({1'b0, bh_rn[2:0]} + {3'd0, bh_r[0]} > (`SFPU_MUT(14) ? 4'd3 : 4'd4)) begin
          bh_r = bh_r + 32'd1;  // nearest, ties to even
        end
        if (bh_r[31:23] == 9'd0) begin
          bh_r = 32'd0;  // denormal after rounding: flushed, sign kept
        end
        bh_res = {bh_rs, 31'd0} | bh_r;
        if (bh_re2 >= 12'sd255) begin
          bh_res = {bh_rs, F32_INF[30:0]};
        end
        if (bh_r_zero) begin
          bh_res = {zs & ps, 31'd0};  // exact cancellation: -0 only when both terms are negative
        end
        if (bh_p_gone) begin
          bh_res = bh_p_gone_res;
        end
        bh_d = bh_special ? bh_special_res : bh_res;
        // ---- SFPMUL24 (Blackhole) ----
        m24_r = upper_i ? prod[45:23] : prod[22:0];
        m24_d = {9'd0, (c_i != 32'd0) ? mul24_adder_stage(m24_r, c_i[30:0]) : m24_r};
        d_o = mul24 ? m24_d : bh_d;
      end
    end
  end
endmodule
