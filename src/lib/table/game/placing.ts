// What appears once a card is picked, loaded then (with the engine's preview).
export { default as TakePanel } from './TakePanel.svelte';
export { default as PlacementBar } from './PlacementBar.svelte';
