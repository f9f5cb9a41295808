import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { ShareLinkReply } from '@review/contract/sharing';
import { runAdmin } from '../support/admin-cli.ts';
import { pngFile, seedUploadedAsset, solidPng } from '../support/asset-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { addMember, seedMention, userIdOf } from '../support/notification-seed.ts';
import { seedProject } from '../support/project-seed.ts';
import { auditScreen } from '../support/pseudo-audit.ts';
import { seedComment } from '../support/review-seed.ts';
import { screenshotPath } from '../support/screenshot.ts';
import { registerUser, signIn } from '../support/users.ts';

// Every screen is read in the pseudo-locales (web/src/i18n/pseudo-locale.ts). What people write is
// seeded in accented letters too, so that only the interface's own words can be left in English.
const COMMENT = 'Ŀöṽéĺý çöĺöüŕš';
const DESIGN = 'Ƥöšţéŕ';
const OWNER = { first_name: 'Àđà', last_name: 'Ĺöṽéĺàçé' };
const COLLEAGUE = { first_name: 'Ĝŕàçé', last_name: 'Ĥöƥƥéŕ' };
const PROJECT = 'Àţĺàš çàɱƥàíĝñ';
/** What people wrote, which a screen may cut short (names in a narrow menu, file names in a card). */
const USER_CONTENT = [COMMENT, DESIGN, 'Ɓàññéŕ', PROJECT, ...Object.values(OWNER), ...Object.values(COLLEAGUE)];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

interface World {
  projectId: number;
  reviewedAssetId: number;
  comparedAssetId: number;
  guestPath: string;
}

async function expectCreated(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<void> {
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * An administrator's project: a design with a comment and an annotation, another with two versions to
 * compare, a review link, a mention from a second member (a notification), an API token and a webhook.
 */
async function seedWorld(page: Page, browser: Browser): Promise<World> {
  const owner = await registerUser(page.request, OWNER);
  await runAdmin('set-admin', '--email', owner.email);
  await signIn(page.request, owner);
  const project = await seedProject(page.request, PROJECT);
  const reviewed = await seedUploadedAsset(page.request, project.id, `${DESIGN}.png`);
  const variationId = reviewed.versions[0]!.variations[0]!.id;
  await seedComment(page.request, reviewed, COMMENT);
  const at = JSON.stringify([{ x: 200, y: 150 }]);
  await expectCreated(await page.request.post('/api/v1/annotation-comments', { data: { variation_id: variationId, starting_point: at, path: at, content: 'Ɱöṽé ţĥíš', color: 'red' } }));

  const compared = await seedUploadedAsset(page.request, project.id, 'Ɓàññéŕ.png');
  await expectCreated(await page.request.post('/api/v1/versions', { multipart: { asset_id: String(compared.id), design_file: await pngFile('Ɓàññéŕ.png', await solidPng(640, 400, '#16a34a')) } }));

  const link = await page.request.post(`/api/v1/assets/${reviewed.id}/share-links`);
  await expectCreated(link);
  await expectCreated(await page.request.post('/api/v1/tokens', { data: { name: 'Ñíĝĥţĺý', scope: 'read' } }));
  await expectCreated(await page.request.post(`/api/v1/projects/${project.id}/webhooks`, { data: { url: 'https://example.com/hooks/review', events: ['comment.created'] } }));

  const member = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const colleague = await registerUser(member.request, COLLEAGUE);
  await signIn(member.request, colleague);
  await addMember(page.request, member.request, project.id, colleague);
  await seedMention(member.request, reviewed, await userIdOf(page.request), 'Ŵĥàţ ðö ýöü ţĥíñķ?');
  await member.close();

  return { projectId: project.id, reviewedAssetId: reviewed.id, comparedAssetId: compared.id, guestPath: new URL(((await link.json()) as ShareLinkReply).data.link).pathname };
}

/** Opens a path and waits until its data has replaced the loading placeholders. */
async function visit(page: Page, path: string, locale: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await page.waitForFunction(() => document.querySelector('main') && !document.querySelector('.animate-pulse, [aria-busy="true"]'));
}

/** The signed-in screens, each opened as a person gets there. */
const SCREENS: { name: string; open: (page: Page, world: World, locale: string) => Promise<void> }[] = [
  { name: 'dashboard', open: (page, _world, locale) => visit(page, '/', locale) },
  {
    name: 'project board',
    open: async (page, world, locale) => {
      await visit(page, `/project/${world.projectId}`, locale);
      await expect(page.getByText(DESIGN).first()).toBeVisible();
    },
  },
  {
    name: 'review screen',
    open: async (page, world, locale) => {
      await visit(page, `/asset/${world.reviewedAssetId}`, locale);
      await expect(page.getByText(COMMENT).first()).toBeVisible();
    },
  },
  {
    name: 'compare',
    open: async (page, world, locale) => {
      await visit(page, `/asset/${world.comparedAssetId}`, locale);
      // 'Compare' as the pseudo-locales write it: accented (en-XA) or reversed (ar-XB).
      await page.getByRole('button', { name: /Çöɱþàŕé|Compare/ }).click();
      await expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible();
    },
  },
  { name: 'profile', open: (page, _world, locale) => visit(page, '/profile', locale) },
  { name: 'administration', open: (page, _world, locale) => visit(page, '/admin', locale) },
  {
    name: 'notifications',
    open: async (page, _world, locale) => {
      await visit(page, '/notifications', locale);
      await expect(page.getByText(COLLEAGUE.first_name).first()).toBeVisible();
    },
  },
  { name: 'search', open: (page, _world, locale) => visit(page, `/search?q=${encodeURIComponent(DESIGN)}`, locale) },
];

/** A browser whose interface starts in the language, as a tester picks a pseudo-locale (localStorage). */
async function showIn(page: Page, locale: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('review.locale', value), locale);
}

/** Every screen at each size: the signed-in ones, then a guest's review page, sign-in and sign-up, signed out. */
async function eachScreen(page: Page, browser: Browser, world: World, locale: string, check: (shown: Page, screen: string) => Promise<void>): Promise<void> {
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedOut = await visitor.newPage();
  await showIn(signedOut, locale);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await signedOut.setViewportSize(viewport);
    const at = `${viewport.width}×${viewport.height}`;
    for (const screen of SCREENS) {
      await screen.open(page, world, locale);
      await check(page, `${screen.name} at ${at}`);
    }
    for (const [name, path] of [
      ['guest review page', world.guestPath],
      ['sign-in', '/login'],
      ['sign-up', '/sign-up'],
    ] as const) {
      await visit(signedOut, path, locale);
      await check(signedOut, `${name} at ${at}`);
    }
  }
  await visitor.close();
}

