// Bundles the server into dist/main.js (dependencies stay in node_modules) and copies migrations beside it.
// The document maker's process (decision 053) is a program of its own, dist/document-maker.js:
// the server starts it from beside main.js, and the code both use is in shared chunks.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'document-maker': 'src/modules/hub/documents/document-maker-process.ts',
  },
  outdir: 'dist',
  // Code behind dynamic imports (the demo seed) goes into chunks loaded only when needed.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Packages stay in node_modules, except the domain package: it is TypeScript source, so it is bundled.
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@makers-pantry/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: apps/server/dist/main.js');
