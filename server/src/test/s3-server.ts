import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

/**
 * A real S3-compatible server on loopback (s3rver), with one empty bucket, for blob store tests.
 * `goDown()` stops it as an outage would, and the function it returns brings it back on the same
 * port with the same objects.
 */
export async function startS3Server(bucket = 'review-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'review-s3-'));
  const listen = async (port: number) => {
    const started = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    return { started, address: (await started.run()) as AddressInfo };
  };
  let { started: server, address } = await listen(0);
  return {
    settings: {
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    goDown: async () => {
      await server.close();
      return async () => {
        ({ started: server, address } = await listen(address.port));
      };
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
