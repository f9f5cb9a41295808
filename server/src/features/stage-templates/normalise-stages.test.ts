import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@review/contract/errors';
import type { StageStart } from '@review/contract/stages';
import { AppError } from '../../errors.ts';
import { normaliseStages } from './normalise-stages.ts';

const { stage_first_waits: FIRST_STAGE_WAITS, stage_position_goes_down: POSITION_GOES_DOWN, stage_side_by_side_starts: SIDE_BY_SIDE_STARTS } = ERROR_CODES;

type Given = { name: string; position?: number; start?: StageStart };
const placed = (stages: Given[]) => normaliseStages(stages).map(({ name, position, start }) => `${name}@${position}:${start}`);

function refusal(stages: Given[]) {
  try {
    normaliseStages(stages);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('not refused');
}

describe('normaliseStages', () => {
  it('numbers stages without a position by their place, starting on upload then on the previous approval', () => {
    expect(placed([{ name: 'Internal' }, { name: 'Client' }, { name: 'Legal' }])).toEqual(['Internal@1:upload', 'Client@2:previous_approved', 'Legal@3:previous_approved']);
  });

  it('keeps equal positions side by side and closes gaps', () => {
    expect(placed([{ name: 'A', position: 2 }, { name: 'B', position: 2 }, { name: 'C', position: 7 }, { name: 'D', position: 9 }])).toEqual(['A@1:upload', 'B@1:upload', 'C@2:previous_approved', 'D@3:previous_approved']);
    expect(placed([{ name: 'A' }, { name: 'B', position: 1 }, { name: 'C' }])).toEqual(['A@1:upload', 'B@1:upload', 'C@2:previous_approved']);
  });

  it('gives a stage without a start the start of the stages it runs beside', () => {
    expect(placed([{ name: 'A' }, { name: 'B', start: 'manual' }, { name: 'C', position: 2 }])).toEqual(['A@1:upload', 'B@2:manual', 'C@2:manual']);
    expect(placed([{ name: 'A', start: 'manual' }, { name: 'B', start: 'previous_decided' }])).toEqual(['A@1:manual', 'B@2:previous_decided']);
  });

  it('keeps the other fields of each stage', () => {
    expect(normaliseStages([{ name: 'A', id: 4, start: 'manual', reviewers: [{ user_id: 2 }] }])).toEqual([{ name: 'A', id: 4, reviewers: [{ user_id: 2 }], position: 1, start: 'manual' }]);
  });

  it('refuses a position lower than the one before, naming the stage', () => {
    expect(refusal([{ name: 'A', position: 2 }, { name: 'B', position: 1 }])).toEqual({ status: 422, message: POSITION_GOES_DOWN, errors: { 'stages.1.position': POSITION_GOES_DOWN } });
    expect(refusal([{ name: 'A', position: 3 }, { name: 'B' }]).message).toBe(POSITION_GOES_DOWN);
  });

  it('refuses stages side by side that start differently', () => {
    expect(refusal([{ name: 'A' }, { name: 'B', position: 2 }, { name: 'C', position: 2, start: 'manual' }])).toEqual({ status: 422, message: SIDE_BY_SIDE_STARTS, errors: { 'stages.2.start': SIDE_BY_SIDE_STARTS } });
  });

  it('refuses a first stage that waits for a previous one', () => {
    for (const start of ['previous_approved', 'previous_decided'] as const) {
      expect(refusal([{ name: 'A', start }])).toEqual({ status: 422, message: FIRST_STAGE_WAITS, errors: { 'stages.0.start': FIRST_STAGE_WAITS } });
      expect(refusal([{ name: 'A', position: 1 }, { name: 'B', position: 1, start }]).status).toBe(422);
    }
  });
});
