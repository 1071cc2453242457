/* Integer conversions in lowered operations: narrow types, compound assignment, shifts,
   unsigned wrap-around, _Bool arithmetic, signed/unsigned comparisons, records and pointers. */
struct P { int x; unsigned char c; int v[3]; };
int sum(struct P p) { return p.x + p.c + p.v[0] + p.v[1] + p.v[2]; }
struct P make(int x) { struct P p = { x, (unsigned char)(x * 100), { x, x + 1 } }; return p; }
int main(void) {
  unsigned h = 0;
  unsigned char c = 250;
  c += 10;
  h = h * 31 + c;
  c <<= 3;
  h = h * 31 + c;
  signed char s = 127;
  s++;
  h = h * 31 + s;
  _Bool b = 0;
  b--;
  h = h * 31 + b;
  b++;
  h = h * 31 + b;
  unsigned u = 0;
  u--;
  h = h * 31 + (u > 5) + (-1 < (int)u) * 2 + ((unsigned)-1 == u) * 4;
  short sh = 30000;
  sh += sh;
  h = h * 31 + sh;
  long long ll = 1;
  ll <<= 40;
  h = h * 31 + (int)(ll >> 35);
  struct P p = make(3), q;
  q = p;
  q.v[2] += 9;
  struct P *pp = &q;
  pp->x *= 5;
  pp->v[1]++;
  h = h * 31 + sum(p) + sum(q);
  struct P arr[2] = { make(1), make(2) };
  arr[1].c -= 1;
  h = h * 31 + sum(arr[0]) * 7 + sum(arr[1]);
  int m[3][4];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = i * 4 + j;
  int (*row)[4] = m;
  row++;
  h = h * 31 + (*row)[2] + m[2][3];
  int x = 7;
  int *px = &x;
  *px += 3;
  (*px)++;
  h = h * 31 + x;
  return h;
}
