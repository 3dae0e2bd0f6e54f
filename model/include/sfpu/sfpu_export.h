/* sfpu_export.h - what the shared libraries (libsfpu_model.so, libsfpu_dpi.so) export: the declarations between
 * SFPU_API_BEGIN and SFPU_API_END in the public headers, nothing else (the libraries compile -fvisibility=hidden). */
#pragma once

#if defined(__GNUC__) || defined(__clang__)
#define SFPU_API_BEGIN _Pragma("GCC visibility push(default)")
#define SFPU_API_END _Pragma("GCC visibility pop")
#else
#define SFPU_API_BEGIN
#define SFPU_API_END
#endif
