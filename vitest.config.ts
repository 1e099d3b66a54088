import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The docgen command runs compiled: compile the checkout first; remove the site projects the run leaves.
    globalSetup: ['test/support/compile-lib.ts', 'test/support/site-projects.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // PHP apps and browser tests use real processes; two cores are what we have.
    maxWorkers: 2,
  },
});
