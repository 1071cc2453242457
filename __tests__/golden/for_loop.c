int main(void) {
  int s = 0;
  for (int i = 0; i < 4; i++) s += i;
  for (;;) {
    if (s > 100) break;
    s *= 2;
  }
  return s;
}
