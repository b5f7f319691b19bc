// Valibot schemas of the wire format (actions, records). The room protocol reuses them.
// Shape only: whether an action is legal is decided by legal.ts.
import * as v from 'valibot';

const CardId = v.pipe(v.string(), v.maxLength(64));
const Int = v.pipe(v.number(), v.integer());

export const KeyActionSchema = v.strictObject({ type: v.literal('key'), use: v.picklist(['messenger', 'refresh']) });
export const TakeActionSchema = v.strictObject({
	type: v.literal('take'),
	card: CardId,
	faceDown: v.boolean(),
	x: Int,
	y: Int
});
export const NeighborActionSchema = v.strictObject({ type: v.literal('neighbor'), seat: Int });
export const OptionActionSchema = v.strictObject({
	type: v.literal('option'),
	index: v.union([v.literal(0), v.literal(1)])
});
export const DiscardActionSchema = v.strictObject({ type: v.literal('discard'), card: CardId });
export const PursesActionSchema = v.strictObject({ type: v.literal('purses'), cards: v.strictTuple([CardId, CardId]) });

export const ActionSchema = v.variant('type', [
	KeyActionSchema,
	TakeActionSchema,
	NeighborActionSchema,
	OptionActionSchema,
	DiscardActionSchema,
	PursesActionSchema
]);

/** Each action's schema by its `type`. */
const ACTION_BY_TYPE = new Map<unknown, (typeof ActionSchema.options)[number]>(
	ActionSchema.options.map((schema) => [schema.entries.type.literal, schema])
);

/**
 * `v.safeParse(ActionSchema, input)`, with the same result: an action of a known type is
 * parsed by that type's schema alone, which is what the variant ends with after trying
 * each type in turn (and a Set per call). applyAction parses every action it is given.
 */
export function parseAction(input: unknown) {
	const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
	return v.safeParse(ACTION_BY_TYPE.get(type) ?? ActionSchema, input);
}

export const GameRecordSchema = v.strictObject({
	version: v.literal(1),
	players: v.pipe(Int, v.minValue(2), v.maxValue(5)),
	firstPlayer: v.pipe(Int, v.minValue(0), v.maxValue(4)),
	reveals: v.strictObject({ castle: v.array(CardId), village: v.array(CardId) }),
	actions: v.array(v.strictObject({ seat: Int, action: ActionSchema }))
});

export type GameRecord = v.InferOutput<typeof GameRecordSchema>;
