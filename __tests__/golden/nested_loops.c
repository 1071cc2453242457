int main(void) {
  int s = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < i; j++)
      while (s < j) s++;
  return s;
}
