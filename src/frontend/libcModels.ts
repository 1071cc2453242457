// The C library functions proofgate models, as C definitions with glibc's semantics. The front end
// links a definition into the program when the program calls the function without defining it, so
// every engine and the interpreter see the same semantics and no layer below knows these names.
// Comparisons return the difference of the first differing bytes as unsigned char (as glibc does).

/** The pseudo file the models' locations point into (no file the user could open). */
export const LIBC_MODEL_FILE = '<libc-model>';

/**
 * One definition per function, self-contained (no model calls another function, so a program's
 * own functions can never be picked up). `SIZE_T` is replaced by the data model's size_t.
 *
 * strcmp, strncmp and memcmp: C only fixes the sign of the result; glibc (its generic C code and
 * its x86-64 assembly) and gcc's constant folding return `(unsigned char)a[i] - (unsigned char)b[i]`
 * at the first difference, so the model does too (checked against gcc and glibc in the tests).
 * memmove compares pointers only for equality (comparing pointers into different objects with `<`
 * is undefined behaviour): it copies backwards exactly when the destination starts inside the
 * source. abs and labs negate: abs(INT_MIN) is a signed overflow, undefined behaviour as in C.
 *
 * ctype.h in the "C" locale (a program that never calls setlocale): the front end defines
 * `__NO_CTYPE`, so glibc's header declares these as functions instead of macros that index the
 * table behind `__ctype_b_loc()`. Each class returns glibc's mask bit for it (isdigit gives 2048,
 * isalnum 8, ...), 0 otherwise; bytes above 127 and negative values belong to no class in that
 * locale, as in glibc's table; tolower/toupper map a negative char (-128..-2) to its unsigned
 * value, as glibc's table does, and leave every other value as it is.
 *
 * gcc's `__builtin_bswap16/32/64` (glibc's <byteswap.h>, reached from <stdlib.h>, calls them) reverse
 * the bytes of a 16-, 32- or 64-bit unsigned value; they are declared implicitly with those types.
 *
 * errno: glibc's `errno` is `(*__errno_location ())`, modelled as one int that starts at 0. The
 * strtol family is the one model that sets it (and so the one model that calls another: the name is
 * reserved to the implementation, declared implicitly with glibc's type). A call to a function
 * without a body may set errno to anything (the CFA havocs it, see callLowering.ts).
 */
