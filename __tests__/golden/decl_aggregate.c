struct pt { int x; int y; };
int main(void) {
  int a[4] = { 1, [2] = 7 };
  struct pt p = { .y = 3 };
  struct pt ps[2] = { { 1, 2 }, { .y = 9 } };
  char s[] = "hi";
  int m[2][2] = { { 1 }, { 0, 4 } };
  return a[2] + p.y + ps[1].y + s[0] + m[1][1];
}
