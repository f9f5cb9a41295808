import type { FastifyInstance } from 'fastify';

/** A review link guest's browser: it keeps the cookies the server sets (on any path), from one address. */
export function guestBrowser(app: FastifyInstance, ip = '203.0.113.7') {
  const jar = new Map<string, string>();
  return {
    jar,
    async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
      const res = await app.inject({ method, url, remoteAddress: ip, cookies: Object.fromEntries(jar), ...(payload && { payload }) });
      for (const cookie of res.cookies) jar.set(cookie.name, cookie.value);
      return res;
    },
  };
}
