/* The receiver's transitions: a header starts a body, bytes fill it, a full body is done. */
#include "fsm.h"

void fsm_reset(struct fsm *m) {
  m->state = FSM_IDLE;
  m->expected = 0;
  m->received = 0;
}

int fsm_header(struct fsm *m, unsigned length) {
  if (m->state != FSM_IDLE) {
    m->state = FSM_ERROR;
    return -1;
  }
  if (length == 0 || length > FSM_MAX_BODY) {
    m->state = FSM_ERROR;
    return -1;
  }
  m->expected = length;
  m->received = 0;
  m->state = FSM_BODY;
  return 0;
}

int fsm_byte(struct fsm *m) {
  if (m->state != FSM_BODY) {
    m->state = FSM_ERROR;
    return -1;
  }
  m->received++;
  if (m->received == m->expected) m->state = FSM_DONE;
  return 0;
}
