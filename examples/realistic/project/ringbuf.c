/* Ring buffer operations: push at the tail, pop at the head; both refuse what does not fit. */
#include "ringbuf.h"

void rb_init(struct ringbuf *rb) {
  rb->head = 0;
  rb->count = 0;
}

int rb_push(struct ringbuf *rb, int value) {
  if (rb == 0 || rb->count >= RB_CAP) return -1;
  rb->data[(rb->head + rb->count) % RB_CAP] = value;
  rb->count++;
  return 0;
}

int rb_pop(struct ringbuf *rb, int *out) {
  if (rb == 0 || out == 0 || rb->count == 0) return -1;
  *out = rb->data[rb->head];
  rb->head = (rb->head + 1) % RB_CAP;
  rb->count--;
  return 0;
}
