int main(void) {
  int x = 1;
  __asm__ volatile("nop");
  return x;
}
