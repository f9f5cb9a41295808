import type { Page, Request } from '@playwright/test';
import { LOCALES } from '@review/contract/locales';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/users.ts';

/** The budget: the JavaScript of a first visit, compressed as the server sends it, the language's catalog counted. */
const BUDGET_BYTES = 200 * 1024;

/** Scripts the page asked for, by their compressed size on the wire. */
function scriptsOf(page: Page) {
  const requested: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request);
  });
  const sizeOf = async (requests: Request[]) => {
    const sizes = await Promise.all(requests.map(async (request) => (await request.response())?.finished().then(async () => (await request.sizes()).responseBodySize) ?? 0));
    return sizes.reduce((sum, size) => sum + size, 0);
  };
  return { requested, sizeOf };
}

test('the dashboard first loads within 200 KB of JavaScript in every language', async ({ browser, user, baseURL }) => {
  const measured: Record<string, { firstScreen: number; withPrefetch: number }> = {};
  for (const locale of LOCALES) {
    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    await signIn(page.request, user);
    await page.request.put('/api/v1/profile/update', { data: { locale } });
    const scripts = scriptsOf(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // What the first screen needed; the rest of the catalog is fetched afterwards, when the browser is idle.
    const firstScreen = await scripts.sizeOf([...scripts.requested]);
    await page.waitForLoadState('networkidle');
    measured[locale] = { firstScreen, withPrefetch: await scripts.sizeOf(scripts.requested) };
    await context.close();
  }
  test.info().annotations.push({ type: 'first-load JS (bytes)', description: JSON.stringify(measured) });
  console.log('first-load JS (bytes)', JSON.stringify(measured));
  // Held to the whole visit, the rest of the catalog (fetched once the first screen settles) counted too.
  for (const [locale, { withPrefetch }] of Object.entries(measured)) expect(withPrefetch, `${locale}: ${withPrefetch} bytes`).toBeLessThanOrEqual(BUDGET_BYTES);
});
