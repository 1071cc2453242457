int main(void) {
  int a = 1, b = 0, r;
  r = a && b;
  r = (a || b) + 1;
  r = !(a && b);
  return r;
}
