// The game's fixed amounts, in a module of their own: the reducer and setup use
// them, and a page that only shows them needn't load any rule code.

/** What each player starts with (§4.1). */
export const STARTING_STOCK: Readonly<{ gold: number; keys: number }> = Object.freeze({ gold: 15, keys: 2 });

/** What a face-down take gives instead of an ability (§4.2; ⚑5: it costs nothing). */
export const FACE_DOWN_GAIN: Readonly<{ gold: number; keys: number }> = Object.freeze({ gold: 6, keys: 2 });
