import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeIntl } from '../../i18n/current-intl.ts';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import german from '../../i18n/messages/de/integrations.json';
import { auditActionLabel, describeActor, describeTarget } from './audit-labels.ts';

const operator = { actor_id: null, actor: 'operator (npm run admin)' };
const member = { actor_id: 7, actor: 'ada@example.com' };
const link = { target_type: 'share_link', target_id: '4', target: 'Poster' };

describe('audit log labels', () => {
  beforeAll(useEnglishInTests);
  afterAll(useEnglishInTests);

  it('say who did what to what, in English as the log has always read', () => {
    expect([describeActor(operator), describeActor(member), auditActionLabel('admin.granted'), describeTarget(link)]).toEqual(['operator (npm run admin)', 'ada@example.com', 'Made an administrator', 'Review link: Poster']);
  });

  it('follow the shown language, leaving addresses and names as recorded', () => {
    makeIntl('de', german as never);
    expect([describeActor(operator), describeActor(member), auditActionLabel('admin.granted'), describeTarget(link)]).toEqual(['Betreiber (npm run admin)', 'ada@example.com', 'Zum Administrator ernannt', 'Review-Link: Poster']);
  });
});
