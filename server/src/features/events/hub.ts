import type { FastifyBaseLogger } from 'fastify';
import type { ProjectChangedEvent, UserChangedEvent } from '@review/contract/events';
import { startHeartbeats } from './heartbeats.ts';
import type { GuestConnection, LiveConnection } from './live-connections.ts';
import type { LiveEventsRepository } from './repository.ts';

export type { GuestConnection, LiveConnection } from './live-connections.ts';

/** One object for every `user` event, so its frame is made once (sse-stream.ts). */
const USER_CHANGED: UserChangedEvent = Object.freeze({});

export interface LiveHubOptions {
  repository: Pick<LiveEventsRepository, 'revisionsOf' | 'peopleOf' | 'liveSessions' | 'userRevisionsOf' | 'visibleProjects' | 'openLinks'>;
  log: FastifyBaseLogger;
  /** How often the watched projects' revisions are read: the longest a change waits before it is sent. */
  pollMs: number;
  heartbeatMs: number;
  /** How often open streams' sessions are checked: a logout elsewhere ends its streams within this time. */
  sessionCheckMs: number;
}

/**
 * Tells open event streams when a project they show changed. The database is the only source of
 * truth: triggers raise a project's revision on every write, whoever makes it (this instance, another
 * one, a script), and the hub reads the revisions of the projects its streams watch in one query per
 * tick. So any number of instances stay correct with no messages between them. Each user has a
 * revision too (notifications, projects they own or belong to, plan), read the same way for the users
 * with a stream open here: a change sends `user`, and the stream starts watching any project it now sees.
 */
