import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure code (geometry, tools, diffing): plain Node, no DOM. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    maxWorkers: 2,
  },
});
