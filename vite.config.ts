/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const inPackages = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const REACT = inPackages('react|react-dom|scheduler');
/** packages only lazily loaded code uses: they stay in the chunks that load them */
const LAZY_PACKAGES = inPackages('socket\\.io-client|socket\\.io-parser|engine\\.io-client|engine\\.io-parser|@socket\\.io|xlsx|zod');
/**
 * What the sign-in page shares with the app (the session, the HTTP client, the shell's texts, vite's preload
 * helper): a chunk of its own, so the sign-in page loads no app code and the app no sign-in code.
 */
const SIGN_IN_SHARED =
  /([\\/]src[\\/](apiClient|config|routes)\.ts|[\\/]src[\\/]login[\\/]messages\.ts|[\\/]src[\\/]auth[\\/](session|sessionCalls|menuAccess)\.ts|[\\/]src[\\/]i18n[\\/](defineMessages|en|es)\.ts|[\\/]dataProviders[\\/]httpClient\.ts|[\\/]ra-core[\\/].*[\\/]HttpError\.js|vite[\\/]preload-helper.*)$/;

/**
 * Chunks (tests/unit/build/chunks.test.ts checks them on the build manifest):
 * - `react`: React, for every page;
 * - `session`: what the sign-in page shares with the app (see SIGN_IN_SHARED);
 * - `framework`: the packages the app imports statically (react-admin, MUI, react-query...), one file;
 * - `App`: the shell and the engine (an entry of its own, so its static imports are known: `$initial`);
 * - one chunk per business line (src/lines/<line>), loaded when one of its routes opens, and small chunks for
 *   what loads when used: the sign-in page, the shell's other pages, registry entries, the socket.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // The e2e build (`vite build --mode e2e`) is the only one that contains the test-only hooks
  // (e.g. the captcha pass-through); `import.meta.env.VITE_E2E` is statically false everywhere else,
  // so the production bundle drops that code.
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
    // dist/.vite/manifest.json: which chunks each screen loads
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html', App: 'src/App.tsx' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 40 },
            { name: 'session', test: SIGN_IN_SHARED, priority: 30 },
            {
              name: 'framework',
              test: (id: string) => id.includes('node_modules') && !REACT.test(id) && !LAZY_PACKAGES.test(id) && !SIGN_IN_SHARED.test(id),
              tags: ['$initial'],
              priority: 20,
            },
            // the app's own code its entry imports statically, in the entry chunk (not split out because a lazy
            // page or registry entry imports it too)
            {
              name: 'App',
              test: (id: string) => /[\\/](src|contracts|dataProviders)[\\/]/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id) && !id.includes('node_modules') && !SIGN_IN_SHARED.test(id),
              tags: ['$initial'],
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20000,
    pool: 'forks',
  },
}));
