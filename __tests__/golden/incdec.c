int main(void) {
  int i = 0, j;
  int a[2];
  int *p = a;
  _Bool b = 0;
  char c = 'a';
  i++;
  --i;
  j = i++;
  j = ++i;
  p++;
  b--;
  c++;
  return i + j + b + c;
}
