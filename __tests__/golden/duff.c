void copy(int *to, int *from, int count) {
  int n = (count + 3) / 4;
  switch (count % 4) {
  case 0: do { *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}
int main(void) {
  int a[8] = { 0 }, b[8] = { 0 };
  copy(b, a, 5);
  return b[0];
}
