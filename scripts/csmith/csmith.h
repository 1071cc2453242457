/* csmith.h for differential testing (scripts/csmith.ts): found before csmith's own header, which it
   includes, then turns the program's closing checksum print into one assertion. With PG_SIMPLE_HASH
   each hashed value is folded in with a multiply and xor instead of csmith's table-driven CRC-32, so
   a verifier need not unroll the table's construction. -DPG_EXPECT=C asserts checksum == C, and with
   -DPG_NEGATE checksum != C; without PG_EXPECT the checksum is printed as csmith prints it. */
#include_next <csmith.h>

#ifdef PG_SIMPLE_HASH
static void pg_hash(uint64_t v) {
  crc32_context = (crc32_context * 31u) ^ (uint32_t)v ^ (uint32_t)(v >> 32);
}
#define crc32_gentab() ((void)0)
#define transparent_crc(v, name, flag) pg_hash(v)
#endif

#ifdef PG_EXPECT
static void pg_main_end(uint32_t crc) {
#ifdef PG_NEGATE
  assert(crc != PG_EXPECT);
#else
  assert(crc == PG_EXPECT);
#endif
}
#define platform_main_end(crc, flag) pg_main_end(crc)
#endif
