/**
 * Who is acting and what they may do: the published entry of access/ for the other features. It is
 * not a feature of its own (no routes, nothing to build); every feature asks it.
 */
export { authorColumns, memberActor, projectRoleOf, type Actor, type GuestActor, type MemberActor, type ProjectActor } from './actor.ts';
export { askedDuring } from './asked.ts';
export { ACTIONS, authorize, authorizeRole, can, may, mayMember, type Action, type Authored, type Created, type Owned, type ProjectAction } from './policy.ts';
export { declaredActions, OUTSIDE, requireRouteAccess, type Outside, type RouteAccess } from './route-access.ts';
export { findActorAsset, findActorVariation, type ActorAsset } from './scoped.ts';
