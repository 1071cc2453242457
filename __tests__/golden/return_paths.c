void side(int *p) { if (*p) return; *p = 1; }
int sign(int x) {
  if (x < 0) return -1;
  if (x > 0) return 1;
  return 0;
}
int main(void) {
  int v = 0;
  side(&v);
  v = sign(v);
}
