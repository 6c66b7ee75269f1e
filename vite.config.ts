import { defineConfig } from 'vite';

// Relative asset paths so a packaged TV app loads from file://; chrome68 is the oldest engine supported
// (webOS 5, Tizen 5.5).
export default defineConfig({
  base: './',
  build: {
    target: 'chrome68',
    outDir: 'dist',
    assetsInlineLimit: 0,
    modulePreload: false,
  },
  server: {
    port: Number(process.env.APP_PORT || 5173),
    strictPort: true,
  },
});
