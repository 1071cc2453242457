extern void abort(void);
extern void exit(int);
int main(void) {
  int x = 2;
  if (x == 1) abort();
  if (x == 2) exit(3);
  return x;
}
