import { expect, test } from '../support/fixtures.ts';
import { seedChangedVersion, seedDesign } from '../support/design-seed.ts';

test('two versions compare side by side, as a wipe, as an overlay and pixel by pixel', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  await seedChangedVersion(page.request, design);
  await page.goto(`/asset/${design.asset.id}`);
  await expect(page.getByText('Version: 2')).toBeVisible();

  await page.getByRole('button', { name: 'Compare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('A', { exact: true }).locator('option:checked')).toHaveText('Version 1 · 1A');
  await expect(dialog.getByLabel('B', { exact: true }).locator('option:checked')).toHaveText('Version 2 · 2A');

  // Side by side: both panes zoom together (opened fitted) and scroll together.
  const a = dialog.getByRole('img', { name: 'A: Version 1 · 1A' });
  const b = dialog.getByRole('img', { name: 'B: Version 2 · 2A' });
  await expect(a).toBeVisible();
  await expect(b).toBeVisible();
  await dialog.getByRole('button', { name: '100% (actual size)' }).click();
  await expect(dialog.getByLabel('Zoom level')).toHaveText('100%');
  await expect.poll(async () => (await b.boundingBox())!.width).toBeCloseTo(design.width, 0);
  expect((await a.boundingBox())!.width).toBeCloseTo((await b.boundingBox())!.width, 0);
  const panes = dialog.getByRole('region');
  await panes.first().evaluate((element) => element.scrollTo(120, 60));
  await expect.poll(() => panes.last().evaluate((element) => [element.scrollLeft, element.scrollTop])).toEqual(await panes.first().evaluate((element) => [element.scrollLeft, element.scrollTop]));

  // Wipe (key 2): the divider moves with the keyboard and by dragging, and B is cut at it.
  await page.keyboard.press('2');
  const divider = dialog.getByRole('slider', { name: 'Wipe divider' });
  await expect(divider).toHaveAttribute('aria-valuenow', '50');
  await divider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(divider).toHaveAttribute('aria-valuenow', '49');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(divider).toHaveAttribute('aria-valuenow', '59');
  const wipeB = dialog.getByRole('img', { name: 'B: Version 2 · 2A' });
  await expect(wipeB).toHaveCSS('clip-path', 'inset(0px 0px 0px 59%)');
  // The divider runs the image's full height: grab it at the middle of what is in view.
  const knob = (await divider.boundingBox())!;
  const view = (await dialog.getByRole('region', { name: /^Wipe between/ }).boundingBox())!;
  const stage = (await dialog.getByRole('img', { name: 'A: Version 1 · 1A' }).boundingBox())!;
  const y = view.y + view.height / 2;
  await page.mouse.move(knob.x + knob.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * 0.25, y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await divider.getAttribute('aria-valuenow'))).toBeLessThan(35);

  // Overlay: the opacity slider fades B over A.
  await dialog.getByRole('button', { name: 'Overlay' }).click();
  const opacity = dialog.getByRole('slider', { name: 'Opacity of B' });
  await expect(opacity).toHaveValue('50');
  await opacity.fill('20');
  await expect(dialog.getByRole('img', { name: 'B: Version 2 · 2A' })).toHaveCSS('opacity', '0.2');

  // Difference (key 4, pressed while the slider has the focus): a canvas of |A − B| and a count of the pixels that changed.
  await page.keyboard.press('4');
  const difference = dialog.getByRole('img', { name: 'Pixel difference between Version 1 · 1A and Version 2 · 2A' });
  await expect(difference).toBeVisible();
  await expect(dialog.getByText(/of 600,000 pixels differ/)).toBeVisible();
  const changedAt = async () => Number(await difference.getAttribute('data-changed'));
  await expect.poll(changedAt).toBeGreaterThan(20_000);
  const atDefault = await changedAt();
  // The block moved 40 px right and down: about 2 × 200×140 minus the overlap changed.
  expect(atDefault).toBeLessThan(80_000);
  const highlighted = await difference.evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(620, 300, 1, 1).data;
    return Array.from(data);
  });
  expect(highlighted).toEqual([255, 0, 170, 255]);
  await dialog.getByRole('slider', { name: 'Threshold' }).fill('128');
  await expect.poll(changedAt).not.toBe(atDefault);
  // Raw |A − B|: near black where nothing changed, blue minus red where the blocks overlap.
  await dialog.getByRole('checkbox', { name: 'Highlight changes' }).uncheck();
  const pixelAt = (x: number, y: number) => difference.evaluate((canvas: HTMLCanvasElement, [px, py]) => Array.from(canvas.getContext('2d')!.getImageData(px!, py!, 1, 1).data), [x, y]);
  await expect.poll(async () => (await pixelAt(620, 300))[1]).not.toBe(0);
  const [red, green, blue] = await pixelAt(620, 300);
  expect(red).toBeGreaterThan(150);
  expect(green).toBeLessThan(80);
  expect(blue).toBeGreaterThan(120);
  expect(Math.max(...(await pixelAt(50, 50)).slice(0, 3))).toBeLessThan(16);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
