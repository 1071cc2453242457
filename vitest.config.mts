// Test runner configuration: every `__tests__/**/*.test.ts`, run in Node with a generous timeout
// because some tests start the WASM parser or run the built bundle in a child process.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
