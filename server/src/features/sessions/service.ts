import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { invalid, notFound } from '../../errors.ts';
import type { AuditContext } from '../audit/index.ts';
import { describeDevice } from './device.ts';
import { presentSession } from './presenter.ts';
import { createSessionListRepository } from './repository.ts';

/** The signed-in user and the session their request came with. */
export interface SessionOwner {
  userId: number;
  sessionId: number;
}

export function createSessionsService(db: Db, announce: Announce) {
  const sessions = createSessionListRepository(db);

  return {
    async list({ userId, sessionId }: SessionOwner) {
      const rows = await sessions.listLiveOfUser(userId, new Date().toISOString());
      const listed = rows.map((row) => presentSession(row, sessionId));
      // Stable sort: the repository's most-recently-seen order holds among the others.
      return listed.sort((a, b) => Number(b.current) - Number(a.current));
    },

    /** One event for them all, saying how many ended (none when none did). */
    signOutOthers: ({ userId, sessionId }: SessionOwner, audit: AuditContext) =>
      db.transaction().execute(async (trx) => {
        const signedOut = await createSessionListRepository(trx).deleteOthersOfUser(userId, sessionId);
        if (signedOut > 0) await announce(trx, { type: 'sessions.others_revoked', by: audit, user_id: userId, signed_out: signedOut });
        return signedOut;
      }),

    /**
     * The current session is refused rather than ended: its cookies would stay in the browser
     * until the next request failed, while Log out ends it and clears them in one step.
     */
    async signOut({ userId, sessionId }: SessionOwner, publicId: string, audit: AuditContext) {
      const session = await sessions.findOfUser(userId, publicId);
      if (!session) throw notFound('session_not_found');
      if (session.id === sessionId) throw invalid('session_is_current');
      await db.transaction().execute(async (trx) => {
        await createSessionListRepository(trx).deleteById(session.id);
        await announce(trx, { type: 'session.revoked', by: audit, session_id: publicId, device: describeDevice(session.user_agent) });
      });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
