int main(void) {
  int n = 2, k = 0;
  switch (n) {
  case 1:
    k += 1;
  default:
    k += 10;
    break;
  case 3:
    k += 100;
  case 4:
    k += 1000;
  }
  return k;
}
