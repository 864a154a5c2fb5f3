import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds the bench's one-resource app (bench/baseline-app) on its own: `vite build -c bench/baseline-app/vite.config.ts`. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
