extern void __VERIFIER_assert(int);
int main(void) {
  int x = 0;
  while (1) {
    x++;
    if (x > 10) return x;
  }
  __VERIFIER_assert(x == 0);
  x = 5;
  return x;
}
