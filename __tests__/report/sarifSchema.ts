// Validation against the official SARIF 2.1.0 JSON schema (the rtm.5 schema shipped in
// @microsoft/jest-sarif, a draft-04 schema, hence ajv-draft-04), shared by the renderer tests and
// the CLI tests that check real `verify --format sarif` output.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv-draft-04';

const require = createRequire(__filename);
const schemaPath = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');

/** A validator: the schema errors of a SARIF log as `path message` strings, [] when valid. */
export function sarifValidator(): (data: unknown) => string[] {
  const schema = JSON.parse(fs.readFileSync(schemaPath, 'utf8')) as object;
  // unicodeRegExp off: the schema's language-tag pattern is not a valid `u` regular expression.
  // The schema's formats, checked by the URL parser and Date.parse (ajv has none built in).
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    unicodeRegExp: false,
    formats: {
      uri: (s: string) => URL.canParse(s),
      'uri-reference': (s: string) => URL.canParse(s, 'file:///base/'),
      'date-time': (s: string) => !Number.isNaN(Date.parse(s)),
    },
  });
  const validate = ajv.compile(schema);
  return (data) =>
    validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
