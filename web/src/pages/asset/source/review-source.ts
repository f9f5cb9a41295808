import { createContext, useContext, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { VariationChanges } from '@review/contract/changes';
import type { Comment } from '@review/contract/comments';
import type { User } from '@review/contract/user';
import type { AnnotationRequestBody } from '../../../annotate/annotation-body.ts';
import type { MentionPerson } from '../../../features/comments/mentions.ts';
import type { NewComment } from '../../../features/comments/use-create-comment.ts';
import type { FrameSpanBody } from '../../../features/video/frame-span.ts';

/** A drawn mark with its comment, as the screen sends it (a member's mentions are ignored for a guest). */
export type MarkBody = AnnotationRequestBody & Partial<FrameSpanBody> & { mentions: number[] };

/** What the actor may do on the screen, from the server's answers: a member's role, a link's switches. */
export interface ReviewCapabilities {
  /** Draw marks with their comments (every member; a guest when the link allows drawing). */
  draw: boolean;
  /** Resolve threads from the viewer's key (members). */
  resolve: boolean;
  /** Change a comment's text: a member their own, a guest what their browser wrote through the link. */
  edit: (comment: Comment) => boolean;
  /** Delete a comment with its thread: its author (a guest by their browser), and a project's owner and admins any. */
  delete: (comment: Comment) => boolean;
}

/** Who a new comment or mark goes out as, asked in its form when not known (a link's guest). */
export interface MarkIdentity {
  /** The fields, saying what is missing once the person tried to send (`attempt` > 0). */
  fields: (attempt: number) => ReactNode;
  /** Whether the mark may go: false keeps the form open, its fields saying why. */
  isComplete: () => boolean;
}

/** Sending a drawn mark: the members' `POST /annotation-comments` or a link's `POST /public/reviews/{token}/annotations`. */
export interface MarkSender {
  send: (body: MarkBody) => Promise<Comment>;
  isSending: boolean;
  error: string | undefined;
  /** The drawing was dropped: its failure goes with it. */
  reset: () => void;
  /** Whose drawings waiting for their comment these are, in this browser (`commentDraftKey`'s owner). */
  draftOwner: string;
  /** Who '@' suggests in the form (nobody, for a guest). */
  people: readonly MentionPerson[];
  identity?: MarkIdentity;
}

/** One write of the sidebar, the same for members and guests. */
export interface SourceWrite<T> {
  mutate: (value: T, options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
  /** The refusal, said under the control; undefined where it is told elsewhere (the members' toasts). */
  error: string | undefined;
  reset: () => void;
}

/** The text of a comment being edited, with who it mentions. */
export interface CommentChange {
  content: string;
  mentions: number[];
}

/** What the sidebar writes through either API: new comments and replies, and changes to one's own. */
export interface CommentWrites {
  useCreate: () => SourceWrite<NewComment>;
  useEdit: (comment: Comment) => SourceWrite<CommentChange>;
  useDelete: (comment: Comment) => SourceWrite<void>;
  /** Who a new comment or reply goes out as, when the source must ask (a link's guest). */
  identity?: MarkIdentity;
}

/**
 * What only the members' API offers: reactions, resolving and reopening threads, images on replies
 * and taking them off again, and the tabs of reviewers, details and history. A review link has none
 * of these, so its guests are shown none of them.
 */
export interface TeamWrites {
  /** The signed-in member: their reactions are theirs, they resolve, their name is set off where mentioned. */
  user: User;
  /** Gives the member's reaction, or takes it back. */
  useReact: () => (comment: Comment, reaction: string) => void;
  /** Resolves an open thread or reopens a resolved one, shown at once. */
  useToggleResolved: (comment: Comment) => () => void;
  /** Takes an image off a comment (its author). */
  useRemoveAttachment: (comment: Comment) => SourceWrite<string>;
}

/** Retrying a rendering that stopped (members). */
export interface RenderRetry {
  retry: (variationId: number) => void;
  isRetrying: boolean;
  error: string | undefined;
}

/**
 * Where the review screen reads and writes: the members' API or a review link's. One value for the
 * screen's parts, so the viewer, its canvas, markers, video stage, design checks and What changed are
 * the same components for members and guests.
 */
export interface ReviewSource {
  /** `?review={token}` for a link's files; empty for members, whose session loads them. */
  fileQuery: string;
  /** The asset's threads of every variation (resolved ones too), as the actor may see them. */
  comments: { data: readonly Comment[] | undefined; error: Error | null; refetch: () => unknown };
  can: ReviewCapabilities;
  /** The design's viewport is named with the asset's title too (a link's page has no breadcrumbs naming it). */
  namesAsset: boolean;
  marks: MarkSender;
  writes: CommentWrites;
  /** Null for a review link's guest: what only members do. */
  team: TeamWrites | null;
  /** Null where the actor is not offered Retry (a guest is told how rendering goes, not why it stopped). */
  render: RenderRetry | null;
  /** A variation's changed regions against the previous version, asked for only while `isEnabled`. */
  useChanges: (variationId: number | undefined, isEnabled: boolean) => UseQueryResult<VariationChanges>;
  /** What the viewer's resolve key does to the selected thread (nothing where the actor may not resolve). */
  useResolveSelected: (comments: readonly Comment[] | undefined, selectedId: number | null) => () => void;
}

export const ReviewSourceContext = createContext<ReviewSource | null>(null);

export function useReviewSource(): ReviewSource {
  const source = useContext(ReviewSourceContext);
  if (!source) throw new Error('useReviewSource is only available inside a review screen');
  return source;
}
