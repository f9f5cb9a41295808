import type { Db } from '../../db/database.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import { loadReviewStates } from '../reviews/index.ts';
import type { Notice } from './notify.ts';
import { aboutAsset, loadSubject } from './subject.ts';

type Tell = (trx: Db, notice: Notice) => Promise<void>;
type EventOf<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;

/** A guest moved the stage when a name comes without a member; the clock moves it with neither. */
const guestOf = (event: { actor_id: number | null; actor_name?: string }) => (event.actor_id === null ? (event.actor_name ?? null) : null);

/** The stage's name and how many stages its review has: a single-stage review is told as "the review". */
async function findStage(trx: Db, stageId: number | undefined) {
  if (stageId === undefined) return null;
  const stage = await trx.selectFrom('review_stages').select(['name', 'asset_id']).where('id', '=', stageId).executeTakeFirst();
  if (!stage) return null;
  const { count } = await trx.selectFrom('review_stages').select((eb) => eb.fn.countAll().as('count')).where('asset_id', '=', stage.asset_id).executeTakeFirstOrThrow();
  return { name: stage.name, isOneOfSeveral: Number(count) > 1 };
}

/**
 * The notices of review stages: a stage starting asks its reviewers for their decision, a stage
 * completing tells the asset's creators, a deadline reminder names its stage. Rounds started in the
 * transaction of an upload are left to `version.uploaded`, which tells the same reviewers of the
 * same version (`uploadsSeen` holds those transactions, for as long as they live).
 */
export function createStageNotices(tell: Tell) {
  const uploadsSeen = new WeakSet<Db>();

  async function started(trx: Db, event: EventOf<'stage.started'>) {
    if (event.start === 'upload' || uploadsSeen.has(trx)) return;
    const [subject, stage] = await Promise.all([loadSubject(trx, event.asset_id, event.version_number), findStage(trx, event.stage_id)]);
    if (!subject || !stage) return;
    const { base, titled } = aboutAsset(subject, 'review_requested', event.actor_id, undefined, guestOf(event));
    const what = stage.isOneOfSeveral ? `The ${stage.name} review of` : 'The review of';
    return tell(trx, {
      ...base,
      recipients: event.reviewer_ids,
      message: `${what} ${subject.title} has started: your decision is needed`,
      headline: stage.isOneOfSeveral ? { id: 'mail.notice.stageStartedNamed', values: { stage: stage.name, asset: titled } } : { id: 'mail.notice.stageStarted', values: { asset: titled } },
      buttonLabel: { id: 'mail.notice.review', values: { asset: titled } },
    });
  }

  /**
   * A stage's outcome, to the creators, when it is not the whole review's: the last stage's approval
   * and a request for changes that sends the asset back are told once, by `review.concluded`.
   */
  async function completed(trx: Db, event: EventOf<'stage.completed'>) {
    const state = (await loadReviewStates(trx, [event.asset_id])).get(event.asset_id);
    const round = state?.stages.find((stage) => stage.row.id === event.stage_id);
    if (!state || !round || state.stages.length < 2) return;
    const others = state.stages.filter((stage) => stage !== round);
    const concludesReview = event.outcome === 'approved' ? state.outcome === 'approved' : !others.some((stage) => stage.state === 'changes_requested');
    if (concludesReview) return;
    const subject = await loadSubject(trx, event.asset_id, event.version_number);
    if (!subject) return;
    const { base, titled } = aboutAsset(subject, 'decision', event.actor_id, undefined, guestOf(event));
    const outcome = event.outcome === 'approved' ? `version ${event.version_number} approved` : `changes requested on version ${event.version_number}`;
    return tell(trx, {
      ...base,
      recipients: subject.creators,
      message: `The ${round.row.name} review of ${subject.title} is complete: ${outcome}`,
      headline: { id: 'mail.notice.stageCompleted', values: { stage: round.row.name, asset: titled, outcome: event.outcome } },
    });
  }

  /** The day before a deadline to the stage's reviewers still pending; each day overdue to them and the creators. */
  async function due(trx: Db, event: EventOf<'review.due'>) {
    const [subject, stage] = await Promise.all([loadSubject(trx, event.asset_id), findStage(trx, event.stage_id)]);
    if (!subject) return;
    const { base, titled } = aboutAsset(subject, 'due', null);
    const named = stage?.isOneOfSeveral ? `${stage.name} ` : '';
    const values = { stage: stage?.name ?? '', asset: titled };
    return event.due === 'due_soon'
      ? tell(trx, { ...base, recipients: event.pending_reviewer_ids, message: `Your ${named}review of ${subject.title} is due tomorrow`, headline: { id: named ? 'mail.notice.dueSoonNamed' : 'mail.notice.dueSoon', values }, buttonLabel: { id: 'mail.notice.review', values } })
      : tell(trx, { ...base, recipients: [...event.pending_reviewer_ids, ...subject.creators], message: `The ${named}review of ${subject.title} is overdue`, headline: { id: named ? 'mail.notice.overdueNamed' : 'mail.notice.overdue', values } });
  }

  return {
    /** Remembers that this transaction uploads a version, whose reviewers `version.uploaded` will tell. */
    versionCreated(trx: Db) {
      uploadsSeen.add(trx);
    },
    started,
    completed,
    due,
  };
}
