/* A program whose assertion can fail: clamp() is off by one above the limit, so any reading
   greater than 100 yields 101 and the range check in main() is violated. */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static int clamp(int value, int limit) {
  if (value < 0) {
    return 0;
  }
  if (value > limit) {
    return limit + 1; /* bug: should be `limit` */
  }
  return value;
}

int main(void) {
  int reading = __VERIFIER_nondet_int();
  int level = clamp(reading, 100);
  assert(level >= 0 && level <= 100);
  return 0;
}
