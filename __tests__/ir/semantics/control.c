/* Control flow: switch with fall-through and default in the middle, Duff's device, do-while with
   continue, nested loops with break/continue, backward and forward goto. */
int classify(int n) {
  int k = 0;
  switch (n) {
  case 1: k += 1;
  default: k += 10; break;
  case 3: k += 100;
  case 4 ... 6: k += 1000;
  case 7: { k += 5; if (n == 7) break; k += 7; }
  }
  return k;
}
int duff(int count) {
  int from[20], to = 0, i;
  for (i = 0; i < 20; i++) from[i] = i * 3 + 1;
  int *p = from;
  int n = (count + 3) / 4;
  switch (count % 4) {
  case 0: do { to = to * 3 + *p++;
  case 3: to = to * 3 + *p++;
  case 2: to = to * 3 + *p++;
  case 1: to = to * 3 + *p++;
          } while (--n > 0);
  }
  return to;
}
int main(void) {
  unsigned h = 0; int i, j;
  for (i = 0; i < 9; i++) h = h * 31 + classify(i);
  for (i = 1; i < 12; i++) h = h * 31 + duff(i);
  int k = 10;
  do { if (k % 3 == 0) { k -= 2; continue; } h = h * 5 + k; k--; } while (k > 0);
  for (i = 0; i < 5; i++) {
    for (j = 0; j < 5; j++) {
      if (j == i) continue;
      if (i + j > 6) break;
      h = h * 3 + i * j;
    }
  }
  i = 0;
again:
  h += i;
  if (++i < 4) goto again;
  if (h > 0) goto skip;
  h = 12345;
skip:
  while (1) { if (h % 7 == 0) break; h++; }
  return h;
}
