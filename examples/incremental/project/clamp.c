/* Limits for the incremental scenario (see ../scenario.yaml). */
#include "clamp.h"

int clamp(int x, int lo, int hi) {
  if (x < lo) return lo;
  if (x > hi) return hi;
  return x;
}
