import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.mjs';

const API = process.env.AMORA_API_URL ?? 'http://127.0.0.1:3000';

// The API serves dist/ on the admin host (ADMIN_HOST) at base `/`, falling back to index.html for
// client routes. In development, open http://admin.localhost:5174: the proxy keeps that Host header
// (changeOrigin: false) so the API resolves the admin host exactly as it does in production.
export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: separate chunks stay cached across deployments.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'intl', test: /node_modules[\\/](react-intl|intl-messageformat|@formatjs)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': { target: API, changeOrigin: false, xfwd: true } },
  },
  preview: {
    port: 4174,
    proxy: { '/api': { target: API, changeOrigin: false, xfwd: true } },
  },
});
