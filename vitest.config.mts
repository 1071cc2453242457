// Test runner configuration: every `__tests__/**/*.test.ts`, run in Node with a generous timeout
// because some tests start the WASM parser or run the built bundle in a child process. Their
// temporary folders all go under one that is removed at the end (__tests__/helpers/tempRoot.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['__tests__/helpers/tempRoot.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
