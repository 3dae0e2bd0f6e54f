/* state_io.c - PLACEHOLDER. */
int sfpu_cli_state_io_placeholder(void);
int sfpu_cli_state_io_placeholder(void) { return 0; }
