import { AssetStatusSchema } from '@review/contract/statuses';

const statusOrTodo = AssetStatusSchema.catch('Todo');
/** A stored status in its wire form (an unknown value reads as Todo); the schema is built once, not per row. */
export const readStatus = (value: string) => statusOrTodo.parse(value);

/** Spec: the version number followed by a letter starting at A (`1A`, `1B`, ...). */
export const variationLabel = (version: number, letterIndex: number) => `${version}${String.fromCharCode(65 + letterIndex)}`;
