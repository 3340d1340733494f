// Builds the web client (src/) into dist/client. The API server serves that folder in
// production and proxies nothing: in development `npm run dev` proxies /api and /ws to it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './scripts/vite/precompiled-messages.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { signInChunk } from './scripts/vite/sign-in-chunk.ts';
import { signedInPreload, signedInPreloaded } from './scripts/vite/signed-in-preload.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  plugins: [precompiledMessages(), signInChunk(), react(), signedInPreload(), precompress()],
  resolve: {
    // Built messages are precompiled to react-intl's AST (scripts/i18n.mjs), so the ICU parser
    // (about 12 KiB gzipped) never runs in production; the dev server and tests keep it so that
    // a message missing from compiled/ still shows its English default.
    alias:
      command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : [],
  },
  // The manifest (dist/client/.vite/manifest.json, not served) lets bench/page-weight.ts name the
  // modules behind each script the browser loads.
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // The signed-in chunks' imports are preloaded by signed-in-preload.js before the entry runs:
    // the entry need not name them again (each name is sign-in page weight).
    modulePreload: { resolveDependencies: (file, deps) => (signedInPreloaded(file) ? [] : deps) },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
}));
