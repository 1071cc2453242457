// The Action's input parsing: valid values become a typed ActionInputs, garbage is an InputsError
// naming the input, and the names and defaults match action.yml exactly.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Defaults, Inputs, InputsError, Outputs, parseInputs } from '../../src/action/inputs';

function reader(values: Record<string, string>): (name: string) => string {
  return (name) => values[name] ?? '';
}

describe('parseInputs', () => {
  it('applies the defaults when nothing is set', () => {
    expect(parseInputs(reader({}))).toEqual({
      paths: ['.'],
      exclude: [],
      entry: 'main',
      mode: 'auto',
      timeoutSeconds: 60,
      budgetSeconds: 1800,
      failOn: 'unsafe',
      failOnScope: 'new',
      baseline: '.proofgate/baseline.yml',
      checks: [],
      dataModel: 'LP64',
      includeDirs: [],
      defines: [],
      cache: true,
      comment: 'on-failure',
      sarifFile: 'proofgate.sarif',
      workingDirectory: '',
      merge: [],
      jsonFile: '',
      reproducers: '',
      witnesses: '',
      githubToken: '',
    });
  });

  it('reads multi-line lists and normalises the data model', () => {
    const inputs = parseInputs(
      reader({
        paths: 'src\n  lib/a.c  \n\n',
        'data-model': 'ilp32',
        'include-dirs': 'include\r\nthird_party/include',
        defines: 'NDEBUG\nLEVEL=3\nMSG="a b"',
        'compile-commands': ' build/compile_commands.json ',
        'fail-on': 'unknown',
        exclude: 'third_party/**\n**/test_*.c',
        entry: 'harness',
        mode: 'full',
        timeout: '12.5',
        budget: '600',
        checks: 'overflow, bounds\noverflow',
        cache: 'false',
        comment: 'no',
        'sarif-file': 'out/p.sarif',
        shard: '2/3',
        'github-token': 'ghs_x',
      }),
    );
    expect(inputs).toEqual({
      paths: ['src', 'lib/a.c'],
      exclude: ['third_party/**', '**/test_*.c'],
      entry: 'harness',
      mode: 'full',
      timeoutSeconds: 12.5,
      budgetSeconds: 600,
      failOn: 'unknown',
      failOnScope: 'new',
      baseline: '.proofgate/baseline.yml',
      checks: ['overflow', 'bounds'],
      dataModel: 'ILP32',
      includeDirs: ['include', 'third_party/include'],
      defines: ['NDEBUG', 'LEVEL=3', 'MSG="a b"'],
      compileCommands: 'build/compile_commands.json',
      cache: false,
      comment: 'never',
      sarifFile: 'out/p.sarif',
      jsonFile: '',
      reproducers: '',
      witnesses: '',
      shard: { index: 2, count: 3 },
      workingDirectory: '',
      merge: [],
      githubToken: 'ghs_x',
    });
  });

  it.each([
    ['data-model', 'x86', /Invalid input 'data-model': 'x86' is not one of ILP32, LP64/],
    ['fail-on', 'always', /Invalid input 'fail-on': 'always' is not one of unsafe, unknown, never/],
    ['fail-on', 'Unsafe', /Invalid input 'fail-on'/],
    ['defines', '1BAD=2', /Invalid input 'defines': '1BAD=2' is not NAME or NAME=VALUE/],
    ['defines', '-DFOO', /Invalid input 'defines'/],
    ['mode', 'sometimes', /Invalid input 'mode': 'sometimes' is not one of auto, incremental, full/],
    ['timeout', '-5', /Invalid input 'timeout': '-5' is not a positive number of seconds/],
    ['budget', '1h', /Invalid input 'budget'/],
    [
      'checks',
      'overflow,leaks',
      /Invalid input 'checks': 'leaks' is not one of overflow, div-by-zero, bounds/,
    ],
    ['cache', 'maybe', /Invalid input 'cache': 'maybe' is not true or false/],
    ['shard', '3/2', /Invalid input 'shard': '3\/2' is not i\/n/],
    ['shard', '0/2', /Invalid input 'shard'/],
    ['entry', 'main()', /Invalid input 'entry': 'main\(\)' is not a C function name/],
  ])('rejects %s = %j', (name, value, message) => {
    expect(() => parseInputs(reader({ [name]: value }))).toThrow(InputsError);
    expect(() => parseInputs(reader({ [name]: value }))).toThrow(message);
  });
});

describe('action.yml', () => {
  interface ActionYaml {
    runs: { using: string; main: string };
    inputs: Record<string, { default?: string; description: string }>;
    outputs: Record<string, { description: string }>;
  }
  const yml = parse(fs.readFileSync(path.resolve(__dirname, '../../action.yml'), 'utf8')) as ActionYaml;

  it('declares exactly the inputs and outputs the code reads and sets', () => {
    expect(Object.keys(yml.inputs).sort()).toEqual(Object.values(Inputs).sort());
    expect(Object.keys(yml.outputs).sort()).toEqual(Object.values(Outputs).sort());
    for (const input of Object.values(yml.inputs)) expect(input.description.length).toBeGreaterThan(10);
  });

  it('has the same defaults as the code', () => {
    const byInput: Record<string, string> = {
      [Inputs.paths]: Defaults.paths,
      [Inputs.entry]: Defaults.entry,
      [Inputs.mode]: Defaults.mode,
      [Inputs.timeout]: Defaults.timeout,
      [Inputs.budget]: Defaults.budget,
      [Inputs.failOn]: Defaults.failOn,
      [Inputs.dataModel]: Defaults.dataModel,
      [Inputs.cache]: Defaults.cache,
      [Inputs.comment]: Defaults.comment,
      [Inputs.sarifFile]: Defaults.sarifFile,
    };
    for (const [input, value] of Object.entries(byInput)) expect(yml.inputs[input].default).toBe(value);
  });

  it('runs the committed bundle on node24', () => {
    expect(yml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });
});
