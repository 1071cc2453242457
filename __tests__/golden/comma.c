int main(void) {
  int x = 0, y;
  y = (x++, x + 1);
  for (x = 0, y = 1; x < 3; x++, y *= 2) { }
  return y;
}
