import type { AssetMessageReply } from '@review/contract/assets';
import type { LoginBody, LoginReply } from '@review/contract/auth';
import type { CommentMessageReply, CreateCommentBody } from '@review/contract/comments';
import type { CreateProjectBody, Project, ProjectListReply, ProjectMessageReply } from '@review/contract/projects';
import type { User } from '@review/contract/user';
import { presentMedia } from '../features/video/present-media.ts';

/** Request and reply examples of the calls a newcomer makes first, by operationId; replies by status. */
export interface OperationExample {
  /** The JSON body. */
  request?: object;
  replies?: Record<number, object>;
}

const ada: User = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  avatar: null,
  plan: 'starter',
  newsletter: false,
  password_changed_at: '2026-11-25T09:30:54.504Z',
  created_at: '2026-11-25T09:30:54.504Z',
  is_admin: false,
  locale: 'en',
};
const adaRef = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', avatar: null };

const project: Project = {
  id: 1,
  project_name: 'Spring campaign',
  description: '',
  user_id: 1,
  creator: adaRef,
  members: [],
  assets: [],
  used_storage: 0,
  created_at: '2026-11-25T09:30:54.734Z',
  updated_at: '2026-11-25T09:30:54.734Z',
  is_archived: '0',
  is_starred: '0',
  default_roles: [{ user_id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_default_creator: false, is_default_approver: false }],
  default_creator_user_id: null,
  default_approver_user_id: null,
  invitations: [],
  role: 'Owner',
  opened_at: '2026-11-25T09:30:54.734Z',
};

const thumbnail = 'files/thumbs/c3f7e27585df56ba9835deae00dd9c9c52f967f4fe42f18afa88cc1070f24452.webp';
const preview = 'files/previews/79b9297164e83f6921bc6c01576c6f994dd42d319f6980101d3c9a3d54f3a121.webp';
const uploadedAt = '2026-11-25T09:30:56.606Z';

export const EXAMPLES: Record<string, OperationExample> = {
  login: {
    request: { email: 'ada@example.com', password: 'correct-horse-battery' } satisfies LoginBody,
    replies: { 200: { token: 'oLGghDk5NhjsQxKEqDc-_OhG4f1Bjm_Tu2Jnc697UHQ', user: ada } satisfies LoginReply },
  },
  listProjects: {
    replies: { 200: { data: [{ ...project, assets: [{ id: 1, title: 'homepage-hero', status: 'Todo', thumbnail }], used_storage: 17 }] } satisfies ProjectListReply },
  },
  createProject: {
    request: { project_name: 'Spring campaign' } satisfies CreateProjectBody,
    replies: { 201: { message: 'Project Created Successfully', data: project } satisfies ProjectMessageReply },
  },
  uploadDesignFile: {
    replies: {
      201: {
        message: 'File Uploaded Successfully',
        data: {
          id: 1,
          title: 'homepage-hero',
          description: '',
          status: 'Todo',
          project_id: 1,
          project: { id: 1, name: 'Spring campaign', project_name: 'Spring campaign' },
          project_name: 'Spring campaign',
          user: adaRef,
          creator_user_id: null,
          approver_user_id: null,
          is_archived: '0',
          versions: [
            {
              id: 1,
              version: 1,
              asset_id: 1,
              asset: { id: 1, title: 'homepage-hero' },
              note: '',
              file_name: 'homepage-hero.png',
              file_type: 'image/png',
              file_size: 14269,
              file_dimension: '1200x800',
              variations: [
                {
                  id: 1,
                  version_id: 1,
                  version: 1,
                  variation_name: 'homepage-hero',
                  label: '1A',
                  design_file: 'files/originals/2e870f7a6a5271bfb3f75bac51df6438584c207c9a882ecbf2a50fe1fb174eb2.png',
                  thumbnail,
                  preview,
                  file_name: 'homepage-hero.png',
                  file_type: 'image/png',
                  file_size: 14269,
                  width: 1200,
                  height: 800,
                  page_count: 1,
                  pages: [{ number: 1, preview, thumbnail, width: 1200, height: 800, tiles: null }],
                  render_state: 'ready',
                  render_error: null,
                  media: presentMedia({ file_type: 'image/png', width: 1200, height: 800, preview, video_probe: null, render_progress: 0, page_count: 1 }),
                  tiles: null,
                  comments_count: 0,
                  user: adaRef,
                  created_at: uploadedAt,
                },
              ],
              user: adaRef,
              created_at: uploadedAt,
              updated_at: uploadedAt,
            },
          ],
          commentNumber: 0,
          copyNumber: 1,
          thumbnail,
          review: { outcome: 'pending', due_date: null, overdue: false, approved_by_decision: false, stage: null, reviewers: [] },
          created_at: uploadedAt,
          updated_at: uploadedAt,
        },
      } satisfies AssetMessageReply,
    },
  },
  createComment: {
    request: { variation_id: 1, content: 'Could the headline be larger?', mentions: [], page: 1, frame: null, frame_end: null } satisfies CreateCommentBody,
    replies: {
      201: {
        message: 'Comment added.',
        data: {
          id: 1,
          content: 'Could the headline be larger?',
          parent_id: null,
          is_resolved: false,
          created_at: '2026-11-25T09:30:56.630Z',
          updated_at: '2026-11-25T09:30:56.630Z',
          user: adaRef,
          guest: null,
          asset_id: 1,
          version: { id: 1, version: 1 },
          variation: { id: 1, label: '1A' },
          attachment: [],
          reactions: [],
          annotation: null,
          page: 1,
          frame: null,
          frame_end: null,
          resolved_by: null,
          resolved_at: null,
          resolved_version: null,
          mentions: [],
          change_state: null,
          replies: [],
        },
      } satisfies CommentMessageReply,
    },
  },
};
