import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DomainEventListener } from '../domain-events/announce.ts';
import { createJobRegistry } from '../jobs/registry.ts';
import { JOB_KINDS } from '../jobs/queue.ts';
import { defineFeature, orderFeatures, registerFeatures, route, type Feature, type FeatureContext } from './feature.ts';

const named = (name: string, needs: Feature<unknown>[] = []) => defineFeature({ name, needs, build: () => ({}) });

/** registerFeatures with no infrastructure but a Fastify instance, a job registry with every kind answered, and a list of subscribed listeners. */
async function register(features: Feature<unknown>[]) {
  const app = Fastify();
  const jobRegistry = createJobRegistry();
  for (const kind of JOB_KINDS) jobRegistry.register(kind, { run: async () => undefined } as never);
  const subscribed: DomainEventListener[] = [];
  const infrastructure = { app, jobRegistry, subscribe: (listener: DomainEventListener) => subscribed.push(listener) } as unknown as Parameters<typeof registerFeatures>[0];
  const registered = await registerFeatures(infrastructure, features);
  return { app, subscribed, registered };
}

describe('features plugging themselves in', () => {
  it('builds each feature after those it needs and otherwise in the order listed', () => {
    const a = named('a');
    const b = named('b', [a]);
    const c = named('c');
    expect(orderFeatures([b, c, a]).map((feature) => feature.name)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a cycle and a need that is not in the list', () => {
    const a: Feature<unknown> = named('a');
    const b = named('b', [a]);
    a.needs.push(b);
    expect(() => orderFeatures([a, b])).toThrow('features need each other in a cycle: a -> b -> a');
    expect(() => orderFeatures([named('c', [named('ghost')])])).toThrow('feature c needs ghost, which is not in the list of features');
  });

  it('hands a feature what its needs publish, and refuses one it did not name', async () => {
    const source = defineFeature({ name: 'source', needs: [], build: () => ({ publishes: { answer: 42 } }) });
    let seen = 0;
    const user = defineFeature({ name: 'user', needs: [source], build: ({ use }: FeatureContext) => ((seen = use(source).answer), {}) });
    await register([user, source]);
    expect(seen).toBe(42);
    const sneaky = defineFeature({ name: 'sneaky', needs: [], build: ({ use }: FeatureContext) => (use(source), {}) });
    await expect(register([source, sneaky])).rejects.toThrow('feature sneaky uses source without naming it in needs');
  });

  it('subscribes listeners and registers routes in the order of the list, after every feature is built', async () => {
    const calls: string[] = [];
    const listener = (name: string): DomainEventListener => async () => void calls.push(name);
    const first = defineFeature({ name: 'first', needs: [], build: () => ({ listeners: [listener('first')] }) });
    const second = defineFeature({
      name: 'second',
      needs: [first],
      build: () => ({
        listeners: [listener('second')],
        routes: [
          route(async (app, { reply }: { reply: string }) => void app.get('/hello', { config: { access: 'public' } }, async () => ({ reply })), { reply: 'hi' }),
          route(async (app) => void app.get('/root', { config: { access: 'public' } }, async () => 'root'), {}, ''),
        ],
      }),
    });
    const { app, subscribed } = await register([second, first]);
    for (const subscriber of subscribed) await subscriber(undefined as never, undefined as never);
    expect(calls).toEqual(['second', 'first']);
    expect((await app.inject({ url: '/api/v1/hello' })).json()).toEqual({ reply: 'hi' });
    expect((await app.inject({ url: '/root' })).body).toBe('root');
    await app.close();
  });

  it('refuses to start with a route that does not say what guards it, or names what the policy does not know', async () => {
    const attempt = async (config: object, prefix?: string) => {
      const lax = defineFeature({ name: 'lax', needs: [], build: () => ({ routes: [route(async (scope) => void scope.post('/open', { config }, async () => 'done'), {}, prefix)] }) });
      const { app } = await register([lax]);
      await app.close();
      return 'started';
    };
    await expect(attempt({})).rejects.toThrow('POST /api/v1/open does not declare its access: give it config.access');
    await expect(attempt({}, '')).rejects.toThrow('POST /open does not declare its access');
    await expect(attempt({ access: 'comment.shout' })).rejects.toThrow('POST /api/v1/open declares access comment.shout, which is neither a policy action nor a reason to be outside the policy.');
    await expect(attempt({ access: ['comment.create', 'public'] })).rejects.toThrow('lists a reason to be outside the policy among its actions');
    await expect(attempt({ access: ['comment.create', 'comment.reply'] })).resolves.toBe('started');
    await expect(attempt({ access: 'account' })).resolves.toBe('started');
  });

  it('refuses to start with a kind of job no feature handles', async () => {
    const app = Fastify();
    const infrastructure = { app, jobRegistry: createJobRegistry(), subscribe: () => undefined } as unknown as Parameters<typeof registerFeatures>[0];
    await expect(registerFeatures(infrastructure, [named('lonely')])).rejects.toThrow(`no feature handles jobs of kind ${JOB_KINDS.join(', ')}`);
    await app.close();
  });
});
