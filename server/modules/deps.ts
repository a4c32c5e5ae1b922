/**
 * What every module's routes receive: the database, its query builder, the configuration and the
 * instance's list cache (a list reads with `deps`: http/list.ts ListDb).
 */
import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { ListCache } from '../http/list';
import type { SubscriptionProvider } from './subscription/provider';

export type ModuleDeps = {
  database: Database;
  db: Db;
  config: ServerConfig;
  cache: ListCache;
  /** The licence provider of NCE subscriptions; the embedded one when not given. */
  subscriptionProvider?: SubscriptionProvider;
};
