/**
 * What every module's routes receive: the database, its query builder (what every repository
 * function takes first, lists too: http/list.ts), the configuration and the job queue.
 */
import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { JobQueue } from '../lib/job-queue';
import type { SubscriptionProvider } from './subscription/provider';

export type ModuleDeps = {
  database: Database;
  db: Db;
  config: ServerConfig;
  /** The durable job queue (pg-boss). */
  jobs: JobQueue;
  /** The licence provider of NCE subscriptions; the embedded one when not given. */
  subscriptionProvider?: SubscriptionProvider;
};
