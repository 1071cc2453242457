// Tarjan's strongly connected components, iterative (an explicit work stack instead of recursion,
// so CFAs and call graphs of any depth cannot overflow the JavaScript stack). Components come out
// in reverse topological order: a component is emitted after every component it can reach.

export function stronglyConnected<T>(roots: Iterable<T>, successors: (n: T) => Iterable<T>): T[][] {
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const onStack = new Set<T>();
  const stack: T[] = [];
  const out: T[][] = [];
  let counter = 0;
  const work: { node: T; it: Iterator<T> }[] = [];
  const visit = (n: T): void => {
    index.set(n, counter);
    low.set(n, counter);
    counter++;
    stack.push(n);
    onStack.add(n);
    work.push({ node: n, it: successors(n)[Symbol.iterator]() });
  };
  for (const root of roots) {
    if (index.has(root)) continue;
    visit(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const next = frame.it.next();
      if (!next.done) {
        const w = next.value;
        if (!index.has(w)) visit(w);
        else if (onStack.has(w)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(w)!));
        continue;
      }
      work.pop();
      const v = frame.node;
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(v)!));
      }
      if (low.get(v) === index.get(v)) {
        const comp: T[] = [];
        let w: T;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          comp.push(w);
        } while (w !== v);
        out.push(comp);
      }
    }
  }
  return out;
}
