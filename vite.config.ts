import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaint } from './scripts/lib/first-paint.ts';
import { precompress } from './scripts/lib/precompress.ts';

// The API, socket.io and the built PWA share one origin in production (the Fastify server);
// in development Vite serves the app and forwards the rest to that server.
const API_TARGET = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [
    react(),
    // The first screen's CSS inlined, and /login painted from its HTML (scripts/lib/first-paint.ts).
    firstPaint(),
    // Brotli and gzip copies of the build, sent as they are (scripts/lib/precompress.ts).
    precompress(),
    VitePWA({
      // Our own service worker (sw/sw.ts): precache, navigation fallback, push, background sync.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // A new version waits for the user's « Mettre à jour »; registration is done by the app.
      registerType: 'prompt',
      injectRegister: false,
      // The manifest lives at the top of the repository; the plugin emits it and links it.
      manifest: JSON.parse(readFileSync('manifest.webmanifest', 'utf8')),
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      injectManifest: {
        // The webmanifest is added by the plugin itself; listing it here would duplicate it.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React, the router and the toast library get chunks of their own, apart from the
        // app's entry. With Lighthouse (or any debugger) attached, V8 re-parses the functions
        // on the stack to find their source positions; a 330 KB entry, whose top level was
        // on that stack, made the task that starts the app on /login ~40 ms longer on this
        // machine (docs/benchmarks.md, « The sign-in screen's main thread »). The library
        // chunks also keep their hashes when only the app changes.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'vendor',
              test: /node_modules[\\/](react-router|react-toastify)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { proxy },
});
