import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  resolve: {
    // The lock file nests an older @tiptap/core/pm under ra-input-rich-text next to extensions
    // that need the newer one; TipTap also breaks with two copies. Use the single root copy.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/storage': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
