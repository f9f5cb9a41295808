// The yardstick of bench/live-events.mjs: a bare Node HTTP server holding Server-Sent Events streams,
// which tells every stream at once when it is sent POST /change. Nothing but the transport, with the
// least work for the same bytes, as the app does it (features/events/sse-stream.ts): the event made
// once as one whole HTTP chunk and written to each stream's socket.
import http from 'node:http';

const streams = new Set();
const chunkOf = (frame) => {
  const body = Buffer.from(frame);
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]);
};
const server = http.createServer((req, res) => {
  if (req.url === '/events') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write('event: ready\ndata: {}\n\n');
    streams.add(res);
    res.on('close', () => streams.delete(res));
    return;
  }
  if (req.url === '/change' && req.method === 'POST') {
    res.end('{}');
    const chunk = chunkOf(`event: project\ndata: ${JSON.stringify({ project_id: 1, removed: false })}\n\n`);
    for (const stream of streams) stream.socket.write(chunk);
    return;
  }
  if (req.url === '/health') return void res.end('{}');
  res.statusCode = 404;
  res.end();
});
server.listen(Number(process.env.PORT), '127.0.0.1');
