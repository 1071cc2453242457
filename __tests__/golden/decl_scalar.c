int main(void) {
  int a;
  int b = 5, c = b + 1;
  char ch = 'x';
  unsigned long u = -1;
  a = c;
  return a + ch + (int)u;
}
