int g = 3;
int arr[3] = { 1, 2 };
static int hidden;
int counter(void) {
  static int calls = 10;
  return ++calls;
}
int main(void) { return g + arr[1] + hidden + counter(); }
