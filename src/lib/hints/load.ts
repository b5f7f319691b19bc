// What the first press of Hint loads: the controller, its view, and a maker of the
// Web Worker in which the expert searches.
export { HintController } from './hint.svelte';
export { default as HintBox } from './HintBox.svelte';
export { makeHintWorker } from './make-worker';
