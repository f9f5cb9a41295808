import type { Selectable } from 'kysely';
import type { ReviewDecisionsTable } from '../../db/schema.ts';

export type DecisionRow = Selectable<ReviewDecisionsTable>;
