int next(void);
int main(void) {
  int i = 0, r = 0;
  switch (i++) {
  case 0: r = 1; break;
  }
  switch (next()) {
  default: r = 2;
  }
  return r + i;
}
