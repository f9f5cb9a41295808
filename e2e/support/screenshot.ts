import path from 'node:path';
import { test } from '@playwright/test';

/** The README's pictures. */
export const README_SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

/**
 * Where a journey saves the picture `name` (e.g. 'profile-sessions.png') that the README shows: in
 * docs/screenshots/ under `npm run screenshots` (UPDATE_SCREENSHOTS=1), otherwise in the test's own
 * folder under the git-ignored test-results/, so that `npm test` leaves the checkout as it found it.
 * playwright.config.ts runs only the specs that call this when the README's pictures are refreshed.
 */
export function screenshotPath(name: string): string {
  return process.env.UPDATE_SCREENSHOTS === '1' ? path.join(README_SCREENSHOTS, name) : test.info().outputPath(name);
}
