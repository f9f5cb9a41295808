import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures.ts';
import { seedAsset, seedComment } from '../support/review-seed.ts';

test('a token made on the profile works as a bearer until it is revoked', async ({ signedInPage: page, user, playwright }) => {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'API tokens' });
  await section.getByLabel('Token name').fill('Nightly export');
  await section.getByRole('radio', { name: 'Read and write' }).check();
  await section.getByRole('button', { name: 'Create token' }).click();

  const shown = section.getByLabel('Your new token “Nightly export”');
  await expect(shown).toHaveValue(/^rvw_/);
  await expect(section.getByText('you will not see it again')).toBeVisible();
  const token = await shown.inputValue();
  const row = section.getByRole('list', { name: 'Your tokens' }).getByRole('listitem').filter({ hasText: 'Nightly export' });
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText('Never used');
  await expect(row).toContainText('No expiry');

  // A context of its own, without the browser's session cookie: only the token signs it in.
  const client = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const headers = { Authorization: `Bearer ${token}` };
  const before = await client.get('/api/v1/profile', { headers });
  expect(before.status(), await before.text()).toBe(200);
  expect(await before.text()).toContain(user.email);

  await section.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText('Last used this minute');

  await row.getByRole('button', { name: 'Revoke Nightly export' }).click();
  await page.getByRole('dialog', { name: 'Revoke this token?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token revoked.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await client.get('/api/v1/profile', { headers })).status()).toBe(401);
  await client.dispose();
});

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

test('a webhook added in the project panel receives a signed comment event shown in its delivery log, and is edited, switched off and deleted there', async ({ signedInPage: page }) => {
  const received: Received[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/review`;

  try {
    const asset = await seedAsset(page.request);
    await page.goto(`/project/${asset.project_id}`);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Payload URL').fill(url);
    await dialog.getByLabel('Design added').uncheck();
    await expect(dialog.getByLabel('Comment added')).toBeChecked();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    const secretField = page.getByRole('dialog', { name: 'Webhook added' }).getByLabel('Signing secret');
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await page.getByRole('dialog', { name: 'Webhook added' }).getByRole('button', { name: 'Done' }).click();

    const hook = section.getByRole('listitem').filter({ hasText: url });
    await expect(hook.getByRole('switch', { name: `Active: ${url}` })).toBeChecked();

    await seedComment(page.request, asset, 'Can the logo be larger?');
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const [delivery] = received;
    const id = String(delivery!.headers['webhook-id']);
    const timestamp = String(delivery!.headers['webhook-timestamp']);
    expect(id).not.toBe('undefined');
    expect(timestamp).toMatch(/^\d+$/);
    // Standard Webhooks: HMAC-SHA256 of `id.timestamp.body` with the secret's bytes after `whsec_`.
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${delivery!.body}`).digest('base64');
    expect(String(delivery!.headers['webhook-signature']).split(' ')).toContain(`v1,${expected}`);
    expect(delivery!.body).toContain('comment.created');

    await hook.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    const rows = log.getByRole('row').filter({ hasText: 'Comment added' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Delivered');
    await expect(rows.first().getByRole('cell', { name: '200', exact: true })).toBeVisible();
    await expect(rows.first()).toContainText('thanks');

    await rows.first().getByRole('button', { name: /^Redeliver/ }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    // The log reads itself again while open, so the new delivery appears without a reload.
    await expect(rows).toHaveCount(2, { timeout: 10_000 });
    await page.keyboard.press('Escape');

    await hook.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit webhook' });
    for (const label of ['New version uploaded', 'Comment resolved', 'Status changed', 'Reviewer decided', 'Design approved', 'Guest commented on a review link']) await edit.getByLabel(label).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(hook).toContainText('Comment added');
    await expect(hook).not.toContainText('Status changed');

    await hook.getByRole('switch').click();
    await expect(hook.getByRole('switch')).not.toBeChecked();

    await hook.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Webhook deleted.')).toBeVisible();
    await expect(section.getByText('No webhooks yet')).toBeVisible();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
