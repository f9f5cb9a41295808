import type { OpenAPIV3_1 } from 'openapi-types';
import { TOKEN_PREFIX } from '@review/contract/tokens';

/** The document's tags, one a feature's group of routes, in the order the document lists them. */
export const TAGS: OpenAPIV3_1.TagObject[] = [
  { name: 'health', description: 'Liveness and readiness, for load balancers and orchestrators.' },
  { name: 'auth', description: 'Accounts: sign-up, sign-in (a session token, also set as the `authToken` cookie), sign-out and password reset.' },
  { name: 'profile', description: "The signed-in user's names, avatar, password and plan." },
  { name: 'sessions', description: "The signed-in user's sessions, signed out one at a time or all but the current one." },
  { name: 'tokens', description: `Personal access tokens (\`${TOKEN_PREFIX}…\`) for scripts, CI and MCP clients; a \`read\` token changes nothing.` },
  { name: 'plans', description: 'The plan catalogue and its limits.' },
  { name: 'projects', description: 'Projects, their per-user star and archive, and their reference files.' },
  { name: 'members', description: "Project members, their roles, and the project's default creator and approver." },
  { name: 'invitations', description: 'E-mailed invitations to join a project.' },
  { name: 'assets', description: 'Assets, their versions and variations (design files), and rendering.' },
  { name: 'comments', description: 'Comments, replies, attachments, reactions and drawn annotations.' },
  { name: 'feedback', description: "An asset's open feedback as one brief (JSON or Markdown), and each mark's crop." },
  { name: 'reviews', description: 'The approval workflow: reviewers, decisions and outcomes.' },
  { name: 'history', description: 'What happened to an asset, newest first.' },
  { name: 'notifications', description: 'Notifications, their e-mail settings, and one-click unsubscribe.' },
  { name: 'search', description: 'Projects, assets and comments holding a text.' },
  { name: 'sharing', description: "Review links: as members manage them, and the public side a guest uses with the link's token." },
  { name: 'reports', description: 'PDF review reports and CSV exports of comments.' },
  { name: 'webhooks', description: 'Project webhooks (Standard Webhooks signatures) and their delivery log.' },
  { name: 'events', description: 'Live updates as Server-Sent Events.' },
  { name: 'mcp', description: 'The Model Context Protocol endpoint, for AI agents holding a personal access token.' },
  { name: 'scim', description: "SCIM provisioning: the tokens administrators make for the company's identity provider. SCIM 2.0 itself is served at `/scim/v2` and described by its own ServiceProviderConfig, Schemas and ResourceTypes." },
  { name: 'admin', description: "The server's Administration, for its administrators (`npm run admin -- set-admin`): accounts and the audit log." },
];