const MODELS: Readonly<Record<string, string>> = {
  ...atomicModels(),
  __errno_location: `int *__errno_location(void) {
  static int value;
  return &value;
}`,
  strtol: strto('long strtol(const char *nptr, char **endptr, int base)', 'long', true),
  strtoll: strto('long long strtoll(const char *nptr, char **endptr, int base)', 'long long', true),
  strtoul: strto('unsigned long strtoul(const char *nptr, char **endptr, int base)', 'long', false),
  strtoull: strto(
    'unsigned long long strtoull(const char *nptr, char **endptr, int base)',
    'long long',
    false,
  ),
  atoi: strto('int atoi(const char *nptr)', 'long', true, '(int)'),
  atol: strto('long atol(const char *nptr)', 'long', true),
  atoll: strto('long long atoll(const char *nptr)', 'long long', true),
  strlen: `SIZE_T strlen(const char *s) {
  SIZE_T n = 0;
  while (s[n] != 0) n++;
  return n;
}`,
  strnlen: `SIZE_T strnlen(const char *s, SIZE_T max) {
  SIZE_T n = 0;
  while (n < max && s[n] != 0) n++;
  return n;
}`,
  strcmp: `int strcmp(const char *a, const char *b) {
  const unsigned char *p = (const unsigned char *)a;
  const unsigned char *q = (const unsigned char *)b;
  SIZE_T i = 0;
  while (p[i] != 0 && p[i] == q[i]) i++;
  return p[i] - q[i];
}`,
  strncmp: `int strncmp(const char *a, const char *b, SIZE_T n) {
  const unsigned char *p = (const unsigned char *)a;
  const unsigned char *q = (const unsigned char *)b;
  for (SIZE_T i = 0; i < n; i++) {
    if (p[i] != q[i] || p[i] == 0) return p[i] - q[i];
  }
  return 0;
}`,
  memcmp: `int memcmp(const void *a, const void *b, SIZE_T n) {
  const unsigned char *p = (const unsigned char *)a;
  const unsigned char *q = (const unsigned char *)b;
  for (SIZE_T i = 0; i < n; i++) {
    if (p[i] != q[i]) return p[i] - q[i];
  }
  return 0;
}`,
  memcpy: `void *memcpy(void *dst, const void *src, SIZE_T n) {
  unsigned char *d = (unsigned char *)dst;
  const unsigned char *s = (const unsigned char *)src;
  for (SIZE_T i = 0; i < n; i++) d[i] = s[i];
  return dst;
}`,
  memmove: `void *memmove(void *dst, const void *src, SIZE_T n) {
  unsigned char *d = (unsigned char *)dst;
  const unsigned char *s = (const unsigned char *)src;
  int backwards = 0;
  for (SIZE_T k = 1; k < n; k++) {
    if (s + k == d) backwards = 1;
  }
  if (backwards) {
    for (SIZE_T i = n; i > 0; i--) d[i - 1] = s[i - 1];
  } else {
    for (SIZE_T i = 0; i < n; i++) d[i] = s[i];
  }
  return dst;
}`,
  memset: `void *memset(void *dst, int c, SIZE_T n) {
  unsigned char *d = (unsigned char *)dst;
  for (SIZE_T i = 0; i < n; i++) d[i] = (unsigned char)c;
  return dst;
}`,
  strcpy: `char *strcpy(char *dst, const char *src) {
  SIZE_T i = 0;
  while ((dst[i] = src[i]) != 0) i++;
  return dst;
}`,
  strncpy: `char *strncpy(char *dst, const char *src, SIZE_T n) {
  SIZE_T i = 0;
  for (; i < n && src[i] != 0; i++) dst[i] = src[i];
  for (; i < n; i++) dst[i] = 0;
  return dst;
}`,
  strchr: `char *strchr(const char *s, int c) {
  const char ch = (char)c;
  for (SIZE_T i = 0;; i++) {
    if (s[i] == ch) return (char *)(s + i);
    if (s[i] == 0) return (char *)0;
  }
}`,
  strrchr: `char *strrchr(const char *s, int c) {
  const char ch = (char)c;
  const char *last = (const char *)0;
  for (SIZE_T i = 0;; i++) {
    if (s[i] == ch) last = s + i;
    if (s[i] == 0) return (char *)last;
  }
}`,
  strstr: `char *strstr(const char *h, const char *n) {
  if (n[0] == 0) return (char *)h;
  for (SIZE_T k = 0; h[k] != 0; k++) {
    SIZE_T i = 0;
    while (n[i] != 0 && h[k + i] == n[i]) i++;
    if (n[i] == 0) return (char *)(h + k);
  }
  return 0;
}`,
  memchr: `void *memchr(const void *s, int c, SIZE_T n) {
  const unsigned char *p = (const unsigned char *)s;
  for (SIZE_T i = 0; i < n; i++)
    if (p[i] == (unsigned char)c) return (void *)(p + i);
  return 0;
}`,
  strcat: `char *strcat(char *dst, const char *src) {
  SIZE_T n = 0;
  SIZE_T i = 0;
  while (dst[n] != 0) n++;
  while (src[i] != 0) {
    dst[n + i] = src[i];
    i++;
  }
  dst[n + i] = 0;
  return dst;
}`,
  strncat: `char *strncat(char *dst, const char *src, SIZE_T k) {
  SIZE_T n = 0;
  SIZE_T i = 0;
  while (dst[n] != 0) n++;
  while (i < k && src[i] != 0) {
    dst[n + i] = src[i];
    i++;
  }
  dst[n + i] = 0;
  return dst;
}`,
  strspn: `SIZE_T strspn(const char *s, const char *accept) {
  SIZE_T n = 0;
  for (; s[n] != 0; n++) {
    SIZE_T j = 0;
    while (accept[j] != 0 && accept[j] != s[n]) j++;
    if (accept[j] == 0) return n;
  }
  return n;
}`,
  strcspn: `SIZE_T strcspn(const char *s, const char *reject) {
  SIZE_T n = 0;
  for (; s[n] != 0; n++) {
    SIZE_T j = 0;
    while (reject[j] != 0 && reject[j] != s[n]) j++;
    if (reject[j] != 0) return n;
  }
  return n;
}`,
  strpbrk: `char *strpbrk(const char *s, const char *accept) {
  for (SIZE_T n = 0; s[n] != 0; n++)
    for (SIZE_T j = 0; accept[j] != 0; j++)
      if (accept[j] == s[n]) return (char *)(s + n);
  return 0;
}`,
  abs: `int abs(int x) {
  return x < 0 ? -x : x;
}`,
  labs: `long labs(long x) {
  return x < 0 ? -x : x;
}`,
  isupper: `int isupper(int c) {
  return c >= 'A' && c <= 'Z' ? 256 : 0;
}`,
  islower: `int islower(int c) {
  return c >= 'a' && c <= 'z' ? 512 : 0;
}`,
  isalpha: `int isalpha(int c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ? 1024 : 0;
}`,
  isdigit: `int isdigit(int c) {
  return c >= '0' && c <= '9' ? 2048 : 0;
}`,
  isxdigit: `int isxdigit(int c) {
  return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f') ? 4096 : 0;
}`,
  isspace: `int isspace(int c) {
  return c == ' ' || (c >= 9 && c <= 13) ? 8192 : 0;
}`,
  isprint: `int isprint(int c) {
  return c >= 32 && c <= 126 ? 16384 : 0;
}`,
  isgraph: `int isgraph(int c) {
  return c >= 33 && c <= 126 ? 32768 : 0;
}`,
  isblank: `int isblank(int c) {
  return c == ' ' || c == 9 ? 1 : 0;
}`,
  iscntrl: `int iscntrl(int c) {
  return (c >= 0 && c <= 31) || c == 127 ? 2 : 0;
}`,
  ispunct: `int ispunct(int c) {
  return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126) ? 4 : 0;
}`,
  isalnum: `int isalnum(int c) {
  return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ? 8 : 0;
}`,
  tolower: `int tolower(int c) {
  if (c >= -128 && c < -1) return c + 256;
  return c >= 'A' && c <= 'Z' ? c + 32 : c;
}`,
  toupper: `int toupper(int c) {
  if (c >= -128 && c < -1) return c + 256;
  return c >= 'a' && c <= 'z' ? c - 32 : c;
}`,
  isascii: `int isascii(int c) {
  return (c & ~0x7f) == 0;
}`,
  toascii: `int toascii(int c) {
  return c & 0x7f;
}`,
  __builtin_bswap16: `unsigned short __builtin_bswap16(unsigned short x) {
  return (unsigned short)((x >> 8) | (x << 8));
}`,
  __builtin_bswap32: `unsigned int __builtin_bswap32(unsigned int x) {
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}`,
  __builtin_bswap64: `unsigned long long __builtin_bswap64(unsigned long long x) {
  x = ((x & 0xffffffffull) << 32) | (x >> 32);
  x = ((x & 0x0000ffff0000ffffull) << 16) | ((x >> 16) & 0x0000ffff0000ffffull);
  return ((x & 0x00ff00ff00ff00ffull) << 8) | ((x >> 8) & 0x00ff00ff00ff00ffull);
}`,
};

