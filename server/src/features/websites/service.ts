import { breakpointName, DEFAULT_BREAKPOINTS, type CreateWebsiteBody, type UpdateWebsiteSettingsBody, type WebsiteSettings } from '@review/contract/websites';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../errors.ts';
import { chromiumMissing, hasChromium } from '../../renderer/chromium.ts';
import type { UserRow } from '../auth/index.ts';
import { blobKeysOf, type AssetsService, type GeneratedVariation } from '../assets/index.ts';
import { authorize, findVisibleProject } from '../projects/index.ts';
import type { createCredentialBox } from './credentials.ts';
import { createWebsitesRepository, readCaptureDetails } from './repository.ts';
import { placeholderPng, PLACEHOLDER_NAME, storePng, type PngStore } from './store-png.ts';


/** The asset's title until someone renames it: the host and path asked for (`example.com/pricing`). */
export const titleOfUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`;
};

interface WebsitesDeps {
  db: Db;
  blobs: BlobStore;
  assets: AssetsService;
  pngStore: PngStore;
  box: ReturnType<typeof createCredentialBox>;
  chromiumPath: string;
}

/** Adding a website, capturing it again, and a project's capture settings. */
export function createWebsitesService({ db, blobs, assets, pngStore, box, chromiumPath }: WebsitesDeps) {
  const repo = createWebsitesRepository(db);

  const captureUnavailable = async () => ((await hasChromium(chromiumPath)) ? null : chromiumMissing(chromiumPath));
  async function assertCanCapture() {
    const reason = await captureUnavailable();
    // 422, not 503: nothing will change by waiting, the server's operator has to install a browser.
    if (reason) throw new AppError(422, 'chromium_missing', { params: { path: chromiumPath } });
  }

  async function settingsOf(projectId: number) {
    const row = await repo.findSettings(projectId);
    return {
      breakpoints: row ? (JSON.parse(row.breakpoints) as number[]) : [...DEFAULT_BREAKPOINTS],
      hide_selectors: row ? (JSON.parse(row.hide_selectors) as string[]) : [],
    };
  }

  /**
   * The variations of a version to capture, each first showing the placeholder (so every reader of a
   * variation has a file), with their `website` rows and the job, written in the version's transaction.
   */
  async function prepareCaptures(url: string, breakpoints: number[]) {
    const placeholder = await storePng(pngStore, await placeholderPng(), PLACEHOLDER_NAME);
    const { design_file, thumbnail, preview, file_name, file_type, file_size, width, height } = placeholder;
    const variations: GeneratedVariation[] = breakpoints.map((breakpoint) => ({
      variation_name: breakpointName(breakpoint),
      ...{ design_file, thumbnail, preview, file_name, file_type, file_size, width, height },
      page_count: 1,
      render_state: 'rendering',
      is_capture: 1,
      rendered_size: placeholder.rendered_size,
    }));
    const writeCaptures = async (trx: Db, rows: { id: number; version_id: number }[]) => {
      const trxRepo = createWebsitesRepository(trx);
      for (const [index, row] of rows.entries()) {
        await trxRepo.insertCaptureRow(row.id, preview, { url, breakpoint: breakpoints[index]!, final_url: null, title: null, captured_at: null, truncated: false, refused: [] });
      }
      await enqueue(trx, 'capture-website', { version_id: rows[0]!.version_id });
    };
    const release = () => releaseBlobs(db, blobs, blobKeysOf(placeholder));
    return { variations, writeCaptures, release };
  }

  async function withCaptures<T>(url: string, breakpoints: number[], write: (prepared: Awaited<ReturnType<typeof prepareCaptures>>) => Promise<T>) {
    const prepared = await prepareCaptures(url, breakpoints);
    try {
      return await write(prepared);
    } catch (error) {
      await prepared.release();
      throw error;
    }
  }

  return {
    /** `POST /assets/website`: the asset, version 1 with a variation per breakpoint, capturing. */
    async createWebsite(user: UserRow, body: CreateWebsiteBody) {
      const { project, role } = await findVisibleProject(db, user.id, body.project_id);
      authorize(role, 'asset.create');
      await assertCanCapture();
      const breakpoints = body.breakpoints ?? (await settingsOf(project.id)).breakpoints;
      const credentials = body.username && body.password ? await box.seal({ username: body.username, password: body.password }) : null;
      return withCaptures(body.url, breakpoints, ({ variations, writeCaptures }) =>
        assets.createGeneratedAsset(user, project, titleOfUrl(body.url), variations, async (trx, rows, asset) => {
          await createWebsitesRepository(trx).insertSource({ asset_id: asset.id, url: body.url, credentials, created_at: asset.created_at });
          await writeCaptures(trx, rows);
        }),
      );
    },

    /** `POST /assets/{id}/capture`: the next version, captured at the newest version's breakpoints, so What changed compares like with like. */
    async captureAgain(user: UserRow, assetId: number) {
      const { asset, project, role } = await assets.findVisibleAsset(user, assetId);
      authorize(role, 'asset.update');
      const source = await repo.findSource(asset.id);
      if (!source) throw new AppError(422, 'not_a_website');
      await assertCanCapture();
      const newest = await repo.listCapturesOfNewestVersion(asset.id);
      const breakpoints = newest.map((row) => readCaptureDetails(row.details)?.breakpoint).filter((width): width is number => width !== undefined);
      const widths = breakpoints.length ? breakpoints : (await settingsOf(project.id)).breakpoints;
      return withCaptures(source.url, widths, ({ variations, writeCaptures }) =>
        assets.createGeneratedVersion(user, asset, project.user_id, '', variations, (trx, rows) => writeCaptures(trx, rows)),
      );
    },

    /** `GET /projects/{id}/website-settings`, for anyone in the project. */
    async getSettings(user: UserRow, projectId: number): Promise<WebsiteSettings> {
      // Finding the project asks project.view.
      const { project } = await findVisibleProject(db, user.id, projectId);
      return { ...(await settingsOf(project.id)), capture_unavailable: await captureUnavailable() };
    },

    /** `PUT /projects/{id}/website-settings`, for those who may change the project's settings. */
    async updateSettings(user: UserRow, projectId: number, body: UpdateWebsiteSettingsBody): Promise<WebsiteSettings> {
      const { project, role } = await findVisibleProject(db, user.id, projectId);
      authorize(role, 'project.update');
      await repo.saveSettings({ project_id: project.id, breakpoints: JSON.stringify(body.breakpoints), hide_selectors: JSON.stringify(body.hide_selectors), updated_at: new Date().toISOString() });
      return { ...(await settingsOf(project.id)), capture_unavailable: await captureUnavailable() };
    },
  };
}

export type WebsitesService = ReturnType<typeof createWebsitesService>;
