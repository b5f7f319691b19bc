// The bots' levels, apart from the bots: the protocol and the pages name them
// without loading a bot (bots/index.ts re-exports them for the room).
export const BOT_LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
