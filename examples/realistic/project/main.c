/* Harness for the realistic scenario (../scenario.yaml): the ring buffer, the parser and the
   receiver, each driven by arbitrary inputs for as long as the environment likes.
   proofgate scenario examples/realistic */
#include <assert.h>
#include "ringbuf.h"
#include "parser.h"
#include "fsm.h"

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);

#define BUF_MAX 4096

static void check_ringbuf(void) {
  struct ringbuf rb;
  int v;
  rb_init(&rb);
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) rb_push(&rb, __VERIFIER_nondet_int());
    else rb_pop(&rb, &v);
    assert(rb.count <= RB_CAP);
    assert(rb.head < RB_CAP);
  }
}

static void check_parser(void) {
  char buf[BUF_MAX];
  unsigned len = __VERIFIER_nondet_uint();
  unsigned used;
  int r;
  if (len > BUF_MAX) return;
  for (unsigned i = 0; i < len; i++) buf[i] = __VERIFIER_nondet_char();
  r = parse_digits(buf, len, &used);
  assert(used <= len);
  if (r == 0) assert(used == len);
}

static void check_fsm(void) {
  struct fsm m;
  fsm_reset(&m);
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) fsm_header(&m, __VERIFIER_nondet_uint());
    else fsm_byte(&m);
    assert(m.received <= m.expected);
    assert(m.expected <= FSM_MAX_BODY);
  }
}

int main(void) {
  check_ringbuf();
  check_parser();
  check_fsm();
  return 0;
}
