import type { Project, ProjectAssetSummary, ProjectView } from '@review/contract/projects';
import type { ProjectRole } from '@review/contract/members';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { loadProjectInvitations } from '../invitations/index.ts';
import { loadProjectMembers, readMemberRole } from '../members/index.ts';
import { can } from './policy.ts';
import { presentProject } from './presenter.ts';
import { createProjectsRepository, type ProjectListRow } from './repository.ts';

export interface ProjectAssetStats {
  assets: ProjectAssetSummary[];
  /** Stored bytes of the project, in KB. */
  usedStorageKb: number;
}

/**
 * Assets and storage of many projects at once (one or two queries, never one per project).
 * The assets capability provides it; until then every project has none.
 */
export type LoadProjectAssetStats = (projectIds: readonly number[]) => Promise<Map<number, ProjectAssetStats>>;

export const loadNoAssetStats: LoadProjectAssetStats = async () => new Map();

const NO_ASSETS: ProjectAssetStats = { assets: [], usedStorageKb: 0 };

const roleOf = (row: ProjectListRow, viewerId: number): ProjectRole => (row.user_id === viewerId ? 'Owner' : readMemberRole(row.member_role));

/**
 * Reads projects as one user sees them: one query for the projects, then one each for members,
 * invitations and asset stats of all of them together, whatever the number of projects.
 */
export function createProjectReader(db: Db, options: { publicUrl: string; loadAssetStats: LoadProjectAssetStats }) {
  const projects = createProjectsRepository(db);

  async function present(rows: readonly ProjectListRow[], viewerId: number): Promise<Project[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const managedIds = rows.filter((row) => can(roleOf(row, viewerId), 'members.invite')).map((row) => row.id);
    const [membersOf, invitationsOf, assetStats] = await Promise.all([loadProjectMembers(db, ids), loadProjectInvitations(db, managedIds, options.publicUrl), options.loadAssetStats(ids)]);
    return rows.map((row) => {
      const stats = assetStats.get(row.id) ?? NO_ASSETS;
      return presentProject(row, roleOf(row, viewerId), {
        members: membersOf.get(row.id) ?? [],
        invitations: invitationsOf.get(row.id) ?? [],
        assets: stats.assets,
        usedStorageKb: stats.usedStorageKb,
      });
    });
  }

  return {
    list: async (viewerId: number, view?: ProjectView) => present(await projects.listVisible(viewerId, view), viewerId),

    /** One project as the user sees it; 404 when they cannot see it. */
    async get(viewerId: number, projectId: number): Promise<Project> {
      const row = await projects.findVisible(viewerId, projectId);
      // The query finds the projects the user has a role in; the policy says a role sees its project.
      const [project] = row && can(roleOf(row, viewerId), 'project.view') ? await present([row], viewerId) : [];
      if (!project) throw notFound('project_not_found');
      return project;
    },
  };
}

export type ProjectReader = ReturnType<typeof createProjectReader>;
