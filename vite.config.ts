import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client lives in src/client; the build goes to dist/client, which the Fastify server serves.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
