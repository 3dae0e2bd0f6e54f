// lltt.h - host stand-in for the SFPI toolchain's lltt.h (replay-buffer helpers; not available here): each call
// pushes the REPLAY word the real one emits, through TTI_INSN (which the recorder redirects).
#pragma once
#include <cstdint>

namespace lltt
{
enum ExecBool : bool
{
    NoExec,
    Exec
};

// Record the next `len` instructions into replay slots start.. (load_mode 1), executing them too when Exec.
template <ExecBool E = NoExec>
inline void record(std::uint32_t start, std::uint32_t len)
{
    TTI_INSN(TT_OP_REPLAY(start, len, (E ? 1 : 0), 1));
}

// Play `len` instructions from slot `start`.
inline void replay(std::uint32_t start, std::uint32_t len)
{
    TTI_INSN(TT_OP_REPLAY(start, len, 0, 0));
}

constexpr std::uint32_t replay_insn(std::uint32_t start, std::uint32_t len)
{
    return TT_OP_REPLAY(start, len, 0, 0);
}
} // namespace lltt
