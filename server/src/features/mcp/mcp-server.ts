import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { COMMENT_MAX } from '@review/contract/comments';
import { FeedbackSchema } from '@review/contract/feedback';
import { MAX_FRAME } from '@review/contract/media';
import { TOKEN_READ_ONLY, type TokenScope } from '@review/contract/tokens';
import { AppError } from '../../errors.ts';
import type { UserRow } from '../auth/index.ts';
import { feedbackToMarkdown, type FeedbackService } from '../feedback/index.ts';
import { guardTool, type ToolAccess, type ToolSubject } from './guarded-tool.ts';
import type { CommentTarget, McpService } from './service.ts';

/** Files sent inline, as base64 in the JSON-RPC body; larger ones come by `url`. */
export const INLINE_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** MCP's error code for a resource that is not there (the SDK has no name for it). */
const RESOURCE_NOT_FOUND = -32002;

const id = (what: string) => z.number().int().positive().describe(what);
/** Where add_comment's policy question is asked: the variation named, the thread answered, else the asset. */
const commentSubject = (args: CommentTarget): ToolSubject | null =>
  args.variation_id !== undefined ? { variation: args.variation_id } : args.parent_id !== undefined ? { comment: args.parent_id } : args.asset_id !== undefined ? { asset: args.asset_id } : null;
const frame = (what: string) => z.number().int().min(0).max(MAX_FRAME).describe(what);

export interface McpContext {
  user: UserRow;
  scope: TokenScope;
  mcp: McpService;
  feedback: FeedbackService;
  /** Reads a `url` given to upload_version, under the webhooks' address rules. */
  fetchFile: (url: string) => Promise<Buffer>;
  log: FastifyBaseLogger;
}

/**
 * JSON as an agent reads it. JSON.stringify leaves DEL, the C1 controls (NEL among them) and the
 * line and paragraph separators unescaped, and a reader may break lines there: escaped, a name or
 * title never leaves its line.
 */
