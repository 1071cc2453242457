/* proofgate.h: the SV-COMP verifier interface. Every __VERIFIER_nondet_<type>() returns an
   arbitrary value of its type; __VERIFIER_assume(c) restricts executions to those where c holds;
   reaching __VERIFIER_error() or reach_error(), or __VERIFIER_assert(0), is a property violation.
   Types are spelled without typedefs so this header conflicts with no program's own typedefs. */
#ifndef PROOFGATE_H
#define PROOFGATE_H

_Bool __VERIFIER_nondet_bool(void);
char __VERIFIER_nondet_char(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
unsigned __VERIFIER_nondet_unsigned(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
long long __VERIFIER_nondet_longlong(void);
unsigned long long __VERIFIER_nondet_ulonglong(void);
#ifdef __SIZEOF_INT128__
__int128 __VERIFIER_nondet_int128(void);
unsigned __int128 __VERIFIER_nondet_uint128(void);
#endif
float __VERIFIER_nondet_float(void);
double __VERIFIER_nondet_double(void);
char *__VERIFIER_nondet_pchar(void);
__SIZE_TYPE__ __VERIFIER_nondet_size_t(void);
/* Linux kernel and POSIX types of the SV-COMP driver tasks: loff_t is long long, sector_t (u64) is
   unsigned long long, pthread_t is unsigned long (glibc). */
long long __VERIFIER_nondet_loff_t(void);
unsigned long long __VERIFIER_nondet_sector_t(void);
unsigned long __VERIFIER_nondet_pthread_t(void);
unsigned char __VERIFIER_nondet_u8(void);
unsigned short __VERIFIER_nondet_u16(void);
unsigned int __VERIFIER_nondet_u32(void);

void __VERIFIER_assume(int cond);
void __VERIFIER_assert(int cond);
void __VERIFIER_error(void) __attribute__((__noreturn__));
void reach_error(void);

#endif
