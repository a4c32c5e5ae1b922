/**
 * Concurrency: parallel updates that carry the same version give exactly one success and one 409 per
 * pair, and nothing is lost: the stored record is the winner's. Runs on PGlite and, in the
 * PostgreSQL tier, on a real server with a connection pool (true parallelism).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebateGroups } from '../db/schema';
import { ADMIN, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(ADMIN);
});
afterAll(() => t.close());

const PAIRS = 20;

/** Whether a pair of answers is one winner and one 409 that shows the winner's record. */
function oneWins(statuses: number[]): boolean {
  return [...statuses].sort().join() === '200,409';
}

describe('concurrent edits', () => {
  it(`gives exactly one success and one 409 for each of ${PAIRS} parallel pairs, losing nothing`, async () => {
    for (let pair = 0; pair < PAIRS; pair++) {
      const [current] = await t.database.db.select().from(rebateGroups).where(eq(rebateGroups.id, 1));
      const edit = (rate: number) =>
        t.put(
          '/api/partner/v2/rebategroups',
          {
            rebateGroupId: 1,
            version: current!.version,
            description: current!.description,
            rebatePercentage: rate,
          },
          cookie,
        );
      const answers = await Promise.all([edit(pair), edit(50 + pair)]);
      expect(oneWins(answers.map((a) => a.statusCode)), `pair ${pair}`).toBe(true);
      const winner = answers.find((a) => a.statusCode === 200)!.json().response;
      const loser = answers.find((a) => a.statusCode === 409)!.json().response;
      expect(loser).toEqual(winner);
      const [stored] = await t.database.db.select().from(rebateGroups).where(eq(rebateGroups.id, 1));
      expect(stored).toMatchObject({ version: current!.version + 1, rebatePercentage: winner.rebatePercentage });
    }
  });

  it('catches an update that ignores the version (both win, one change lost)', async () => {
    // Deliberately broken: the same parallel pair through an update without the version condition.
    const naive = (rate: number) =>
      t.database.db
        .update(rebateGroups)
        .set({ rebatePercentage: rate, version: sql`${rebateGroups.version} + 1` })
        .where(eq(rebateGroups.id, 2))
        .returning()
        .then((rows) => (rows.length ? 200 : 409));
    const statuses = await Promise.all([naive(1), naive(2)]);
    expect(oneWins(statuses)).toBe(false);
  });
});
