import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Asset } from '@review/contract/assets';
import type { UpdateReviewBody } from '@review/contract/reviews';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { pngFile, seedUploadedAsset, solidPng } from '../support/asset-seed.ts';
import { invitationPath, seedInvitation, seedProject } from '../support/project-seed.ts';
import { registerUser, signIn, type TestUser } from '../support/users.ts';
import { screenshotPath } from '../support/screenshot.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

/** `YYYY-MM-DD`, `days` from today (UTC, as the server counts). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title} \\(`) });
const cardOf = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const sidebarOf = (page: Page) => page.getByRole('region', { name: 'Review sidebar' });

/** A member of the project, signed in in a browser of their own. */
async function joinProject(browser: Browser, owner: APIRequestContext, projectId: number, member: TestUser, viewport = { width: 1280, height: 720 }): Promise<Page> {
  const invitation = await seedInvitation(owner, projectId, member.email);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, bypassCSP: true, viewport });
  await signIn(context.request, member);
  const accepted = await context.request.post(`/api/v1/invitations/${invitationPath(invitation.link).split('/').pop()}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  return context.newPage();
}

async function userIdOf(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/v1/profile')).json()) as { data: { id: number } }).data.id;
}

async function putReview(request: APIRequestContext, asset: Asset, body: UpdateReviewBody) {
  const response = await request.put(`/api/v1/assets/${asset.id}/review`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
}

test('a designer asks a lead and a colleague to review; changes, a new version and the lead’s approval reach every screen', async ({ signedInPage: page, browser, request }) => {
  test.setTimeout(120_000);
  const project = await seedProject(page.request, 'Autumn launch');
  const asset = await seedUploadedAsset(page.request, project.id, 'landing-hero.png');
  const lead = await registerUser(request, { first_name: 'Grace', last_name: 'Hopper' });
  const colleague = await registerUser(request, { first_name: 'Alan', last_name: 'Turing' });
  // Tall enough for the whole Reviewers panel in its screenshot.
  const leadPage = await joinProject(browser, page.request, project.id, lead, { width: 1440, height: 1000 });
  const colleaguePage = await joinProject(browser, page.request, project.id, colleague, { width: 1280, height: 860 });

  // The designer opens the Reviewers panel from the card's menu and asks both, the lead as required approver.
  await page.goto(`/project/${project.id}`);
  await cardOf(page, 'landing-hero').getByRole('button', { name: 'Actions for landing-hero' }).click();
  await page.getByRole('menuitem', { name: 'Reviewers…' }).click();
  await expect(page).toHaveURL(new RegExp(`/asset/${asset.id}\\?panel=reviewers`));
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByRole('tab', { name: 'Reviewers' })).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar.getByText('No reviewers yet.')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Add reviewers' }).click();
  const editor = sidebar.getByRole('form', { name: 'Edit reviewers' });
  await editor.getByLabel('Add a reviewer').selectOption({ label: 'Grace Hopper' });
  await editor.getByRole('button', { name: 'Add', exact: true }).click();
  await editor.getByRole('checkbox', { name: 'Required: Grace Hopper' }).check();
  await editor.getByLabel('Add a reviewer').selectOption({ label: 'Alan Turing' });
  await editor.getByRole('button', { name: 'Add', exact: true }).click();
  await editor.getByLabel('Due date').fill(dayFromToday(7));
  await expectNoSeriousViolations(page);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reviewers saved.')).toBeVisible();
  const reviewers = sidebar.getByRole('list', { name: 'Reviewers' }).getByRole('listitem');
  await expect(reviewers).toHaveCount(2);
  await expect(reviewers.nth(0)).toContainText(/Grace Hopper\s*Required\s*Pending/);
  await expect(reviewers.nth(1)).toContainText(/Alan Turing\s*Pending/);
  await expect(sidebar.getByText('All required approvers')).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Approve' }), 'the designer is not a reviewer').toHaveCount(0);

  // The lead's dashboard lists what waits for them, and the sidebar counts it.
  await leadPage.goto('/');
  const waiting = leadPage.getByRole('list', { name: 'Waiting for my review' });
  await expect(waiting.getByRole('link')).toHaveCount(1);
  await expect(waiting.getByRole('link')).toContainText(/landing-hero\s*Autumn launch · Version 1/);
  await expect(leadPage.getByRole('button', { name: 'To review 1 asset' })).toBeVisible();

  // The colleague asks for changes, with a note.
  await colleaguePage.goto(`/asset/${asset.id}?panel=reviewers`);
  const colleagueSidebar = sidebarOf(colleaguePage);
  await colleagueSidebar.getByRole('button', { name: 'Request changes' }).click();
  await colleagueSidebar.getByLabel('Note (optional)').fill('The headline wraps badly on phones.');
  await colleagueSidebar.getByRole('button', { name: 'Send request' }).click();
  await expect(colleaguePage.getByText('Decision recorded.')).toBeVisible();
  const colleagueRow = colleagueSidebar.getByRole('list', { name: 'Reviewers' }).getByRole('listitem').filter({ hasText: 'Alan Turing' });
  await expect(colleagueRow).toContainText('Changes requested');
  await expect(colleagueRow).toContainText('“The headline wraps badly on phones.”');

  // The designer uploads version 2: every decision is pending again.
  const upload = await page.request.post('/api/v1/versions', {
    multipart: { asset_id: String(asset.id), note: 'Shorter headline', design_file: await pngFile('landing-hero.png', await solidPng(640, 400, '#0e7490')) },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  // Two more cards for the board: one overdue, one moved to Approved by hand.
  const leadId = await userIdOf(leadPage.request);
  const colleagueId = await userIdOf(colleaguePage.request);
  const pricing = await seedUploadedAsset(page.request, project.id, 'pricing-table.png');
  await putReview(page.request, pricing, { reviewers: [{ user_id: leadId, required: true }], due_date: dayFromToday(-2) });
  const footer = await seedUploadedAsset(page.request, project.id, 'footer-links.png');
  await putReview(page.request, footer, { reviewers: [{ user_id: colleagueId, required: false }] });
  expect((await page.request.put(`/api/v1/assets/${footer.id}`, { data: { status: 'Approved' } })).status()).toBe(200);

  await colleaguePage.goto(`/project/${project.id}`);
  const card = cardOf(colleaguePage, 'landing-hero');
  await expect(card.locator('[data-decision="pending"]')).toHaveCount(2);
  await expect(card.getByRole('list', { name: 'Reviewers' }).getByRole('listitem').nth(0)).toContainText('Grace Hopper: pending');
  await expect(card.getByRole('list', { name: 'Reviewers' }).getByRole('listitem').nth(1)).toContainText('Alan Turing: pending');
  await expect(cardOf(colleaguePage, 'pricing-table')).toContainText('Overdue');
  await expect(cardOf(colleaguePage, 'footer-links')).toContainText('Moved by hand');

  // The lead, looking at version 1, is told decisions are about version 2; there they approve.
  const firstVersionId = asset.versions[0]!.id;
  await leadPage.goto(`/asset/${asset.id}?panel=reviewers&version=${firstVersionId}`);
  const leadSidebar = sidebarOf(leadPage);
  await expect(leadSidebar.getByText('Decisions are about the newest version, version 2.')).toBeVisible();
  await expect(leadSidebar.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await leadSidebar.getByRole('button', { name: 'Show version 2' }).click();
  await expect(leadSidebar.getByRole('heading', { name: 'Your decision on version 2' })).toBeVisible();
  await expectNoSeriousViolations(leadPage);
  await leadSidebar.getByRole('button', { name: 'Approve' }).click();
  await expect(leadPage.getByText('Decision recorded.')).toBeVisible();
  await expect(leadSidebar.getByText('Version 2 is approved.')).toBeVisible();
  await expect(leadSidebar.getByText('You approved this version. You can still change your mind.')).toBeVisible();
  await leadSidebar.getByText('Earlier versions').click();
  const earlier = leadSidebar.getByRole('region', { name: 'Version 1' });
  await expect(earlier).toContainText(/Alan Turing requested changes\s*“The headline wraps badly on phones.”/);
  await leadSidebar.screenshot({ path: screenshotPath('reviewers-panel.png') });

  // The colleague's open board follows without a reload.
  await expect(column(colleaguePage, 'Approved').getByRole('link', { name: 'landing-hero' })).toBeVisible();
  await expect(cardOf(colleaguePage, 'landing-hero')).toContainText('Approved by review');
  await expect(card.locator('[data-decision="approved"]')).toHaveCount(1);
  await colleaguePage.screenshot({ path: screenshotPath('board-decisions.png') });

  // The lead's waiting list keeps only the overdue asset; the History tab tells the story.
  await leadPage.goto('/');
  await expect(waiting.getByRole('link')).toHaveCount(1);
  await expect(waiting.getByRole('link')).toContainText(/pricing-table.*Overdue/);
  await page.goto(`/asset/${asset.id}`);
  await sidebar.getByRole('tab', { name: 'History' }).click();
  const history = sidebar.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Approved: all required approvers approved version 2 (after Grace Hopper’s decision)');
  await expect(history).toContainText('Grace Hopper approved version 2');
  await expect(history).toContainText('uploaded version 2');
  await expect(history).toContainText(/Alan Turing requested changes on version 1\s*“The headline wraps badly on phones.”/);
});

test('a decision or a save the server refuses shows its message, and the form stays open', async ({ signedInPage: page }) => {
  const project = await seedProject(page.request, 'Refused reviews');
  const asset = await seedUploadedAsset(page.request, project.id, 'banner.png');
  await putReview(page.request, asset, { reviewers: [{ user_id: await userIdOf(page.request), required: true }] });
  await page.goto(`/asset/${asset.id}?panel=reviewers`);
  const sidebar = sidebarOf(page);

  await page.route(`**/api/v1/assets/${asset.id}/decisions`, (route) => route.fulfill({ status: 409, json: { message: 'Decisions are about the newest version: version 2.' } }));
  await sidebar.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Decision not recorded')).toBeVisible();
  await expect(page.getByText('Decisions are about the newest version: version 2.')).toBeVisible();

  await page.route(`**/api/v1/assets/${asset.id}/review`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 422, json: { message: 'Reviewers must be members of the project.' } }) : route.fallback(),
  );
  await sidebar.getByRole('button', { name: 'Edit reviewers' }).click();
  await sidebar.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reviewers not saved')).toBeVisible();
  await expect(page.getByText('Reviewers must be members of the project.')).toBeVisible();
  await expect(sidebar.getByRole('form', { name: 'Edit reviewers' })).toBeVisible();
});
