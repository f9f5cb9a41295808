import { currentIntl, type MessageId } from '../../i18n/index.ts';

/**
 * A table of labels read in the language shown at the time of reading: each entry formats its message
 * when it is looked up, never at module load, so the tables keep their shape for the screens that
 * index them (`DECISION_LABELS[decision]`) while the language changes at run time.
 */
export function translatedLabels<K extends string>(ids: Record<K, MessageId>): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(ids) as K[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => currentIntl().formatMessage({ id: ids[key] }) });
  }
  return labels;
}
