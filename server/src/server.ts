import './runtime-check.ts';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** A person watching a terminal reads lines; anything else (a service manager, a log shipper) gets JSON. */
const isTerminal = Boolean(process.stdout.isTTY);

/** Process entry: settings, logger, migrate (inside buildApp), listen, close gracefully on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const runsJobs = config.role !== 'web';
  const app = await buildApp({
    config,
    serveWeb: config.role !== 'worker',
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(isTerminal && { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } } }),
    },
  });
  // Background work runs where jobs do (a web-only instance leaves it to the workers). The features'
  // timers (stage starts and reminders, digest e-mails, the audit log's retention sweep) claim their work in
  // the database, so any number of instances may run them.
  const timers: NodeJS.Timeout[] = [];
  const startBackgroundWork = () => {
    for (const { everyMs, atStart, run, failure } of app.featureTimers) {
      const runLogged = () => void run().catch((error: unknown) => app.log.warn({ err: error }, failure));
      timers.push(setInterval(runLogged, everyMs).unref());
      if (atStart) runLogged();
    }
    app.jobs.start();
  };
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'closing: finishing requests in flight');
    await app.close();
  });
  if (config.role === 'worker') {
    // A worker takes renders, e-mail and webhooks from the shared database and answers no HTTP, so
    // transcoding scales apart from the web tier.
    await app.ready();
    // No socket holds the process open (the job worker's timers do not, so a web server can stop
    // while one waits): this does, until the worker is closed.
    timers.push(setInterval(() => undefined, 2 ** 30));
    console.log('Design Review worker is running: background jobs only, no HTTP.');
    startBackgroundWork();
    return;
  }
  // In a terminal, one sentence says where to go instead of a 'listening' line per network interface.
  const quietListen = isTerminal && ['trace', 'debug', 'info'].includes(config.logLevel);
  if (quietListen) app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  if (quietListen) app.log.level = config.logLevel;
  // Said however it runs (a terminal, a pipe, a service manager, a container), after the log's lines.
  console.log(`Design Review is running at ${config.publicUrl}${runsJobs ? '' : ' (web only: background jobs are left to workers)'}`);
  if (runsJobs) startBackgroundWork();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
