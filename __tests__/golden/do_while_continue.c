int main(void) {
  int k = 10;
  do {
    if (k % 2) continue;
    k -= 3;
  } while (--k > 0);
  return k;
}
