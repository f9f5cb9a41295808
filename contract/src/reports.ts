import { z } from 'zod';
import { flagInput, IdSchema } from './fields.ts';
import { LocaleSchema } from './locale-schema.ts';

/**
 * Reports (PDF) and comment exports (CSV), downloaded as attachments:
 * `GET /assets/{id}/report.pdf`, `GET /projects/{id}/report.pdf`, `GET /assets/{id}/comments.csv`,
 * `GET /projects/{id}/comments.csv`, and `GET /public/reviews/{token}/report.pdf` for a review link
 * that allows downloads. The paper follows the browser's language (Letter in the Americas' Letter
 * countries, else A4) unless `paper` says.
 */
export const PaperSchema = z.enum(['a4', 'letter'], { error: 'The paper must be a4 or letter.' });
export type Paper = z.infer<typeof PaperSchema>;

/** The newest version by default; one version with `version_id`; every version with `all_versions=1`. */
export const AssetReportQuerySchema = z.object({
  version_id: IdSchema.optional(),
  all_versions: flagInput('all_versions').optional(),
  paper: PaperSchema.optional(),
});
export const ProjectReportQuerySchema = z.object({ paper: PaperSchema.optional() });
/**
 * As an asset's, plus which asset of a project link, and the language the guest's page is shown in
 * (the download is a plain link, which says only the browser's): the report is written in it.
 */
export const GuestReportQuerySchema = AssetReportQuerySchema.extend({ asset_id: IdSchema.optional(), locale: LocaleSchema.optional() });
