#! arch=wh timing
# This project's kernel in the style of tt-llk's (plain build): init, then the llk tile loop.
# Note: not a tt-llk kernel: this project's log1p(x) = ln2 * float(bits(1+x)) * 2^-23 - 127 ln2 + h(m), h(m) ~ a (m-1)(2-m) (m = the mantissa of 1+x; |error| < 0.0053 for x > -1), stored as bf16; three SFPLOADMACROs per row in a replay frame of two rows (14 instructions), registers alternating between rows.
# log1p, fast approximation (this project), plain build
sfpencc 3,10                   # as the firmware starts a kernel: UseLaneFlags = LaneFlags = 1 (CC enabled)
sfpnop
sfpconfig 15,0,1               # _init_sfpu_config_reg: LaneConfig = 0
sfploadi L0,-2307,10           # LReg11 = c2 = -a
sfploadi L0,-16779,8
sfpconfig 11,0,0
sfploadi L0,31038,10           # LReg12 = c1 = 3a
sfploadi L0,16184,8
sfpconfig 12,0,0
sfploadi L0,1323,10            # LReg13 = c0 = -2a - 127 ln2
sfploadi L0,-15695,8
sfpconfig 13,0,0
sfploadi L0,29208,10           # LReg14 = k = ln2 * 2^-23
sfploadi L0,13233,8
sfpconfig 14,0,0
# ---- tile: the calculate function once per face (4 faces of 8 SFPU row groups)
# face 0
sfpload L0,0,3,3               # row 0
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 1
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 2
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 3
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 4
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 5
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 6
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 7
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 1
sfpload L0,0,3,3               # row 0
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 1
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 2
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 3
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 4
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 5
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 6
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 7
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 2
sfpload L0,0,3,3               # row 0
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 1
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 2
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 3
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 4
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 5
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 6
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 7
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
# face 3
sfpload L0,0,3,3               # row 0
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 1
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 2
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 3
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 4
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 5
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 6
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
sfpload L0,0,3,3               # row 7
sfpmad L0,L10,L10,L0,0         # y = 1 + x
sfpnop
sfpcast L1,L0,0                # F = float(bits(y))
sfpsetexp L0,L0,0x7F,1         # m
sfpmad L2,L11,L0,L12,0         # q1 = c2 * m + c1
sfpmad L1,L14,L1,L13,0         # u = k * F + c0
sfpnop
sfpmad L0,L2,L0,L1,0           # r = q1 * m + u
sfpnop
sfpstore L0,0,2,2              # as bf16
ttsetrwc 0,4,8,0,0,4           # next face: Dst = Dst_Cr + 8, twice
ttsetrwc 0,4,8,0,0,4
