int main(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) {
    if (i == 2) continue;
    if (i == 7) break;
    s += i;
  }
  return s;
}
