import type { HistoryReply } from '@review/contract/history';
import type { Db } from '../../db/database.ts';
import { loadPeople, type UserRow } from '../auth/index.ts';
import type { AssetsService } from '../assets/index.ts';
import { createHistoryRepository } from './repository.ts';

export function createHistoryService(db: Db, { assets }: { assets: AssetsService }) {
  const repo = createHistoryRepository(db);

  return {
    /** Everything that happened to an asset the user can see, once each, newest first, a page at a time. */
    async list(user: UserRow, assetId: number, page: number, perPage: number): Promise<HistoryReply> {
      await assets.findVisibleAsset(user, assetId);
      const [rows, total] = await Promise.all([repo.listByAsset(assetId, perPage, (page - 1) * perPage), repo.countByAsset(assetId)]);
      const people = await loadPeople(db, rows.map((row) => row.user_id));
      return {
        data: rows.map((row) => {
          const person = row.user_id === null ? undefined : people.get(row.user_id);
          return {
            id: row.id,
            asset_id: row.asset_id,
            user: person ? { id: person.id, first_name: person.first_name, last_name: person.last_name, email: person.email } : null,
            guest: row.guest_name === null ? null : { name: row.guest_name },
            action: row.action,
            message: { text: row.text, ...(row.reply !== null && { reply: row.reply }), ...(row.replied_to !== null && { replied_to: row.replied_to }) },
            created_at: row.created_at,
          };
        }),
        meta: { page, per_page: perPage, total },
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
