/**
 * The demo app: `npm run dev` serves `index.html` (the widget plus the real cases);
 * `vite build` writes `dist/app`. The worker is a separate module (same origin).
 */
import { defineConfig } from 'vite';

export default defineConfig({
  worker: { format: 'es' },
  build: { outDir: 'dist/app', target: 'es2022', emptyOutDir: true },
});
