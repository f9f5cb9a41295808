import type { ErrorCode } from '@review/contract/errors';
import type { ProjectRole } from '@review/contract/members';
import { forbidden } from '../../errors.ts';
import type { GuestActor, ProjectActor } from './actor.ts';
import { noteAsked } from './asked.ts';

const EVERYONE = ['Owner', 'Admin', 'Member'] as const satisfies readonly ProjectRole[];
const MANAGERS = ['Owner', 'Admin'] as const satisfies readonly ProjectRole[];
const OWNER = ['Owner'] as const satisfies readonly ProjectRole[];
const NOBODY = [] as const satisfies readonly ProjectRole[];

/** A comment as the rules about its author see it. */
export interface Authored {
  user_id: number | null;
  guest_key: string | null;
}

/** A row one member made: a reaction, a project file. */
export interface Owned {
  user_id: number | null;
}

/** An asset as the rules about who runs its review see it: who uploaded it and its assigned creator. */
export interface Created {
  user_id: number | null;
  creator_user_id: number | null;
}

/** An asset as the rule of who may read it sees it. */
export interface Scoped {
  id: number;
  project_id: number;
  is_archived: number;
}

/** What each action is asked about; actions absent here are asked about the project alone. */
interface Subjects {
  'asset.read': Scoped;
  'comment.edit': Authored;
  'comment.delete': Authored;
  'reaction.remove': Owned;
  'project_file.delete': Owned;
  'review.assign': Created;
  'review.stages': Created;
  'stage.see_private': Created;
}

interface Rule<S> {
  /** The project roles that may, whatever the subject (spec section 6's matrix). */
  roles: readonly ProjectRole[];
  /** A member outside `roles` who may all the same, on this subject (their own comment), by their user id. */
  member?(userId: number, subject: S): boolean;
  /** Whether a review link's guest may; absent: never. */
  guest?(guest: GuestActor, subject: S): boolean;
  /** The 403's sentence, when not the matrix's. */
  refusal?: { member?: ErrorCode; guest?: ErrorCode };
}

const always = () => true;
/** A link's switch: drawing, decisions, downloads. */
const switchOn = (name: keyof GuestActor['switches']) => (guest: GuestActor) => guest.switches[name];
const ownsAsMember = (userId: number, row: Owned) => row.user_id === userId;
/** Who answers for an asset beside the managers: whoever uploaded it and its assigned creator. */
const createdAsset = (userId: number, asset: Created) => asset.user_id === userId || asset.creator_user_id === userId;
const ownsAsGuest = (guest: GuestActor, comment: Authored) => guest.key !== null && comment.guest_key === guest.key;
/** A link opens its one asset, or every asset of its project that is not archived. */
const inScope = (guest: GuestActor, asset: Scoped) => asset.project_id === guest.projectId && (guest.assetId === null ? asset.is_archived === 0 : asset.id === guest.assetId);

/**
 * Who may do what, for members by project role and for guests by their link's switches: the one
 * table every operation asks (outline's server/policies). A member with no role in the project, and
 * an asset outside a link, never get past the scoped lookups (404), so they learn nothing.
 */
