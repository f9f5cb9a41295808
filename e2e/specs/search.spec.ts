import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { seedUploadedAsset } from '../support/asset-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedProject } from '../support/project-seed.ts';
import { seedComment } from '../support/review-seed.ts';
import { registerUser, signIn } from '../support/users.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

const boxOf = (page: Page) => page.getByRole('searchbox', { name: 'Search projects and assets, and their comments' });
const resultsOf = (page: Page) => page.getByRole('listbox', { name: /^Results for/ });

test('the top bar finds a comment by the start of a word, marks it, and leads to it; a stranger finds nothing', async ({ signedInPage: page, browser }) => {
  const project = await seedProject(page.request, 'Autumn launch');
  const asset = await seedUploadedAsset(page.request, project.id, 'zanzibar-poster.png');
  const comment = await seedComment(page.request, asset, 'The Zanzibarine blue needs more contrast on dark.');

  // Part of the word: the asset's name holds it, the comment has a word starting with it.
  const box = boxOf(page);
  await box.fill('zanzib');
  const results = resultsOf(page);
  await expect(box).toHaveAttribute('aria-controls', /.+/);
  const comments = results.getByRole('group', { name: 'Comments' });
  const commentHit = comments.getByRole('option').filter({ hasText: 'needs more contrast' });
  await expect(commentHit).toBeVisible();
  await expect(commentHit.locator('mark')).toHaveText(/^zanzib/i);
  await expect(results.getByRole('group', { name: 'Assets' }).getByRole('option')).toContainText(['Autumn launch']);
  await expect(results.getByRole('group', { name: 'Assets' }).locator('img')).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // Escape closes the popup and keeps the words; the arrows reopen it and walk the options in order.
  await box.press('Escape');
  await expect(results).toHaveCount(0);
  await expect(box).toHaveValue('zanzib');
  await box.press('ArrowDown');
  await expect(results.getByRole('option', { selected: true })).toContainText('Autumn launch');
  await box.press('ArrowDown');
  await expect(commentHit).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await commentHit.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/asset/${asset.id}\\?comment=${comment.id}(&|$)`));
  const thread = page.getByRole('region', { name: 'Review sidebar' }).getByRole('article').filter({ hasText: 'Zanzibarine' });
  await expect(thread).toHaveAttribute('aria-current', 'true');

  // The last option leads to every result.
  await box.fill('zanzib');
  await results.getByRole('option', { name: 'See all results for “zanzib”' }).click();
  await expect(page).toHaveURL(/\/search\?q=zanzib$/);
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Words to search for' })).toHaveValue('zanzib');
  const commentLink = page.getByRole('region', { name: /^Comments/ }).getByRole('link', { name: /needs more contrast/ });
  await expect(commentLink.locator('mark')).toHaveText(/^zanzib/i);
  await expect(page.getByRole('region', { name: /^Assets/ }).getByRole('link')).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await commentLink.click();
  await expect(page).toHaveURL(new RegExp(`/asset/${asset.id}\\?comment=${comment.id}(&|$)`));

  // Enter on the words themselves opens the same results the popup suggested, comments included.
  await box.fill('zanzib');
  await expect(results.getByRole('option').filter({ hasText: 'needs more contrast' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zanzib$/);
  await expect(page.getByRole('region', { name: /^Comments/ }).getByRole('link', { name: /needs more contrast/ })).toBeVisible();

  // Someone outside the project finds none of it, neither in the popup nor on the page.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, bypassCSP: true });
  await signIn(context.request, await registerUser(context.request, { first_name: 'Grace', last_name: 'Hopper' }));
  const stranger = await context.newPage();
  await stranger.goto('/');
  await boxOf(stranger).fill('zanzib');
  await expect(stranger.getByRole('status').filter({ hasText: 'Nothing found for “zanzib”.' })).toBeVisible();
  await stranger.goto('/search?q=zanzib');
  await expect(stranger.getByText('Nothing found for “zanzib”. Try fewer letters or other words.')).toBeVisible();
  await context.close();
});

test('the results page says when search fails and tries again', async ({ signedInPage: page }) => {
  await page.route('**/api/v1/search?*', (route) => route.fulfill({ status: 503, json: { message: 'The database is not answering.', code: 'database_unavailable' } }));
  await page.goto('/search?q=poster');
  // The app retries a server failure twice before it says so.
  await expect(page.getByRole('alert')).toHaveText('Search failed: The database is not answering.', { timeout: 10_000 });
  await page.unroute('**/api/v1/search?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Nothing found for “poster”. Try fewer letters or other words.')).toBeVisible();
});
