extern void fill(int *p, int n);
extern int strlen(const char *);
int main(void) {
  int buf[2];
  fill(buf, 2);
  int n = strlen("abc");
  return buf[0] + n;
}
