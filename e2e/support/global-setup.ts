import { startMailCatcher } from './mail-catcher.ts';

/** Starts the run's SMTP receiver; Playwright calls the returned function when the run ends. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailCatcher(Number(process.env.E2E_SMTP_PORT));
}
