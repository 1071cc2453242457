/* A saturating counter shared by main.c and counter.c: it never exceeds COUNTER_LIMIT. */
#ifndef COUNTER_H
#define COUNTER_H

#define COUNTER_LIMIT 10

struct counter {
  int value;
};

void counter_reset(struct counter *c);
void counter_add(struct counter *c, int amount);

#endif
