import { BreakpointsSchema } from '@review/contract/websites';
import { currentIntl } from '../../i18n/index.ts';

/** Widths typed as '1440, 768, 390' (commas or spaces), checked by the API's own rule; the message is the rule's. */
export function parseBreakpoints(text: string): { widths: number[] } | { error: string } {
  const widths = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  const parsed = BreakpointsSchema.safeParse(widths);
  return parsed.success ? { widths: parsed.data } : { error: parsed.error.issues[0]?.message ?? currentIntl().formatMessage({ id: 'media.website.wholeWidths' }) };
}

export const formatBreakpoints = (widths: readonly number[]) => widths.join(', ');
