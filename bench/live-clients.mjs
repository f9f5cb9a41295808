// The client side of bench/live-events.mjs, in its own process: opens many Server-Sent Events streams,
// then, on each `change` command, starts the change itself and times when every stream hears of it.
import http from 'node:http';
import { createParser } from 'eventsource-parser';

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
let streams = [];
const now = () => performance.timeOrigin + performance.now();

function openStream(url, token, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { accept: 'text/event-stream', ...(token && { authorization: `Bearer ${token}` }) } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      const parser = createParser({ onEvent: (event) => (event.event === 'ready' ? resolve(req) : onEvent(event)) });
      res.setEncoding('utf8');
      res.on('data', (chunk) => parser.feed(chunk));
    });
    req.on('error', reject);
  });
}

async function connect({ url, tokens, count, batch }) {
  streams = Array.from({ length: count }, () => ({ heardAt: null, req: null }));
  for (let start = 0; start < count; start += batch) {
    await Promise.all(
      streams.slice(start, start + batch).map(async (stream, offset) => {
        stream.req = await openStream(url, tokens[(start + offset) % tokens.length], () => {
          stream.heardAt ??= now();
        });
      }),
    );
  }
  process.send({ type: 'connected', count });
}

async function change({ method, url, headers, body, timeoutMs }) {
  for (const stream of streams) stream.heardAt = null;
  const startedAt = now();
  const res = await fetch(url, { method, headers, body });
  if (!res.ok) throw new Error(`change answered ${res.status}: ${await res.text()}`);
  const deadline = startedAt + timeoutMs;
  while (streams.some((stream) => stream.heardAt === null) && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  const latencies = streams.filter((stream) => stream.heardAt !== null).map((stream) => stream.heardAt - startedAt);
  process.send({ type: 'changed', latencies, missed: streams.length - latencies.length });
}

process.on('message', (message) => {
  const run = message.type === 'connect' ? connect(message) : message.type === 'change' ? change(message) : null;
  if (message.type === 'close') {
    for (const stream of streams) stream.req?.destroy();
    process.exit(0);
  }
  run?.catch((error) => {
    process.send({ type: 'error', message: String(error?.stack ?? error) });
  });
});
