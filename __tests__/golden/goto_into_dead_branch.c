// A goto into a branch the condition never takes (the CIL pattern `if (0) { L: ... }`).
int f(int x) {
  if (x) goto L;
  if (0) {
  L:
    x++;
  }
  return x;
}
