import { defineConfig } from 'vite';
import { classicChunks } from './scripts/classic-chunks.ts';
import { appConfigPlugin } from './scripts/config-plugin.ts';

// Relative asset paths so a packaged TV app loads from file://; chrome68 is the oldest engine supported
// (webOS 5, Tizen 5.5). classicChunks() turns the output into classic scripts that Chromium runs from
// file:// (see docs/app.md, "Building for file://").
export default defineConfig({
  base: './',
  plugins: [classicChunks(), appConfigPlugin()],
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
