int main(void) {
  int a = 1, b = 0, c = 2, r = 0;
  if (a && b) r = 1;
  if (a || b) r = 2;
  if (!(a && (b || c))) r = 3;
  while (a > 0 && c != 0) a--;
  return r;
}
