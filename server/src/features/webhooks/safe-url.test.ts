import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PRIVATE_REFUSED } from '@review/contract/webhooks';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { isPrivateAddress } from '../../net/outbound-guard.ts';
import { sendWebhook } from './sender.ts';

const ctx = useTestApp();
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

/** IPv6 forms that embed or reach an IPv4 address, and IPv6 ranges that are not public unicast. */
const IPV6_LITERALS = [
  'http://[::127.0.0.1]/',
  'http://[::ffff:0:127.0.0.1]/',
  'http://[fec0::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::ffff:a9fe:a9fe]/latest/meta-data',
  'http://[::8.8.8.8]/',
  'http://[2002:7f00:1::1]/',
  'http://[2002:808:808::1]/',
  'http://[2001::1]/',
  'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
  'http://[64:ff9b::7f00:1]/',
  'http://[64:ff9b:1::a00:1]/',
];

/** The receiver's port on private literals that reach it: Node connects to these without a DNS lookup. */
const literalsOfReceiver = () => {
  const { port } = new URL(receiver.url);
  return [`http://127.0.0.1:${port}/hooks`, `http://[::ffff:127.0.0.1]:${port}/hooks`];
};

describe('webhook addresses', () => {
  it('tells private, loopback, link-local and metadata addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', 'not an address']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses IPv4-mapped, SIIT, IPv4-compatible, site-local, 6to4, Teredo and NAT64 forms, and the reserved ranges', () => {
    for (const address of [
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::ffff:0:127.0.0.1',
      '::ffff:0:8.8.8.8',
      '::127.0.0.1',
      '::7f00:1',
      '::8.8.8.8',
      '::808:808',
      'fec0::1',
      'fe80::1%eth0',
      '2002:7f00:1::1',
      '2002:808:808::1',
      '2001::1',
      '64:ff9b::7f00:1',
      '64:ff9b::808:808',
      '64:ff9b:1::a00:1',
      '255.255.255.255',
      '192.0.2.1',
      '198.51.100.1',
      '203.0.113.1',
      '2001:db8::1',
      '198.18.0.1',
      '2001:2::1',
      '100::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('refuses hooks to private addresses unless WEBHOOK_ALLOW_PRIVATE is on, and never sends to one', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/', 'http://[::1]/', ...IPV6_LITERALS]) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/webhooks`, headers: owner.headers, payload: { url, events: ['comment.created'] } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message, url).toBe(WEBHOOK_PRIVATE_REFUSED);
    }
    const saved = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/webhooks`, headers: owner.headers, payload: { url: 'http://93.184.216.34/hook', events: ['comment.created'] } });
    expect(saved.statusCode, saved.body).toBe(201);
    const moved = await ctx.app.inject({ method: 'PUT', url: `/api/v1/webhooks/${saved.json().data.id}`, headers: owner.headers, payload: { url: 'http://[::ffff:0:127.0.0.1]/' } });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toBe(WEBHOOK_PRIVATE_REFUSED);

    const sent = await sendWebhook('http://localhost:9/hook', {}, '{}', false);
    expect(sent).toMatchObject({ statusCode: null, excerpt: WEBHOOK_PRIVATE_REFUSED, refused: true });
  });

  it('never connects to a private IP literal, for which no DNS lookup runs', async () => {
    for (const url of literalsOfReceiver()) {
      expect(await sendWebhook(url, {}, '{}', false), url).toMatchObject({ statusCode: null, excerpt: WEBHOOK_PRIVATE_REFUSED, refused: true });
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('fails the delivery of a hook whose private literal got into the database past the checks, without connecting', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const at = new Date().toISOString();
    const hooks = await ctx.app.database.db
      .insertInto('webhooks')
      .values(
        literalsOfReceiver().map((url) => ({
          project_id: projectId,
          url,
          events: JSON.stringify(['asset.created']),
          active: 1,
          secret: `whsec_${Buffer.from('a secret of twenty-four!').toString('base64')}`,
          created_by_user_id: owner.user.id,
          created_at: at,
          updated_at: at,
          failing_since: null,
          disabled_reason: null,
        })),
      )
      .returning('id')
      .execute();
    await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');

    for (const { id } of hooks) {
      const deliveries = async () => (await ctx.app.inject({ method: 'GET', url: `/api/v1/webhooks/${id}/deliveries`, headers: owner.headers })).json().data;
      await expect.poll(async () => (await deliveries())[0]?.state, { timeout: 5000 }).toBe('failed');
      expect(await deliveries()).toEqual([expect.objectContaining({ event: 'asset.created', state: 'failed', status_code: null, attempts: 1, response_excerpt: WEBHOOK_PRIVATE_REFUSED })]);
    }
    // Refused for good: no job left to try again.
    await expect.poll(async () => (await ctx.app.database.db.selectFrom('jobs').select('id').where('kind', '=', 'deliver-webhook').execute()).length).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });
});
