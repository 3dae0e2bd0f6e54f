// sfpu_class_uvm_lint.sv - elaborates the class bench's environment with +define+SFPU_UVM (its scoreboard a
// uvm_scoreboard fed through write()) against a uvm_pkg: ctest current-toolchain/sv-class-uvm-lint uses the
// stand-in tb/sv/uvm_stub; a user's UVM library compiles the same way.
module sfpu_class_uvm_lint;
  import sfpu_class_pkg::*;
  logic clk = 1'b0;
  sfpu_mon_if vif (.clk_i(clk));
  initial begin
    sfpu_env env;
    int failures;
    env = new(vif, 4, 1, "uvm-lint");
    env.run(100, failures);
  end
endmodule
