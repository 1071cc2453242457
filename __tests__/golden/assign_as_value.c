int f(void) { return 4; }
int main(void) {
  int x, y, z;
  char c;
  if ((x = f()) > 0) y = 1;
  x = y = z = 7;
  if ((c = x) == 7) y = 2;
  return x + y + z;
}
