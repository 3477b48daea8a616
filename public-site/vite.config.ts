import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxy = {
  '/api': 'http://localhost:3000',
  '/storage': 'http://localhost:3000',
};

/**
 * The browser build's one hand-made chunk (issue 28 item 3): modules every page needs at once
 * and that the lazily loaded chunks share (React, the company's data, the language helpers and
 * staff's-text fallback) go together beside the entry. Left to itself rolldown splits them into
 * tiny chunks of their own, each one more request before the page can start on a phone. (The
 * date and money formats stay out: half the pages never show one; so does fill-nodes, read
 * only by checkout and the lazily loaded "verify your email" banner.)
 */
const firstPaintShared =
  /\/src\/(content\/company\.ts|i18n\/(locale|text|content|localized|local-text)\.tsx?)$|\/node_modules\/react\//;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    // One stylesheet linked from <head>: prerendered pages are styled before any route chunk loads.
    cssCodeSplit: false,
    // No modulepreload links from the app's own code: Vite's helper added one per dependency of
    // a lazily loaded page while the entry module ran (about 1 ms each, measured here without
    // throttling), all in that one long task, and it shipped the list of every chunk's
    // dependencies in the entry. The browser fetches a page chunk's imports itself when the
    // chunk arrives; public/boot.js still preloads the entry's own imports on prerendered pages.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'shared', test: firstPaintShared }] } } },
  },
}));
