int main(void) {
  int n = 4;
  int a[n];
  a[n - 1] = 2;
  return a[3];
}
