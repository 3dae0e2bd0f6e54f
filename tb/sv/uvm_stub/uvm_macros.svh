// uvm_macros.svh - stand-in macros for tb/sv/uvm_stub (see uvm_stub_pkg.sv)
`define uvm_component_utils(T)
`define uvm_error(ID, MSG) $display("UVM_ERROR %s: %s", ID, MSG);
