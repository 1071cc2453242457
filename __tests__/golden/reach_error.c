extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "reach_error.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
  ERROR: { reach_error(); abort(); }
  }
  return;
}
int main(void) {
  int x = 1;
  __VERIFIER_assert(x == 1);
  return 0;
}
