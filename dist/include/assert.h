/* proofgate's <assert.h>: `assert` is a declared function without a body, not a macro, so the
   verifier sees the condition itself and checks it as a property. With NDEBUG it expands to nothing,
   as the C standard requires. Like the standard header it may be included again after (un)defining
   NDEBUG, so it has no include guard. */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
void assert(int);
#endif
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && __STDC_VERSION__ < 202311L && !defined(static_assert)
#define static_assert _Static_assert
#endif
