#ifndef COUNTER_H
#define COUNTER_H

/* The number of steps it takes to count from 0 up to n. */
unsigned count_to(unsigned n);

#endif