const RULES = {
  /** Access a private project: see it, its assets and its members; star and archive it for oneself. */
  'project.view': { roles: EVERYONE },
  /** Change project details (name, description). */
  'project.update': { roles: MANAGERS },
  /** Create and delete project. */
  'project.delete': { roles: OWNER },
  /** Add or remove users: invite, resend, withdraw; see invitations and their links. */
  'members.invite': { roles: MANAGERS },
  /** Make users admin, remove members. */
  'members.manage': { roles: MANAGERS },
  /** Assign Creator and Approver roles (the project's defaults). */
  'roles.assign': { roles: MANAGERS },
  /** Upload assets, change asset details and state (including Approve), download, make public or private. */
  'asset.create': { roles: EVERYONE },
  'asset.update': { roles: EVERYONE },
  /** Download an original: members; guests where the link allows downloads. */
  'asset.download': { roles: EVERYONE, guest: switchOn('download'), refusal: { guest: 'guest_downloads_off' } },
  /** Make an asset public or private: create and revoke its review links. */
  'asset.share': { roles: EVERYONE },
  /** Share the whole project through review links that open every asset. */
  'project.share': { roles: MANAGERS },
  /** Delete or archive an asset. */
  'asset.delete': { roles: MANAGERS },
  /** See an asset, its versions and its discussion: members; guests when the link opens it. */
  'asset.read': { roles: EVERYONE, guest: inScope } satisfies Rule<Scoped>,
  /** Start a thread. */
  'comment.create': { roles: EVERYONE, guest: always },
  /** Answer a thread. */
  'comment.reply': { roles: EVERYONE, guest: always },
  /** Draw a mark with a comment: members; guests where the link allows drawing. */
  'comment.draw': { roles: EVERYONE, guest: switchOn('draw'), refusal: { guest: 'guest_drawing_off' } },
  /** Change a comment's text or attachments: its author only (a guest by the browser that wrote it). */
  'comment.edit': { roles: NOBODY, member: ownsAsMember, guest: ownsAsGuest, refusal: { member: 'comment_edit_author_only', guest: 'guest_not_author' } } satisfies Rule<Authored>,
  /** Delete a comment and its thread: its author, and the project's owner and admins any. */
  'comment.delete': { roles: MANAGERS, member: ownsAsMember, guest: ownsAsGuest, refusal: { member: 'comment_delete_not_allowed', guest: 'guest_not_author' } } satisfies Rule<Authored>,
  /** Resolve or reopen a thread. */
  'comment.resolve': { roles: EVERYONE },
  /** React to a comment with an emoji. */
  'comment.react': { roles: EVERYONE },
  /** Take a reaction back: whoever reacted only. */
  'reaction.remove': { roles: NOBODY, member: ownsAsMember, refusal: { member: 'reaction_remove_not_allowed' } } satisfies Rule<Owned>,
  /** Remove a project's reference file: its uploader, and the owner and admins any. */
  'project_file.delete': { roles: MANAGERS, member: ownsAsMember, refusal: { member: 'project_file_delete_not_allowed' } } satisfies Rule<Owned>,
  /** Leave a project: anyone but its owner, who deletes it instead. */
  'project.leave': { roles: ['Admin', 'Member'] },
  /** Choose an asset's reviewers, rule and deadline (its first stage): managers and whoever created the asset. */
  'review.assign': { roles: MANAGERS, member: createdAsset, refusal: { member: 'reviewers_assign_not_allowed' } } satisfies Rule<Created>,
  /** Change an asset's review stages or start one by hand: the same people. */
  'review.stages': { roles: MANAGERS, member: createdAsset, refusal: { member: 'stages_change_not_allowed' } } satisfies Rule<Created>,
  /**
   * See every comment of an asset whatever private stage it was written in (issue #30: a private
   * stage's reviewers see only their stage's comments): the people who run its review are never
   * narrowed; anyone else, a link's guest included, sees what stage-visibility.ts gives their seats.
   */
  'stage.see_private': { roles: MANAGERS, member: createdAsset } satisfies Rule<Created>,
  /** Approve or request changes (the decision rule then says in which stage, if any): members; guests where the link allows decisions. */
  'review.decide': { roles: EVERYONE, guest: switchOn('decide'), refusal: { guest: 'guest_decisions_off' } },
} as const satisfies Record<string, Rule<Scoped> | Rule<Authored> | Rule<Owned> | Rule<Created> | Rule<undefined>>;

export type Action = keyof typeof RULES;
export const ACTIONS = Object.keys(RULES) as Action[];

type SubjectOf<A extends Action> = A extends keyof Subjects ? [subject: Subjects[A]] : [];

/** Whether `actor` may do `action` (on `subject`, for the actions that have one). */
export function may<A extends Action>(actor: ProjectActor, action: A, ...[subject]: SubjectOf<A>): boolean {
  if (actor.kind === 'member') return mayMember(actor.user.id, actor.role, action, ...([subject] as SubjectOf<A>));
  noteAsked(action);
  const rule: Rule<unknown> = RULES[action];
  return rule.guest?.(actor, subject) ?? false;
}

/** `may` for a member known by id and role alone, as readers of many members' rows at once ask it. */
export function mayMember<A extends Action>(userId: number, role: ProjectRole | null, action: A, ...[subject]: SubjectOf<A>): boolean {
  noteAsked(action);
  const rule: Rule<unknown> = RULES[action];
  if (role === null) return false;
  return rule.roles.includes(role) || (rule.member?.(userId, subject) ?? false);
}

const byRoles = (roles: readonly ProjectRole[]): ErrorCode => (roles.length === 1 ? 'owner_only' : 'owner_or_admin_only');

/** Throws 403 unless `actor` may do `action`, with the sentence that says who may. */
export function authorize<A extends Action>(actor: ProjectActor, action: A, ...subject: SubjectOf<A>): void {
  if (may(actor, action, ...subject)) return;
  const rule: Rule<unknown> = RULES[action];
  throw forbidden((actor.kind === 'guest' ? rule.refusal?.guest : rule.refusal?.member) ?? byRoles(rule.roles));
}

/** The actions a project role alone decides (spec section 6's matrix), as the members' screens and services ask them. */
export type ProjectAction = { [A in Action]: A extends keyof Subjects ? never : A }[Action];

/** Whether a member of role `role` may do `action` in their project. */
export function can(role: ProjectRole, action: ProjectAction): boolean {
  noteAsked(action);
  return (RULES[action].roles as readonly ProjectRole[]).includes(role);
}

/** Throws 403 unless a member of role `role` may do `action`; only ever called for a project the user can see. */
export function authorizeRole(role: ProjectRole, action: ProjectAction): void {
  if (!can(role, action)) throw forbidden(byRoles(RULES[action].roles));
}
