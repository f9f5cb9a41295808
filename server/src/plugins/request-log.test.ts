import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
}

describe('the request log', () => {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-test-'));
    app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), logger: { level: 'debug', stream } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const linesOf = async (url: string) => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, lines: lines.filter((line) => line.msg === 'request' || line.msg === 'request failed') };
  };

  it('writes one line per API request, when it is answered, at info, without the query', async () => {
    const { status, lines: written } = await linesOf('/api/v1/projects?token=a-secret-in-the-query');
    expect(status).toBe(401);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/api/v1/projects', status: 401 });
    expect(written[0]!.reqId).toBeTruthy();
    expect(written[0]!.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(lines)).not.toContain('a-secret-in-the-query');
  });

  it('logs the health checks at debug, whatever they answer', async () => {
    for (const url of ['/api/v1/health', '/api/v1/ready']) {
      const { lines: written } = await linesOf(url);
      expect(written).toEqual([expect.objectContaining({ level: 20, url })]);
    }
  });

  it('logs a path nobody serves at info, as a failed request to look at', async () => {
    const { status, lines: written } = await linesOf('/api/v1/no-such-thing');
    expect(status).toBe(404);
    expect(written).toEqual([expect.objectContaining({ level: 30, url: '/api/v1/no-such-thing', status: 404 })]);
  });
});
