int main(void) {
  unsigned char c = 250;
  short s = 1;
  int i = 7;
  long long l = 3;
  c += 10;
  s <<= 4;
  i %= 3;
  l *= i;
  i >>= c;
  return i + s + c + (int)l;
}
