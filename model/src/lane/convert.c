/* convert.c - PLACEHOLDER Dst format conversions (to be replaced). */
#include "sfpu/sfpu_lane.h"

uint32_t sfpu_lane_dst_decode_bf16(uint32_t x) { return x; }
uint32_t sfpu_lane_dst_encode_bf16(uint32_t x) { return x; }
uint32_t sfpu_lane_dst_decode_fp16(uint32_t x) { return x; }
uint32_t sfpu_lane_dst_encode_fp16(uint32_t x) { return x; }
uint32_t sfpu_lane_dst_decode_fp32(uint32_t x) { return x; }
uint32_t sfpu_lane_dst_encode_fp32(uint32_t x) { return x; }
