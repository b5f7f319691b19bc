// Fast paths for search (bots, benchmarks): one of the engine's three entry
// points, with index.ts (the rules API) and preview.ts. Nothing here validates:
// `step` mutates its state and trusts the action to be legal, so use these on
// your own copy (`cloneGame`) and with actions from `legalActions`/`randomAction`.
export { cloneGame, copyToTry } from './clone';
export { step, stepToTry } from './turn';
export { randomAction, checkAction } from './legal';
export { playout } from './playout';
export { determinize } from './determinize';
export { createRandom, shuffleInPlace } from './rng';
export { openCells } from './placement';
