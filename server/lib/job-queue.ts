/**
 * The durable job queue: pg-boss (10.4, the last major for Node 20) in the app's own database, in
 * its schema `pgboss`, on both databases: on a server through its own small pool, on PGlite through
 * the in-process adapter of db/client.ts. Jobs survive a restart (an active job whose instance died
 * expires and is retried), one job is worked by one instance at a time, and a singleton key keeps a
 * second copy of a queued job out. No cron (`schedule: false`); maintenance every 30 s, so a job of a
 * dead instance comes back within its expiry plus that.
 *
 * What a job does must still be safe to do twice (delivery is at least once): the month run keeps
 * its progress in its own row and invoices an item once per period (modules/invoice/run/invoice-run.ts).
 */
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export type JobQueue = PgBoss;

export async function startJobQueue(database: Database, log: FastifyBaseLogger): Promise<JobQueue> {
  const boss = new PgBoss({
    ...(database.queue as PgBoss.DatabaseOptions),
    schedule: false,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue'));
  await boss.start();
  return boss;
}
