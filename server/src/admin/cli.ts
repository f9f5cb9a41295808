import '../runtime-check.ts';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { PlanIdSchema } from '@review/contract/plans';
import { RegisterBodySchema } from '@review/contract/auth';
import { createDiskBlobStore } from '../blob/disk-blob-store.ts';
import { createS3BlobStore } from '../blob/s3-blob-store.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { OTHER_WRITERS_POLL_MS } from '../db/write-generation.ts';
import { createDomainEvents } from '../domain-events/announce.ts';
import { AppError } from '../errors.ts';
import { BackupError, backup, restore } from './backup.ts';
import { createAdminService } from '../features/admin/service.ts';
import { OPERATOR, writeAuditEntry } from '../features/audit/index.ts';
import { createAuthService } from '../features/auth/service.ts';
import { createThrottle } from '../features/auth/throttle.ts';
import { createProfileService } from '../features/profile/service.ts';

const USAGE = `Usage: npm run admin -- <command> [options]

  list-users                                         every account: id, e-mail, name, plan, since
  create-user --email E --first-name F --last-name L [--password P]
                                                     a new account (a password is made and shown when none is given)
  reset-password --email E [--password P]            sets a new password and signs the user out everywhere
  set-plan --email E --plan starter|lite|pro         switches the plan (refused if the account owns more than it allows)
  set-admin --email E [--revoke]                     makes the account an administrator of this server (the web app's
                                                     Administration: accounts, audit log), or with --revoke no longer one
  backup FILE                                        a consistent backup while the server runs (npm run backup -- FILE)
  restore FILE                                       restores a backup into an empty DATA_DIR / database (npm run restore -- FILE)

It uses the same settings as the server (DATA_DIR, DATABASE_URL, S3_*), read from the environment.
Every change is written to the audit log as done by 'operator (npm run admin)'.`;

class UsageError extends Error {}

/** A readable password for the operator to pass on once: 16 characters, 96 random bits. */
const makePassword = () => randomBytes(12).toString('base64url');

function required(values: Record<string, string | boolean | undefined>, name: string) {
  const value = values[name];
  if (typeof value !== 'string' || !value.trim()) throw new UsageError(`--${name} is required.`);
  return value.trim();
}

/** Server administration without SQL, through the same services as the API. */
async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      password: { type: 'string' },
      plan: { type: 'string' },
      revoke: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  // npm runs this in the server workspace; a relative FILE means where the person typed it.
  const fileArgument = () => {
    if (!positionals[1]) throw new UsageError(`Which file? npm run ${command} -- FILE`);
    return path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[1]);
  };
  if (command === 'backup') {
    const file = fileArgument();
    const manifest = await backup(config, file);
    console.log(`Backed up the ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ${manifest.files} ${manifest.storage === 's3' ? 'bucket keys' : 'files'} to ${file}.`);
    return;
  }
  if (command === 'restore') {
    const file = fileArgument();
    const manifest = await restore(config, file);
    console.log(`Restored the backup of ${manifest.created_at} (${manifest.files} ${manifest.storage === 's3' ? 'bucket keys listed; the bucket keeps the files' : 'files'}). Start the server.`);
    return;
  }
  const database = openDatabase({ ...config, bounded: false, onIdleError: () => undefined });
  try {
    await migrateToLatest(database.db, database.dialect);
    // The operator's changes announce what they did; the audit log's listener is the one that hears them here.
    const events = createDomainEvents();
    events.subscribe(writeAuditEntry);
    const auth = createAuthService(database.db, createThrottle(database.db, config.throttle), events.announce);
    const by = { actor: OPERATOR, client: null };
    const blobs = config.s3 ? createS3BlobStore(config.s3) : createDiskBlobStore(path.join(config.dataDir, 'blobs'));
    const findUser = async (email: string) => {
      const user = await auth.findUserByEmail(email);
      if (!user) throw new UsageError(`No account uses the address ${email}.`);
      return user;
    };
    // A running server on the same SQLite file notices another process's writes at its next poll.
    const untilNoticed = () => (database.dialect === 'sqlite' ? setTimeout(OTHER_WRITERS_POLL_MS * 3) : Promise.resolve());

    switch (command) {
      case 'list-users': {
        const users = await auth.listUsers();
        for (const user of users) console.log([user.id, user.email, `${user.first_name} ${user.last_name}`, user.plan, user.created_at.slice(0, 10)].join('\t'));
        console.log(`${users.length} account${users.length === 1 ? '' : 's'}`);
        return;
      }
      case 'create-user': {
        const password = values.password ?? makePassword();
        const body = RegisterBodySchema.safeParse({ email: required(values, 'email'), first_name: required(values, 'first-name'), last_name: required(values, 'last-name'), password });
        if (!body.success) throw new UsageError(body.error.issues[0]?.message ?? 'The account is not valid.');
        const user = await auth.register(body.data, config.defaultLocale, (made) => ({ type: 'operator.user_created', by, user: { id: made.id, email: made.email } }));
        console.log(`Created account ${user.id} for ${user.email}.`);
        if (!values.password) console.log(`Password: ${password}`);
        return;
      }
      case 'reset-password': {
        const user = await findUser(required(values, 'email'));
        const password = values.password ?? makePassword();
        if (password.length < 8) throw new UsageError('The password must be at least 8 characters long.');
        await auth.setPassword(user, password, by);
        await untilNoticed();
        console.log(`New password set for ${user.email}; every session of the account has ended.`);
        if (!values.password) console.log(`Password: ${password}`);
        return;
      }
      case 'set-plan': {
        const plan = PlanIdSchema.safeParse(required(values, 'plan'));
        if (!plan.success) throw new UsageError('--plan must be starter, lite or pro.');
        const user = await findUser(required(values, 'email'));
        await createProfileService(database.db, blobs, events.announce).changePlan(user, plan.data, { type: 'operator.plan_set', by, user: { id: user.id, email: user.email }, from: user.plan, to: plan.data });
        console.log(`${user.email} is now on the ${plan.data} plan.`);
        return;
      }
      case 'set-admin': {
        const user = await findUser(required(values, 'email'));
        const isAdmin = !values.revoke;
        const changed = await createAdminService(database.db, events.announce).setAdmin(user, isAdmin, by);
        // Taking the right away is only said once a running server sees it.
        if (changed) await untilNoticed();
        if (isAdmin) console.log(changed ? `${user.email} is now an administrator of this server.` : `${user.email} already is an administrator of this server.`);
        else console.log(changed ? `${user.email} is no longer an administrator of this server.` : `${user.email} was not an administrator of this server.`);
        return;
      }
      default:
        throw new UsageError(`Unknown command: ${command}.\n\n${USAGE}`);
    }
  } finally {
    await database.db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof BackupError || error instanceof AppError || error instanceof ConfigError || (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  console.error(known ? (error as Error).message : `The command failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
