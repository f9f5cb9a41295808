import type { ProjectRole } from '@review/contract/members';
import { GUEST_NOT_AUTHOR } from '@review/contract/sharing';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../auth/repository.ts';
import type { GuestActor, ProjectActor } from './actor.ts';
import { ACTIONS, authorize, may, mayMember, type Action, type Authored, type Created, type Owned, type Scoped } from './policy.ts';

/**
 * The policy as a table: for each action, what each project role and a review link's guest may do.
 * 'own' is allowed on the actor's own comment, reaction or file only; 'creator', on an asset the
 * member uploaded or is the assigned creator of; a switch name, only while the link has it on;
 * 'scope', only on an asset the link opens.
 */
type Member = 'yes' | 'no' | 'own' | 'creator';
type Guest = 'yes' | 'no' | 'own' | 'scope' | keyof GuestActor['switches'];
const TABLE: Record<Action, { Owner: Member; Admin: Member; Member: Member; guest: Guest }> = {
  'project.view': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'no' },
  'project.update': { Owner: 'yes', Admin: 'yes', Member: 'no', guest: 'no' },
  'project.delete': { Owner: 'yes', Admin: 'no', Member: 'no', guest: 'no' },
  'members.invite': { Owner: 'yes', Admin: 'yes', Member: 'no', guest: 'no' },
  'members.manage': { Owner: 'yes', Admin: 'yes', Member: 'no', guest: 'no' },
  'roles.assign': { Owner: 'yes', Admin: 'yes', Member: 'no', guest: 'no' },
  'asset.create': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'no' },
  'asset.update': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'no' },
  'asset.download': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'download' },
  'asset.share': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'no' },
  'project.share': { Owner: 'yes', Admin: 'yes', Member: 'no', guest: 'no' },
  'asset.delete': { Owner: 'yes', Admin: 'yes', Member: 'no', guest: 'no' },
  'asset.read': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'scope' },
  'comment.create': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'yes' },
  'comment.reply': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'yes' },
  'comment.draw': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'draw' },
  'comment.edit': { Owner: 'own', Admin: 'own', Member: 'own', guest: 'own' },
  'comment.delete': { Owner: 'yes', Admin: 'yes', Member: 'own', guest: 'own' },
  'comment.resolve': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'no' },
  'comment.react': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'no' },
  'reaction.remove': { Owner: 'own', Admin: 'own', Member: 'own', guest: 'no' },
  'project_file.delete': { Owner: 'yes', Admin: 'yes', Member: 'own', guest: 'no' },
  'project.leave': { Owner: 'no', Admin: 'yes', Member: 'yes', guest: 'no' },
  'review.assign': { Owner: 'yes', Admin: 'yes', Member: 'creator', guest: 'no' },
  'review.stages': { Owner: 'yes', Admin: 'yes', Member: 'creator', guest: 'no' },
  'stage.see_private': { Owner: 'yes', Admin: 'yes', Member: 'creator', guest: 'no' },
  'review.decide': { Owner: 'yes', Admin: 'yes', Member: 'yes', guest: 'decide' },
};

const ROLES: ProjectRole[] = ['Owner', 'Admin', 'Member'];
const SWITCHES = ['draw', 'decide', 'download'] as const;
const user = { id: 7 } as UserRow;
const member = (role: ProjectRole | null): ProjectActor => ({ kind: 'member', user, role });
const guest = (on: readonly (typeof SWITCHES)[number][], assetId: number | null = null): GuestActor => ({
  kind: 'guest',
  linkId: 3,
  projectId: 11,
  assetId,
  switches: { draw: on.includes('draw'), decide: on.includes('decide'), download: on.includes('download') },
  name: 'Casey',
  email: 'casey@client.example',
  key: 'browser-key',
});
/** Every combination of the link's switches. */
const SWITCH_SETS = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => SWITCHES.filter((_, i) => bits & (1 << i)));

const ownByMember: Authored = { user_id: 7, guest_key: null };
const ownByGuest: Authored = { user_id: null, guest_key: 'browser-key' };
const others: Authored[] = [
  { user_id: 8, guest_key: null },
  { user_id: null, guest_key: 'another-browser' },
  { user_id: null, guest_key: null },
];
const inProject: Scoped = { id: 20, project_id: 11, is_archived: 0 };
const ownRow: Owned = { user_id: 7 };
const othersRows: Owned[] = [{ user_id: 8 }, { user_id: null }];
/** Assets user 7 uploaded, or was made the creator of; then assets of other people. */
const created: Created[] = [
  { user_id: 7, creator_user_id: null },
  { user_id: 8, creator_user_id: 7 },
];
const othersAssets: Created[] = [
  { user_id: 8, creator_user_id: null },
  { user_id: 8, creator_user_id: 9 },
];

