// uvm_stub_pkg.sv - NOT UVM: a stand-in for uvm_pkg with just the names dpi/sfpu_scoreboard.svh uses, so that the
// scoreboard's +define+SFPU_UVM variant elaborates under Verilator 5.006, which has no UVM
// (ctest sv/scoreboard-uvm-elaborates).
// Under a real UVM simulator, compile the real uvm_pkg instead.
package uvm_pkg;
  class uvm_component;
    string m_name;
    function new(string name, uvm_component parent);
      m_name = name;
    endfunction
  endclass
  class uvm_scoreboard extends uvm_component;
    function new(string name, uvm_component parent);
      super.new(name, parent);
    endfunction
  endclass
  class uvm_analysis_imp #(type T = int, type IMP = int);
    IMP m_imp;
    function new(string name, IMP imp);
      m_imp = imp;
    endfunction
  endclass
endpackage
