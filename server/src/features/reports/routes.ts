import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@review/contract/fields';
import { AssetReportQuerySchema, GuestReportQuerySchema, ProjectReportQuerySchema, type Paper } from '@review/contract/reports';
import { ReviewTokenParamsSchema } from '@review/contract/sharing';
import { negotiateLocale, parseAcceptLanguage, type Locale } from '@review/contract/locales';
import { auditOf, GUEST } from '../audit/index.ts';
import type { ReportFile, ReportsService } from './service.ts';

const tags = ['reports'];
/** Where Letter paper is the custom; everywhere else gets A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR']);

/** The paper a reader expects: as asked, else by the region of their browser's first language. */
export function paperFor(request: FastifyRequest, asked: Paper | undefined): 'A4' | 'LETTER' {
  if (asked) return asked === 'letter' ? 'LETTER' : 'A4';
  const first = String(request.headers['accept-language'] ?? '').split(',')[0]?.trim() ?? '';
  const region = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(first)?.[1]?.toUpperCase();
  return region && LETTER_REGIONS.has(region) ? 'LETTER' : 'A4';
}

/** The language a guest reads the link in: the page's (`locale`, as the download is a plain link), else the browser's; null for neither. */
const guestLocale = (request: FastifyRequest, asked: Locale | undefined): Locale | null => asked ?? negotiateLocale(parseAcceptLanguage(request.headers['accept-language'])) ?? null;

const disposition = (fileName: string) => `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

function sendReport(reply: FastifyReply, report: ReportFile) {
  reply.raw.on('close', () => void report.remove());
  return reply.type('application/pdf').header('content-disposition', disposition(report.fileName)).header('cache-control', 'no-store').send(createReadStream(report.filePath));
}

const sendCsv = (reply: FastifyReply, { csv, fileName }: { csv: string; fileName: string }) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', disposition(fileName)).header('cache-control', 'no-store').send(csv);

/** PDF reports and CSV exports of comments, for members; an asset's report also for a review link that allows downloads. */
export default async function reportRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.get('/assets/:id/report.pdf', { config: { access: 'asset.download' }, schema: { tags, operationId: 'getAssetReport', summary: "An asset's review report (PDF): a version, or all of them", produces: ['application/pdf'], params: IdParamsSchema, querystring: AssetReportQuerySchema }, onRequest }, async (request, reply) => {
    const { version_id, all_versions, paper } = request.query;
    return sendReport(reply, await reports.assetReport(app.currentUser(request), request.params.id, { versionId: version_id, allVersions: all_versions, paper: paperFor(request, paper) }, auditOf(request)));
  });

  api.get('/projects/:id/report.pdf', { config: { access: 'project.view' }, schema: { tags, operationId: 'getProjectReport', summary: "A project's review report (PDF)", produces: ['application/pdf'], params: IdParamsSchema, querystring: ProjectReportQuerySchema }, onRequest }, async (request, reply) =>
    sendReport(reply, await reports.projectReport(app.currentUser(request), request.params.id, paperFor(request, request.query.paper), auditOf(request))),
  );

  api.get('/assets/:id/comments.csv', { config: { access: 'asset.read' }, schema: { tags, operationId: 'exportAssetComments', summary: "An asset's comments as CSV", produces: ['text/csv'], params: IdParamsSchema }, onRequest }, async (request, reply) => sendCsv(reply, await reports.assetCsv(app.currentUser(request), request.params.id, auditOf(request))));

  api.get('/projects/:id/comments.csv', { config: { access: 'project.view' }, schema: { tags, operationId: 'exportProjectComments', summary: "A project's comments as CSV", produces: ['text/csv'], params: IdParamsSchema }, onRequest }, async (request, reply) => sendCsv(reply, await reports.projectCsv(app.currentUser(request), request.params.id, auditOf(request))));

  api.get('/public/reviews/:token/report.pdf', { config: { access: 'asset.download' }, schema: { tags, operationId: 'getPublicReviewReport', summary: 'The review report (PDF) of an asset of a review link, when the link allows downloads', security: [], produces: ['application/pdf'], params: ReviewTokenParamsSchema, querystring: GuestReportQuerySchema } }, async (request, reply) => {
    const { asset_id, version_id, all_versions, paper, locale } = request.query;
    return sendReport(reply, await reports.guestReport(request.params.token, request.cookies, asset_id, { versionId: version_id, allVersions: all_versions, paper: paperFor(request, paper) }, guestLocale(request, locale), auditOf(request, GUEST.label)));
  });
}
