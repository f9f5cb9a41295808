import type { ProjectRole } from '@review/contract/members';
import { GUEST_DECISIONS_OFF, GUEST_DRAWING_OFF, GUEST_NOT_AUTHOR } from '@review/contract/sharing';
import { forbidden } from '../../errors.ts';
import type { GuestActor, ProjectActor } from './actor.ts';

const EVERYONE = ['Owner', 'Admin', 'Member'] as const satisfies readonly ProjectRole[];
const MANAGERS = ['Owner', 'Admin'] as const satisfies readonly ProjectRole[];
const OWNER = ['Owner'] as const satisfies readonly ProjectRole[];
const NOBODY = [] as const satisfies readonly ProjectRole[];

/** A comment as the rules about its author see it. */
export interface Authored {
  user_id: number | null;
  guest_key: string | null;
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
}

type Member = Extract<ProjectActor, { kind: 'member' }>;

interface Rule<S> {
  /** The project roles that may, whatever the subject (spec section 6's matrix). */
  roles: readonly ProjectRole[];
  /** A member outside `roles` who may all the same, on this subject (their own comment). */
  member?(member: Member, subject: S): boolean;
  /** Whether a review link's guest may; absent: never. */
  guest?(guest: GuestActor, subject: S): boolean;
  /** The 403's sentence, when not the matrix's. */
  refusal?: { member?: string; guest?: string };
}

const always = () => true;
/** A link's switch: drawing, decisions, downloads. */
const switchOn = (name: keyof GuestActor['switches']) => (guest: GuestActor) => guest.switches[name];
const ownsAsMember = (member: Member, comment: Authored) => comment.user_id === member.user.id;
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
  'asset.download': { roles: EVERYONE, guest: switchOn('download'), refusal: { guest: 'Downloads are not allowed through this review link.' } },
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
  'comment.draw': { roles: EVERYONE, guest: switchOn('draw'), refusal: { guest: GUEST_DRAWING_OFF } },
  /** Change a comment's text or attachments: its author only (a guest by the browser that wrote it). */
  'comment.edit': { roles: NOBODY, member: ownsAsMember, guest: ownsAsGuest, refusal: { member: 'Only the author can edit this comment.', guest: GUEST_NOT_AUTHOR } } satisfies Rule<Authored>,
  /** Delete a comment and its thread: its author, and the project's owner and admins any. */
  'comment.delete': { roles: MANAGERS, member: ownsAsMember, guest: ownsAsGuest, refusal: { member: 'Only the author, the owner or an admin can delete this comment.', guest: GUEST_NOT_AUTHOR } } satisfies Rule<Authored>,
  /** Resolve or reopen a thread. */
  'comment.resolve': { roles: EVERYONE },
  /** React to a comment with an emoji. */
  'comment.react': { roles: EVERYONE },
  /** Approve or request changes (the decision rule then says in which stage, if any): members; guests where the link allows decisions. */
  'review.decide': { roles: EVERYONE, guest: switchOn('decide'), refusal: { guest: GUEST_DECISIONS_OFF } },
} as const satisfies Record<string, Rule<Scoped> | Rule<Authored> | Rule<undefined>>;

export type Action = keyof typeof RULES;
export const ACTIONS = Object.keys(RULES) as Action[];

type SubjectOf<A extends Action> = A extends keyof Subjects ? [subject: Subjects[A]] : [];

/** Whether `actor` may do `action` (on `subject`, for the actions that have one). */
export function may<A extends Action>(actor: ProjectActor, action: A, ...[subject]: SubjectOf<A>): boolean {
  const rule: Rule<unknown> = RULES[action];
  if (actor.kind === 'guest') return rule.guest?.(actor, subject) ?? false;
  if (actor.role === null) return false;
  return rule.roles.includes(actor.role) || (rule.member?.(actor, subject) ?? false);
}

const byRoles = (roles: readonly ProjectRole[]) => (roles.length === 1 ? 'Only the project owner can do this.' : 'Only the project owner or an admin can do this.');

/** Throws 403 unless `actor` may do `action`, with the sentence that says who may. */
export function authorize<A extends Action>(actor: ProjectActor, action: A, ...subject: SubjectOf<A>): void {
  if (may(actor, action, ...subject)) return;
  const rule: Rule<unknown> = RULES[action];
  throw forbidden((actor.kind === 'guest' ? rule.refusal?.guest : rule.refusal?.member) ?? byRoles(rule.roles));
}

/** The actions a project role alone decides (spec section 6's matrix), as the members' screens and services ask them. */
export type ProjectAction = { [A in Action]: A extends keyof Subjects ? never : A }[Action];

/** Whether a member of role `role` may do `action` in their project. */
export const can = (role: ProjectRole, action: ProjectAction) => (RULES[action].roles as readonly ProjectRole[]).includes(role);

/** Throws 403 unless a member of role `role` may do `action`; only ever called for a project the user can see. */
export function authorizeRole(role: ProjectRole, action: ProjectAction): void {
  if (!can(role, action)) throw forbidden(byRoles(RULES[action].roles));
}
