import { z } from 'zod';

/** The four review statuses in their wire form (spec section 4). */
export const AssetStatusSchema = z.enum(['Todo', 'InProgress', 'Ready to Review', 'Approved']);
export type AssetStatus = z.infer<typeof AssetStatusSchema>;

/** What people read for each status. */
export const STATUS_LABELS: Record<AssetStatus, string> = {
  Todo: 'To Do',
  InProgress: 'In Progress',
  'Ready to Review': 'Ready to Review',
  Approved: 'Approved',
};

/** The board's own normalisation: lower case with spaces collapsed (`todo`, `inprogress`, ...). */
export const normaliseStatus = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();

const BY_NORMALISED = new Map<string, AssetStatus>(
  AssetStatusSchema.options.flatMap((status) => [
    [normaliseStatus(status), status],
    [normaliseStatus(STATUS_LABELS[status]), status],
    [normaliseStatus(STATUS_LABELS[status]).replace(/ /g, ''), status],
  ]),
);

/** Reads any accepted spelling (wire form, display name, normalised form) as the wire form, or null. */
export const parseStatus = (value: string): AssetStatus | null => BY_NORMALISED.get(normaliseStatus(value)) ?? null;

/** A status in a request: any accepted spelling, read as the wire form. */
export const StatusInputSchema = z
  .string({ error: 'The status must be To Do, In Progress, Ready to Review or Approved.' })
  .transform((value, ctx) => {
    const status = parseStatus(value);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: 'The status must be To Do, In Progress, Ready to Review or Approved.' });
      return z.NEVER;
    }
    return status;
  });
