import path from 'node:path';
import { z } from 'zod';
import { LOCALES } from '@review/contract/locales';
import { BANNER_ENV, readBannerSettings } from './features/banners/settings.ts';
import { checkOidcEnv, OIDC_ENV, readOidcSettings } from './features/sso/settings.ts';
import { CAPTURE_ENV, readCaptureSettings } from './features/websites/settings.ts';
import { OFFICE_ENV, readOfficeSettings } from './features/assets/renderers/office/settings.ts';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const RETENTION_DAYS = 'must be a whole number of days, from 1 to 36500';

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), 'must start with postgres:// (leave it unset for SQLite)'),
    PUBLIC_URL: optionalText.refine((url) => !url || URL.canParse(url), 'must be an absolute URL such as https://review.example.com'),
    SMTP_URL: optionalText.refine((url) => !url || /^smtps?:\/\//.test(url), 'must start with smtp:// or smtps://'),
    MAIL_FROM: z.string().default('Design Review <no-reply@localhost>'),
    // The language of accounts whose browser asks for none of ours, and of e-mails to addresses without an account.
    DEFAULT_LOCALE: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }).default('en'),
    S3_ENDPOINT: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    // Off in production: webhooks and fetched URLs must not reach the server's own network. Tests turn it on.
    WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10_240).default(500),
    RENDER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
    PAGE_RENDER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(20),
    VIDEO_MAX_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(1800),
    RENDER_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).default(1024),
    // `all`: the web app and the job worker; `web`: HTTP only; `worker`: jobs only (renders, e-mail, webhooks), no HTTP.
    SERVER_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
    // How often live hubs read revisions: the longest a change waits when nothing wakes them sooner.
    LIVE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(250),
    // On PostgreSQL, hubs are woken by LISTEN/NOTIFY; off leaves them to the poll (tests of that path).
    LIVE_NOTIFY: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    METRICS_TOKEN: optionalText.refine((token) => !token || token.length >= 16, 'must be at least 16 characters long'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    // Single sign-on with an OpenID Connect provider (features/sso/settings.ts): all unset, or issuer and client id at least.
    ...OIDC_ENV,
    // HTML5 banners (features/banners/settings.ts): the Chromium they are drawn in, the origin their files are served from.
    ...BANNER_ENV,
    // Website captures (features/websites/settings.ts): the staging hosts allowed on private addresses, the time and height limits.
    ...CAPTURE_ENV,
    // Office documents (features/assets/renderers/office/settings.ts): LibreOffice's command or a Gotenberg service, the time and memory limits.
    ...OFFICE_ENV,
    // How long the audit log keeps an entry; the retention sweep deletes older ones (features/audit).
    AUDIT_RETENTION_DAYS: z.coerce.number({ error: RETENTION_DAYS }).int(RETENTION_DAYS).min(1, RETENTION_DAYS).max(36_500, RETENTION_DAYS).default(400),
  })
  .superRefine(checkOidcEnv)
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    livePollMs: env.LIVE_POLL_MS,
    liveNotify: env.LIVE_NOTIFY,
    mailFrom: env.MAIL_FROM,
    defaultLocale: env.DEFAULT_LOCALE,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    maxUploadBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
    renderTimeoutMs: env.RENDER_TIMEOUT_SECONDS * 1000,
    pageRenderTimeoutMs: env.PAGE_RENDER_TIMEOUT_SECONDS * 1000,
    videoMaxSeconds: env.VIDEO_MAX_SECONDS,
    renderMemoryMb: env.RENDER_MEMORY_MB,
    role: env.SERVER_ROLE,
    authRateLimit: env.AUTH_RATE_LIMIT,
    throttle: { perAccount: env.LOGIN_MAX_FAILURES, perIp: env.LOGIN_MAX_FAILURES_PER_IP },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    oidc: readOidcSettings(env),
    banners: readBannerSettings(env),
    captures: readCaptureSettings(env),
    office: readOfficeSettings(env),
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
  }));

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads settings from the environment; a bad value stops the start with a sentence naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