export function createLiveHub({ repository, log, pollMs, heartbeatMs, sessionCheckMs }: LiveHubOptions) {
  const watchers = new Map<number, Set<LiveConnection>>();
  const watchedBy = new Map<LiveConnection, Set<number>>();
  const connectionsOf = new Map<number, Set<LiveConnection>>();
  const revisions = new Map<number, number>();
  /** Guests' streams by the project their link opens (a link of one asset listens to its project). */
  const guestsOf = new Map<number, Set<GuestConnection>>();
  const isWatched = (projectId: number) => watchers.has(projectId) || guestsOf.has(projectId);
  const userRevisions = new Map<number, number>();
  let polling = false;
  /** A change was reported while a read was under way: read once more when it ends. */
  let readAgain = false;

  function watch(connection: LiveConnection, projectId: number) {
    let set = watchers.get(projectId);
    if (!set) watchers.set(projectId, (set = new Set()));
    set.add(connection);
    watchedBy.get(connection)?.add(projectId);
  }

  function unwatch(connection: LiveConnection, projectId: number) {
    const set = watchers.get(projectId);
    set?.delete(connection);
    if (set?.size === 0) {
      watchers.delete(projectId);
      if (!isWatched(projectId)) revisions.delete(projectId);
    }
    watchedBy.get(connection)?.delete(projectId);
  }

  async function pollUsers() {
    const userIds = [...connectionsOf.keys()];
    if (userIds.length === 0) return;
    for (const row of await repository.userRevisionsOf(userIds)) {
      if (userRevisions.get(row.id) === row.live_revision || !connectionsOf.has(row.id)) continue;
      userRevisions.set(row.id, row.live_revision);
      const visible = await repository.visibleProjects(row.id);
      for (const connection of connectionsOf.get(row.id) ?? []) {
        for (const project of visible) {
          if (watchedBy.get(connection)?.has(project.id)) continue;
          if (!isWatched(project.id)) revisions.set(project.id, project.revision);
          watch(connection, project.id);
        }
        connection.send('user', USER_CHANGED);
      }
    }
  }

  async function pollProjects() {
    if (watchers.size === 0 && guestsOf.size === 0) return;
    const ids = [...new Set([...watchers.keys(), ...guestsOf.keys()])];
    const current = new Map((await repository.revisionsOf(ids)).map((row) => [row.id, row.revision]));
    const changed = ids.filter((id) => current.get(id) !== revisions.get(id));
    if (changed.length === 0) return;

    const people = new Map<number, Set<number>>();
    for (const row of await repository.peopleOf(changed)) {
      let set = people.get(row.project_id);
      if (!set) people.set(row.project_id, (set = new Set()));
      set.add(row.user_id);
    }
    for (const projectId of changed) {
      const revision = current.get(projectId);
      if (revision === undefined) revisions.delete(projectId);
      else revisions.set(projectId, revision);
      const allowed = people.get(projectId) ?? new Set<number>();
      // Someone just added to the project whose stream is open here starts watching it now.
      for (const userId of allowed) for (const connection of connectionsOf.get(userId) ?? []) watch(connection, projectId);
      // One data object for all the streams that keep the project, one for those that lose it: each is serialised once (sse-stream.ts).
      const kept: ProjectChangedEvent = { project_id: projectId, removed: false };
      const lost: ProjectChangedEvent = { project_id: projectId, removed: true };
      for (const connection of [...(watchers.get(projectId) ?? [])]) {
        const removed = !allowed.has(connection.userId);
        connection.send('project', removed ? lost : kept);
        if (removed) unwatch(connection, projectId);
      }
      await tellGuests(projectId, revision === undefined);
    }
  }

  /**
   * The guests of a changed project: told to ask again; a stream whose link was closed (revoked, or
   * its project deleted) is then ended at once, so an open page says so without waiting for the
   * next check of ended sessions.
   */
  async function tellGuests(projectId: number, isGone: boolean) {
    const guests = [...(guestsOf.get(projectId) ?? [])];
    if (guests.length === 0) return;
    const open = isGone ? new Set<number>() : await repository.openLinks([...new Set(guests.map((guest) => guest.linkId))], new Date().toISOString());
    for (const guest of guests) {
      // Told to ask again either way: a page on a closed link then hears so from its own read.
      guest.send('review', {});
      if (!open.has(guest.linkId)) guest.close();
    }
  }

  async function poll() {
    if (polling) {
      readAgain = true;
      return;
    }
    if (connectionsOf.size === 0 && guestsOf.size === 0) return;
    polling = true;
    try {
      await pollUsers();
      await pollProjects();
    } catch (error) {
      log.warn({ err: error }, 'live updates could not read revisions; trying again');
    } finally {
      polling = false;
      if (readAgain) {
        readAgain = false;
        void poll();
      }
    }
  }

  async function endStreamsOfEndedSessions() {
    const connections = [...watchedBy.keys()];
    const guests = [...guestsOf.values()].flatMap((set) => [...set]);
    try {
      const at = new Date().toISOString();
      if (connections.length > 0) {
        const live = await repository.liveSessions([...new Set(connections.map((connection) => connection.sessionKey))], at);
        for (const connection of connections) if (!live.has(connection.sessionKey)) connection.close();
      }
      if (guests.length > 0) {
        const open = await repository.openLinks([...new Set(guests.map((guest) => guest.linkId))], at);
        for (const guest of guests) if (!open.has(guest.linkId)) guest.close();
      }
    } catch (error) {
      log.warn({ err: error }, 'live updates could not check the sessions of open streams; trying again');
    }
  }

  const pollTimer = setInterval(() => {
    if (!polling) void poll();
  }, pollMs);
  const heartbeatTimer = startHeartbeats(heartbeatMs, watchedBy, guestsOf);
  const sessionTimer = setInterval(() => void endStreamsOfEndedSessions(), sessionCheckMs);
  pollTimer.unref();
  sessionTimer.unref();

  return {
    /**
     * Starts telling `connection` about `projects` and about its user, both read for its user just
     * before (with their revisions), so that a change made since is still sent.
     */
    add(connection: LiveConnection, projects: readonly { id: number; revision: number }[], userRevision: number) {
      watchedBy.set(connection, new Set());
      if (!connectionsOf.has(connection.userId)) userRevisions.set(connection.userId, userRevision);
      let own = connectionsOf.get(connection.userId);
      if (!own) connectionsOf.set(connection.userId, (own = new Set()));
      own.add(connection);
      for (const project of projects) {
        // A project already watched keeps the revision last told, so a change in between is still sent.
        if (!isWatched(project.id)) revisions.set(project.id, project.revision);
        watch(connection, project.id);
      }
    },

    /** Starts telling a guest's stream when its link's project changes, from `revision` read just before. */
    addGuest(guest: GuestConnection, revision: number) {
      if (!isWatched(guest.projectId)) revisions.set(guest.projectId, revision);
      let set = guestsOf.get(guest.projectId);
      if (!set) guestsOf.set(guest.projectId, (set = new Set()));
      set.add(guest);
    },

    removeGuest(guest: GuestConnection) {
      const set = guestsOf.get(guest.projectId);
      set?.delete(guest);
      if (set?.size === 0) {
        guestsOf.delete(guest.projectId);
        if (!isWatched(guest.projectId)) revisions.delete(guest.projectId);
      }
    },

    remove(connection: LiveConnection) {
      for (const projectId of [...(watchedBy.get(connection) ?? [])]) unwatch(connection, projectId);
      watchedBy.delete(connection);
      const own = connectionsOf.get(connection.userId);
      own?.delete(connection);
      if (own?.size === 0) {
        connectionsOf.delete(connection.userId);
        userRevisions.delete(connection.userId);
      }
    },

    /**
     * Reads revisions now rather than at the next tick: this instance just wrote something. Writes
     * made elsewhere (other instances, scripts) are found by the ticks.
     */
    poll,
    endStreamsOfEndedSessions,

    /** How many streams are open here (metrics). */
    openStreams: () => watchedBy.size + [...guestsOf.values()].reduce((sum, set) => sum + set.size, 0),

    close() {
      clearInterval(pollTimer);
      clearInterval(heartbeatTimer);
      clearInterval(sessionTimer);
      for (const connection of [...watchedBy.keys()]) connection.close();
      for (const guests of [...guestsOf.values()]) for (const guest of [...guests]) guest.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
