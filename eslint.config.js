import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web shows what the server says a user may do (`user.abilities`); it never works from role ids. */
const noRoleIds = {
  name: '@docvue/contracts',
  importNames: ['Role', 'roleIds', 'selectableRoleIds'],
  message: 'Show what `user.abilities` allows; the rules that map roles to abilities live on the server.',
};
const webTests = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'];

/** Features do not import each other (STYLE.md); what two features share lives in components/ or lib/. */
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  ignores: webTests,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [noRoleIds],
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: 'Features do not import each other: move what they share to components/ or lib/.',
          },
        ],
      },
    ],
  },
}));

/**
 * The layers (downwards only), faces and import cycles (of files, folders and modules) are whole-graph
 * rules: tools/check-imports.mjs checks them as part of `npm run lint`.
 */
const server = 'apps/server/src';

/**
 * The access gate's values (`VisibleDocument`, `OwnParty`, `CheckedFile`, …) are made by the functions of
 * access/ that check them; a type assertion elsewhere would skip the check. Brands are named
 * Own…, Visible…, Checked…, System…, Readable…, Received… or Known… (or CompanyMember).
 */
const brand = '/^((Own|Visible|Checked|System|Readable|Received|Known)[A-Z]\\w*|CompanyMember)$/';
const brandAssertion =
  'Make access values with the functions of apps/server/src/access that check them, never by a type assertion.';
const noBrandAssertions = [
  'error',
  ...['TSAsExpression', 'TSTypeAssertion'].flatMap((assertion) => [
    { selector: `${assertion} > TSTypeReference.typeAnnotation[typeName.name=${brand}]`, message: brandAssertion },
    // Also inside the asserted type: `as OwnParty[]`, `as VisibleDocument | undefined`.
    { selector: `${assertion} > .typeAnnotation TSTypeReference[typeName.name=${brand}]`, message: brandAssertion },
  ]),
];

/** The access gate's ways around itself: for background work and the seed only. */
const systemForms = {
  group: ['**/access/documents.js'],
  importNames: ['documentForSystem', 'createdBySystem'],
  message:
    'Reach documents through requireVisibleDocument (the access gate); the system forms are for jobs and the seed.',
};
/** The status machine alone re-brands the row it updated. */
const rebrand = {
  group: ['**/access/documents.js'],
  importNames: ['updatedDocument'],
  message: 'Only the status machine re-brands the row it updated; reach documents through the access gate.',
};
const backgroundWork = [`${server}/modules/documents/ocr-job.ts`, `${server}/seed/**`, `${server}/scripts/**`];
const statusMachine = `${server}/modules/status-machine/status-machine.ts`;
const restrictAccessImports = (patterns) => ({ rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: webTests,
    rules: { 'no-restricted-imports': ['error', { paths: [noRoleIds] }] },
  },
  ...featureBoundaries,
  {
    files: [`${server}/**/*.ts`, 'apps/server/test/**/*.ts'],
    ignores: [`${server}/access/**`],
    rules: { 'no-restricted-syntax': noBrandAssertions },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: [...backgroundWork, statusMachine],
    ...restrictAccessImports([systemForms, rebrand]),
  },
  { files: backgroundWork, ...restrictAccessImports([rebrand]) },
  { files: [statusMachine], ...restrictAccessImports([systemForms]) },
);
