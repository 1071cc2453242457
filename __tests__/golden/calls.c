int add(int a, int b) { return a + b; }
void nop(void) { }
int main(void) {
  int x;
  x = add(1, 2);
  nop();
  add(3, 4);
  x = add(x, add(5, 6)) * 2;
  return add(x, 1);
}
