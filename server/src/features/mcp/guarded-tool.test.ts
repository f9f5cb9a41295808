import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ProjectRole } from '@review/contract/members';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../auth/index.ts';
import { can } from '../access/index.ts';
import { guardTool, UndeclaredAccess, type Placed, type ToolSubject } from './guarded-tool.ts';

/**
 * The MCP layer asks the policy before a tool runs, and checks the tool's service asked the same:
 * here with a tool declaring what only the project's owner may, placed as each project role.
 */
const done: CallToolResult = { content: [{ type: 'text', text: 'done' }] };
const placedAs = (role: ProjectRole) => async (_subject: ToolSubject): Promise<Placed> => ({ actor: { kind: 'member', user: { id: 7 } as UserRow, role } });
const ownersOnly = { action: 'project.delete' as const, subject: ({ project_id }: { project_id: number }) => ({ project: project_id }) };

describe('a guarded MCP tool', () => {
  it('refuses a role the policy refuses, with its sentence, before the work runs', async () => {
    for (const role of ['Admin', 'Member'] as const) {
      let ran = false;
      const tool = guardTool(ownersOnly, placedAs(role), async () => ((ran = true), done));
      await expect(tool({ project_id: 1 })).rejects.toThrow('Only the project owner can do this.');
      expect(ran).toBe(false);
    }
  });

  it('runs the work for a role the policy allows, when the work asks the action it declares', async () => {
    const tool = guardTool(ownersOnly, placedAs('Owner'), async () => (can('Owner', 'project.delete'), done));
    await expect(tool({ project_id: 1 })).resolves.toBe(done);
  });

  it('fails a tool whose work did not ask what it declares: the declaration is wrong', async () => {
    const tool = guardTool(ownersOnly, placedAs('Owner'), async () => (can('Owner', 'project.view'), done));
    await expect(tool({ project_id: 1 })).rejects.toThrow(new UndeclaredAccess('the tool declares project.delete, which its service did not ask (it asked project.view)'));
  });

  it('leaves the subject to the service when the arguments name none, and an account tool as it is', async () => {
    const refused = async () => ({ ...done, isError: true });
    await expect(guardTool({ ...ownersOnly, subject: () => null }, placedAs('Member'), refused)({ project_id: 1 })).resolves.toEqual({ ...done, isError: true });
    const own = async () => done;
    expect(guardTool('account', placedAs('Member'), own)).toBe(own);
  });
});
