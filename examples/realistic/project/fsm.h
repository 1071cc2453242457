/* A message receiver: a header announces a length, then that many body bytes arrive. */
#ifndef FSM_H
#define FSM_H

#define FSM_MAX_BODY 64

enum fsm_state { FSM_IDLE, FSM_BODY, FSM_DONE, FSM_ERROR };

struct fsm {
  int state;
  unsigned expected;
  unsigned received;
};

void fsm_reset(struct fsm *m);
int fsm_header(struct fsm *m, unsigned length);
int fsm_byte(struct fsm *m);

#endif
