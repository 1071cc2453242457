int main(void) {
  int s = 0;
  for (int i = 0; i < 4; i++) {
    switch (i) {
    case 0:
      continue;
    case 1:
      switch (s) {
      case 0: s = 5; break;
      default: s++;
      }
      break;
    default:
      s += i;
    }
  }
  return s;
}
