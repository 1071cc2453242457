int main(void) {
  int x = 3;
  if (x > 1) goto b;
a:
  x--;
b:
  x -= 2;
  if (x > 0) goto a;
  return x;
}
