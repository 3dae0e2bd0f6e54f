/* sfpu_status.h - status codes returned by every sfpu_* call (ttsim-style error taxonomy, but
 * returned, never fatal: the caller decides). Valid C11 and C++17. */
#pragma once
#include "sfpu/sfpu_export.h"

#ifdef __cplusplus
extern "C" {
#endif
SFPU_API_BEGIN

typedef enum sfpu_status {
    SFPU_OK = 0,
    SFPU_ERR_UNDEFINED = 1,        /* software broke an ISA rule the spec calls undefined */
    SFPU_ERR_UNPREDICTABLE = 2,    /* software read a value the spec leaves unpredictable */
    SFPU_ERR_UNIMPLEMENTED = 3,    /* the model does not cover this */
    SFPU_ERR_INVALID_ARGUMENT = 4, /* misuse of the API by the caller */
    SFPU_ERR_SYNTAX = 5,           /* assembler / input file error */
    SFPU_ERR_INTERNAL = 6,         /* model bug: an invariant does not hold */
} sfpu_status_t;

/* "ok", "undefined", ... */
const char *sfpu_status_name(sfpu_status_t st);
SFPU_API_END

#ifdef __cplusplus
}
#endif
