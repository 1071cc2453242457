// Literals: integer constants with C's type selection by value, base and suffix (C11 6.4.4.1),
// character constants (gcc's values for plain char and multi-character constants), and string
// literals as bytes. Floating constants are recognised so callers can report them unsupported.

import type { IntKind, IntType } from '../types';
import type { IntTypes } from '../dataModel';
import { maxValue } from '../conversions';

export type NumberLiteral =
  | { readonly kind: 'int'; readonly value: bigint; readonly type: IntType }
  | { readonly kind: 'float' }
  | { readonly kind: 'invalid'; readonly message: string };

export function parseNumber(raw: string, ints: IntTypes): NumberLiteral {
  const text = raw.replace(/'/g, '');
  const isHex = /^0[xX]/.test(text);
  if ((!isHex && /[.eE]/.test(text)) || (isHex && /[.pP]/.test(text)) || (!isHex && /[fF]$/.test(text))) {
    return { kind: 'float' };
  }
  const m = /^(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)([uUlL]*)$/.exec(text);
  if (!m) return { kind: 'invalid', message: `invalid integer constant '${raw}'` };
  const digits = m[1];
  const suffix = m[2].toLowerCase();
  let value: bigint;
  if (/^0[bB]/.test(digits)) value = BigInt(`0b${digits.slice(2)}`);
  else if (/^0[xX]/.test(digits)) value = BigInt(digits);
  else if (digits.length > 1 && digits.startsWith('0')) value = BigInt(`0o${digits.slice(1)}`);
  else value = BigInt(digits);
  const decimal = !/^0./.test(digits) || digits === '0';
  const unsigned = suffix.includes('u');
  const longs = (suffix.match(/l/g) ?? []).length;
  if (!/^(u?l{0,2}|l{0,2}u?)$/.test(suffix))
    return { kind: 'invalid', message: `invalid suffix on '${raw}'` };
  let candidates: IntKind[];
  if (unsigned)
    candidates = longs === 0 ? ['uint', 'ulong', 'ullong'] : longs === 1 ? ['ulong', 'ullong'] : ['ullong'];
  else if (decimal)
    candidates = longs === 0 ? ['int', 'long', 'llong'] : longs === 1 ? ['long', 'llong'] : ['llong'];
  else
    candidates =
      longs === 0
        ? ['int', 'uint', 'long', 'ulong', 'llong', 'ullong']
        : longs === 1
          ? ['long', 'ulong', 'llong', 'ullong']
          : ['llong', 'ullong'];
  for (const k of candidates) {
    const t = ints.get(k);
    if (value <= maxValue(t)) return { kind: 'int', value, type: t };
  }
  // gcc: a decimal constant too large for long long is __int128 where that exists (LP64), else
  // unsigned long long (both with a warning).
  if (decimal && !unsigned && ints.model.name === 'LP64' && value <= maxValue(ints.get('int128'))) {
    return { kind: 'int', value, type: ints.get('int128') };
  }
  const ull = ints.get('ullong');
  if (value <= maxValue(ull)) return { kind: 'int', value, type: ull };
  return { kind: 'invalid', message: `integer constant '${raw}' is too large` };
}

const SIMPLE_ESCAPES: Readonly<Record<string, number>> = {
  n: 10,
  t: 9,
  r: 13,
  a: 7,
  b: 8,
  f: 12,
  v: 11,
  e: 27,
  '\\': 92,
  "'": 39,
  '"': 34,
  '?': 63,
};

/** Decodes the body of a character or string literal into code units (bytes for plain literals). */
export function decodeEscapes(body: string): number[] | undefined {
  const out: number[] = [];
  for (let i = 0; i < body.length;) {
    const ch = body[i];
    if (ch !== '\\') {
      const cp = body.codePointAt(i) ?? 0;
      i += cp > 0xffff ? 2 : 1;
      if (cp < 0x80) out.push(cp);
      else out.push(...Buffer.from(String.fromCodePoint(cp), 'utf8'));
      continue;
    }
    const e = body[i + 1];
    if (e === undefined) return undefined;
    if (e in SIMPLE_ESCAPES) {
      out.push(SIMPLE_ESCAPES[e]);
      i += 2;
    } else if (e === 'x') {
      const m = /^[0-9a-fA-F]+/.exec(body.slice(i + 2));
      if (!m) return undefined;
      out.push(Number(BigInt(`0x${m[0]}`) & 0xffn));
      i += 2 + m[0].length;
    } else if (/[0-7]/.test(e)) {
      const m = /^[0-7]{1,3}/.exec(body.slice(i + 1));
      out.push(parseInt(m ? m[0] : '0', 8) & 0xff);
      i += 1 + (m ? m[0].length : 1);
    } else if (e === 'u' || e === 'U') {
      const len = e === 'u' ? 4 : 8;
      const hex = body.slice(i + 2, i + 2 + len);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== len) return undefined;
      out.push(...Buffer.from(String.fromCodePoint(parseInt(hex, 16)), 'utf8'));
      i += 2 + len;
    } else {
      out.push(e.charCodeAt(0));
      i += 2;
    }
  }
  return out;
}

/** Value of a plain character constant as gcc computes it (type int; plain char is signed). */
export function charConstantValue(bytes: readonly number[]): bigint {
  if (bytes.length === 1) return BigInt.asIntN(8, BigInt(bytes[0]));
  let v = 0n;
  for (const b of bytes) v = (v << 8n) | BigInt(b);
  return BigInt.asIntN(32, v);
}
