import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedInvitation, seedProject } from '../support/project-seed.ts';

// axe-core is injected as an inline script, which the app's Content-Security-Policy would block.
test.use({ bypassCSP: true });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('the project table, the cards and the side panel have no serious accessibility problems', async ({ signedInPage: page }) => {
      const project = await seedProject(page.request, 'Accessible project');
      await seedInvitation(page.request, project.id, 'reviewer@example.test');
      await page.reload();
      await expect(page.getByRole('link', { name: 'Accessible project' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Cards' }).click();
      await expect(page.getByRole('article', { name: 'Accessible project' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto(`/project/${project.id}`);
      await expect(page.getByRole('complementary', { name: 'Project details' }).getByText('reviewer@example.test')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test('the actions menu works from the keyboard', async ({ signedInPage: page }) => {
  await seedProject(page.request, 'Keyboard');
  await page.reload();
  const trigger = page.getByRole('button', { name: 'Actions for Keyboard' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rename project' });
  await expect(dialog.getByLabel('Project name')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Keyboard only');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Keyboard only' })).toBeVisible();
});
