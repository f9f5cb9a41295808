// Preloaded (--import) into a server process that bench/live-events.mjs forks with --expose-gc: on
// request, collects garbage and answers the process's memory, so the benchmark counts what open
// streams keep, not garbage left by the requests that opened them.
process.on('message', (message) => {
  if (message?.type !== 'memory') return;
  globalThis.gc?.();
  // A second, later collection lets V8 hand back the pages the first one emptied.
  setTimeout(() => {
    globalThis.gc?.();
    process.send({ type: 'memory', ...process.memoryUsage() });
  }, 1000);
});
