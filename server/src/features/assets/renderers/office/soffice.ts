import { execFile, spawn } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OfficeSourceType } from '@review/contract/office';
import { RenderRefusal } from '../refusal.ts';
import { writeProfile } from './profile.ts';
import { OFFICE_DAMAGED, OFFICE_NO_CONVERTER, officeTooSlow } from './refusals.ts';
import type { OfficeSettings } from './settings.ts';

let networkIsolation: Promise<boolean> | undefined;
/**
 * Whether this system gives an unprivileged process a network of its own (`unshare -rn`, a user and
 * network namespace): LibreOffice then has no network at all. Where it cannot (a container without
 * user namespaces), the profile's settings are what keep it from fetching.
 */
const canIsolateNetwork = () => (networkIsolation ??= new Promise((resolve) => execFile('unshare', ['-rn', 'true'], { timeout: 5_000, env: { PATH: '/usr/bin:/bin' } }, (error) => resolve(!error))));

export async function hasSoffice(sofficePath: string): Promise<boolean> {
  return fsp.access(sofficePath, fsp.constants.X_OK).then(
    () => true,
    () => false,
  );
}

/**
 * Converts an Office file to PDF with a local LibreOffice, in a child of its own: a fresh profile
 * (profile.ts) in a folder deleted after, an environment of its own (none of the server's), its
 * address space limited (prlimit), no network where the system allows (unshare), and `timeout`
 * killing its whole process group past the time limit, even if this process is gone by then.
 * Answers the PDF's path in `outDir`.
 */
export async function convertWithSoffice(input: string, type: OfficeSourceType, outDir: string, settings: OfficeSettings): Promise<string> {
  if (!(await hasSoffice(settings.sofficePath))) throw new RenderRefusal(OFFICE_NO_CONVERTER);
  const dir = await fsp.mkdtemp(path.join(outDir, 'office-'));
  try {
    const profile = await writeProfile(dir);
    // LibreOffice picks its import filter by the name too: the original under a name of ours with its type.
    const source = path.join(dir, `document.${type}`);
    await fsp.copyFile(input, source);
    await fsp.mkdir(path.join(dir, 'tmp'));
    const isolated = await canIsolateNetwork();
    const command = [
      ...['timeout', '--signal=KILL', String(settings.timeoutMs / 1000)],
      ...['prlimit', `--as=${settings.memoryBytes}`, '--'],
      ...(isolated ? ['unshare', '-rn', '--'] : []),
      ...[settings.sofficePath, `-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--norestore', '--nolockcheck', '--nodefault', '--nologo'],
      ...['--convert-to', 'pdf', '--outdir', path.join(dir, 'out'), source],
    ];
    const started = Date.now();
    const status = await run(command, { cwd: dir, env: { PATH: '/usr/bin:/bin', HOME: profile, TMPDIR: path.join(dir, 'tmp'), LANG: 'C.UTF-8', SAL_USE_VCLPLUGIN: 'svp' } });
    // Killed by `timeout`, whose own status a KILL to its group may take with it: the clock tells.
    if (status !== 0 && Date.now() - started >= settings.timeoutMs) throw new RenderRefusal(officeTooSlow(settings.timeoutMs / 1000));
    // LibreOffice answers 0 even when it could not load the file; what tells is the PDF it wrote, or not.
    const pdf = path.join(outDir, `${path.basename(dir)}.pdf`);
    await fsp.rename(path.join(dir, 'out', 'document.pdf'), pdf).catch(() => {
      throw new RenderRefusal(OFFICE_DAMAGED);
    });
    return pdf;
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

function run([command, ...args]: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command!, args, { ...options, stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
