import type { ProjectChangedEvent, UserChangedEvent } from '@review/contract/events';

/** One open event stream of one signed-in user. */
export interface LiveConnection {
  readonly userId: number;
  /** The digest of the session token the stream was opened with; the stream ends with the session. */
  readonly sessionKey: string;
  send(event: 'project', data: ProjectChangedEvent): void;
  send(event: 'user', data: UserChangedEvent): void;
  /** A comment line, so proxies and browsers keep an idle stream open. */
  ping(): void;
  close(): void;
}

/** One open event stream of a review link's guest: told that what the link shows may have changed. */
export interface GuestConnection {
  readonly linkId: number;
  readonly projectId: number;
  send(event: 'review', data: Record<string, never>): void;
  ping(): void;
  close(): void;
}
