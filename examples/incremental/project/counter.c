/* Counting helpers for the incremental scenario (see ../scenario.yaml). */
#include "counter.h"

unsigned count_to(unsigned n) {
  unsigned i = 0;
  unsigned steps = 0;
  while (i < n) {
    i++;
    steps++;
  }
  return steps;
}
