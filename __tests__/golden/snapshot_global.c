int g;
int bump(void) { g++; return g; }
int main(void) {
  int local = 1;
  int a = g + bump();
  int b = local + bump();
  return a + b;
}
