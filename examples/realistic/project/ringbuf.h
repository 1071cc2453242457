/* A fixed-capacity ring buffer of ints, kept by its caller. */
#ifndef RINGBUF_H
#define RINGBUF_H

#define RB_CAP 16

struct ringbuf {
  int data[RB_CAP];
  unsigned head;
  unsigned count;
};

void rb_init(struct ringbuf *rb);
int rb_push(struct ringbuf *rb, int value);
int rb_pop(struct ringbuf *rb, int *out);

#endif
