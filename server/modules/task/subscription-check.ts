/**
 * The scheduled subscription check (docs/domain.md "Tasks", producers; docs/jobs.md): every running
 * NCE item with a subscription id beside what the provider holds, in batches by item id (one
 * provider call each, never inside a transaction); an item whose quantity, term, billing plan or
 * renewal date differs gets a `subscriptionDifferent` task (its payload says what differs; one
 * already active takes the new differences). A subscription the provider does not know is left to
 * the subscriptions screen (a sync cannot fix it).
 *
 * A job of the queue `subscription-check`, queued by each instance at start and every six hours under
 * one singleton key: while one is queued a second stays out, and were two to run anyway, the
 * producer's unique index keeps the tasks single. Off with SUBSCRIPTION_CHECK_JOB=false (the API
 * tests call `checkSubscriptions`).
 */
import type { FastifyInstance } from 'fastify';
import { contractTerms, subscriptionDifferences } from '../../../src/shared/subscription';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/job-queue';
import { startPeriodicJob } from '../../lib/periodic-job';
import type { SubscriptionProvider } from '../subscription/provider';
import { nceItemsAfter } from '../subscription/subscription-repository';
import { produceTask } from './task-producers';
import { announceTasks } from './task-worker';

const QUEUE = 'subscription-check';
const EVERY_MS = 6 * 60 * 60 * 1000;
/** Items per provider call. */
export const CHECK_BATCH = 100;

/** Checks every running NCE item against the provider; answers the ids of the tasks made or refreshed. */
export async function checkSubscriptions(db: Db, provider: SubscriptionProvider, batch = CHECK_BATCH) {
  const touched: number[] = [];
  for (let after = 0; ;) {
    const rows = await nceItemsAfter(db, after, batch);
    if (!rows.length) break;
    after = rows.at(-1)!.contractItemId;
    const held = await provider.subscriptions(rows.map((r) => r.subscriptionId));
    const different = rows.flatMap((row) => {
      const theirs = held.get(row.subscriptionId);
      const differences = theirs ? subscriptionDifferences(contractTerms(row), theirs) : [];
      return differences.length ? [{ row, differences }] : [];
    });
    if (different.length)
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        for (const { row, differences } of different) {
          const id = await produceTask(tx, {
            category: 'subscriptionDifferent',
            subjectId: row.contractItemId,
            subjectLabel: `${row.contractNumber} · ${row.productCode}`,
            contractId: row.contractId,
            companyId: row.customerId,
            payload: {
              subscriptionId: row.subscriptionId,
              differences: differences.map((d) => ({
                field: d.field,
                contract: d.contract as string | number | null,
                provider: d.provider as string | number | null,
              })),
            },
            refresh: true,
          });
          if (id !== null) touched.push(id);
        }
      });
    if (rows.length < batch) break;
  }
  return touched;
}

export const startSubscriptionCheck = (app: FastifyInstance, db: Db, jobs: JobQueue, provider: SubscriptionProvider) =>
  startPeriodicJob(app, jobs, {
    queue: QUEUE,
    everyMs: EVERY_MS,
    expireInSeconds: 600,
    retryDelay: 60,
    work: async () => {
      const ids = await checkSubscriptions(db, provider);
      if (ids.length) announceTasks(app, ids);
    },
  });
