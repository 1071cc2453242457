/* stdatomic.h for proofgate: C11 atomics on one thread. gcc's own header builds its generic
   operations from statement expressions and __auto_type, which proofgate's grammar cannot read;
   here each one is a call the front end lowers to a plain read and write of the object
   (src/frontend/sema/atomics.ts; integers and pointers of 1, 2, 4 or 8 bytes). Memory orders are
   accepted and ignored; a weak compare-exchange never fails spuriously (as on x86). Reproducers
   are compiled by gcc with its own header. */
#ifndef PROOFGATE_STDATOMIC_H
#define PROOFGATE_STDATOMIC_H

typedef enum {
  memory_order_relaxed = 0,
  memory_order_consume = 1,
  memory_order_acquire = 2,
  memory_order_release = 3,
  memory_order_acq_rel = 4,
  memory_order_seq_cst = 5
} memory_order;

typedef _Atomic _Bool atomic_bool;
typedef _Atomic char atomic_char;
typedef _Atomic signed char atomic_schar;
typedef _Atomic unsigned char atomic_uchar;
typedef _Atomic short atomic_short;
typedef _Atomic unsigned short atomic_ushort;
typedef _Atomic int atomic_int;
typedef _Atomic unsigned int atomic_uint;
typedef _Atomic long atomic_long;
typedef _Atomic unsigned long atomic_ulong;
typedef _Atomic long long atomic_llong;
typedef _Atomic unsigned long long atomic_ullong;
typedef _Atomic __INT_LEAST8_TYPE__ atomic_int_least8_t;
typedef _Atomic __UINT_LEAST8_TYPE__ atomic_uint_least8_t;
typedef _Atomic __INT_LEAST16_TYPE__ atomic_int_least16_t;
typedef _Atomic __UINT_LEAST16_TYPE__ atomic_uint_least16_t;
typedef _Atomic __INT_LEAST32_TYPE__ atomic_int_least32_t;
typedef _Atomic __UINT_LEAST32_TYPE__ atomic_uint_least32_t;
typedef _Atomic __INT_LEAST64_TYPE__ atomic_int_least64_t;
typedef _Atomic __UINT_LEAST64_TYPE__ atomic_uint_least64_t;
typedef _Atomic __INT_FAST8_TYPE__ atomic_int_fast8_t;
typedef _Atomic __UINT_FAST8_TYPE__ atomic_uint_fast8_t;
typedef _Atomic __INT_FAST16_TYPE__ atomic_int_fast16_t;
typedef _Atomic __UINT_FAST16_TYPE__ atomic_uint_fast16_t;
typedef _Atomic __INT_FAST32_TYPE__ atomic_int_fast32_t;
typedef _Atomic __UINT_FAST32_TYPE__ atomic_uint_fast32_t;
typedef _Atomic __INT_FAST64_TYPE__ atomic_int_fast64_t;
typedef _Atomic __UINT_FAST64_TYPE__ atomic_uint_fast64_t;
typedef _Atomic __INTPTR_TYPE__ atomic_intptr_t;
typedef _Atomic __UINTPTR_TYPE__ atomic_uintptr_t;
typedef _Atomic __SIZE_TYPE__ atomic_size_t;
typedef _Atomic __PTRDIFF_TYPE__ atomic_ptrdiff_t;
typedef _Atomic __INTMAX_TYPE__ atomic_intmax_t;
typedef _Atomic __UINTMAX_TYPE__ atomic_uintmax_t;

#define ATOMIC_BOOL_LOCK_FREE 2
#define ATOMIC_CHAR_LOCK_FREE 2
#define ATOMIC_CHAR16_T_LOCK_FREE 2
#define ATOMIC_CHAR32_T_LOCK_FREE 2
#define ATOMIC_WCHAR_T_LOCK_FREE 2
#define ATOMIC_SHORT_LOCK_FREE 2
#define ATOMIC_INT_LOCK_FREE 2
#define ATOMIC_LONG_LOCK_FREE 2
#define ATOMIC_LLONG_LOCK_FREE 2
#define ATOMIC_POINTER_LOCK_FREE 2

#define ATOMIC_VAR_INIT(value) (value)
#define atomic_init(obj, value) __pg_atomic_store((obj), (value))
#define kill_dependency(y) (y)

#define atomic_thread_fence(order) __atomic_thread_fence(order)
#define atomic_signal_fence(order) __atomic_signal_fence(order)
#define atomic_is_lock_free(obj) ((void)(obj), 1)

#define atomic_store(obj, desired) __pg_atomic_store((obj), (desired))
#define atomic_store_explicit(obj, desired, order) __pg_atomic_store((obj), (desired), (order))
#define atomic_load(obj) __pg_atomic_load(obj)
#define atomic_load_explicit(obj, order) __pg_atomic_load((obj), (order))
#define atomic_exchange(obj, desired) __pg_atomic_exchange((obj), (desired))
#define atomic_exchange_explicit(obj, desired, order) __pg_atomic_exchange((obj), (desired), (order))
#define atomic_compare_exchange_strong(obj, expected, desired) \
  __pg_atomic_cas((obj), (expected), (desired))
#define atomic_compare_exchange_strong_explicit(obj, expected, desired, success, failure) \
  __pg_atomic_cas((obj), (expected), (desired), (success), (failure))
#define atomic_compare_exchange_weak(obj, expected, desired) \
  __pg_atomic_cas((obj), (expected), (desired))
#define atomic_compare_exchange_weak_explicit(obj, expected, desired, success, failure) \
  __pg_atomic_cas((obj), (expected), (desired), (success), (failure))

#define atomic_fetch_add(obj, arg) __pg_atomic_fetch_add((obj), (arg))
#define atomic_fetch_add_explicit(obj, arg, order) __pg_atomic_fetch_add((obj), (arg), (order))
#define atomic_fetch_sub(obj, arg) __pg_atomic_fetch_sub((obj), (arg))
#define atomic_fetch_sub_explicit(obj, arg, order) __pg_atomic_fetch_sub((obj), (arg), (order))
#define atomic_fetch_or(obj, arg) __pg_atomic_fetch_or((obj), (arg))
#define atomic_fetch_or_explicit(obj, arg, order) __pg_atomic_fetch_or((obj), (arg), (order))
#define atomic_fetch_xor(obj, arg) __pg_atomic_fetch_xor((obj), (arg))
#define atomic_fetch_xor_explicit(obj, arg, order) __pg_atomic_fetch_xor((obj), (arg), (order))
#define atomic_fetch_and(obj, arg) __pg_atomic_fetch_and((obj), (arg))
#define atomic_fetch_and_explicit(obj, arg, order) __pg_atomic_fetch_and((obj), (arg), (order))

typedef struct {
  unsigned char __val;
} atomic_flag;
#define ATOMIC_FLAG_INIT { 0 }
#define atomic_flag_test_and_set(obj) ((_Bool)__pg_atomic_exchange(&(obj)->__val, 1))
#define atomic_flag_test_and_set_explicit(obj, order) ((_Bool)__pg_atomic_exchange(&(obj)->__val, 1, (order)))
#define atomic_flag_clear(obj) __pg_atomic_store(&(obj)->__val, 0)
#define atomic_flag_clear_explicit(obj, order) __pg_atomic_store(&(obj)->__val, 0, (order))

#endif
