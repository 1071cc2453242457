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
      dataModel: 'LP64',
      includeDirs: [],
      defines: [],
      failOn: 'unsafe',
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
      }),
    );
    expect(inputs).toEqual({
      paths: ['src', 'lib/a.c'],
      dataModel: 'ILP32',
      includeDirs: ['include', 'third_party/include'],
      defines: ['NDEBUG', 'LEVEL=3', 'MSG="a b"'],
      compileCommands: 'build/compile_commands.json',
      failOn: 'unknown',
    });
  });

  it.each([
    ['data-model', 'x86', /Invalid input 'data-model': 'x86' is not one of ILP32, LP64/],
    ['fail-on', 'always', /Invalid input 'fail-on': 'always' is not one of unsafe, unknown, never/],
    ['fail-on', 'Unsafe', /Invalid input 'fail-on'/],
    ['defines', '1BAD=2', /Invalid input 'defines': '1BAD=2' is not NAME or NAME=VALUE/],
    ['defines', '-DFOO', /Invalid input 'defines'/],
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
    expect(yml.inputs[Inputs.paths].default).toBe(Defaults.paths);
    expect(yml.inputs[Inputs.dataModel].default).toBe(Defaults.dataModel);
    expect(yml.inputs[Inputs.failOn].default).toBe(Defaults.failOn);
  });

  it('runs the committed bundle on node24', () => {
    expect(yml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });
});
