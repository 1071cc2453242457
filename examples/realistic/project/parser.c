/* A digit scanner over a caller's buffer (for the realistic scenario in ../scenario.yaml). */
#include "parser.h"

/* Counts the digits at the start of buf[0..len); 0 when all of it is digits, -1 otherwise. */
int parse_digits(const char *buf, unsigned len, unsigned *used) {
  unsigned i = 0;
  if (buf == 0 || used == 0) return -2;
  while (i < len && buf[i] >= '0' && buf[i] <= '9') {
    i++;
  }
  *used = i;
  return i == len ? 0 : -1;
}
