int main(void) {
  int i = 0, s = 0;
  while (i < 10) {
    s += i;
    i++;
  }
  return s;
}
