// uvm_lint_top.sv - elaborates sfpu_scoreboard with +define+SFPU_UVM against the stand-in uvm_pkg
module uvm_lint_top;
  import uvm_pkg::*;
  import sfpu_pkg::*;
  `include "uvm_macros.svh"
  `include "sfpu_scoreboard.svh"
  sfpu_scoreboard sb;
  initial begin
    sb = new("sb", null, SFPU_ARCH_BH);
    sb.configure("uvm", 64'd1);
  end
endmodule
