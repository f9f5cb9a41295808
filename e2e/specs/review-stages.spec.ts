import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { seedUploadedAsset } from '../support/asset-seed.ts';
import { invitationPath, seedInvitation, seedProject } from '../support/project-seed.ts';
import { registerUser, signIn, type TestUser } from '../support/users.ts';
import { screenshotPath } from '../support/screenshot.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

const sidebarOf = (page: Page) => page.getByRole('region', { name: 'Review sidebar' });
const cardOf = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** A member of the project, signed in in a browser of their own. */
async function joinProject(browser: Browser, owner: APIRequestContext, projectId: number, member: TestUser): Promise<Page> {
  const invitation = await seedInvitation(owner, projectId, member.email);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, bypassCSP: true, viewport: { width: 1440, height: 1000 } });
  await signIn(context.request, member);
  const accepted = await context.request.post(`/api/v1/invitations/${invitationPath(invitation.link).split('/').pop()}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  return context.newPage();
}

test('a designer sets up an internal stage then a client stage; the client stage starts when the lead approves, and its reviewer asks for changes', async ({ signedInPage: page, browser, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const project = await seedProject(page.request, 'Winter campaign');
  const asset = await seedUploadedAsset(page.request, project.id, 'poster.png');
  const lead = await registerUser(request, { first_name: 'Grace', last_name: 'Hopper' });
  const client = await registerUser(request, { first_name: 'Alan', last_name: 'Turing' });
  const leadPage = await joinProject(browser, page.request, project.id, lead);
  const clientPage = await joinProject(browser, page.request, project.id, client);

  // The designer turns the single review into two stages.
  await page.goto(`/asset/${asset.id}?panel=reviewers`);
  const sidebar = sidebarOf(page);
  await sidebar.getByRole('button', { name: 'Edit stages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit stages' });
  const first = dialog.getByRole('group', { name: 'Stage 1' });
  await first.getByRole('textbox', { name: 'Name' }).fill('Internal');
  await first.getByLabel('Add a reviewer').selectOption({ label: 'Grace Hopper' });
  await first.getByRole('button', { name: 'Add', exact: true }).click();
  await first.getByRole('checkbox', { name: 'Required: Grace Hopper' }).check();
  await dialog.getByRole('button', { name: 'Add a stage' }).click();
  const second = dialog.getByRole('group', { name: 'Stage 2' });
  await second.getByRole('textbox', { name: 'Name' }).fill('Client');
  await second.getByLabel('Add a reviewer').selectOption({ label: 'Alan Turing' });
  await second.getByRole('button', { name: 'Add', exact: true }).click();
  await second.getByRole('radio', { name: 'Business days' }).check();
  await second.getByLabel('Business days after it starts').fill('3');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Save stages' }).click();
  await expect(page.getByText('Stages saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const steps = sidebar.getByRole('list', { name: 'Review stages' });
  await expect(steps.locator(':scope > li')).toHaveCount(2);
  const internal = sidebar.getByRole('region', { name: 'Stage 1: Internal' });
  const clientStage = sidebar.getByRole('region', { name: 'Stage 2: Client' });
  await expect(internal).toContainText('In review');
  await expect(clientStage).toContainText('Waiting');
  await expect(clientStage).toContainText('Starts when Internal is approved');
  await expect(clientStage).toContainText('Due 3 business days after it starts');

  // The client's stage has not started: nothing waits for them yet.
  await clientPage.goto('/');
  await expect(clientPage.getByText('Nothing is waiting for your review.')).toBeVisible();

  // The lead approves the internal stage; the client stage starts by itself.
  await leadPage.goto(`/asset/${asset.id}?panel=reviewers`);
  const leadSidebar = sidebarOf(leadPage);
  await leadSidebar.getByRole('button', { name: 'Approve' }).click();
  await expect(leadSidebar.getByRole('region', { name: 'Stage 1: Internal' })).toContainText('Approved');
  await expect(leadSidebar.getByRole('region', { name: 'Stage 2: Client' })).toContainText('In review');

  // The client finds it waiting for them, in the Client stage, and asks for changes.
  await clientPage.goto('/');
  const waiting = clientPage.getByRole('list', { name: 'Waiting for my review' });
  await expect(waiting.getByRole('link')).toContainText(/poster[\s\S]*Client stage/);
  await waiting.getByRole('link').click();
  await clientPage.getByRole('tab', { name: 'Reviewers' }).click();
  const clientSidebar = sidebarOf(clientPage);
  await clientSidebar.getByRole('button', { name: 'Request changes' }).click();
  await clientSidebar.getByLabel('Note (optional)').fill('The date is wrong.');
  await clientSidebar.getByRole('button', { name: 'Send request' }).click();
  await expect(clientSidebar.getByRole('region', { name: 'Stage 2: Client' })).toContainText('Changes requested');
  await expect(clientSidebar.getByRole('region', { name: 'Stage 2: Client' })).toContainText('The date is wrong.');
  await clientSidebar.screenshot({ path: screenshotPath('review-stages.png') });

  // The board card names the stage the review is in.
  await page.goto(`/project/${project.id}`);
  const card = cardOf(page, 'poster');
  await expect(card).toContainText('Client');
  await expect(page.getByRole('region', { name: /^In Progress \(/ }).getByRole('article')).toHaveCount(1);
});

test('an owner saves "Internal → Legal" as the project’s default template, and the next upload reviews in those stages', async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const project = await seedProject(page.request, 'Spring campaign');
  await page.goto(`/project/${project.id}`);
  await page.getByRole('complementary', { name: 'Project details' }).getByRole('button', { name: 'Review templates' }).click();
  const list = page.getByRole('dialog', { name: 'Review templates' });
  await list.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('dialog', { name: 'New template' });
  await form.getByRole('textbox', { name: 'Template name' }).fill('Internal → Legal');
  await form.getByRole('checkbox', { name: 'Default for new assets of this project' }).check();
  await form.getByRole('group', { name: 'Stage 1' }).getByRole('textbox', { name: 'Name' }).fill('Internal');
  await form.getByRole('button', { name: 'Add a stage' }).click();
  await form.getByRole('group', { name: 'Stage 2' }).getByRole('textbox', { name: 'Name' }).fill('Legal');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Review templates' })).toContainText(/Internal → Legal[\s\S]*Default/);

  const asset = await seedUploadedAsset(page.request, project.id, 'flyer.png');
  await page.goto(`/asset/${asset.id}?panel=reviewers`);
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByRole('region', { name: 'Stage 1: Internal' })).toContainText('In review');
  await expect(sidebar.getByRole('region', { name: 'Stage 2: Legal' })).toContainText('Starts when Internal is approved');
});

test('the stage editor leaves guests off on every stage, and the header gives one answer to who decides as the stages run', async ({ signedInPage: page, browser, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const project = await seedProject(page.request, 'Autumn campaign');
  const asset = await seedUploadedAsset(page.request, project.id, 'leaflet.png');
  const lead = await registerUser(request, { first_name: 'Grace', last_name: 'Hopper' });
  const leadPage = await joinProject(browser, page.request, project.id, lead);

  // A review of one stage: the spec's Approver picker is its required approver.
  await page.goto(`/asset/${asset.id}?panel=reviewers`);
  await expect(page.getByLabel('Approver')).toHaveValue('');
  await expect(page.getByLabel('Approver').locator('option:checked')).toHaveText('Anyone (default)');

  const sidebar = sidebarOf(page);
  await sidebar.getByRole('button', { name: 'Edit stages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit stages' });
  const guestsSwitch = 'Guests of review links decide in this stage';
  const first = dialog.getByRole('group', { name: 'Stage 1' });
  // The only stage takes the link's guests by itself: no switch to read as a choice.
  await expect(first.getByRole('checkbox', { name: guestsSwitch })).toHaveCount(0);
  await expect(first).toContainText('Guests of review links that allow decisions decide in the only stage.');
  await first.getByRole('textbox', { name: 'Name' }).fill('Internal');
  await first.getByLabel('Add a reviewer').selectOption({ label: 'Grace Hopper' });
  await first.getByRole('button', { name: 'Add', exact: true }).click();
  await first.getByRole('checkbox', { name: 'Required: Grace Hopper' }).check();
  await dialog.getByRole('button', { name: 'Add a stage' }).click();
  const second = dialog.getByRole('group', { name: 'Stage 2' });
  // With two stages each has the switch, off until ticked: the first one included.
  await expect(first.getByRole('checkbox', { name: guestsSwitch })).not.toBeChecked();
  await expect(second.getByRole('checkbox', { name: guestsSwitch })).not.toBeChecked();
  await second.getByRole('textbox', { name: 'Name' }).fill('Client');
  await second.getByRole('checkbox', { name: guestsSwitch }).check();
  await dialog.getByRole('button', { name: 'Save stages' }).click();
  await expect(page.getByText('Stages saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(sidebar.getByRole('region', { name: 'Stage 1: Internal' })).not.toContainText('Guests decide here');
  await expect(sidebar.getByRole('region', { name: 'Stage 2: Client' })).toContainText('Guests decide here');

  // Stages now: the header names the stage deciding and its approver, in place of the Approver picker.
  const header = page.getByRole('main').locator('p').filter({ hasText: /^Decides/ });
  await expect(header).toHaveText('Decides Internal: Grace Hopper');
  await expect(page.getByLabel('Approver')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('stage-deciders.png') });

  // Internal is running with its reviewer: the card waits in the board's Review column (Ready to Review).
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('region', { name: /^Review \(/ }).getByRole('link', { name: 'leaflet', exact: true })).toBeVisible();

  // A client with a link that allows decisions is told why not yet, in place of the buttons.
  const link = await page.request.post(`/api/v1/assets/${asset.id}/share-links`, { data: { allow_decisions: true } });
  expect(link.status(), await link.text()).toBe(201);
  const guestContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 1000 } });
  const guest = await guestContext.newPage();
  await guest.goto(new URL((await link.json()).data.link).pathname);
  const guestDecision = guest.getByRole('region', { name: 'Decision' });
  await expect(guestDecision).toContainText('Guests cannot decide on this version now. The Client stage has not started yet.');
  await expect(guestDecision.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The lead approves; the answer moves on to the client stage, and the finished one takes no more decisions.
  const approved = await leadPage.request.post(`/api/v1/assets/${asset.id}/decisions`, { data: { decision: 'approved' } });
  expect(approved.status(), await approved.text()).toBe(200);
  await guest.reload();
  await expect(guestDecision.getByRole('button', { name: 'Approve' })).toBeVisible();
  await page.goto(`/asset/${asset.id}?panel=reviewers`);
  await expect(header).toHaveText('Decides Client: guests of review links');
  await leadPage.goto(`/asset/${asset.id}?panel=reviewers`);
  await expect(sidebarOf(leadPage).getByRole('region', { name: 'Stage 1: Internal' })).toContainText('Approved');
  await expect(sidebarOf(leadPage).getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const again = await leadPage.request.post(`/api/v1/assets/${asset.id}/decisions`, { data: { decision: 'changes_requested' } });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('The Internal stage is finished, and the review has moved on to Client: decisions go there now.');
});
