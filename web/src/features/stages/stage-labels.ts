import type { ReviewState } from '@review/contract/reviews';
import type { Stage, StageStart, StageState } from '@review/contract/stages';
import { formatDateTime } from '../comments/format-time.ts';
import { previousStagesOf } from './stage-groups.ts';

/** How a stage's state reads next to its mark. */
export const STAGE_STATE_LABELS: Record<StageState, string> = {
  waiting: 'Waiting',
  running: 'In review',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};

/** The decision mark a state borrows, so a stage reads like its reviewers (null: waiting has a mark of its own). */
export const STAGE_STATE_MARKS: Record<StageState, ReviewState | null> = {
  waiting: null,
  running: 'pending',
  approved: 'approved',
  changes_requested: 'changes_requested',
};

/** The start triggers as the stages editor offers them; the ones about the previous stage need one. */
export const START_LABELS: Record<StageStart, string> = {
  upload: 'When a version is uploaded',
  previous_approved: 'When the previous stage is approved',
  previous_decided: 'When everyone in the previous stage has decided',
  at: 'At a set time',
  manual: 'By hand',
};

/** 'Internal', 'Internal and Client', 'Internal, Client and Legal'. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A waiting stage's trigger in words: 'Starts when Internal is approved', 'Starts by hand'… */
export function describeStart(stage: Pick<Stage, 'position' | 'start' | 'start_at'>, stages: readonly Pick<Stage, 'position' | 'name'>[]): string {
  const previous = previousStagesOf(stage, stages).map((other) => other.name);
  switch (stage.start) {
    case 'manual':
      return 'Starts by hand';
    case 'at':
      return stage.start_at ? `Starts on ${formatDateTime(stage.start_at)}` : 'Starts at a time not set yet';
    case 'previous_approved':
      if (previous.length > 0) return `Starts when ${listNames(previous)} ${previous.length === 1 ? 'is' : 'are'} approved`;
      break;
    case 'previous_decided':
      if (previous.length > 0) return `Starts when everyone in ${listNames(previous)} has decided`;
      break;
    case 'upload':
      break;
  }
  // The first stage has no previous one: the server starts it with the upload.
  return 'Starts when a version is uploaded';
}

/** A deadline counted from the start, before the stage has started (afterwards the server gives the day). */
export function describeDeadlineDays(days: number): string {
  return `Due ${days} business ${days === 1 ? 'day' : 'days'} after it starts`;
}

/** The settings worth a badge: whether decisions lock, who sees the comments, whether guests decide here. */
export function stageBadgesOf(stage: Pick<Stage, 'lock' | 'locked' | 'private' | 'guests'>): string[] {
  const badges: string[] = [];
  if (stage.locked) badges.push('Locked');
  else if (stage.lock) badges.push('Locks once everyone decides');
  if (stage.private) badges.push('Private');
  if (stage.guests) badges.push('Guests decide here');
  return badges;
}

/** 'On version 1' for a stage whose round is about an older version than the newest (a later stage restarted). */
export function stageVersionNote(stage: Pick<Stage, 'version'>, newestVersion: number | null): string | null {
  if (stage.version === null || newestVersion === null || stage.version === newestVersion) return null;
  return `On version ${stage.version}`;
}

/** One sentence on where a review of several stages stands, above the stepper. */
export function describeStages(stages: readonly Pick<Stage, 'name' | 'state' | 'position'>[], version: number | null): string {
  if (version === null) return 'Nothing to review until a version is uploaded.';
  const inState = (state: StageState) => stages.filter((stage) => stage.state === state);
  const names = (list: readonly Pick<Stage, 'name'>[]) => listNames(list.map((stage) => stage.name));
  const changes = inState('changes_requested');
  if (changes.length > 0) return `Changes are requested in ${names(changes)}.`;
  const running = inState('running');
  if (running.length > 0) return `Version ${version} is in review in ${names(running)}.`;
  const waiting = inState('waiting');
  // Only the next step waits to start; the ones after it wait for that one.
  const next = Math.min(...waiting.map((stage) => stage.position));
  if (waiting.length > 0) return `Version ${version} waits for ${names(waiting.filter((stage) => stage.position === next))} to start.`;
  return `Version ${version} is approved in every stage.`;
}
