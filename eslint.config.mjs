// ESLint for the whole repository (`npm run test:lint`): typescript-eslint's type-aware
// recommended rules on TypeScript, react-hooks and jsx-a11y on the frontends, and the direction of
// imports (README, "Architecture") as import-x rules. No formatting rules.
// scripts/lint/__tests__ prove that each boundary and a cycle make the lint fail.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));

const FRONTENDS = ['shell', 'mfe-public', 'mfe-gallery', 'mfe-admin'];
const PACKAGES = ['domain', 'shared-ui', 'api', ...FRONTENDS];
const TS = ['**/*.{ts,tsx,mts,cts}'];
const JS = ['**/*.{js,mjs,cjs,jsx}'];
const TESTS = ['**/__tests__/**', '**/test/**', '**/*.{spec,test}.*', '**/*.e2e.ts', 'e2e/**', '**/jest.setup.ts', 'shared-ui/jest/**'];
/** Shared layers of a package: they may import each other, never a feature or what composes them. */
const SHARED_LAYERS = ['lib', 'hooks', 'components', 'stores'];
/** What composes features: the shell's app and federation, the remotes' pages, the standalone harness. */
const COMPOSING_LAYERS = ['app', 'pages', 'federation', 'dev'];

const features = (pkg) => {
  try {
    return readdirSync(join(ROOT, pkg, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/** Between packages (import-x/no-restricted-paths zones, paths from the repository root, on resolved files). */
function packageZones() {
  return [
    ...FRONTENDS.map((pkg) => ({
      target: `./${pkg}`,
      from: PACKAGES.filter((other) => other !== pkg && other !== 'shared-ui').map((other) => `./${other}`),
      message: 'the shell and each remote are built and deployed on their own: import only shared-ui (the domain as shared-ui/domain)',
    })),
    {
      target: './shared-ui',
      from: PACKAGES.filter((pkg) => pkg !== 'shared-ui' && pkg !== 'domain').map((pkg) => `./${pkg}`),
      message: 'shared-ui imports none of the packages built on it',
    },
    {
      target: './domain',
      from: PACKAGES.filter((pkg) => pkg !== 'domain').map((pkg) => `./${pkg}`),
      message: 'the domain is the API\u2019s and the frontends\u2019 (compiled on its own, no UI library): it imports no other package',
    },
    {
      target: './api',
      from: ['./shared-ui', ...FRONTENDS.map((pkg) => `./${pkg}`)],
      message: 'the api never imports shared-ui or a frontend (its image installs no UI library): import the domain as @softskills/domain',
    },
  ];
}

/** Within a package: shared code → features → what composes them. */
function layerZones() {
  const list = [];
  for (const pkg of FRONTENDS) {
    for (const feature of features(pkg)) {
      list.push({
        target: `./${pkg}/src/features/${feature}`,
        from: `./${pkg}/src/features`,
        except: [`./${feature}`],
        message: 'a feature never imports another feature: move what both need to src/lib, src/hooks or src/components',
      });
    }
    for (const layer of ['features', ...SHARED_LAYERS, 'i18n']) {
      list.push({
        target: `./${pkg}/src/${layer}`,
        from: COMPOSING_LAYERS.map((composing) => `./${pkg}/src/${composing}`),
        message: 'features, shared code and texts never import what composes them (src/app, src/pages, src/federation, src/dev)',
      });
    }
    for (const layer of [...SHARED_LAYERS, 'i18n']) {
      list.push({ target: `./${pkg}/src/${layer}`, from: `./${pkg}/src/features`, message: 'shared code and texts never import a feature' });
    }
    list.push({
      target: `./${pkg}/src/i18n`,
      from: [...SHARED_LAYERS].map((layer) => `./${pkg}/src/${layer}`),
      message: 'a package\u2019s texts (src/i18n) import only texts',
    });
  }
  list.push(
    {
      target: './shell/renderer',
      from: ['./shell/src/features', './shell/src/pages', './shell/src/components'],
      message: 'the renderer renders what src/app composes; it never reaches into a feature, a page or a component',
    },
    {
      target: ['./shared-ui/src/api', './shared-ui/src/page-data'],
      from: ['./shared-ui/src/components', './shared-ui/src/stores', './shared-ui/src/hooks'],
      message: 'the API client and page data never import components, hooks or stores',
    },
  );
  return list;
}

/** A relative import into shared-ui/src/stores bypasses the shared singleton (shared-ui/federation.mjs). */
const STORES_BY_PACKAGE = {
  regex: '^\\.{1,2}/(?:.*/)?shared-ui/src/stores(?:/|$)',
  message: 'import stores as shared-ui/stores/<name>: a relative path makes a second copy of the shared store',
};
const STORES_FROM_SHARED_UI = {
  regex: '^\\.{1,2}/(?:.*/)?stores(?:/|$)',
  message: 'import stores as shared-ui/stores/<name>: a relative path makes a second copy of the shared store',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-renderer/**',
      '**/coverage/**',
      '**/test-results/**',
      'playwright-report/**',
      'bench/results/**',
      // Declarations for the bench's JavaScript only (tsconfig.scripts.json checks them); no code to lint.
      'bench/**/*.d.ts',
      '.tmp/**',
      '**/.tmp/**',
      'api/data/**',
      'api/uploads/**',
      // Jest's snapshot files are written by Jest (`*.spec.ts.snap` would match the test pattern).
      '**/__snapshots__/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS })),
  {
    files: TS,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
  },
  {
    files: JS,
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node }, sourceType: 'module' },
  },
  {
    files: ['**/test/**/*.{js,cjs}', 'shared-ui/jest/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: FRONTENDS.flatMap((pkg) => [`${pkg}/**/*.{ts,tsx}`]).concat('shared-ui/**/*.{ts,tsx}'),
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.{jsx,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: JS,
    rules: {
      // A leading underscore names what is left out on purpose (a rest sibling, a callback's argument).
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    rules: {
      // Control characters are matched on purpose: the API refuses or strips them, the bench strips ANSI colours.
      'no-control-regex': 'off',
      // autoFocus is used only where focus must move: a modal dialog's first field and the login form.
      'jsx-a11y/no-autofocus': 'off',
      // Videos are uploaded by the admin without caption files; the player names each video by its title.
      'jsx-a11y/media-has-caption': 'off',
      // React Compiler's rules: the site is not compiled by it, and the render-time ref reads
      // (previous path, latest translator) and the reset of a state on a media-query change are deliberate.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: TS,
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Callbacks (stream, multer, React's onShellError) hand over `unknown` errors; they are passed on as they are.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    files: TESTS,
    rules: {
      // Response bodies (supertest, fetch().json()), JSON.parse and mocks are `any` by design in tests.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Jest and Playwright callbacks are async by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // expect(service.method).toHaveBeenCalled() passes a method without calling it.
      '@typescript-eslint/unbound-method': 'off',
      // jest.isolateModules() loads a fresh copy of a store with require().
      '@typescript-eslint/no-require-imports': 'off',
      // Playwright fixtures that use no other fixture are declared as `async ({}, use) => …`.
      'no-empty-pattern': 'off',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no other TypeScript file and no-cycle finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            ...PACKAGES.map((pkg) => `${pkg}/tsconfig.json`),
            'tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...packageZones(), ...layerZones()] }],
    },
  },
  {
    // Within their package, tests may render what composes the code they test (a page around a form).
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: packageZones() }] },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    ignores: ['shared-ui/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [STORES_BY_PACKAGE] }] },
  },
  {
    files: ['shared-ui/src/**'],
    ignores: ['shared-ui/src/stores/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [STORES_FROM_SHARED_UI] }] },
  },
  {
    // Shared-ui's components and hooks are bundled into each build that uses them, not
    // shared (shared-ui/federation.mjs). A relative import from them into a shared module (texts,
    // stores, page data, the API, the router, the domain) would bundle a second copy with them.
    files: ['shared-ui/src/components/**', 'shared-ui/src/hooks/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?:i18n|stores|page-data|api|domain)(?:/|$)|^\\.\\./(?:router|remote-assets)$',
              allowTypeImports: true,
              message: "import a shared module by its package path (shared-ui/i18n/<name>, …): components and hooks are bundled where they are used, and a relative path bundles a second copy of the shared module with them",
            },
          ],
        },
      ],
    },
  },
  {
    // What a public page needs to hydrate takes the light shared-ui/api/basics; the API
    // client itself loads with import() when it is needed (a form's send, a client navigation).
    files: ['shell/src/**', 'mfe-public/src/**', 'mfe-gallery/src/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'shared-ui/api',
              allowTypeImports: true,
              message: "load the API client when it is needed (await import('shared-ui/api')); what hydration needs is in shared-ui/api/basics",
            },
          ],
        },
      ],
    },
  },
);
