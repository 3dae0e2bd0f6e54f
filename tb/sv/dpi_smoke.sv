// dpi_smoke.sv - the model as a DPI reference from SystemVerilog: assemble, run functionally, tick the timed
// model and observe the Blackhole auto-stall and its write-back events, read Dst writes; every check derived
// from the spec (BH SFPMAD.md: one-cycle stall of a consumer of a MAD result; 2 * 3 + 0 = 6.0). And misuse from
// SV: statuses, messages and a destroyed handle (the C-level misuse tests are tb/dpi/test_dpi.cc).
module dpi_smoke;
  import sfpu_pkg::*;

  int errors = 0;

  task automatic check(input bit cond, input string what);
    if (!cond) begin
      $display("dpi_smoke: FAIL %s", what);
      errors++;
    end
  endtask

  initial begin
    chandle h;
    int unsigned w_mad, w_mov, w_st, w;
    int st, ready, stall, busy, nwb, cyc, mov_issue, wb_seen;

    h = sfpu_dpi_create(SFPU_ARCH_BH);
    check(h != null, "create");
    check(sfpu_dpi_asm(SFPU_ARCH_BH, "sfpmad L2,L0,L1,L9,0", w_mad) == 0, "asm sfpmad");
    check(w_mad[31:24] == OP_SFPMAD, "the package's opcode matches the assembler");
    check(sfpu_dpi_asm(SFPU_ARCH_BH, "sfpmov L3,L2,0", w_mov) == 0, "asm sfpmov");
    check(sfpu_dpi_asm(SFPU_ARCH_BH, "sfpstore L3,8,3,0", w_st) == 0, "asm sfpstore");
    check(sfpu_dpi_asm(SFPU_ARCH_BH, "sfpmad L2,L0", w) != 0, "a bad line is rejected");

    for (int l = 0; l < SFPU_LANES; l++) begin
      check(sfpu_dpi_set_lreg(h, 0, l, 32'h40000000) == SFPU_OK, "set L0");  // 2.0
      check(sfpu_dpi_set_lreg(h, 1, l, 32'h40400000) == SFPU_OK, "set L1");  // 3.0
    end

    // timed: MAD at cycle 0, the dependent MOV is held one cycle (STALL_MAD_RAW) and issues at cycle 2
    cyc = 0; mov_issue = -1; wb_seen = 0;
    st = sfpu_dpi_tick(h, 1, w_mad, ready, stall, busy, nwb);
    check(st == 0 && ready == 1, "MAD accepted in cycle 0");
    for (cyc = 1; cyc < 6 && mov_issue < 0; cyc++) begin
      st = sfpu_dpi_tick(h, 1, w_mov, ready, stall, busy, nwb);
      if (cyc == 1) check(ready == 0 && stall == STALL_MAD_RAW, "cycle 1: MOV stalled on the MAD result");
      for (int i = 0; i < nwb; i++)
        if (sfpu_dpi_wb_reg(h, i) == 2 && sfpu_dpi_wb_mask(h, i) == 32'hFFFFFFFF &&
            sfpu_dpi_wb_data(h, i, 5) == 32'h40C00000) wb_seen = 1;
      if (ready) mov_issue = cyc;
    end
    check(mov_issue == 2, "MOV issues in cycle 2");
    check(wb_seen == 1, "write-back event of L2 = 6.0 seen");
    st = sfpu_dpi_tick(h, 1, w_st, ready, stall, busy, nwb);
    check(sfpu_dpi_n_dst_wb(h) == 64, "FP32 store: 64 Dst cells written");
    check(sfpu_dpi_peek_lreg(h, 3, 31) == 32'h40C00000, "L3 = 6.0");
    check(sfpu_dpi_cycle(h) == 64'd4, "4 cycles ticked");

    // functional: an undefined instruction is reported with its rule
    check(sfpu_dpi_exec(h, 32'h88000000) != 0, "SFPPOPC on an empty stack is undefined");
    check(sfpu_dpi_last_error(h) != "", "the error names the rule");
    // packed vectors, checkpoint / restore, version, misuse
    begin
      bit [1023:0] v, back;
      chandle none;
      for (int l = 0; l < 32; l++) v[l*32 +: 32] = 32'h3F800000 + l;
      check(sfpu_dpi_api_version() == SFPU_DPI_API_VERSION, "API version");
      check(sfpu_poke_lreg_checked(h, 4, v) == 0, "poke LReg4 as bit [1023:0]");
      st = sfpu_dpi_peek_lreg_vec(h, 4, back);
      check(st == 0 && back == v, "peek it back");
      check(sfpu_dpi_checkpoint(h, 3) == 0, "checkpoint to slot 3");
      void'(sfpu_dpi_poke_lreg_vec(h, 4, '0));
      st = sfpu_dpi_restore(h, 3);
      check(st == 0, "restore from slot 3");
      back = '0;
      st = sfpu_dpi_peek_lreg_vec(h, 4, back);
      check(st == 0 && back == v, "restore brings LReg4 back");
      check(sfpu_dpi_restore(h, 5) != 0, "restoring an empty slot is an error");
      check(sfpu_dpi_checkpoint(h, 9) != 0, "a slot out of range is an error");
      check(sfpu_dpi_peek_lreg_vec(h, 17, back) != 0, "LReg 17 does not exist");
      none = null;
      check(sfpu_dpi_tick(none, 1, w_mad, ready, stall, busy, nwb) != 0, "a null handle is an error, not a crash");
      check(sfpu_dpi_peek_lreg_vec(none, 0, back) != 0 && sfpu_dpi_checkpoint(none, 0) != 0, "null handle");
      check(sfpu_dpi_create(7) == null, "an unknown architecture is refused");
      begin
        int unsigned val;
        longint unsigned c0, c1;
        st = sfpu_dpi_reset(h);  // clears the sticky error of the undefined SFPPOPC above
        check(st == 0, "reset");
        c0 = sfpu_dpi_cycle(h);
        check(c0 == 0, "reset: cycle 0");
        st = sfpu_dpi_tick_at(h, c0 + 5, 0, 0, ready, stall, busy, nwb);
        check(st != 0, "a tick for the wrong cycle is refused");
        st = sfpu_dpi_tick_at(h, c0, 0, 0, ready, stall, busy, nwb);
        check(st == 0, "a tick for the model's cycle runs it");
        c1 = sfpu_dpi_cycle(h);
        check(c1 == c0 + 1, $sformatf("... and counts it (%0d -> %0d)", c0, c1));
        check(sfpu_dpi_set_reg(h, "lane_config", 3, 32'h2) == 0, "set LaneConfig[3] by name");
        st = sfpu_dpi_get_reg(h, "lane_config", 3, val);
        check(st == 0 && val == 32'h2, "read it back");
        check(sfpu_dpi_get_reg(h, "no_such_reg", 0, val) != 0, "an unknown register name is an error");
        st = sfpu_dpi_reset(h);
        check(st == 0, "reset again");
        c1 = sfpu_dpi_cycle(h);
        check(c1 == 0, "reset: cycle 0 again");
        st = sfpu_dpi_get_reg(h, "lane_config", 3, val);
        check(st == 0 && val == 0, "reset: LaneConfig back to 0");
      end
    end
    // API version 4: every failing call has a status and a message, a destroyed handle is an error (not a crash)
    begin
      int unsigned val;
      string msg;
      val = sfpu_dpi_peek_lreg(h, 99, 0);
      check(val == 0 && sfpu_dpi_last_status(h) == SFPU_ERR_INVALID_ARGUMENT, "peek of LReg 99: status");
      msg = sfpu_dpi_last_error(h);
      check(msg == "sfpu_dpi_peek_lreg: LReg 99 does not exist (0..16)", {"peek of LReg 99: message: ", msg});
      check(sfpu_dpi_poke_lreg(h, 99, 0, 1) == SFPU_ERR_INVALID_ARGUMENT, "poke of LReg 99 returns a status");
      check(sfpu_dpi_get_lreg(h, 3, 32, val) == SFPU_ERR_INVALID_ARGUMENT, "get_lreg: lane 32");
      check(sfpu_dpi_obs_dst(h, 0, 255, 1) == SFPU_ERR_INVALID_ARGUMENT, "obs_dst: column 255 refused");
      check(sfpu_dpi_obs_dst(h, 1024, 0, 1) == SFPU_ERR_INVALID_ARGUMENT, "obs_dst: row 1024 refused");
      check(sfpu_dpi_obs_wb(h, 17, 0, 1) == SFPU_ERR_INVALID_ARGUMENT, "obs_wb: LReg 17 refused");
      st = sfpu_dpi_tick_at(h, 64'd99, 0, 0, ready, stall, busy, nwb);
      msg = sfpu_dpi_last_error(h);
      check(st == SFPU_ERR_INVALID_ARGUMENT && msg.len() > 0, {"tick_at a wrong cycle: message: ", msg});
      st = sfpu_dpi_asm(SFPU_ARCH_BH, "sfpmad L2,L0", w);
      msg = sfpu_dpi_last_error(null);
      check(st == SFPU_ERR_SYNTAX && msg.len() > 0, {"asm error: message: ", msg});
      check(sfpu_dpi_status_name(SFPU_ERR_SYNTAX) == "syntax", "status names");
    end
    check(sfpu_dpi_destroy(h) == SFPU_OK, "destroy");
    check(sfpu_dpi_tick(h, 1, w_mad, ready, stall, busy, nwb) == SFPU_ERR_INVALID_ARGUMENT,
          "a destroyed handle is an error, not a use after free");
    check(sfpu_dpi_destroy(h) == SFPU_ERR_INVALID_ARGUMENT, "destroying twice is an error");
    begin
      string msg;
      msg = sfpu_dpi_last_error(h);
      check(msg.len() > 0, {"... with a message: ", msg});
    end

    if (errors == 0) $display("dpi_smoke: PASS");
    $finish;
  end
endmodule
