import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The first screen's own styles travel inside index.html: a phone on a slow network paints the
 * bar and the outline without waiting for stylesheet requests first. (Lazily loaded screens still
 * bring their styles as files.)
 */
function inlineEntryStyles(): Plugin {
  return {
    name: 'makers-pantry:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), inlineEntryStyles()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  build: { target: 'es2022', sourcemap: true },
});
