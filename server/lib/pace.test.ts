import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { breathe, countRequests, requestsInFlight } from './pace';

describe('a job pauses for the requests being answered', () => {
  const app = Fastify();
  countRequests(app);
  let seenInHandler = -1;
  let release: () => void = () => {};
  app.get('/held', async () => {
    seenInHandler = requestsInFlight();
    await new Promise<void>((resolve) => (release = resolve));
    return { ok: true };
  });
  app.get('/quick', async () => ({ ok: true }));
  afterAll(() => app.close());

  it('counts a request from its arrival to its answer', async () => {
    expect(requestsInFlight()).toBe(0);
    const answered = app.inject({ method: 'GET', url: '/held' });
    await expect.poll(() => seenInHandler).toBe(1);
    // A job's unit ends while the request waits: the job waits too, the request is still counted.
    let paused = true;
    const pause = breathe(performance.now()).then(() => (paused = false));
    await new Promise((resolve) => setImmediate(resolve));
    expect(paused).toBe(true);
    release();
    expect((await answered).statusCode).toBe(200);
    await pause;
    expect(requestsInFlight()).toBe(0);
  });

  it('counts out every answer, a 404 too', async () => {
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/quick' })).statusCode).toBe(200);
    expect(requestsInFlight()).toBe(0);
  });
});
