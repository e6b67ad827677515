import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API, socket.io and the built PWA share one origin in production (the Fastify server);
// in development Vite serves the app and forwards the rest to that server.
// `npm run dev` (scripts/dev.mjs) starts the API on API_PORT, 3000 by default.
const API_TARGET = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
});
