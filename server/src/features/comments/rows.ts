import type { Selectable } from 'kysely';
import type { CommentsTable } from '../../db/schema.ts';

export type CommentRow = Selectable<CommentsTable>;
