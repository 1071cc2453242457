/* The counter's operations: adding saturates at COUNTER_LIMIT, negative amounts are ignored. */
#include <assert.h>
#include "counter.h"

void counter_reset(struct counter *c) {
  c->value = 0;
}

void counter_add(struct counter *c, int amount) {
  assert(c->value >= 0 && c->value <= COUNTER_LIMIT);
  if (amount <= 0) {
    return;
  }
  if (amount > COUNTER_LIMIT - c->value) {
    c->value = COUNTER_LIMIT;
  } else {
    c->value = c->value + amount;
  }
}
