int main(void) {
  int i = 0;
  while (i++ < 3) { }
  if (--i == 3) i = 0;
  return i;
}
