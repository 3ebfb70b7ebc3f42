import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A feature never reaches into another feature's internals, and a server module never imports
 * another module (DESIGN.md section 3): shared pieces live in lib/, components/, http/, providers/
 * or the domain package.
 */
const webFeatures = ['accounts', 'cart', 'catalog', 'search', 'content', 'analytics'];
const serverModules = ['accounts', 'catalog', 'search', 'sellers', 'analytics', 'dev', 'delivery'];
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
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundary(
    'apps/web/src/features',
    webFeatures,
    'Features do not import each other; move the shared piece to lib/ or components/.',
  ),
  ...boundary(
    'apps/server/src/modules',
    serverModules,
    'Server modules do not import each other; share through http/, providers/ or the domain package.',
  ),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
