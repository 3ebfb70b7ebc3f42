import { rmSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
// By its file: Vite loads its config with Node, which leaves a package's import to Node, and Node
// does not run the domain's TypeScript; a file of this repository it bundles into the config.
import { FIRST_ANSWER } from '../../packages/domain/src/first-answer';

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
 * A brotli (quality 11) and a gzip (level 9) copy beside each text file of the build, which the
 * server sends as they are (apps/server/src/http/web-app.ts). Quality 11 is too slow to run per
 * request but costs nothing here, and makes the first screen's scripts about 13% smaller than the
 * quality 4 the server uses on the fly. Files under 1 kB stay as they are, as on the server.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'makers-pantry:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await readdir(dir, { recursive: true });
      const texts = files.filter((file) => /\.(js|css|html|svg)$/.test(file));
      await Promise.all(
        texts.map(async (file) => {
          const full = path.join(dir, file);
          const body = await readFile(full);
          if (body.length < 1024) return;
          const params = {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          };
          await Promise.all([
            brotli(body, { params }).then((compressed) => writeFile(`${full}.br`, compressed)),
            gzipAsync(body, { level: 9 }).then((compressed) => writeFile(`${full}.gz`, compressed)),
          ]);
        }),
      );
    },
  };
}

/** The main screens whose files public/first-requests.js starts before the entry has run. */
const FIRST_REQUEST_SCREENS = {
  home: 'src/features/catalog/screens/home-screen.tsx',
  product: 'src/features/catalog/screens/product-screen.tsx',
  category: 'src/features/catalog/screens/category-screen.tsx',
  search: 'src/features/search/screens/search-screen.tsx',
};

/** How index.html names public/first-requests.js; the build puts the script itself there. */
const FIRST_REQUESTS_TAG = '<script src="/first-requests.js" async></script>';

/**
 * Puts public/first-requests.js into the built index.html, with each main screen's scripts and
 * styles beyond what the entry loads written in: its requests then start as the page is read,
 * not a round trip later (the script's own request), and a lazy screen's code comes alongside the
 * entry instead of a round trip after it has run. The server allows exactly this inline script
 * by its hash (apps/server/src/http/inline-scripts.ts). The development server serves the file.
 */
