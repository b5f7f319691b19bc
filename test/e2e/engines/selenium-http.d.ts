// selenium-webdriver's HTTP client, imported by its file name (Node's ES modules don't
// resolve the folder `selenium-webdriver/http`), typed as the folder is.
declare module 'selenium-webdriver/http/index.js' {
	export * from 'selenium-webdriver/http';
}
