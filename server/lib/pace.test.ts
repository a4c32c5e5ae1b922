import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BATCH_TARGET_MS, breathe, countRequests, jobUnit, nextBatchSize, pacedUnits, requestsInFlight } from './pace';

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

describe('an app closed while answering', () => {
  it('leaves none of its requests counted for the apps that come after it', async () => {
    const app = Fastify();
    countRequests(app);
    let arrived = false;
    app.get('/forever', async () => {
      arrived = true;
      await new Promise(() => {});
    });
    const before = requestsInFlight();
    void app.inject({ method: 'GET', url: '/forever' }).catch(() => {});
    await expect.poll(() => arrived).toBe(true);
    expect(requestsInFlight()).toBe(before + 1);
    await app.close();
    expect(requestsInFlight()).toBe(before);
  });
});

describe('the job lane', () => {
  it('runs the units of several jobs one at a time, in the order they came', async () => {
    const log: string[] = [];
    const unit = (name: string) => async () => {
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`${name} ends`);
      return name;
    };
    const answers = await Promise.all([
      jobUnit(true, unit('run')),
      jobUnit(true, unit('mailing')),
      jobUnit(true, unit('import')),
    ]);
    expect(answers.map((a) => a.result)).toEqual(['run', 'mailing', 'import']);
    expect(log).toEqual(['run starts', 'run ends', 'mailing starts', 'mailing ends', 'import starts', 'import ends']);
    expect(answers.every((a) => a.ms >= 4)).toBe(true);
  });

  it('lets the next unit in after one that failed', async () => {
    await expect(jobUnit(true, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect((await jobUnit(true, async () => 'next')).result).toBe('next');
  });

  it('does not queue units on a database server (requests have connections of their own)', async () => {
    let inside = 0;
    let most = 0;
    const unit = async () => {
      most = Math.max(most, ++inside);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inside--;
    };
    await Promise.all([jobUnit(false, unit), jobUnit(false, unit)]);
    expect(most).toBe(2);
  });
});

describe('the size of the next unit', () => {
  it('aims at the target time, grows at most twofold, and keeps within its bounds', () => {
    expect(nextBatchSize(100, BATCH_TARGET_MS * 2, 5, 500)).toBe(50);
    expect(nextBatchSize(100, BATCH_TARGET_MS / 10, 5, 500)).toBe(200);
    expect(nextBatchSize(400, 1, 5, 500)).toBe(500);
    expect(nextBatchSize(10, 10_000, 5, 500)).toBe(5);
  });
});

describe('units paced by their size', () => {
  it('start at their start size where the job holds the instance and follow how long each took', async () => {
    const paced = pacedUnits(true, { min: 5, max: 500, start: 20 });
    const sizes: number[] = [];
    expect(await paced.run(async (size) => (sizes.push(size), 'first'))).toBe('first');
    await paced.run(async (size) => void sizes.push(size));
    expect(sizes[0]).toBe(20);
    // A quick unit lets the next one grow, at most twofold.
    expect(sizes[1]).toBeGreaterThan(20);
    expect(sizes[1]).toBeLessThanOrEqual(40);
  });

  it('have the largest size where requests have connections of their own', async () => {
    const paced = pacedUnits(false, { min: 5, max: 500 });
    expect(await paced.run(async (size) => size)).toBe(500);
    expect(paced.size()).toBe(500);
  });
});
