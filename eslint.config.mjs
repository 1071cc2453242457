// ESLint flat config: typescript-eslint's recommended rules plus the layer rule, which keeps imports
// flowing one way (frontend → ir → smt → encodings → certify → engines → incremental → pipeline →
// report → action | cli; report, the renderers, also stays clear of engines, certify and smt). The
// trusted base (encodings, and certify's interpreter and certificate checks) sits below the engines.
// and confines tree-sitter, z3-solver and @actions/* to the one module that may touch each.
// Flat config replaces a rule's options per object, so each object carries its complete list.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Layers in import order: a layer may import its own files and those of earlier layers. */
export const LAYERS = [
  'frontend',
  'ir',
  'smt',
  'encodings',
  'certify',
  'engines',
  'incremental',
  'pipeline',
  'report',
  'action',
  'cli',
];

/** Front ends (action and cli) share the last rank: neither may import the other. */
const rank = (layer) => Math.min(LAYERS.indexOf(layer), LAYERS.indexOf('action'));

const LIBRARIES = {
  treeSitter: {
    regex: '^(web-tree-sitter|tree-sitter-c)(/|$)',
    message: 'Only src/frontend/parser.ts may import tree-sitter.',
  },
  z3: { regex: '^z3-solver(/|$)', message: 'Only src/smt/solver*.ts may import z3-solver.' },
  actions: { regex: '^@actions/', message: 'Only src/action/** may import @actions/*.' },
};

/**
 * Relative imports of `layer`: climbing out of a layer's folder, or straight down from src/*.ts.
 * A sub-folder named after a layer would match too: do not name folders inside a layer so.
 */
function layerPattern(layer, from) {
  const climb = from ? '(\\./)?(\\.\\./)+' : '\\./';
  const skipped = from !== undefined && (SKIPPED[from] ?? []).includes(layer);
  const order = `order: ${LAYERS.join(' → ')}; action and cli are independent`;
  return {
    regex: `^${climb}${layer}(/|$)`,
    message: !from
      ? `Layer rule: files directly under src/ may not import src/${layer}.`
      : skipped
        ? `Layer rule: src/${from} may not import src/${layer} (it renders the pipeline's results model only).`
        : `Layer rule: src/${from} may not import src/${layer} (${order}).`,
  };
}

/**
 * Earlier layers a layer may still not import: the renderers (report) work from the pipeline's
 * results model only, never from the engines, the certificate checks or the solver.
 */
export const SKIPPED = { report: ['smt', 'encodings', 'certify', 'engines'] };

/** The complete `no-restricted-imports` options for files of `layer` (undefined: src/*.ts). */
function restrictions(layer, allowed = []) {
  const later = (l) => l !== layer && rank(l) >= rank(layer);
  const skipped = (l) => (SKIPPED[layer] ?? []).includes(l);
  const forbidden = layer ? LAYERS.filter((l) => later(l) || skipped(l)) : LAYERS;
  const patterns = forbidden.map((l) => layerPattern(l, layer));
  for (const [name, pattern] of Object.entries(LIBRARIES)) {
    if (!allowed.includes(name)) patterns.push(pattern);
  }
  return ['error', { patterns }];
}

/** One object per layer, then the files allowed a library, each with its full forbidden list. */
export const layerConfigs = [
  { files: ['src/*.ts'], rules: { 'no-restricted-imports': restrictions(undefined) } },
  ...LAYERS.map((layer) => ({
    files: [`src/${layer}/**/*.ts`],
    rules: { 'no-restricted-imports': restrictions(layer, layer === 'action' ? ['actions'] : []) },
  })),
  {
    files: ['src/frontend/parser.ts'],
    rules: { 'no-restricted-imports': restrictions('frontend', ['treeSitter']) },
  },
  {
    files: ['src/smt/solver*.ts'],
    rules: { 'no-restricted-imports': restrictions('smt', ['z3']) },
  },
];

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerConfigs,
  {
    // the pipeline, the engines and the encodings in functions a reader can hold in mind
    files: ['src/pipeline/**/*.ts', 'src/engines/**/*.ts', 'src/encodings/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
);
