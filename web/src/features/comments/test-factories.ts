import type { Comment, Reaction } from '@review/contract/comments';

/** A comment for unit tests: a plain top-level one on variation 10 unless told otherwise. */
export function buildComment(overrides: Partial<Comment> & { id: number }): Comment {
  return {
    content: 'A comment',
    parent_id: null,
    is_resolved: false,
    created_at: '2024-07-01T10:00:00Z',
    updated_at: '2024-07-01T10:00:00Z',
    user: { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', avatar: null },
    guest: null,
    asset_id: 1,
    version: { id: 1, version: 1 },
    variation: { id: 10, label: '1A' },
    attachment: [],
    reactions: [],
    annotation: null,
    page: 1,
    frame: null,
    frame_end: null,
    resolved_by: null,
    resolved_at: null,
    resolved_version: null,
    mentions: [],
    change_state: null,
    replies: [],
    ...overrides,
  };
}

/** A reaction given by the user with that id. */
export function buildReaction(id: number, reaction: string, userId: number, name = 'Grace Hopper'): Reaction {
  const [first_name = '', last_name = ''] = name.split(' ');
  return { id, reaction, user_id: userId, user: { first_name, last_name } };
}
