int main(void) {
  int a[3] = { 1, 2, 3 };
  int i = 0;
  a[i++] += 2;
  int *p = a;
  *p++ *= 3;
  return a[0] + i;
}
