/* A small multi-file project that examples/incremental/scenario.yaml edits step by step:
   proofgate scenario examples/incremental */
#include <assert.h>
#include "clamp.h"
#include "counter.h"

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 1000) return 0;
  int level = clamp(__VERIFIER_nondet_int(), 0, 100);
  assert(level >= 0 && level <= 100);
  assert(count_to(n) == n);
  assert(count_to((unsigned)level) <= 100);
  return 0;
}
