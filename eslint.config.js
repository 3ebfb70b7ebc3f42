import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A feature never reaches into another feature's internals (DESIGN.md section 3): shared pieces
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
          ],
        },
      ],
    },
  }));

/**
 * Server modules depend on each other along this one graph, never in a circle (DESIGN.md 4.8),
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
  delivery: ['addresses', 'catalog'],
  hub: ['accounts', 'addresses', 'catalog', 'discounts', 'orders', 'payments', 'support'],
  orders: ['addresses', 'catalog', 'delivery', 'discounts', 'payments'],
  support: ['orders'],
};
const importsOf = (other, file = '*') =>
  ['..', '../..', '../../..'].map((up) => `${up}/${other}/${file}`);
const serverBoundaries = serverModules.map((name) => {
  const allowed = serverModuleGraph[name] ?? [];
  const others = serverModules.filter((other) => other !== name);
  return {
    files: [`apps/server/src/modules/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((other) =>
                allowed.includes(other)
                  ? [...importsOf(other), ...importsOf(other, 'service').map((p) => `!${p}`)]
                  : importsOf(other),
              ),
              message:
                'Not on the module graph (eslint.config.js, DESIGN.md 4.8): import another module only through its service.ts, and only along the graph.',
            },
          ],
        },
      ],
    },
  };
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
