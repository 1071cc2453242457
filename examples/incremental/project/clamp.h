#ifndef CLAMP_H
#define CLAMP_H

/* x limited to [lo, hi] (lo <= hi). */
int clamp(int x, int lo, int hi);

#endif
