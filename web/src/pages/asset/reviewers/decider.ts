import type { ReactNode } from 'react';
import type { Decision } from '@review/contract/reviews';

/**
 * Sending a decision on the newest version: a member's `POST /assets/{id}/decisions` in the stage
 * picked, or a link's `POST /public/reviews/{token}/decisions` under the guest's name.
 */
export interface Decider {
  /** Sends it (`note` trimmed, possibly empty); `onSent` once it went through. */
  send: (decision: { decision: Decision; versionId: number; stageId: number; note: string }, onSent: () => void) => void;
  isPending: boolean;
  /** The last refusal, kept on screen until the next decision. */
  error: Error | null;
  reset: () => void;
  /**
   * Who decides, when the screen does not know them (a link's guest): Approve then opens a form too,
   * with a note and this line (or the fields), and nothing goes until `isComplete`.
   */
  identity?: { line: ReactNode; isComplete: boolean };
}
