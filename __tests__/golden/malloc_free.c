typedef unsigned int size_t;
extern void *malloc(size_t);
extern void *calloc(size_t, size_t);
extern void free(void *);
int main(void) {
  int *p = malloc(4 * sizeof(int));
  void *q;
  q = malloc(8);
  int *z = calloc(3, sizeof(int));
  p[1] = z[2];
  free(p);
  free(q);
  free(z);
  return 0;
}
