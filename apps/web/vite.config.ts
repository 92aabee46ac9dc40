import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pdfjsAssets } from './build/pdfjs-assets.ts';
import { precompress } from './build/precompress.ts';

/** The API server the dev server forwards to (`npm start` or `npm run dev` at the root). */
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), pdfjsAssets(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    // /push is the notifications WebSocket.
    proxy: { '/api': api, '/oidc': api, '/push': { target: api, ws: true } },
  },
  build: {
    // WEB_DIST lets several browser runs build side by side (the server reads the same variable).
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    // The chunk graph, read by the first-screen budget check (tools/first-screen-budget.mjs).
    manifest: true,
    // MUI and its data grid are large; the warning would only repeat that.
    chunkSizeWarningLimit: 2000,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15_000,
  },
});
