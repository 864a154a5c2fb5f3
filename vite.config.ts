/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The e2e build (`vite build --mode e2e`) is the only one that contains the test-only hooks
// (e.g. the captcha pass-through); `import.meta.env.VITE_E2E` is statically false everywhere else,
// so the production bundle drops that code.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_E2E': JSON.stringify(mode === 'e2e'),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_TARGET ?? 'http://localhost:3001', changeOrigin: true },
      '/socket.io': { target: process.env.API_TARGET ?? 'http://localhost:3001', ws: true },
    },
  },
  build: {
    chunkSizeWarningLimit: 1500,
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    // one seeded mock-server data folder, copied by each mock-server test (tests/unit/mock-server/helpers.ts)
    globalSetup: ['tests/unit/mock-server/templateSetup.ts'],
    testTimeout: 20000,
    pool: 'forks',
  },
}));
