import path from 'node:path';
import type { Locale } from '@review/contract/locales';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import { announceAlone, type Announce } from '../../domain-events/announce.ts';
import type { AuditedEvent, ExportedSubject } from '../../domain-events/audited-events.ts';
import { notFound } from '../../errors.ts';
import { readLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { authorize, memberActor } from '../access/index.ts';
import { fullName, type UserRow } from '../auth/index.ts';
import type { AuditContext } from '../audit/index.ts';
import type { ReportRenderer } from './report-renderer.ts';
import { createAssetRows, variationLabel, type AssetRow, type AssetsService, type VariationRow } from '../assets/index.ts';
import { createCommentRows, memberSight, numberThreads, parseAnnotation, sightFor, type CommentRow, type CommentSight } from '../comments/index.ts';
import { framesOfComment } from '../feedback/index.ts';
import { framesMessage, settingsOf } from '../notifications/index.ts';
import { findVisibleProject } from '../projects/index.ts';
import { currentStage, loadReviewStates, type AssetReviewState } from '../reviews/index.ts';
import { guestActor, type GuestCookies, type LinkResolver } from '../sharing/index.ts';
import { readProbe, readTimeline, type FrameImages } from '../video/index.ts';
import { commentsCsv } from './csv.ts';
import { createReportsRepository } from './repository.ts';
import { countReactions } from './reaction-names.ts';
import { guestName, loadReviewerStandings, loadStageStandings, namer } from './stage-standings.ts';
import { fileSlug, formatNow, statusLabel } from './report-text.ts';
import { withWorkDir, type FileCopier } from './work-dir.ts';
import type { AssetReportInput, ReportPage, ReportThread, ReportVersion } from './report-input.ts';
import { videoPagesOf } from './video-pages.ts';
import { soundLine, videoLine } from './media-lines.ts';

export interface ReportOptions {
  /** One version; without it the newest, or every version with `allVersions`. */
  versionId?: number | undefined;
  allVersions?: boolean | undefined;
  paper: 'A4' | 'LETTER';
  /** The requester's language. */
  locale: Locale;
}

/** A made report on disk: stream it, then remove it. */
export interface ReportFile {
  filePath: string;
  fileName: string;
  remove: () => Promise<void>;
}

/**
 * Review reports and comment exports. The server reads everything and copies the pictures it needs
 * out of the blob store into a folder of the report's own; the renderer process decodes them and
 * writes the PDF there, so a 50-thread report's images never weigh on the server's memory.
 */
export function createReportsService(
  db: Db,
  { assets, blobs, renderer, frames, links, workDir, announce, defaultLocale }: { assets: AssetsService; blobs: BlobStore; renderer: ReportRenderer; frames: FrameImages; links: LinkResolver; workDir: string; announce: Announce; defaultLocale: Locale },
) {
  const assetsRepo = createAssetRows(db);
  const commentsRepo = createCommentRows(db);

  /** The pages of a variation the report shows: the first always, later ones when a thread is about them. */
  async function pagesOf(locale: Locale, variation: VariationRow, label: string, threads: ReportThread[], threadPages: Map<ReportThread, number>, copy: FileCopier): Promise<ReportPage[]> {
    const later = variation.page_count > 1 ? await assetsRepo.listPages([variation.id]) : [];
    const wanted = new Set([1, ...threads.map((thread) => threadPages.get(thread)!)]);
    const pages: ReportPage[] = [];
    for (const number of [...wanted].sort((a, b) => a - b)) {
      const page = number === 1 ? variation : later.find((candidate) => candidate.number === number);
      const key = page?.preview ?? null;
      const file = key ? await copy(key) : null;
      const size = { width: page?.width ?? variation.width, height: page?.height ?? variation.height };
      pages.push({
        label: variation.page_count > 1 ? translate(locale, 'report.page.ofDocument', { label, number }) : translate(locale, 'report.page.variation', { label }),
        ...size,
        rendering: file ? { path: file, ...size } : null,
        threads: threads.filter((thread) => threadPages.get(thread) === number),
      });
    }
    return pages;
  }

  /** `sight`: the comments its reader sees (private review stages). */
  async function assetReport(asset: AssetRow, projectName: string, options: ReportOptions, timeZone: string, sight: CommentSight): Promise<ReportFile> {
    const { locale } = options;
    const all = await assetsRepo.listVersions([asset.id]);
    const chosen = options.versionId !== undefined ? all.filter((version) => version.id === options.versionId) : options.allVersions ? all : all.slice(0, 1);
    if (options.versionId !== undefined && chosen.length === 0) throw notFound('version_not_found');
    const variations = await assetsRepo.listVariations(chosen.map((version) => version.id));
    const probes = new Map(variations.map((variation) => [variation.id, readProbe(variation.video_probe)]));
    const timelines = new Map(variations.map((variation) => [variation.id, readTimeline(variation.video_probe)]));
    const rows = (await commentsRepo.listByAsset(asset.id)).filter((row) => sight.sees(row) && variations.some((variation) => variation.id === row.variation_id));
    const threads = rows.filter((row) => row.parent_id === null);
    const numbers = numberThreads(threads);
    const nameOf = await namer(db, [...rows, ...rows.map((row) => ({ user_id: row.resolved_by_user_id }))], locale);
    const [attachments, reactions, standings] = await Promise.all([
      commentsRepo.listAttachments(rows.map((row) => row.id)),
      commentsRepo.listReactions(rows.map((row) => row.id)),
      loadReviewerStandings(db, asset.id, chosen.map((version) => version.id), all[0]?.id, locale),
    ]);
    const state = (await loadReviewStates(db, [asset.id])).get(asset.id);
    const stages = await loadStageStandings(db, state, chosen.map((version) => version.id), locale);

    return withWorkDir(blobs, workDir, async (dir, copy) => {
      const reactionsOf = (row: CommentRow) => countReactions(reactions, row.id);
      const toThread = async (row: CommentRow): Promise<ReportThread> => {
        const timeline = timelines.get(row.variation_id) ?? null;
        const frames = framesMessage(framesOfComment(row, timeline), timeline?.kind);
        return {
          number: numbers.get(row.id)!,
          author: nameOf(row),
          created_at: row.created_at,
          text: row.content,
          annotation: parseAnnotation(row.annotation),
          frames: frames === null || typeof frames === 'string' ? frames : translate(locale, frames.id, frames.values),
          attachments: (await Promise.all(attachments.filter((attachment) => attachment.comment_id === row.id).map((attachment) => copy(attachment.blob_key)))).filter((file): file is string => file !== null),
          reactions: reactionsOf(row),
          resolved: row.is_resolved && row.resolved_at ? { by: nameOf({ user_id: row.resolved_by_user_id }), at: row.resolved_at } : null,
          replies: rows.filter((reply) => reply.parent_id === row.id).map((reply) => ({ author: nameOf(reply), created_at: reply.created_at, text: reply.content, reactions: reactionsOf(reply) })),
        };
      };
      const versions: ReportVersion[] = [];
      for (const version of chosen) {
        const pages: ReportPage[] = [];
        for (const variation of variations.filter((candidate) => candidate.version_id === version.id)) {
          const own = threads.filter((thread) => thread.variation_id === variation.id).sort((a, b) => numbers.get(a.id)! - numbers.get(b.id)!);
          const made = await Promise.all(own.map(toThread));
          const label = variationLabel(version.version, variation.letter_index);
          const probe = probes.get(variation.id);
          if (probe) pages.push(...(await videoPagesOf({ locale, frames, variation, probe, label, threads: made, threadFrames: new Map(made.map((thread, index) => [thread, own[index]!.frame])), dir, copy })));
          else pages.push(...(await pagesOf(locale, variation, label, made, new Map(made.map((thread, index) => [thread, own[index]!.page])), copy)));
        }
        const first = variations.find((variation) => variation.version_id === version.id && variation.letter_index === 0);
        const probe = first && probes.get(first.id);
        versions.push({ number: version.version, video: probe ? videoLine(locale, probe) : (first && soundLine(locale, first.video_probe)) ?? null, reviewers: standings.get(version.id) ?? [], stages: stages.get(version.id) ?? null, pages });
      }
      const input: AssetReportInput = { kind: 'asset', projectName, title: asset.title, status: statusLabel(locale, asset.status), outcome: state?.outcome ?? 'pending', stage: stageLine(locale, state), versions };
      const filePath = path.join(dir, 'report.pdf');
      await renderer.report({ ...input, paper: options.paper, locale, generatedAt: formatNow(timeZone, locale), timeZone, outPath: filePath });
      const which = options.allVersions && options.versionId === undefined ? 'all-versions' : `v${chosen[0]?.version ?? 0}`;
      return { filePath, fileName: `${fileSlug(asset.title)}-${which}-review-report.pdf` };
    });
  }

  /** A member's report is in their account's language, whatever the browser asking says. */
  const localeOf = (user: UserRow): Locale => readLocale(user.locale) ?? 'en';
  const timeZoneOf = async (user: UserRow) => (await settingsOf(db, [user.id])).get(user.id)!.time_zone;

  /** A made export, announced on its own: who took what out of the project. */
  const noteExport = (event: Extract<AuditedEvent, { type: 'report.exported' | 'comments.exported' }>) => announceAlone(db, announce, event);
  const assetSubject = (asset: AssetRow): ExportedSubject => ({ type: 'asset', id: asset.id, label: asset.title });
  const projectSubject = (project: { id: number; project_name: string }): ExportedSubject => ({ type: 'project', id: project.id, label: project.project_name });
  /** The report once its export is noted; removed when it cannot be. */
  async function noted(report: ReportFile, note: () => Promise<void>): Promise<ReportFile> {
    await note().catch(async (error: unknown) => {
      await report.remove();
      throw error;
    });
    return report;
  }
  const assetOptions = (options: Omit<ReportOptions, 'locale'>) => ({ version_id: options.versionId ?? null, all_versions: Boolean(options.allVersions) });

  return {
    async assetReport(user: UserRow, assetId: number, options: Omit<ReportOptions, 'locale'>, audit: AuditContext): Promise<ReportFile> {
      const { asset, project, role } = await assets.findVisibleAsset(user, assetId);
      const actor = memberActor(user);
      authorize({ ...actor, role }, 'asset.download');
      const report = await assetReport(asset, project.project_name, { ...options, locale: localeOf(user) }, await timeZoneOf(user), await sightFor(db, actor, [asset.id]));
      return noted(report, () => noteExport({ type: 'report.exported', by: audit, project_id: asset.project_id, subject: assetSubject(asset), options: assetOptions(options) }));
    },

    /**
     * The report of an asset through a review link that allows downloads, in the language the guest
     * reads the link in (`asked`: the page's, else the browser's), else the link's, else the server's.
     */
    async guestReport(token: string, cookies: GuestCookies, assetId: number | undefined, options: Omit<ReportOptions, 'locale'>, asked: Locale | null, audit: AuditContext): Promise<ReportFile> {
      const link = await links.findSharedLink(token, cookies);
      const actor = guestActor(link, null);
      authorize(actor, 'asset.download');
      const asset = await links.assetInLink(link, assetId);
      const report = await assetReport(asset, link.project_name, { ...options, locale: asked ?? readLocale(link.locale) ?? defaultLocale }, 'UTC', await sightFor(db, actor, [asset.id]));
      return noted(report, () => noteExport({ type: 'report.exported', by: audit, project_id: asset.project_id, subject: assetSubject(asset), options: assetOptions(options), share_link_id: link.id }));
    },

    /** Every asset of the project that is not archived: status, outcome, decisions, open comments, thumbnail. */
    async projectReport(user: UserRow, projectId: number, paper: ReportOptions['paper'], audit: AuditContext): Promise<ReportFile> {
      const locale = localeOf(user);
      const { project } = await findVisibleProject(db, user.id, projectId);
      const timeZone = await timeZoneOf(user);
      const rows = await assetsRepo.listAssets(project.id, false);
      const states = await loadReviewStates(db, rows.map((row) => row.id));
      const newestIds = [...states.values()].flatMap((state) => (state.newest ? [state.newest.id] : []));
      const firsts = (await assetsRepo.listVariations(newestIds)).filter((variation) => variation.letter_index === 0);
      const open = await createReportsRepository(db).openCommentCounts(rows.map((row) => row.id));
      const report = await withWorkDir(blobs, workDir, async (dir, copy) => {
        const list = [];
        for (const row of rows) {
          const state = states.get(row.id);
          const first = firsts.find((variation) => variation.version_id === state?.newest?.id);
          const thumbnail = first ? await copy(first.thumbnail) : null;
          const decided = (state?.reviewers ?? []).filter((reviewer) => reviewer.latest);
          list.push({
            title: row.title,
            status: statusLabel(locale, row.status),
            outcome: state?.outcome ?? 'pending',
            stage: stageLine(locale, state),
            version: state?.newest?.version ?? null,
            openComments: open.get(row.id) ?? 0,
            decisions: [
              ...decided.map((reviewer) => ({ name: fullName(reviewer), decision: reviewer.decision, note: reviewer.latest!.note, decided_at: reviewer.latest!.created_at })),
              ...(state?.guests ?? []).map((guest) => ({ name: guestName(locale, guest.guest_name ?? ''), decision: guest.decision, note: guest.note, decided_at: guest.created_at })),
            ],
            thumbnail: thumbnail && first ? { path: thumbnail, width: Math.min(first.width, 480), height: Math.round((first.height * Math.min(first.width, 480)) / first.width) } : null,
          });
        }
        const filePath = path.join(dir, 'report.pdf');
        await renderer.report({ kind: 'project', projectName: project.project_name, assets: list, paper, locale, generatedAt: formatNow(timeZone, locale), timeZone, outPath: filePath });
        return { filePath, fileName: `${fileSlug(project.project_name)}-project-report.pdf` };
      });
      return noted(report, () => noteExport({ type: 'report.exported', by: audit, project_id: project.id, subject: projectSubject(project) }));
    },

    async assetCsv(user: UserRow, assetId: number, audit: AuditContext) {
      const { asset } = await assets.findVisibleAsset(user, assetId);
      const csv = await commentsCsv(db, [asset], await memberSight(db, user.id, [asset.id]));
      await noteExport({ type: 'comments.exported', by: audit, project_id: asset.project_id, subject: assetSubject(asset) });
      return { csv, fileName: `${fileSlug(asset.title)}-comments.csv` };
    },

    async projectCsv(user: UserRow, projectId: number, audit: AuditContext) {
      const { project } = await findVisibleProject(db, user.id, projectId);
      const rows = await assetsRepo.listAssets(project.id, false);
      const csv = await commentsCsv(db, rows, await memberSight(db, user.id, rows.map((row) => row.id)));
      await noteExport({ type: 'comments.exported', by: audit, project_id: project.id, subject: projectSubject(project) });
      return { csv, fileName: `${fileSlug(project.project_name)}-comments.csv` };
    },
  };
}

/** Where a review of several stages stands, for the cover and the project's list, as feedback's `describeStage` says it in English; null for one stage. */
const stageLine = (locale: Locale, state: AssetReviewState | undefined) => {
  const current = state && state.stages.length > 1 ? currentStage(state) : null;
  if (!current) return null;
  const due = current.deadline === null ? 'none' : current.overdue ? 'overdue' : 'due';
  return translate(locale, 'report.stage.line', { position: current.position, of: current.of, state: current.state, name: current.name, due, date: current.deadline ?? '' });
};

export type ReportsService = ReturnType<typeof createReportsService>;
