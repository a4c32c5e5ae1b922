/** What every module's routes receive: the database, its query builder and the configuration. */
import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/client';

export type ModuleDeps = { database: Database; db: Db; config: ServerConfig };
