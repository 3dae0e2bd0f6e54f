// dpi_consumer.sv - a user's SystemVerilog bench against the installed package: the generated sfpu_pkg.sv
// (share/sfpu/sv/) and the DPI library libsfpu_dpi.so (the model is inside it). Runs a few model calls through
// DPI-C and prints "dpi_consumer: PASS". Built by run.sh with one Verilator command (tb/consumers/README.md).
module dpi_consumer;
  import sfpu_pkg::*;

  int errors = 0;

  task automatic check(input bit cond, input string what);
    if (!cond) begin
      $display("dpi_consumer: FAIL %s", what);
      errors++;
    end
  endtask

  initial begin
    chandle h;
    int unsigned w;
    int st;

    check(sfpu_dpi_api_version() == SFPU_DPI_API_VERSION, "the library's DPI version is the package's");
    h = sfpu_dpi_create(SFPU_ARCH_BH);
    check(h != null, "create");
    st = sfpu_dpi_asm(SFPU_ARCH_BH, "sfpmad L2,L0,L1,L9,0", w);
    check(st == 0 && w[31:24] == OP_SFPMAD, "assemble SFPMAD, its opcode is the package's");
    for (int l = 0; l < SFPU_LANES; l++) begin
      sfpu_dpi_poke_lreg(h, 0, l, 32'h40000000);  // 2.0
      sfpu_dpi_poke_lreg(h, 1, l, 32'h40400000);  // 3.0
    end
    st = sfpu_dpi_exec(h, w);
    check(st == 0, "exec");
    check(sfpu_dpi_peek_lreg(h, 2, 9) == 32'h40C00000, "L2 = 2.0 * 3.0 + 0 = 6.0");
    st = sfpu_dpi_exec(h, 32'hFFFFFFFF);
    check(st != 0 && sfpu_dpi_last_error(h) != "", "a bad word is an error with a message");
    sfpu_dpi_destroy(h);
    if (errors == 0) $display("dpi_consumer: PASS");
    $finish;
  end
endmodule
