int main(void) {
  char c = 15;
  int kind = 0;
  switch (c) {
  case 10 ... 20:
    kind = 1;
    break;
  case 1 ... 5:
    kind = 2;
    break;
  }
  return kind;
}
