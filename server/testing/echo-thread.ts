/** A worker thread for server/lib/thread-pool.test.ts: answers its input, fails on 'fail', dies on 'die'. */
import { serveTasks } from '../lib/thread-pool';

serveTasks<string, string>((input) => {
  if (input === 'fail') throw new RangeError('asked to fail');
  if (input === 'die') process.exit(3);
  return `echo ${input}`;
});
