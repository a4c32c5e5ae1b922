/**
 * What every module's routes receive: the database, its query builder, the configuration, the
 * instance's list cache (a list reads with `deps`: http/list.ts ListDb) and the job queue.
 */
import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { ListCache } from '../http/list';
import type { JobQueue } from '../lib/job-queue';
import type { SubscriptionProvider } from './subscription/provider';

export type ModuleDeps = {
  database: Database;
  db: Db;
  config: ServerConfig;
  cache: ListCache;
  /** The durable job queue (pg-boss). */
  jobs: JobQueue;
  /** The licence provider of NCE subscriptions; the embedded one when not given. */
  subscriptionProvider?: SubscriptionProvider;
};
