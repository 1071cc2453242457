int main(void) {
  char c = -1;
  unsigned u = c;
  long long l = (long long)u * 2;
  int i = (int)(l >> 1);
  unsigned char uc = (unsigned char)i + c;
  return uc == 255 && i < 0;
}
