/* Drives the counter from counter.c with arbitrary amounts; linked with counter.c the counter
   stays within its limit. Verify both files together:
   proofgate verify examples/multi-file/main.c examples/multi-file/counter.c */
#include <assert.h>
#include "counter.h"

extern int __VERIFIER_nondet_int(void);

int main(void) {
  struct counter c;
  counter_reset(&c);
  int steps = __VERIFIER_nondet_int();
  for (int k = 0; k < steps && k < 3; k++) {
    counter_add(&c, __VERIFIER_nondet_int());
  }
  assert(c.value <= COUNTER_LIMIT);
  return 0;
}
