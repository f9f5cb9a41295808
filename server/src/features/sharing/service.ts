import { hash } from '@node-rs/argon2';
import { reviewPath, type ShareLink, type ShareLinkSettingsBody } from '@review/contract/sharing';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { LinkSettingsSaid } from '../../domain-events/audited-events.ts';
import { ifRefused, invalid, notFound } from '../../errors.ts';
import { createToken, type UserRow } from '../auth/index.ts';
import type { AssetsService } from '../assets/index.ts';
import { authorize, findVisibleProject } from '../projects/index.ts';
import type { AuditContext } from '../audit/index.ts';
import { readLocale } from '../../i18n/locale.ts';
import { createShareLinksRepository, type LinkSettings, type LinkTarget } from './repository.ts';

const now = () => new Date().toISOString();

type ListedLink = Awaited<ReturnType<ReturnType<typeof createShareLinksRepository>['findListed']>>;

/** What an event says of settings: which changed and their values, never the password itself. */
const describeSettings = (settings: Partial<LinkSettings>): LinkSettingsSaid =>
  Object.fromEntries(Object.entries(settings).map(([name, value]) => (name === 'password_hash' ? ['has_password', value !== null] : [name, value])));

/** The stored form of the settings a member gave; what they left out is left out. */
async function toSettings(body: ShareLinkSettingsBody): Promise<Partial<LinkSettings>> {
  const settings: Partial<LinkSettings> = {};
  if (body.password !== undefined) settings.password_hash = body.password ? await hash(body.password) : null;
  if (body.expires_at !== undefined) {
    if (body.expires_at !== null && Date.parse(body.expires_at) <= Date.now()) throw invalid('expiry_in_past', undefined, { expires_at: 'expiry_in_past' });
    settings.expires_at = body.expires_at === null ? null : new Date(body.expires_at).toISOString();
  }
  for (const flag of ['allow_download', 'allow_annotations', 'allow_decisions'] as const) {
    if (body[flag] !== undefined) settings[flag] = body[flag] ? 1 : 0;
  }
  if (body.locale !== undefined) settings.locale = body.locale;
  return settings;
}

/** Review links as members manage them: any member shares an asset, managers share a whole project. */
export function createSharingService(db: Db, { assets, publicUrl, announce }: { assets: AssetsService; publicUrl: string; announce: Announce }) {
  const repo = createShareLinksRepository(db);

  const present = (row: ListedLink): ShareLink => ({
    id: row.id,
    link: `${publicUrl}${reviewPath(row.token)}`,
    scope: row.asset_id === null ? 'project' : 'asset',
    created_at: row.created_at,
    created_by: row.first_name === null ? null : { first_name: row.first_name, last_name: row.last_name ?? '' },
    has_password: row.password_hash !== null,
    expires_at: row.expires_at,
    allow_download: row.allow_download === 1,
    allow_annotations: row.allow_annotations === 1,
    allow_decisions: row.allow_decisions === 1,
    locale: readLocale(row.locale),
    view_count: row.view_count,
    last_viewed_at: row.last_viewed_at,
  });

  /** What the user may share: an asset they see, or a project they manage; with its project and name for the audit log. */
  async function findShareable(user: UserRow, target: LinkTarget): Promise<{ shared: LinkTarget; projectId: number; label: string }> {
    if ('asset_id' in target) {
      const { asset, role } = await assets.findVisibleAsset(user, target.asset_id);
      authorize(role, 'asset.share');
      return { shared: { asset_id: asset.id }, projectId: asset.project_id, label: asset.title };
    }
    const { project, role } = await findVisibleProject(db, user.id, target.project_id);
    authorize(role, 'project.share');
    return { shared: { project_id: project.id }, projectId: project.id, label: project.project_name };
  }
  const shareableTarget = async (user: UserRow, target: LinkTarget) => (await findShareable(user, target)).shared;

  /** A link the user may manage, with its project and what it shares; 404 for one they cannot see or that was revoked. */
  async function findManageableLink(user: UserRow, linkId: number) {
    const link = await repo.find(linkId);
    if (!link || link.revoked_at !== null) throw notFound('review_link_not_found');
    const target: LinkTarget = link.asset_id === null ? { project_id: link.project_id! } : { asset_id: link.asset_id };
    const { projectId, label } = await findShareable(user, target).catch(
      ifRefused(() => {
        throw notFound('review_link_not_found');
      }),
    );
    return { link, projectId, label };
  }

  const presentOne = async (linkId: number) => present(await repo.findListed(linkId));

  return {
    async list(user: UserRow, target: LinkTarget): Promise<ShareLink[]> {
      return (await repo.listActive(await shareableTarget(user, target))).map(present);
    },

    async create(user: UserRow, target: LinkTarget, body: ShareLinkSettingsBody, audit: AuditContext): Promise<ShareLink> {
      const { shared, projectId, label } = await findShareable(user, target);
      const settings = await toSettings(body);
      const stored = {
        password_hash: settings.password_hash ?? null,
        expires_at: settings.expires_at ?? null,
        allow_download: settings.allow_download ?? 0,
        allow_annotations: settings.allow_annotations ?? 0,
        allow_decisions: settings.allow_decisions ?? 0,
        locale: settings.locale ?? null,
      };
      const { id } = await db.transaction().execute(async (trx) => {
        const made = await createShareLinksRepository(trx).insert({ ...shared, token: createToken(), created_by_user_id: user.id, created_at: now(), ...stored });
        await announce(trx, { type: 'share_link.created', by: audit, project_id: projectId, link_id: made.id, label, scope: 'asset_id' in shared ? 'asset' : 'project', settings: describeSettings(stored) });
        return made;
      });
      return presentOne(id);
    },

    async update(user: UserRow, linkId: number, body: ShareLinkSettingsBody, audit: AuditContext): Promise<ShareLink> {
      const { link, projectId, label } = await findManageableLink(user, linkId);
      const settings = await toSettings(body);
      if (Object.keys(settings).length) {
        await db.transaction().execute(async (trx) => {
          const trxRepo = createShareLinksRepository(trx);
          await trxRepo.update(link.id, settings);
          await trxRepo.raiseRevisionOfLinkProject(link.id);
          await announce(trx, { type: 'share_link.changed', by: audit, project_id: projectId, link_id: link.id, label, settings: describeSettings(settings) });
        });
      }
      return presentOne(link.id);
    },

    async revoke(user: UserRow, linkId: number, audit: AuditContext): Promise<void> {
      const { link, projectId, label } = await findManageableLink(user, linkId);
      await db.transaction().execute(async (trx) => {
        const trxRepo = createShareLinksRepository(trx);
        await trxRepo.revoke(link.id, now());
        await trxRepo.raiseRevisionOfLinkProject(link.id);
        await announce(trx, { type: 'share_link.revoked', by: audit, project_id: projectId, link_id: link.id, label });
      });
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
