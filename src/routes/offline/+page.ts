// The page the service worker shows for a page it cannot reach (src/service-worker.ts).
// It is served from the cache at any address, so it runs no script: plain links only.
export const csr = false;
