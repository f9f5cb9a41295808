import { Migrator, type Migration } from 'kysely';
import type { Db, DialectName } from './database.ts';
import { createFoundation } from './migrations/0001-foundation.ts';
import { createProjects } from './migrations/0002-projects.ts';
import { createAssets } from './migrations/0003-assets.ts';
import { createComments } from './migrations/0004-comments.ts';
import { createProjectFiles } from './migrations/0005-project-files.ts';
import { createProjectRevisions } from './migrations/0006-project-revisions.ts';
import { createNotificationComments } from './migrations/0007-notification-comments.ts';
import { createCommentRevisions } from './migrations/0008-comment-revisions.ts';
import { createShareLinks } from './migrations/0009-share-links.ts';
import { createReviews } from './migrations/0010-reviews.ts';
import { createAuthAttempts } from './migrations/0011-auth-attempts.ts';
import { createSessionDetails } from './migrations/0012-session-details.ts';
import { createDocuments } from './migrations/0013-documents.ts';
import { createNotificationDelivery } from './migrations/0014-notification-delivery.ts';
import { createLinkSettings } from './migrations/0015-link-settings.ts';
import { createGuestAnnotations } from './migrations/0016-guest-annotations.ts';
import { createClientLinks } from './migrations/0017-client-links.ts';
import { createIntegrations } from './migrations/0018-integrations.ts';
import { createSearch } from './migrations/0019-search.ts';
import { createLiveNotify } from './migrations/0020-live-notify.ts';
import { createReadRevisions } from './migrations/0021-read-revisions.ts';
import { createSentMailRedaction } from './migrations/0022-sent-mail-redaction.ts';
import { createNotificationGuests } from './migrations/0023-notification-guests.ts';
import { createVideo } from './migrations/0024-video.ts';
import { createReviewStages } from './migrations/0025-review-stages.ts';
import { createDueDigest } from './migrations/0026-due-digest.ts';
import { createChangedRegions } from './migrations/0027-changed-regions.ts';
import { createIdentity } from './migrations/0028-identity.ts';
import { createScim } from './migrations/0029-scim.ts';
import { createSingleStageGuests } from './migrations/0030-single-stage-guests.ts';
import { createWebsites } from './migrations/0031-websites.ts';
import { createBannerLimits } from './migrations/0033-banner-limits.ts';
import { createDeepZoom } from './migrations/0034-deep-zoom.ts';
import { createLocales } from './migrations/0035-locales.ts';

/** Every migration, in order. A migration receives the dialect so it can pick portable column types. */
const MIGRATIONS: Record<string, (dialect: DialectName) => Migration> = {
  '0001-foundation': createFoundation,
  '0002-projects': createProjects,
  '0003-assets': createAssets,
  '0004-comments': createComments,
  '0005-project-files': createProjectFiles,
  '0006-project-revisions': createProjectRevisions,
  '0007-notification-comments': createNotificationComments,
  '0008-comment-revisions': createCommentRevisions,
  '0009-share-links': createShareLinks,
  '0010-reviews': createReviews,
  '0011-auth-attempts': createAuthAttempts,
  '0012-session-details': createSessionDetails,
  '0013-documents': createDocuments,
  '0014-notification-delivery': createNotificationDelivery,
  '0015-link-settings': createLinkSettings,
  '0016-guest-annotations': createGuestAnnotations,
  '0017-client-links': createClientLinks,
  '0018-integrations': createIntegrations,
  '0019-search': createSearch,
  '0020-live-notify': createLiveNotify,
  '0021-read-revisions': createReadRevisions,
  '0022-sent-mail-redaction': createSentMailRedaction,
  '0023-notification-guests': createNotificationGuests,
  '0024-video': createVideo,
  '0025-review-stages': createReviewStages,
  '0026-due-digest': createDueDigest,
  '0027-changed-regions': createChangedRegions,
  '0028-identity': createIdentity,
  '0029-scim': createScim,
  '0030-single-stage-guests': createSingleStageGuests,
  '0031-websites': createWebsites,
  '0033-banner-limits': createBannerLimits,
  '0034-deep-zoom': createDeepZoom,
  '0035-locales': createLocales,
};

const migrator = (db: Db, dialect: DialectName) =>
  new Migrator({ db, provider: { getMigrations: async () => Object.fromEntries(Object.entries(MIGRATIONS).map(([name, make]) => [name, make(dialect)])) } });

function assertMigrated({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>) {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function migrateToLatest(db: Db, dialect: DialectName): Promise<void> {
  assertMigrated(await migrator(db, dialect).migrateToLatest());
}

/** Up or down to the migration `name`: how a test checks that a migration keeps what was there before it. */
export async function migrateTo(db: Db, dialect: DialectName, name: keyof typeof MIGRATIONS): Promise<void> {
  assertMigrated(await migrator(db, dialect).migrateTo(name));
}
