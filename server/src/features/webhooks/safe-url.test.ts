import { describe, expect, it } from 'vitest';
import { WEBHOOK_PRIVATE_REFUSED } from '@review/contract/webhooks';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildProject } from '../../test/project-factories.ts';
import { isPrivateAddress } from './safe-url.ts';
import { sendWebhook } from './sender.ts';

const ctx = useTestApp();

describe('webhook addresses', () => {
  it('tells private, loopback, link-local and metadata addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', 'not an address']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses hooks to private addresses unless WEBHOOK_ALLOW_PRIVATE is on, and never sends to one', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/', 'http://[::1]/']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/webhooks`, headers: owner.headers, payload: { url, events: ['comment.created'] } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message).toBe(WEBHOOK_PRIVATE_REFUSED);
    }
    const sent = await sendWebhook('http://localhost:9/hook', {}, '{}', false);
    expect(sent).toMatchObject({ statusCode: null, excerpt: WEBHOOK_PRIVATE_REFUSED });
  });
});