test.describe.configure({ timeout: 240_000 });

test('in en-XA every screen is translated and nothing is cut off or overflows, on a desktop and on a phone', async ({ page, browser }) => {
  const world = await seedWorld(page, browser);
  await showIn(page, 'en-XA');
  await eachScreen(page, browser, world, 'en-XA', async (shown, screen) => {
    const { untranslated, overflowing } = await auditScreen(shown, USER_CONTENT);
    expect.soft(untranslated, `${screen}: words left in English`).toEqual([]);
    expect.soft(overflowing, `${screen}: text cut off or overflowing`).toEqual([]);
  });
});

test('in ar-XB every screen lays out right to left and nothing is cut off or overflows, on a desktop and on a phone', async ({ page, browser }) => {
  const world = await seedWorld(page, browser);
  await showIn(page, 'ar-XB');
  await eachScreen(page, browser, world, 'ar-XB', async (shown, screen) => {
    await expect(shown.locator('html'), screen).toHaveAttribute('dir', 'rtl');
    expect.soft((await auditScreen(shown, USER_CONTENT)).overflowing, `${screen}: text cut off or overflowing`).toEqual([]);
  });
});

test('the review screen in German and in Japanese, kept as pictures', async ({ page, browser }) => {
  const world = await seedWorld(page, browser);
  for (const [locale, comments] of [
    ['de', 'Kommentare'],
    ['ja', 'コメント'],
  ] as const) {
    // A real language is the account's own: the interface follows the profile once it is known.
    const saved = await page.request.put('/api/v1/profile/update', { data: { locale } });
    expect(saved.status(), await saved.text()).toBe(200);
    await visit(page, `/asset/${world.reviewedAssetId}`, locale);
    await expect(page.getByText(COMMENT).first()).toBeVisible();
    await expect(page.getByText(comments).first()).toBeVisible();
    await page.screenshot({ path: screenshotPath(`review-screen-${locale}.png`) });
  }
});
