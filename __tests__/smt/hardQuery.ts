// A query Z3 cannot answer in a few seconds, for timeout and parallelism tests: factor the product
// of the two largest 32-bit primes with a 128-bit multiplication (no overflow, no trivial factors).

const N = (4294967291n * 4294967279n).toString(16).padStart(32, '0');
const LIMIT = `#x${(1n << 64n).toString(16).padStart(32, '0')}`;
const ONE = `#x${'1'.padStart(32, '0')}`;

export const FACTORING = `
(declare-const a (_ BitVec 128))
(declare-const b (_ BitVec 128))
(assert (bvult a ${LIMIT}))
(assert (bvult b ${LIMIT}))
(assert (bvugt a ${ONE}))
(assert (bvugt b ${ONE}))
(assert (= (bvmul a b) #x${N}))
`;
