/**
 * How fast this machine is right now, against the one the time budgets were set on: a fixed piece
 * of work of the kind the server and the browser do (objects built, JSON written and read, a sort by
 * name, sums), timed in this process. The bench runs it before and after its measurements; time
 * budgets grow by how much slower it ran (never shrink), so a shared or older machine does not fail
 * a budget the code still meets, and a slower change still does. Memory, sizes and layout shift are
 * not scaled.
 */

function work(): number {
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: i,
    name: `Company ${(i * 7_919) % 20_000}`,
    amount: ((i * 31) % 1_000) / 7,
  }));
  const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
  copy.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  let sum = 0;
  for (const row of copy) sum += row.amount + row.name.length;
  return sum;
}

/** The median time in ms of `runs` runs of the fixed work, after one run to warm up. */
export function calibrate(runs = 9): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** How many times slower than the reference this machine ran the work; 1 when as fast or faster. */
export function speedFactor(measuredMs: number, referenceMs: number): number {
  return Math.max(1, measuredMs / referenceMs);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`calibration: ${calibrate().toFixed(1)} ms`);
