import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@review/contract/webhooks';
import { makeIntl } from '../../i18n/current-intl.ts';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import german from '../../i18n/messages/de/integrations.json';
import { describeDuration, describeEvents, describeState, describeStatus } from './webhook-labels.ts';

beforeAll(useEnglishInTests);

describe('describeEvents', () => {
  it('names the chosen events', () => {
    expect(describeEvents(['comment.created', 'status.changed'])).toBe('Comment added, Status changed');
  });

  it('says all events when every one is chosen', () => {
    expect(describeEvents(WEBHOOK_EVENTS)).toBe('All events');
  });
});

describe('describeStatus', () => {
  it('gives the receiver’s status code', () => {
    expect(describeStatus({ status_code: 200, state: 'delivered' })).toBe('200');
  });

  it('tells no answer from not tried yet', () => {
    expect(describeStatus({ status_code: null, state: 'failed' })).toBe('No answer');
    expect(describeStatus({ status_code: null, state: 'pending' })).toBe('—');
  });
});

describe('describeDuration', () => {
  it('gives milliseconds under a second and seconds above', () => {
    expect(describeDuration(120)).toBe('120 ms');
    expect(describeDuration(2_350)).toBe('2.4 s');
    expect(describeDuration(null)).toBe('—');
  });
});

describe('describeState', () => {
  it('says a pending delivery that was tried is retrying, with its tries', () => {
    expect(describeState({ state: 'pending', attempts: 0 })).toBe('Pending');
    expect(describeState({ state: 'pending', attempts: 1 })).toBe('Retrying (1 try)');
    expect(describeState({ state: 'pending', attempts: 3 })).toBe('Retrying (3 tries)');
    expect(describeState({ state: 'delivered', attempts: 1 })).toBe('Delivered');
  });
});

describe('in another language', () => {
  afterAll(useEnglishInTests);

  it('words the log in the shown language, with its plurals and decimal mark', () => {
    makeIntl('de', german as never);
    expect(describeState({ state: 'pending', attempts: 1 })).toBe('Wird wiederholt (1 Versuch)');
    expect(describeState({ state: 'pending', attempts: 3 })).toBe('Wird wiederholt (3 Versuche)');
    expect(describeDuration(2_350)).toBe('2,4 s');
    expect(describeEvents(['comment.created', 'status.changed'])).toBe('Kommentar hinzugefügt, Status geändert');
  });
});
