extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y;
  y = __VERIFIER_nondet_uchar();
  if (__VERIFIER_nondet_int()) x = 0;
  __VERIFIER_nondet_int();
  return x + y;
}
