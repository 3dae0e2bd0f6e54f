// sfpu_cc_apply.sv - the state update of one sfpu_cc execution: its per-element write enables and data
// (sfpu_cc's outputs, layouts in sfpu_cc.sv) applied to the predication / configuration state. Combinational.
// sfpu_core uses it twice: for the regular instruction and for an SFPLOADMACRO-scheduled one on the Simple slot,
// which sees the state the regular one left.
module sfpu_cc_apply (
  input  logic           en_i,  // 0: the state passes through unchanged
  input  logic [31:0]    lane_flags_i,
  input  logic [31:0]    use_lane_flags_i,
  input  logic [127:0]   stack_depth_i,
  input  logic [255:0]   stack_flags_i,
  input  logic [255:0]   stack_use_i,
  input  logic [575:0]   lane_config_i,
  input  logic [4095:0]  lm_template_i,
  input  logic [4095:0]  lm_sequence_i,
  input  logic [383:0]   lm_misc_i,
  // sfpu_cc's outputs
  input  logic [31:0]    lane_flags_we_i,
  input  logic [31:0]    lane_flags_d_i,
  input  logic [31:0]    use_lane_flags_we_i,
  input  logic [31:0]    use_lane_flags_d_i,
  input  logic [31:0]    stack_depth_we_i,
  input  logic [127:0]   stack_depth_d_i,
  input  logic [255:0]   stack_flags_we_i,
  input  logic [255:0]   stack_flags_d_i,
  input  logic [255:0]   stack_use_we_i,
  input  logic [255:0]   stack_use_d_i,
  input  logic [31:0]    lane_config_we_i,
  input  logic [575:0]   lane_config_d_i,
  input  logic [127:0]   lm_template_we_i,
  input  logic [4095:0]  lm_template_d_i,
  input  logic [127:0]   lm_sequence_we_i,
  input  logic [4095:0]  lm_sequence_d_i,
  input  logic [31:0]    lm_misc_we_i,
  input  logic [383:0]   lm_misc_d_i,
  // the state after it
  output logic [31:0]    lane_flags_o,
  output logic [31:0]    use_lane_flags_o,
  output logic [127:0]   stack_depth_o,
  output logic [255:0]   stack_flags_o,
  output logic [255:0]   stack_use_o,
  output logic [575:0]   lane_config_o,
  output logic [4095:0]  lm_template_o,
  output logic [4095:0]  lm_sequence_o,
  output logic [383:0]   lm_misc_o
);
  always_comb begin
    lane_flags_o = lane_flags_i;
    use_lane_flags_o = use_lane_flags_i;
    stack_depth_o = stack_depth_i;
    stack_flags_o = stack_flags_i;
    stack_use_o = stack_use_i;
    lane_config_o = lane_config_i;
    lm_template_o = lm_template_i;
    lm_sequence_o = lm_sequence_i;
    lm_misc_o = lm_misc_i;
    if (en_i) begin
      lane_flags_o = (lane_flags_i & ~lane_flags_we_i) | (lane_flags_d_i & lane_flags_we_i);
      use_lane_flags_o = (use_lane_flags_i & ~use_lane_flags_we_i) | (use_lane_flags_d_i & use_lane_flags_we_i);
      stack_flags_o = (stack_flags_i & ~stack_flags_we_i) | (stack_flags_d_i & stack_flags_we_i);
      stack_use_o = (stack_use_i & ~stack_use_we_i) | (stack_use_d_i & stack_use_we_i);
      for (int l = 0; l < 32; l++) begin
        if (stack_depth_we_i[l]) stack_depth_o[l * 4 +: 4] = stack_depth_d_i[l * 4 +: 4];
        if (lane_config_we_i[l]) lane_config_o[l * 18 +: 18] = lane_config_d_i[l * 18 +: 18];
        if (lm_misc_we_i[l]) lm_misc_o[l * 12 +: 12] = lm_misc_d_i[l * 12 +: 12];
      end
      for (int i = 0; i < 128; i++) begin
        if (lm_template_we_i[i]) lm_template_o[i * 32 +: 32] = lm_template_d_i[i * 32 +: 32];
        if (lm_sequence_we_i[i]) lm_sequence_o[i * 32 +: 32] = lm_sequence_d_i[i * 32 +: 32];
      end
    end
  end
endmodule
