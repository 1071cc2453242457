/* A safe program with a loop: summing 1..n one step at a time keeps `i` within [0, n], so both
   assertions hold for every input. */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10) {
    return 0;
  }
  int i = 0;
  int sum = 0;
  while (i < n) {
    i = i + 1;
    sum = sum + i;
    assert(i <= n);
  }
  assert(sum >= n);
  return 0;
}
