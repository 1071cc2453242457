int main(void) {
  int x = 3, y;
  if (x > 2) {
    y = 1;
  } else {
    y = 2;
  }
  if (x == 3) y++; else if (x == 4) y--; else y = 0;
  return y;
}
