int main(void) {
  int i = 0;
loop:
  i++;
  if (i < 5) goto loop;
  return i;
}
