int main(void) {
  int x = 0;
  for (;;) x++;
  return x;
}
