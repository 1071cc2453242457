/* Side effects and their order: short-circuit, ?:, calls, ++/--, compound assignment. */
extern int __VERIFIER_nondet_int(void);
int g;
int inc(int d) { g += d; return g; }
int twice(int *p) { *p = *p * 2; return *p; }
int main(void) {
  unsigned h = 0; int i = 0, x, y = 3;
  int a[5] = {1, 2, 3, 4, 5};
  if (inc(1) > 5 && inc(100)) h += 1;
  if (inc(2) || inc(1000)) h += 2;
  h = h * 31 + g;
  x = (g > 3) ? inc(10) : inc(20);
  h = h * 31 + x;
  h = h * 31 + (i++ + 10);
  a[i++] += 7;
  h = h * 31 + a[0] + a[1] * 3 + i;
  h = h * 31 + (y++ > 3 ? 1 : y);
  x = y = i = 9;
  h = h * 31 + x + y + i;
  if ((x = inc(1)) > 0) h = h * 31 + x;
  h = h * 31 + (x && y) + (i || 0) * 2 + (!x) * 4;
  x = (i++, i++, i);
  h = h * 31 + x + i;
  { int t = g; h = h * 31 + t + inc(3); }
  y = 4;
  h = h * 31 + twice(&y);
  h += y;
  int k = 0;
  while (k++ < 5 && h != 0) h ^= k << 3;
  for (i = 0; i < 4; i += 2) h = h * 7 + a[i]--;
  h = h * 31 + a[0] + a[2];
  x = 5;
  x -= 2 * (x > 3);
  h = h * 31 + x;
  return h;
}
