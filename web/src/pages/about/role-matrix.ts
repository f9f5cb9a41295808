import type { MessageId } from '../../i18n/index.ts';

/** The read-only rights matrix of the About page (spec section 6), as message ids formatted at render. */
export const ROLES = [
  { id: 'owner', title: 'account.about.role.owner', description: 'account.about.role.ownerDescription' },
  { id: 'admin', title: 'account.about.role.admin', description: 'account.about.role.adminDescription' },
  { id: 'member', title: 'account.about.role.member', description: 'account.about.role.memberDescription' },
  { id: 'email', title: 'account.about.role.email', description: 'account.about.role.emailDescription' },
] as const satisfies readonly { id: string; title: MessageId; description: MessageId }[];

export type RoleId = (typeof ROLES)[number]['id'];

/** true: allowed; a message id: allowed with that restriction. */
export type Right = true | MessageId;

const OWNER_ADMIN: Partial<Record<RoleId, Right>> = { owner: true, admin: true };
const TEAM: Partial<Record<RoleId, Right>> = { owner: true, admin: true, member: true };
const EVERYONE: Partial<Record<RoleId, Right>> = { owner: true, admin: true, member: true, email: true };

export const RIGHTS: { action: MessageId; roles: Partial<Record<RoleId, Right>> }[] = [
  { action: 'account.about.right.createDeleteProject', roles: { owner: true } },
  { action: 'account.about.right.assignRoles', roles: OWNER_ADMIN },
  { action: 'account.about.right.addRemoveUsers', roles: OWNER_ADMIN },
  { action: 'account.about.right.makeAdmin', roles: OWNER_ADMIN },
  { action: 'account.about.right.changeProject', roles: OWNER_ADMIN },
  { action: 'account.about.right.privateProject', roles: TEAM },
  { action: 'account.about.right.viewPublic', roles: EVERYONE },
  { action: 'account.about.right.changeAsset', roles: TEAM },
  { action: 'account.about.right.upload', roles: TEAM },
  { action: 'account.about.right.download', roles: TEAM },
  { action: 'account.about.right.changeState', roles: TEAM },
  { action: 'account.about.right.publicPrivate', roles: TEAM },
  { action: 'account.about.right.deleteArchive', roles: OWNER_ADMIN },
  { action: 'account.about.right.beCreator', roles: TEAM },
  { action: 'account.about.right.beApprover', roles: TEAM },
  { action: 'account.about.right.notifications', roles: { ...TEAM, email: 'account.about.right.notificationsGuest' } },
  { action: 'account.about.right.comment', roles: EVERYONE },
  { action: 'account.about.right.editOwn', roles: EVERYONE },
  { action: 'account.about.right.resolve', roles: TEAM },
];

export const RIGHTS_NOTES = ['account.about.note.creator', 'account.about.note.approver', 'account.about.note.external'] as const satisfies readonly MessageId[];
