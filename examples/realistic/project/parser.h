/* Parsing a run of decimal digits at the start of a buffer. */
#ifndef PARSER_H
#define PARSER_H

int parse_digits(const char *buf, unsigned len, unsigned *used);

#endif
