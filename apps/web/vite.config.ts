import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves the built app and `/v1` on one origin; in development Vite plays the web half
// and forwards `/v1` to the API on its default port.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/v1': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
