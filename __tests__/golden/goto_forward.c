int main(void) {
  int x = 1;
  if (x) goto done;
  x = 2;
done:
  return x;
}
