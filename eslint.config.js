// ESLint: the recommended rules of JavaScript, typescript-eslint and
// eslint-plugin-svelte; formatting is Prettier's job (eslint-config-prettier).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
	{ ignores: ['node_modules/', '.svelte-kit/', '.wrangler/', 'build/', 'test-results/', 'src/lib/paraglide/'] },
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	prettier,
	...svelte.configs.prettier,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: {
			// Unused arguments are allowed when their name says so (`_ctx`).
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			// Declaration merging (an ambient `interface Env extends …`) needs an empty interface.
			'@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
			// French puts a no-break space before ':' and '?', in template literals as in strings.
			'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }]
		}
	},
	{
		// Types for Svelte's rules (a link's href made by resolve()): one program from
		// tsconfig.json, which lints in two thirds of the project service's time.
		files: ['**/*.svelte', '**/*.svelte.ts'],
		languageOptions: {
			parserOptions: { project: true, extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig }
		}
	}
);
