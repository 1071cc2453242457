/* Recursion and calls: results stored directly, through temporaries, and via nondet inputs. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int even(int n);
int odd(int n) { return n == 0 ? 0 : even(n - 1); }
int even(int n) { return n == 0 ? 1 : odd(n - 1); }
int fib(int n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }
int main(void) {
  int h = fact(6);
  h = h * 31 + even(7) + odd(7) * 2;
  h = h * 31 + fib(10);
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n < 10);
  h = h * 31 + fact(n) + n;
  int m = __VERIFIER_nondet_int();
  h = h * 31 + (m > 0 ? m : -m);
  return h;
}
