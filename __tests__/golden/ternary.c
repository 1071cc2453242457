int main(void) {
  int x = -4, y;
  y = x < 0 ? -x : x;
  y = (x ? 10 : 20) + 1;
  if (x > 0 ? y > 1 : y < 1) y = 0;
  return y;
}
