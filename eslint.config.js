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
		// The rules and the bots must decide the same on every JavaScript engine (the room's
		// workerd, each browser, Node): these functions may round differently in the last bit
		// from one engine to another, and a near tie in an evaluation would then go another way.
		files: ['engine/**/*.ts', 'bots/**/*.ts'],
		rules: {
			'no-restricted-properties': [
				'error',
				...[
					'pow',
					'exp',
					'expm1',
					'log',
					'log1p',
					'log2',
					'log10',
					'sin',
					'cos',
					'tan',
					'atan',
					'atan2',
					'cbrt',
					'hypot'
				].map((property) => ({
					object: 'Math',
					property,
					message: 'Rounds differently from one JavaScript engine to another.'
				}))
			],
			'no-restricted-syntax': [
				'error',
				{
					// x ** 2 and 2 ** n are exact everywhere; x ** 3 already differs between V8 versions.
					selector: "BinaryExpression[operator='**']:not([right.value=2]):not([left.value=2])",
					message: 'A power is not the same to the bit on every engine: multiply instead.'
				}
			]
		}
	},
	{
		// Svelte's files parsed as TypeScript, without types: a program of the project's types
		// cost ESLint four fifths of its time (svelte-check types these files anyway), and all it
		// told Svelte's rules was that an href held in a variable came from resolve().
		files: ['**/*.svelte', '**/*.svelte.ts'],
		languageOptions: {
			parserOptions: { extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig }
		}
	}
);
