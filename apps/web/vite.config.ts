import { createRequire } from 'node:module';
import path from 'node:path';
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

/**
 * React Router's package exports name only its development build, whose dev-only checks and
 * warnings add 2 kB to the first screen's gzipped JavaScript. The shop's build takes the
 * production build the package ships beside it, as React's own packages pick theirs by NODE_ENV.
 */
function reactRouterProductionBuild(command: 'build' | 'serve') {
  if (command !== 'build') return [];
  const entry = createRequire(import.meta.url).resolve('react-router');
  const production = path.join(entry, '../../production/index.mjs');
  return [{ find: /^react-router$/, replacement: production }];
}

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineEntryStyles()],
  resolve: { alias: reactRouterProductionBuild(command) },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  build: { target: 'es2022', sourcemap: true },
}));
