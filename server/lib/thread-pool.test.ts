import { afterAll, describe, expect, it } from 'vitest';
import { threadPool } from './thread-pool';

const pool = threadPool<string, string>(new URL('../testing/echo-thread.ts', import.meta.url), 2);
afterAll(() => pool.close());

describe('the thread pool', () => {
  it('answers every task, in parallel on its threads, each with its own answer', async () => {
    const inputs = Array.from({ length: 20 }, (_, i) => `task ${i}`);
    expect(await Promise.all(inputs.map((input) => pool.run(input)))).toEqual(inputs.map((i) => `echo ${i}`));
  });

  it('fails the task whose work threw, with its name and message, and goes on', async () => {
    await expect(pool.run('fail')).rejects.toMatchObject({ name: 'RangeError', message: 'asked to fail' });
    expect(await pool.run('after')).toBe('echo after');
  });

  it('fails the task of a thread that died, and works the next ones on a new thread', async () => {
    const [died, ...others] = await Promise.allSettled(['die', 'a', 'b', 'c'].map((input) => pool.run(input)));
    expect(died).toMatchObject({ status: 'rejected', reason: { message: 'worker thread exited (3)' } });
    expect(others.map((o) => (o.status === 'fulfilled' ? o.value : o.reason))).toEqual(['echo a', 'echo b', 'echo c']);
  });
});