function firstRequestsInPage(): Plugin {
  const screenFiles = (bundle: NonNullable<IndexHtmlTransformContext['bundle']>) => {
    const imports = (file: string, into: Set<string>) => {
      const chunk = bundle[file];
      if (into.has(file) || chunk?.type !== 'chunk') return into;
      into.add(file);
      for (const imported of chunk.imports) imports(imported, into);
      return into;
    };
    const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('first requests: the build has no entry');
    const loadedFirst = imports(entry.fileName, new Set());
    const files: Record<string, string[]> = {};
    for (const [screen, source] of Object.entries(FIRST_REQUEST_SCREENS)) {
      const chunk = chunks.find((item) =>
        item.facadeModuleId?.split(path.sep).join('/').endsWith(source),
      );
      if (!chunk) throw new Error(`first requests: no chunk of ${source}`);
      const scripts = [...imports(chunk.fileName, new Set())].filter((f) => !loadedFirst.has(f));
      const styles = scripts.flatMap((f) => {
        const item = bundle[f];
        return item?.type === 'chunk' ? [...(item.viteMetadata?.importedCss ?? [])] : [];
      });
      files[screen] = [...scripts, ...styles];
    }
    return files;
  };
  return {
    name: 'makers-pantry:first-requests-in-page',
    apply: 'build',
    // Vite copied public/ as it is: the page carries the script, so the file is not served.
    generateBundle({ dir }) {
      if (dir) rmSync(path.join(dir, 'first-requests.js'), { force: true });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        if (!html.includes(FIRST_REQUESTS_TAG))
          throw new Error(`first requests: index.html has no ${FIRST_REQUESTS_TAG}`);
        const script = await readFile(
          path.resolve(import.meta.dirname, 'public/first-requests.js'),
          'utf8',
        );
        // The entry's tags leave the page: the script asks for them, on a phone once the
        // screen's first picture is in (its startApp).
        const entryTag = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/;
        const preloadTag = /<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g;
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('first requests: index.html has no entry script');
        const preloads = [...html.matchAll(preloadTag)].map((found) => found[1]);
        html = html.replace(entryTag, '').replace(preloadTag, '');
        // What the build writes in: the shop's entry, each screen's files, and where the page
        // carries its answer (the server writes it in, apps/server/src/http/page-with-answer.ts).
        const values = {
          '{}; /* APP_FILES */': { entry, preloads },
          '{}; /* SCREEN_FILES */': screenFiles(bundle),
          '{}; /* FIRST_ANSWER */': FIRST_ANSWER,
        };
        let source = script;
        for (const [marker, value] of Object.entries(values)) {
          if (!source.includes(marker))
            throw new Error(`first requests: no ${marker} in the script`);
          source = source.replace(marker, () => `${JSON.stringify(value)};`);
        }
        source = source
          // Its comments are for this repository, not for a phone to download.
          .replace(/^\s*(\/\/.*|\/\*[\s\S]*?\*\/)\n/gm, '');
        if (/<\/script/i.test(source)) throw new Error('first requests: the script closes its tag');
        return html.replace(FIRST_REQUESTS_TAG, () => `<script>${source}</script>`);
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

/**
 * React Router's build names each component for React's developer tools at the top of its module
 * (`Form.displayName = "Form"`) and makes its components and contexts with `React.forwardRef(...)`
 * and `React.createContext(...)` calls that the bundler cannot tell are free of side effects. So
 * what the shop never renders stays in the first script every page loads: `<Form>` with its
 * submission code (4 kB, 0.8 kB as sent). For the production build these names are dropped (the
 * developer tools show the components without them) and those calls marked pure, which lets the
 * bundler leave out what nothing uses. Should the package's text change, nothing matches and the
 * build is as before; the build check then finds `<Form>` on the first screen's path.
 */
function reactRouterUnusedLeftOut(): Plugin {
  return {
    name: 'makers-pantry:react-router-unused-left-out',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return;
      const out = code
        // Every line keeps its place (a dropped name leaves it empty), so the module's source map
        // still holds.
        .replace(/^\w+\.displayName = "[\w.]+";$/gm, '')
        .replace(
          /^var (\w+) = (React\d*)\.(forwardRef|createContext|memo)\(/gm,
          'var $1 = /* @__PURE__ */ $2.$3(',
        );
      return out === code ? undefined : { code: out, map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    reactRouterUnusedLeftOut(),
    inlineEntryStyles(),
    firstRequestsInPage(),
    precompress(),
  ],
  resolve: { alias: reactRouterProductionBuild(command) },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // Left on, this pass moves the modules the hub's areas share into the chunk of the hub's
      // door, which then has to be imported as a namespace object: a runtime helper (127 bytes
      // as sent) in the script every page loads, for the hub alone. Off, it changes no shop
      // screen's chunks (compared build for build), only the hub's (decision 032).
      experimental: { chunkOptimization: { avoidRedundantChunkLoads: false } },
      // What the entry imports arrives as two scripts, not ten: the libraries (kept apart so an
      // app-only release leaves them cached) and the shell. Left to itself, Rolldown made a chunk
      // per shared module, and each cost a request and a kilobyte of headers on a slow phone.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The product cards and lists the catalogue screens share (and the categories, which
            // the hub's product form reads too: on their own they were a chunk of 256 bytes on the
            // home page's path; the hub loads this chunk anyway) arrive as one script and one
            // stylesheet, not five and four: Vite's preload helper adds a <link> per dependency of
            // a lazy screen, and on a slow phone those appends were a long task of their own
            // (home: 17 dependencies before, 6 after; docs/performance.md).
            {
              name: 'product-lists',
              test: /src[\\/](components[\\/]product[\\/]|components[\\/]ui[\\/]section|lib[\\/](use-near-end|categories))|domain[\\/]src[\\/](delivery-time|money)/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
}));
