int main(void) {
  int x = 3;
  if (x) x = 0;
  if (!x) { }
  return x;
}
