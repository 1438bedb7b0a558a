import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.mjs';

const API_TARGET = process.env.AMORA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // Tenants are told apart by host name: vonk.localhost, herz.localhost, ...
    allowedHosts: ['.localhost'],
    proxy: {
      // changeOrigin stays false so the API sees the tenant's Host header.
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
});
