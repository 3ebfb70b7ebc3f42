import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A feature never reaches into another feature's internals (DESIGN.md section 3). */
const featureBoundaries = ['accounts', 'cart', 'catalog', 'search', 'content', 'analytics'].map(
  (feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; move the shared piece to lib/ or components/ui/.',
  }),
);
const moduleBoundaries = ['accounts', 'catalog', 'search', 'analytics', 'dev'].map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: './apps/server/src/modules',
  except: [`./${module}`, './routes.ts'],
  message:
    'Server modules do not import each other; share through http/, providers/ or the domain package.',
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
    plugins: { 'import-x': importX },
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
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureBoundaries, ...moduleBoundaries] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
