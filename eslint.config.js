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
  addresses: ['messages'],
  catalog: ['accounts', 'messages'],
  delivery: ['addresses', 'catalog'],
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
 * schema file; other modules ask the owner's service. The exceptions below are the reads and writes
 * not yet moved behind the owner's service, each with its reason: the list only shrinks
 * (modules/module-graph.test.ts fails on an entry no file needs any more, and docs/architecture.md
 * draws the same list). Test files may arrange and check any table.
 */
export const tableOwners = readdirSync(new URL('./apps/server/src/db/schema/', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();
export const tableOwnerExceptions = [
  {
    module: 'addresses',
    owner: 'accounts',
    reason:
      "a waiting place of a logged-in customer takes the login's mobile and records WhatsApp consent on it",
    files: ['waitlist.ts'],
  },
  {
    module: 'catalog',
    owner: 'delivery',
    reason:
      "hot path: a product card's earliest delivery slot reads the open slots inside the cards' own statement; asking delivery's service would add a second round trip to every listing, search and product page",
    files: ['open-slots.ts'],
  },
  {
    module: 'catalog',
    owner: 'reviews',
    reason:
      "a product page reads its latest published reviews beside its other statements; reviews imports catalog (a review moves the ratings), so catalog cannot ask reviews' service without a circle (the next step: hand it in from modules/routes.ts as loadOwnOrderItems is)",
    files: ['queries.ts'],
  },
  {
    module: 'orders',
    owner: 'addresses',
    reason: "moving an order between slots checks the address's area against the new slot",
    files: ['fulfilment/slot-move.ts'],
  },
  {
    module: 'orders',
    owner: 'payments',
    reason:
      "moving a closed slot's orders reads each one's payment method and saved address beside the order in one statement, to check the new slot takes it",
    files: ['fulfilment/slot-move.ts'],
  },
  {
    module: 'orders',
    owner: 'support',
    reason:
      "an order's detail says which items already have a ticket in its one read; support imports orders, so orders cannot ask support's service without a circle",
    files: ['history/ticket-answers.ts'],
  },
  {
    module: 'search',
    owner: 'catalog',
    reason:
      "hot path: search finds, checks and ranks a page in one statement over the products and keeps their words in memory (decision 019); asking catalog's service would add a second round trip to every search",
    files: ['catalogue-index.ts', 'page.ts'],
  },
  {
    module: 'support',
    owner: 'orders',
    reason:
      "read models: ops' ticket queue pages its tickets joined to each one's order and item in one statement, with the page's customers' order counts and credit beside it; a maker's tickets are found through its orders' items (the maker is on the order), filtered and paged in one statement",
    files: ['ticket-queue.ts', 'tickets-for-hub.ts'],
  },
];

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
