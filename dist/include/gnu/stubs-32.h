/* proofgate: stand-in for glibc's gnu/stubs-32.h, which only a 32-bit libc development package
   installs. It lists functions that are stubs on i386; the front end preprocesses with -m32 for the
   ILP32 data model on 64-bit hosts without that package, so an empty list lets <stdint.h> and the
   other glibc headers be included. */