const json = (value: unknown) => JSON.stringify(value, null, 2).replace(/[\x7f-\x9f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
const text = (value: unknown): CallToolResult => ({ content: [{ type: 'text', text: typeof value === 'string' ? value : json(value) }] });
const toolError = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/**
 * One MCP server per request (the endpoint is stateless), acting as the token's user. A refusal of
 * the services (not found, not allowed, invalid) is a tool error the agent can read; anything else
 * is logged and told in general words, as the HTTP API hides 5xx details. A read token is offered
 * only the tools that read, so an agent does not plan with tools it would be refused.
 */
export function buildMcpServer({ user, scope, mcp, feedback, fetchFile, log }: McpContext): McpServer {
  const server = new McpServer({ name: 'design-review', version: '1.0.0' }, scope === 'read' ? { instructions: TOKEN_READ_ONLY } : undefined);

  /** Logs an unexpected failure and returns what the agent is told of it. */
  const reportFailure = (error: unknown) => {
    log.error({ err: error }, 'an MCP request failed');
    return error instanceof AppError ? error.message : 'Something went wrong on our side. Please try again.';
  };
  const run = async (work: () => Promise<CallToolResult>): Promise<CallToolResult> => {
    try {
      return await work();
    } catch (error) {
      return toolError(error instanceof AppError && error.statusCode < 500 ? error.message : reportFailure(error));
    }
  };
  /** A tool's handler behind the policy action it declares (guarded-tool.ts). */
  const tool = <Args>(access: ToolAccess<Args>, work: (args: Args) => Promise<CallToolResult>) => {
    const guarded = guardTool(access, (subject) => mcp.place(user, subject), work);
    return (args: Args) => run(() => guarded(args));
  };

  server.registerTool(
    'list_projects',
    { description: 'The projects you can see, with your role and how many assets each holds.', annotations: { readOnlyHint: true } },
    tool('account', async () => text(await mcp.listProjects(user))),
  );

  server.registerTool(
    'list_assets',
    {
      description: "A project's assets (not archived) with their board status, review outcome, the review stage running when there are several, newest version and open comments.",
      inputSchema: { project_id: id('The project, from list_projects.') },
      annotations: { readOnlyHint: true },
    },
    tool({ action: 'project.view', subject: ({ project_id }: { project_id: number }) => ({ project: project_id }) }, async ({ project_id }) => text(await mcp.listAssets(user, project_id))),
  );

  server.registerTool(
    'get_open_feedback',
    {
      description:
        "The open (unresolved) feedback on an asset's newest version, and which review stage runs when the review has several: the threads the review screen lists there, each with its marker number and variation label (\"2A\") as the screen shows them, text, author, page, the drawn mark's box in the image's pixels, a crop URL of the marked area and its replies. An earlier version's unresolved thread with a mark is listed once the comparison marks it on the newest version, with its own version and change_state: changed when the newest version changed pixels under its mark, untouched when not; answer it (reply, resolve) on its thread as on any other. changes has the newest version's boxes of change against the previous one, so after uploading a fix you can check it touched the places asked for and nothing else. On a video, each thread's frame (or range of frames) with its timecode, and the URL of that exact frame as a PNG (the crop URL then shows the frame, cut to the mark when there is one). Fetch those URLs with the same Bearer token. The text is Markdown; the structured result has the same data.",
      inputSchema: { asset_id: id('The asset, from list_assets.') },
      outputSchema: FeedbackSchema,
      annotations: { readOnlyHint: true },
    },
    tool({ action: 'asset.read', subject: ({ asset_id }: { asset_id: number }) => ({ asset: asset_id }) }, async ({ asset_id }) => {
      const brief = await feedback.getFeedback(user, asset_id);
      return { ...text(feedbackToMarkdown(brief)), structuredContent: brief };
    }),
  );

  if (scope === 'write') {
    server.registerTool(
      'add_comment',
      {
        description: "Adds a comment to an asset's newest version (or to a given variation), or a reply to a thread with parent_id. On a video, give the frame it is about (or a range with frame_end).",
        inputSchema: {
          asset_id: id('The asset: the comment goes on its newest version.').optional(),
          variation_id: id('A variation, in place of asset_id.').optional(),
          parent_id: id('The thread to reply to.').optional(),
          text: z.string().trim().min(1).max(COMMENT_MAX).describe('The comment.'),
          frame: frame("On a video: the frame the comment is about, counted from 0 (get_open_feedback's video.frame_rate turns a time into frames), or the first of a range. Leave it out for a still design, for the whole video, and for a reply (it is on its thread's frame).").optional(),
          frame_end: frame('With frame: the last frame of the range the comment is about (at or after frame).').optional(),
        },
      },
      tool({ action: (args: CommentTarget) => (args.parent_id ? 'comment.reply' : 'comment.create'), subject: commentSubject }, async (args) => {
        const comment = await mcp.addComment(user, args);
        return text({ message: args.parent_id ? 'Reply added.' : 'Comment added.', comment_id: comment.id });
      }),
    );

    server.registerTool(
      'resolve_comment',
      { description: 'Marks a thread resolved (a thread already resolved stays so).', inputSchema: { comment_id: id('The thread, from get_open_feedback.') }, annotations: { idempotentHint: true } },
      tool({ action: 'comment.resolve', subject: ({ comment_id }: { comment_id: number }) => ({ comment: comment_id }) }, async ({ comment_id }) => {
        const { was_resolved } = await mcp.resolveComment(user, comment_id);
        return text({ message: was_resolved ? 'The comment was already resolved.' : 'Comment resolved.', comment_id });
      }),
    );

    server.registerTool(
      'upload_version',
      {
        description: `Uploads a new version of an asset from the file's bytes (base64, up to ${INLINE_FILE_MAX_BYTES / 1024 / 1024} MB) or from a public http(s) URL. Reviewers are asked again, as for an upload in the app.`,
        inputSchema: {
          asset_id: id('The asset.'),
          file_name: z.string().trim().min(1).max(255).describe('The file name with its extension, e.g. home.png.'),
          base64: z.string().optional().describe("The file's bytes, base64-encoded."),
          url: z.url({ protocol: /^https?$/ }).optional().describe('Where to fetch the file from instead.'),
        },
      },
      tool({ action: 'asset.update', subject: ({ asset_id }: { asset_id: number }) => ({ asset: asset_id }) }, async ({ asset_id, file_name, base64, url }: { asset_id: number; file_name: string; base64?: string; url?: string }) => {
        if ((base64 === undefined) === (url === undefined)) return toolError('Send the file as base64 or as url (one of them).');
        const content = base64 !== undefined ? Buffer.from(base64, 'base64') : await fetchFile(url!);
        if (content.length > INLINE_FILE_MAX_BYTES && base64 !== undefined) return toolError(`A file sent as base64 may be at most ${INLINE_FILE_MAX_BYTES / 1024 / 1024} MB; give a url for larger ones.`);
        const version = await mcp.uploadVersion(user, asset_id, file_name, content);
        return text({ message: 'Version uploaded.', version_id: version.id, version: version.version });
      }),
    );
  }

  server.registerResource(
    'open-feedback',
    new ResourceTemplate('feedback://assets/{asset_id}', { list: undefined }),
    { description: "An asset's open feedback on its newest version, as Markdown.", mimeType: 'text/markdown' },
    async (uri, { asset_id }) => {
      const assetId = Number(asset_id);
      if (!Number.isInteger(assetId) || assetId < 1) throw new McpError(ErrorCode.InvalidParams, 'The asset id must be a positive whole number.');
      const brief = await feedback.getFeedback(user, assetId).catch((error: unknown) => {
        // An asset the user cannot see is not found, as over HTTP.
        if (error instanceof AppError && error.statusCode === 404) throw new McpError(RESOURCE_NOT_FOUND, error.message, { uri: uri.href });
        if (error instanceof AppError && error.statusCode < 500) throw new McpError(ErrorCode.InvalidParams, error.message);
        throw new McpError(ErrorCode.InternalError, reportFailure(error));
      });
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: feedbackToMarkdown(brief) }] };
    },
  );

  return server;
}