/**
 * strtol and its kin as glibc computes them in the "C" locale: a base outside 0 and 2..36 sets
 * errno to EINVAL (22) and gives 0, leaving `*endptr` alone; white space (space, \\t..\\r), a sign,
 * a `0x`/`0X` prefix for base 16 (and base 0, where a leading 0 alone means 8), then digits and
 * letters below the base. No digit: 0, `*endptr` at the `x` of a prefix without digits, else at
 * the start. Out of range: errno ERANGE (34) and the limit (LONG_MIN or LONG_MAX; ULONG_MAX for the
 * unsigned ones, which negate in their type as glibc does). atoi, atol and atoll are glibc's
 * `strtol(nptr, NULL, 10)` (atoi converted to int). `head` is the prototype, `word` the type
 * (`long` or `long long`) the value is computed in; `cast` is applied to each result.
 */
function strto(head: string, word: string, signed: boolean, cast = ''): string {
  const u = `unsigned ${word}`;
  const params = head.includes('endptr') ? '' : '\n  char **endptr = (char **)0;\n  int base = 10;';
  const rangeEnd = signed
    ? `  ${u} max = (${u})-1 >> 1;
  if (!over && acc > max + (${u})neg) over = 1;
  if (over) {
    *__errno_location() = 34;
    return ${cast}(neg ? -(${word})max - 1 : (${word})max);
  }
  return ${cast}(neg ? (${word})(0 - acc) : (${word})acc);`
    : `  if (over) {
    *__errno_location() = 34;
    return (${u})-1;
  }
  return neg ? 0 - acc : acc;`;
  return `${head} {${params}
  const unsigned char *s = (const unsigned char *)nptr;
  ${u} acc = 0;
  int neg = 0;
  int prefix = 0;
  int over = 0;
  if (base < 0 || base == 1 || base > 36) {
    *__errno_location() = 22;
    return 0;
  }
  while (*s == ' ' || (*s >= 9 && *s <= 13)) s++;
  if (*s == '-') {
    neg = 1;
    s++;
  } else if (*s == '+') {
    s++;
  }
  if (*s == '0' && (base == 0 || base == 16) && (s[1] == 'x' || s[1] == 'X')) {
    s += 2;
    base = 16;
    prefix = 1;
  } else if (base == 0) {
    base = *s == '0' ? 8 : 10;
  }
  const unsigned char *first = s;
  ${u} cut = (${u})-1 / (${u})base;
  int lim = (int)((${u})-1 % (${u})base);
  for (;; s++) {
    int d;
    if (*s >= '0' && *s <= '9') d = *s - '0';
    else if (*s >= 'a' && *s <= 'z') d = *s - 'a' + 10;
    else if (*s >= 'A' && *s <= 'Z') d = *s - 'A' + 10;
    else break;
    if (d >= base) break;
    if (acc > cut || (acc == cut && d > lim)) over = 1;
    else acc = acc * (${u})base + (${u})d;
  }
  if (s == first) {
    if (endptr) *endptr = prefix ? (char *)(first - 1) : (char *)nptr;
    return 0;
  }
  if (endptr) *endptr = (char *)s;
${rangeEnd}
}`;
}

