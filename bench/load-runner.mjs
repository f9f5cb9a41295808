// Load generator for the benchmarks, run as a child process so it never shares a CPU budget with
// the server under test's event loop. Receives {url, headers, duration, connections} over IPC and
// answers with autocannon's summary.
import autocannon from 'autocannon';

process.once('message', async ({ url, headers, duration, connections }) => {
  const result = await autocannon({ url, headers, duration, connections, pipelining: 1 });
  process.send?.({
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  });
  process.disconnect?.();
});
