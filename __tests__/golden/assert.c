extern void __VERIFIER_assert(int);
int main(void) {
  int x = 5, y = 3;
  __VERIFIER_assert(x > y);
  __VERIFIER_assert(x > 0 && y > 0);
  return 0;
}
