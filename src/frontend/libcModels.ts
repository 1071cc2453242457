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
 */
const MODELS: Readonly<Record<string, string>> = {
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
