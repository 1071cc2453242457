struct node { int val; struct node *next; };
int main(void) {
  struct node n1 = { 1, 0 }, n2;
  struct node *p = &n2;
  p->val = 2;
  p->next = &n1;
  p->next->val += 5;
  int *q = &n1.val;
  *q = *q + 1;
  struct node arr[2];
  arr[1] = n1;
  return p->next->val + arr[1].val;
}
