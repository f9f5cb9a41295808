import type { DecisionRecord } from '@review/contract/reviews';

export interface VersionDecisions {
  versionId: number;
  version: number;
  /** Newest first, as the server lists them. */
  decisions: DecisionRecord[];
}

/** The decisions about versions older than the newest, grouped by version, newest version first. */
export function groupEarlierDecisions(records: readonly DecisionRecord[], newestVersionId: number | null): VersionDecisions[] {
  const groups = new Map<number, VersionDecisions>();
  for (const record of records) {
    if (record.version_id === newestVersionId) continue;
    const group = groups.get(record.version_id) ?? { versionId: record.version_id, version: record.version, decisions: [] };
    group.decisions.push(record);
    groups.set(record.version_id, group);
  }
  return [...groups.values()].sort((a, b) => b.version - a.version);
}