/**
 * Atomic operations on one thread (sema/atomics.ts lowers <stdatomic.h> and gcc's `__atomic_*` and
 * `__sync_*` built-ins to these): per object size (1, 2, 4, 8 bytes) the object's bytes read and
 * written as an unsigned integer of that size, so arithmetic wraps as C11 7.17.7.5 says it does for
 * atomic signed types too; `p`: an atomic pointer, read and written as a `void *`.
 */
function atomicModels(): Record<string, string> {
  const out: Record<string, string> = {};
  const types: [string, string][] = [
    ['1', 'unsigned char'],
    ['2', 'unsigned short'],
    ['4', 'unsigned int'],
    ['8', 'unsigned long long'],
    ['p', 'void *'],
  ];
  const arith: [string, string][] = [
    ['add', '+'],
    ['sub', '-'],
    ['and', '&'],
    ['or', '|'],
    ['xor', '^'],
  ];
  for (const [n, t] of types) {
    const f = (op: string, text: string): void => {
      out[`__pg_atomic_${op}_${n}`] = text;
    };
    f('load', `${t} __pg_atomic_load_${n}(void *p) {\n  return *(${t} *)p;\n}`);
    f('store', `void __pg_atomic_store_${n}(void *p, ${t} v) {\n  *(${t} *)p = v;\n}`);
    f(
      'exchange',
      `${t} __pg_atomic_exchange_${n}(void *p, ${t} v) {\n  ${t} old = *(${t} *)p;\n  *(${t} *)p = v;\n  return old;\n}`,
    );
    f(
      'cas',
      `_Bool __pg_atomic_cas_${n}(void *p, void *e, ${t} d) {\n  ${t} old = *(${t} *)p;\n  if (old == *(${t} *)e) {\n    *(${t} *)p = d;\n    return 1;\n  }\n  *(${t} *)e = old;\n  return 0;\n}`,
    );
    if (n === 'p') continue;
    f(
      'cas_val',
      `${t} __pg_atomic_cas_val_${n}(void *p, ${t} o, ${t} d) {\n  ${t} old = *(${t} *)p;\n  if (old == o) *(${t} *)p = d;\n  return old;\n}`,
    );
    f(
      'cas_bool',
      `_Bool __pg_atomic_cas_bool_${n}(void *p, ${t} o, ${t} d) {\n  if (*(${t} *)p != o) return 0;\n  *(${t} *)p = d;\n  return 1;\n}`,
    );
    for (const [a, sym] of arith) {
      f(
        `fetch_${a}`,
        `${t} __pg_atomic_fetch_${a}_${n}(void *p, ${t} v) {\n  ${t} old = *(${t} *)p;\n  *(${t} *)p = (${t})(old ${sym} v);\n  return old;\n}`,
      );
      f(
        `${a}_fetch`,
        `${t} __pg_atomic_${a}_fetch_${n}(void *p, ${t} v) {\n  ${t} now = (${t})(*(${t} *)p ${sym} v);\n  *(${t} *)p = now;\n  return now;\n}`,
      );
    }
  }
  return out;
}

/** Names of the modelled functions. */
export const LIBC_MODEL_NAMES: readonly string[] = Object.keys(MODELS);

/**
 * The C text of all models, for a data model whose size_t is `sizeT` (`unsigned long`,
 * `unsigned int`). Each definition starts on its own line; nothing else is in the text.
 */
export function libcModelText(sizeT: string): string {
  return Object.values(MODELS)
    .map((m) => m.replace(/SIZE_T/g, sizeT))
    .join('\n\n')
    .concat('\n');
}
