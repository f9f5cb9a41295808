import type { Locale } from '@review/contract/locales';
import type { StageState } from '@review/contract/reviews';
import { translate } from '../../i18n/messages.ts';
import type { Db } from '../../db/database.ts';
import { fullName, loadPeople } from '../auth/index.ts';
import { createReviewRows, latestDecisions, latestGuestDecisions, outcomeOf, type AssetReviewState, type DecisionRow, type StageRound } from '../reviews/index.ts';
import type { ReportPerson, ReportStage } from './report-input.ts';

type Named = { user_id: number | null; guest_name?: string | null };

/** A guest's name as the report writes it, 'Ana (guest)', in `locale`. */
export const guestName = (locale: Locale, name: string) => translate(locale, 'mail.notice.guest', { name });

/** Names of people, members by their name and guests by theirs with "(guest)", in `locale`. */
export async function namer(db: Db, rows: Named[], locale: Locale) {
  const people = await loadPeople(db, rows.map((row) => row.user_id));
  return (row: Named) => {
    if (row.guest_name) return guestName(locale, row.guest_name);
    const person = row.user_id === null ? undefined : people.get(row.user_id);
    return person ? fullName(person) : translate(locale, 'report.formerMember');
  };
}

const stateLabel = (locale: Locale, state: StageState) => translate(locale, `report.stage.${state}`);

const decided = (name: string, decision: DecisionRow & { decision: ReportPerson['decision'] }): ReportPerson => ({ name, decision: decision.decision, note: decision.note, decided_at: decision.created_at });

/** The stage's current round (on the newest version, or an earlier one it approved): every reviewer, pending too, and the guests who decided. */
function currentRound(locale: Locale, round: StageRound, versionId: number, nameOf: (row: Named) => string): ReportStage {
  const state = stateLabel(locale, round.state);
  const earlier = round.row.version_id !== null && round.row.version_id !== versionId && round.row.round_version !== null ? round.row.round_version : null;
  const people = round.reviewers.map((reviewer): ReportPerson => ({ name: fullName(reviewer), decision: reviewer.decision, note: reviewer.latest?.note ?? null, decided_at: reviewer.latest?.created_at ?? null }));
  return { name: round.row.name, state: earlier === null ? state : translate(locale, 'report.stage.onVersion', { state, number: earlier }), people: [...people, ...round.guests.map((guest) => decided(nameOf(guest), guest))] };
}

/** The stage on an earlier version: who decided there, and the outcome those decisions came to under its rule. */
function pastRound(locale: Locale, round: StageRound, ofRound: DecisionRow[], nameOf: (row: Named) => string): ReportStage {
  const latest = latestDecisions(ofRound);
  const guests = latestGuestDecisions(ofRound);
  const standings = [...round.reviewers.map((reviewer) => ({ required: reviewer.required === 1, decision: latest.get(reviewer.user_id)?.decision ?? ('pending' as const) })), ...guests.map((guest) => ({ required: false, decision: guest.decision }))];
  const outcome = outcomeOf(round.rule, standings);
  const state = translate(locale, outcome !== 'pending' ? `report.stage.${outcome}` : ofRound.length ? 'report.stage.notConcluded' : 'report.stage.notReached');
  return { name: round.row.name, state, people: [...latest.values(), ...guests].map((decision) => decided(nameOf(decision), decision)) };
}

/**
 * A review of several stages, version by version: a section per stage with where it stands and its
 * decisions, then any decisions made in stages since removed. Null for each version of a review of
 * one stage, whose report lists its reviewers as before.
 */
export async function loadStageStandings(db: Db, state: AssetReviewState | undefined, versionIds: number[], locale: Locale): Promise<Map<number, ReportStage[] | null>> {
  if (!state || state.stages.length < 2) return new Map(versionIds.map((id) => [id, null]));
  const decisions = await createReviewRows(db).listDecisionsOfVersions(versionIds);
  const nameOf = await namer(db, decisions, locale);
  const stageIds = new Set(state.stages.map((round) => round.row.id));
  return new Map(
    versionIds.map((versionId) => {
      const ofVersion = decisions.filter((decision) => decision.version_id === versionId);
      const sections = state.stages.map((round) =>
        versionId === state.newest?.id ? currentRound(locale, round, versionId, nameOf) : pastRound(locale, round, ofVersion.filter((decision) => decision.stage_id === round.row.id), nameOf),
      );
      const removed = ofVersion.filter((decision) => decision.stage_id === null || !stageIds.has(decision.stage_id));
      const others = [...latestDecisions(removed).values(), ...latestGuestDecisions(removed)].map((decision) => decided(nameOf(decision), decision));
      return [versionId, others.length ? [...sections, { name: translate(locale, 'report.stage.removed'), state: '', people: others }] : sections];
    }),
  );
}

/** Each version's reviewers with their last decision on it (pending only for the newest), and guests who decided. */
export async function loadReviewerStandings(db: Db, assetId: number, versionIds: number[], newestId: number | undefined, locale: Locale): Promise<Map<number, ReportPerson[]>> {
  const reviewsRepo = createReviewRows(db);
  const [reviewers, decisions] = await Promise.all([reviewsRepo.listReviewers([assetId]), reviewsRepo.listDecisionsOfVersions(versionIds)]);
  const nameOf = await namer(db, decisions, locale);
  const standings = new Map<number, ReportPerson[]>();
  for (const versionId of versionIds) {
    const ofVersion = decisions.filter((decision) => decision.version_id === versionId);
    const latest = latestDecisions(ofVersion);
    const members: ReportPerson[] = reviewers.flatMap((reviewer) => {
      const decided = latest.get(reviewer.user_id);
      if (!decided && versionId !== newestId) return [];
      return [{ name: fullName(reviewer), decision: decided?.decision ?? 'pending', note: decided?.note ?? null, decided_at: decided?.created_at ?? null }];
    });
    // Decisions of people who are no longer reviewers still happened.
    const former = [...latest.values()].filter((decision) => !reviewers.some((reviewer) => reviewer.user_id === decision.user_id));
    const others = [...former, ...latestGuestDecisions(ofVersion)].map((decision) => ({ name: nameOf(decision), decision: decision.decision, note: decision.note, decided_at: decision.created_at }));
    standings.set(versionId, [...members, ...others]);
  }
  return standings;
}
