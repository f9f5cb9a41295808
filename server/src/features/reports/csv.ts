import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database.ts';
import { fullName, loadPeople } from '../auth/index.ts';
import { variationLabel } from '../assets/index.ts';
import { createCommentRows, numberThreads, type CommentSight } from '../comments/index.ts';
import { describeTimecodes, framesOfComment } from '../feedback/index.ts';
import { countReactions, reactionsText } from './reaction-names.ts';
import { createReportsRepository } from './repository.ts';

/** The first columns are as they always were, so a sheet or script reading them by place still reads them right; a video's place in time comes last. */
const COLUMNS = ['asset', 'version', 'variation', 'page', 'number', 'thread', 'author', 'date', 'text', 'resolved', 'reactions', 'timecode', 'frame', 'frame_end'];

/** What a spreadsheet may read as the start of a formula (OWASP's list), quoting or not. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The apostrophe makes a spreadsheet show the cell as text; it is the one change made to what people wrote (the audit log's export too). */
export const asSpreadsheetText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * One row per comment or reply of the assets that `sight` shows the reader (private review stages),
 * thread by thread, in UTF-8 with a byte-order mark so that spreadsheets read accents and emoji
 * right; quoting is csv-stringify's (RFC 4180), and every text cell that a spreadsheet would run as a
 * formula starts with an apostrophe.
 */
export async function commentsCsv(db: Db, assets: { id: number; title: string }[], sight: CommentSight): Promise<string> {
  const commentsRepo = createCommentRows(db);
  const rows = (await Promise.all(assets.map((asset) => commentsRepo.listByAsset(asset.id)))).flat().filter((row) => sight.sees(row));
  const ids = rows.map((row) => row.id);
  const variationIds = [...new Set(rows.map((row) => row.variation_id))];
  const [people, reactions, refs, probes] = await Promise.all([
    loadPeople(db, rows.map((row) => row.user_id)),
    commentsRepo.listReactions(ids),
    commentsRepo.listVariationRefs(variationIds),
    createReportsRepository(db).timelines(variationIds),
  ]);
  const numbers = numberThreads(rows.filter((row) => row.parent_id === null));
  const titles = new Map(assets.map((asset) => [asset.id, asset.title]));
  const authorOf = (row: (typeof rows)[number]) => {
    if (row.guest_name) return `${row.guest_name} (guest)`;
    const person = row.user_id === null ? undefined : people.get(row.user_id);
    return person ? fullName(person) : 'Former member';
  };

  const records = rows
    .map((row) => {
      const threadId = row.parent_id ?? row.id;
      const ref = refs.find((candidate) => candidate.id === row.variation_id);
      const onFrame = framesOfComment(row, probes.get(row.variation_id) ?? null);
      return {
        order: [row.asset_id, threadId, row.parent_id === null ? 0 : row.id],
        values: [
          titles.get(row.asset_id) ?? '',
          ref?.version ?? '',
          ref ? variationLabel(ref.version, ref.letter_index) : '',
          row.page,
          numbers.get(threadId) ?? '',
          row.parent_id === null ? 'comment' : 'reply',
          authorOf(row),
          row.created_at,
          row.content,
          rows.find((candidate) => candidate.id === threadId)?.is_resolved ? 'yes' : 'no',
          reactionsText(countReactions(reactions, row.id), 'en'),
          describeTimecodes(onFrame) ?? '',
          onFrame.frame ?? '',
          onFrame.frame_end ?? '',
        ],
      };
    })
    .sort((a, b) => a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]! || a.order[2]! - b.order[2]!);
  return stringify([COLUMNS, ...records.map((record) => record.values)], { bom: true, record_delimiter: 'windows', cast: { string: asSpreadsheetText } });
}
