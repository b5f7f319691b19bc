// What shows only while a picked card is being placed (the way to take it, and
// Confirm with the chosen spot's gain): loaded with the first pick, one chunk.
export { default as TakePanel } from './TakePanel.svelte';
export { default as PlacementBar } from './PlacementBar.svelte';