/** The subjects that tell the cases apart, per kind of action: the actor's own, then others'. */
function subjects(actor: ProjectActor, action: Action): { own: unknown[]; others: unknown[] } {
  switch (action) {
    case 'comment.edit':
    case 'comment.delete':
      return { own: [actor.kind === 'guest' ? ownByGuest : ownByMember], others };
    case 'reaction.remove':
    case 'project_file.delete':
      return { own: [ownRow], others: othersRows };
    case 'review.assign':
    case 'review.stages':
    case 'stage.see_private':
      return { own: created, others: othersAssets };
    case 'asset.read':
      return { own: [inProject], others: [inProject] };
    default:
      return { own: [undefined], others: [undefined] };
  }
}

/** Asks `may` with the subjects that tell the cases apart: whether it allows all the actor's own, and each answer on others'. */
function answers(actor: ProjectActor, action: Action): { own: boolean; others: boolean[] } {
  const ask = (subject: unknown) => (may as (a: ProjectActor, b: Action, c?: unknown) => boolean)(actor, action, subject);
  const { own, others: theirs } = subjects(actor, action);
  const ownAnswers = own.map(ask);
  expect(new Set(ownAnswers).size).toBe(1);
  return { own: ownAnswers[0]!, others: theirs.map(ask) };
}

describe('the policy table', () => {
  it('has a row for every action', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ACTIONS].sort());
  });

  describe.each(ACTIONS)('%s', (action) => {
    it.each(ROLES)('as a member with the role %s', (role) => {
      const expected = TABLE[action][role as 'Owner' | 'Admin' | 'Member'];
      const { own, others: theirs } = answers(member(role), action);
      expect(own).toBe(expected !== 'no');
      expect(theirs.every((answer) => answer === (expected === 'yes'))).toBe(true);
    });

    it('as someone with no role in the project: never', () => {
      const { own, others: theirs } = answers(member(null), action);
      expect([own, ...theirs]).not.toContain(true);
    });

    it.each(SWITCH_SETS.map((on) => [on.join('+') || 'no switch', on] as const))('as a guest of a link with %s', (_, on) => {
      const rule = TABLE[action].guest;
      const { own, others: theirs } = answers(guest(on), action);
      const allowed = rule === 'yes' || rule === 'own' || rule === 'scope' || on.some((name) => name === rule);
      expect(own).toBe(allowed);
      expect(theirs.every((answer) => answer === (allowed && rule !== 'own'))).toBe(true);
    });
  });

  it('lets a guest read only what the link opens', () => {
    const projectLink = guest([]);
    const assetLink = guest([], 20);
    expect(may(projectLink, 'asset.read', inProject)).toBe(true);
    expect(may(projectLink, 'asset.read', { ...inProject, is_archived: 1 })).toBe(false);
    expect(may(projectLink, 'asset.read', { ...inProject, project_id: 12 })).toBe(false);
    expect(may(assetLink, 'asset.read', inProject)).toBe(true);
    expect(may(assetLink, 'asset.read', { ...inProject, id: 21 })).toBe(false);
  });

  it('answers a member known by id and role as it answers the member', () => {
    const loosely = { may: may as (...args: unknown[]) => boolean, mayMember: mayMember as (...args: unknown[]) => boolean };
    for (const action of ACTIONS) {
      for (const role of [...ROLES, null]) {
        const { own, others: theirs } = subjects(member(role), action);
        for (const subject of [...own, ...theirs]) expect(loosely.mayMember(7, role, action, subject)).toBe(loosely.may(member(role), action, subject));
      }
    }
  });

  it('never takes a guest without a browser key for an author', () => {
    expect(may({ ...guest([]), key: null }, 'comment.edit', { user_id: null, guest_key: null })).toBe(false);
  });

  it('refuses with the sentence of who may', () => {
    expect(() => authorize(member('Member'), 'project.update')).toThrow('Only the project owner or an admin can do this.');
    expect(() => authorize(member('Admin'), 'project.delete')).toThrow('Only the project owner can do this.');
    expect(() => authorize(member('Member'), 'comment.delete', others[0]!)).toThrow('Only the author, the owner or an admin can delete this comment.');
    expect(() => authorize(guest([]), 'comment.draw')).toThrow('Drawing is not allowed through this review link.');
    expect(() => authorize(guest(['draw']), 'comment.edit', others[1]!)).toThrow(GUEST_NOT_AUTHOR);
    expect(() => authorize(member('Owner'), 'reaction.remove', othersRows[0]!)).toThrow('Only the person who reacted can take the reaction back.');
    expect(() => authorize(member('Member'), 'project_file.delete', othersRows[0]!)).toThrow('Only the uploader, the owner or an admin can remove this file.');
    expect(() => authorize(member('Member'), 'review.assign', othersAssets[0]!)).toThrow("Only the project's owner or an admin, or the asset's creator, can choose its reviewers.");
    expect(() => authorize(member('Member'), 'review.stages', othersAssets[1]!)).toThrow("Only the project's owner or an admin, or the asset's creator, can change its review stages.");
  });
});
