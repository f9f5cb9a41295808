import type { Db } from '../db/database.ts';
import type { DomainEvent } from './events.ts';

/** Runs inside the announcing transaction: what it writes (notifications, jobs) commits or rolls back with the change. */
export type DomainEventListener = (trx: Db, event: DomainEvent) => Promise<void>;

/**
 * Where services say what happened and features that react (notifications and e-mail today,
 * webhooks and history next) listen, so a service never writes another feature's tables. One per
 * app: listeners are given at build time, in app.ts.
 */
export function createDomainEvents() {
  const listeners: DomainEventListener[] = [];
  return {
    subscribe(listener: DomainEventListener) {
      listeners.push(listener);
    },
    async announce(trx: Db, event: DomainEvent) {
      for (const listener of listeners) await listener(trx, event);
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;
export type Announce = DomainEvents['announce'];

/**
 * A fact that changes nothing else (a failed sign-in, a download, an export), announced in a
 * transaction of its own: what its listeners write is kept whole or not at all. `db` is not a transaction.
 */
export const announceAlone = (db: Db, announce: Announce, event: DomainEvent) => db.transaction().execute((trx) => announce(trx, event));
