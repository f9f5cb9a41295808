/** The read-only rights matrix of the About page (spec section 6). */
export const ROLES = [
  { id: 'owner', title: 'Project Owner', description: 'Created the project. Can do everything, including deleting the project.' },
  { id: 'admin', title: 'Admin', description: 'Can manage project settings, roles, assets and invite new members (+anything Members can do).' },
  { id: 'member', title: 'Member', description: 'Can view, upload, comment on and change the status of assets.' },
  { id: 'email', title: 'Email user', description: 'Someone outside the project who opens a public review link and leaves an e-mail address.' },
] as const;

export type RoleId = (typeof ROLES)[number]['id'];

/** true: allowed; a string: allowed with that restriction. */
export type Right = true | string;

const OWNER_ADMIN: Partial<Record<RoleId, Right>> = { owner: true, admin: true };
const TEAM: Partial<Record<RoleId, Right>> = { owner: true, admin: true, member: true };
const EVERYONE: Partial<Record<RoleId, Right>> = { owner: true, admin: true, member: true, email: true };

export const RIGHTS: { action: string; roles: Partial<Record<RoleId, Right>> }[] = [
  { action: 'Create and delete project', roles: { owner: true } },
  { action: 'Assign Creator and Approver roles', roles: OWNER_ADMIN },
  { action: 'Add or remove users', roles: OWNER_ADMIN },
  { action: 'Make users admin', roles: OWNER_ADMIN },
  { action: 'Change project details', roles: OWNER_ADMIN },
  { action: 'Access a private project', roles: TEAM },
  { action: 'View public assets', roles: EVERYONE },
  { action: 'Change asset details', roles: TEAM },
  { action: 'Upload assets', roles: TEAM },
  { action: 'Download assets', roles: TEAM },
  { action: 'Change asset state, including Approve', roles: TEAM },
  { action: 'Make asset public or private', roles: TEAM },
  { action: 'Delete or archive an asset', roles: OWNER_ADMIN },
  { action: 'Can be assigned Creator', roles: TEAM },
  { action: 'Can be assigned Approver', roles: TEAM },
  { action: 'Receive e-mail notifications', roles: { ...TEAM, email: 'Assets they commented on' } },
  { action: 'Comment and annotate', roles: EVERYONE },
  { action: 'Edit or delete own comments', roles: EVERYONE },
  { action: 'Resolve and reopen comments', roles: TEAM },
];

export const RIGHTS_NOTES = [
  'The Creator of an asset uploads its new versions.',
  'The Approver of an asset reviews and approves its versions.',
  'External users who commented and gave an e-mail address get notifications about that asset only.',
];
