import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { askedDuring, authorize, type Action, type ProjectActor, type ProjectAction } from '../access/index.ts';

/** What a tool acts on, read from its arguments: the policy is asked about the token's user there. */
export type ToolSubject = { project: number } | { asset: number } | { variation: number } | { comment: number };

/** The token's user placed in the subject's project (404 when they cannot see it), with the asset when the subject is on one. */
export interface Placed {
  actor: ProjectActor;
  asset?: { id: number; project_id: number; is_archived: number };
}

/** The actions a tool may declare: those asked about a project, and reading an asset. */
export type ToolAction = ProjectAction | 'asset.read';

/**
 * What guards a tool: the policy action its service asks (chosen by the arguments where they
 * decide, as a reply or a new thread), and the subject it is asked about; `null` when the arguments
 * name none, which the service refuses in its own words. 'account': the user's own list, outside
 * any one project (as a route's 'account').
 */
export type ToolAccess<Args> =
  | 'account'
  | {
      action: ToolAction | ((args: Args) => ToolAction);
      subject: (args: Args) => ToolSubject | null;
    };

/** Thrown when a tool's service did not ask the action the tool declares: a wrong declaration, never the user's fault. */
export class UndeclaredAccess extends Error {}

/**
 * A tool's handler behind the policy: the MCP layer asks the declared action about the subject
 * before the work runs (a refusal is the tool's error, as the HTTP API's 403 or 404), then checks
 * that the work itself asked it, so a declaration cannot drift from the service it stands for.
 */
export function guardTool<Args>(access: ToolAccess<Args>, place: (subject: ToolSubject) => Promise<Placed>, work: (args: Args) => Promise<CallToolResult>) {
  if (access === 'account') return work;
  return async (args: Args): Promise<CallToolResult> => {
    const action: Action = typeof access.action === 'function' ? access.action(args) : access.action;
    const subject = access.subject(args);
    if (subject) {
      const { actor, asset } = await place(subject);
      if (action === 'asset.read') authorize(actor, action, asset!);
      else authorize(actor, action);
    }
    const { result, asked } = await askedDuring(() => work(args));
    if (subject && !result.isError && !asked.has(action)) throw new UndeclaredAccess(`the tool declares ${action}, which its service did not ask (it asked ${[...asked].join(', ') || 'nothing'})`);
    return result;
  };
}
