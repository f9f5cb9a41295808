import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import pkg from './package.json' with { type: 'json' };

/** The API server during development (`npm run dev` at the root starts it on :3000). */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/files': API_ORIGIN,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
