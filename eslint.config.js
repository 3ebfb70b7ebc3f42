import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A feature never reaches into another feature's internals: shared pieces
 * live in lib/, components/ or the domain package.
 */
const webFeatures = [
  'accounts',
  'cart',
  'catalog',
  'search',
  'content',
  'analytics',
  'addresses',
  'delivery',
  'checkout',
  'orders',
  'reviews',
  'support',
  'sellers',
  'hub',
];
const boundary = (folder, names, message) =>
  names.map((name) => ({
    files: [`${folder}/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: names
                .filter((other) => other !== name)
                .flatMap((other) => [`../${other}/*`, `../../${other}/*`, `../../../${other}/*`]),
              message,
            },
            {
              // Links are built from lib/paths.ts; a feature never points up into the app shell for them.
              group: ['../../app/paths', '../../../app/paths', '../../../../app/paths'],
              message: 'Paths live in lib/paths.ts: import them from there.',
            },
          ],
        },
      ],
    },
  }));

/**
 * Server modules depend on each other along this one graph, never in a circle,
 * and only through the other module's service.ts. A module missing on the left may use none.
 * It is the graph the code has, edge for edge: docs/architecture.md draws the same, and
 * apps/server/src/modules/module-graph.test.ts fails when the drawing, this list or the imports
 * part. A new edge is added here and drawn there.
 */
export const serverModules = [
  'accounts',
  'addresses',
  'analytics',
  'catalog',
  'delivery',
  'dev',
  'discounts',
  'hub',
  'messages',
  'orders',
  'payments',
  'reviews',
  'search',
  'sellers',
  'support',
];
export const serverModuleGraph = {
  addresses: ['accounts', 'messages'],
  catalog: ['accounts', 'delivery', 'messages'],
  delivery: ['addresses'],
  dev: ['messages'],
  hub: [
    'accounts',
    'addresses',
    'catalog',
    'delivery',
    'discounts',
    'messages',
    'orders',
    'payments',
    'support',
  ],
  messages: ['accounts'],
  orders: ['accounts', 'addresses', 'catalog', 'delivery', 'discounts', 'messages', 'payments'],
  payments: ['messages'],
  reviews: ['catalog', 'orders'],
  search: ['catalog'],
  sellers: ['catalog'],
  support: ['accounts', 'catalog', 'messages', 'orders'],
};
/**
 * Another module's files as imported from a file `depth` folders below its module's own: exactly
 * that many steps up and one more, so a module's own subfolder named like another module (the
 * hub's orders/ and messages/ areas) is never taken for it.
 */
const importsOf = (other, depth, file = '*') => [`${'../'.repeat(depth + 1)}${other}/${file}`];
/** How deep below its module's folder the files of a lint block sit. */
const DEPTHS = [0, 1, 2, 3];
const underDepth = (folder, depth) => `${folder}/${'*/'.repeat(depth)}`;

/**
 * Every table has one owner: the module named by the file under apps/server/src/db/schema/ it is
 * declared in (jobs.ts: the job runner, apps/server/src/jobs.ts). A module imports only its own
 * schema file; other modules ask the owner's service (or join its read views, decision 070). The
 * exceptions, each `{ module, owner, reason, files }`, are empty: every read and write went behind
 * its owner (modules/module-graph.test.ts fails on an entry no file needs, and docs/architecture.md
 * draws the same list). Test files may arrange and check any table.
 */
export const tableOwners = readdirSync(new URL('./apps/server/src/db/schema/', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();
export const tableOwnerExceptions = [];

const schemaOf = (owner) =>
  ['../..', '../../..', '../../../..'].map((up) => `${up}/db/schema/${owner}`);

function moduleGraphPattern(name, depth) {
  const allowed = serverModuleGraph[name] ?? [];
  return {
    group: serverModules
      .filter((other) => other !== name)
      .flatMap((other) =>
        allowed.includes(other)
          ? [...importsOf(other, depth), ...importsOf(other, depth, 'service').map((p) => `!${p}`)]
          : importsOf(other, depth),
      ),
    message:
      'Not on the module graph (eslint.config.js, docs/architecture.md): import another module only through its service.ts, and only along the graph.',
  };
}

function tableOwnerPattern(name, allowedOwners = []) {
  return {
    group: tableOwners
      .filter((owner) => owner !== name && !allowedOwners.includes(owner))
      .flatMap(schemaOf),
    message:
      "Another module's tables (eslint.config.js tableOwners): ask the owning module's service.ts instead.",
  };
}

/** The demo seed (apps/server/src/demo/) is a client of the modules: their code never imports it. */
const demoPattern = {
  group: ['../../demo/*', '../../../demo/*', '../../../../demo/*'],
  message: 'The demo seed uses the modules, never the other way round (tests may borrow from it).',
};

const restrictImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const serverBoundaries = serverModules.flatMap((name) => {
  const folder = `apps/server/src/modules/${name}`;
  const exceptions = new Map();
  for (const entry of tableOwnerExceptions.filter((entry) => entry.module === name))
    for (const file of entry.files)
      exceptions.set(file, [...(exceptions.get(file) ?? []), entry.owner]);
  return [
    ...DEPTHS.flatMap((depth) => [
      {
        files: [`${underDepth(folder, depth)}*.{ts,tsx}`],
        rules: restrictImports(
          moduleGraphPattern(name, depth),
          tableOwnerPattern(name),
          demoPattern,
        ),
      },
      {
        files: [`${underDepth(folder, depth)}*.test.ts`],
        rules: restrictImports(moduleGraphPattern(name, depth)),
      },
    ]),
    ...[...exceptions].map(([file, owners]) => ({
      files: [`${folder}/${file}`],
      rules: restrictImports(
        moduleGraphPattern(name, file.split('/').length - 1),
        tableOwnerPattern(name, owners),
        demoPattern,
      ),
    })),
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.uploads/**',
      'e2e/output/**',
      'bench/output/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Server test files run one after another in one process (vitest.config.ts, decision 041):
    // none may leave a replaced module, clock or environment to the files after it.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'useFakeTimers', 'stubEnv', 'stubGlobal', 'spyOn'].map(
          (property) => ({
            object: 'vi',
            property,
            message: 'Server test files share a process (decision 041): pass a fake in instead.',
          }),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message:
            'Server test files share a process (decision 041): pass env to openTestShop instead.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundary(
    'apps/web/src/features',
    webFeatures,
    'Features do not import each other; move the shared piece to lib/ or components/.',
  ),
  ...serverBoundaries,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
