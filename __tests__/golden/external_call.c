int ext(int);
void log_value(int);
int main(void) {
  int i = 0;
  int r = ext(i++);
  log_value(r);
  r = ext(r) + 1;
  return r;
}
