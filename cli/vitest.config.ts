import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each case runs the real command line, a process of its own, against a real server.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
