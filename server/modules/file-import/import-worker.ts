/**
 * Imports as durable jobs (queue `file-import`, server/lib/sliced-jobs.ts), as the month runs do: an
 * upload queues its import's job; a worker on any instance works slices (import-run.ts) for up to
 * SLICE_MS, then queues the rest as the next job of the same import, and a job of an instance that
 * died goes on after the cursor. At start, every import still queued or running is queued again, and
 * an upload that died half-way (left `uploading` for an hour) is removed. After each slice the
 * screens hear the progress and, at most once a second, what the rows made and changed (import-run.ts
 * `changed`: a usage import's contracts, a statement's invoices paid and its tasks).
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Domain } from '../../../src/shared/catalogue';
import { fileImports } from '../../db/schema';
import { announceChanged } from '../../lib/events';
import { startSlicedJobs, type SlicedJobs } from '../../lib/sliced-jobs';
import type { ModuleDeps } from '../deps';
import { IMPORT_SLICE, importSlice, noteChanges } from './import-run';
import type { RowChanges } from './import-row';

/** How long one job works before it queues the rest of its import. */
const SLICE_MS = 20_000;
/** The fewest rows a slice holds on the embedded database. */
const MIN_SLICE = 5;
/** How often the screens hear an import's progress at most. */
const ANNOUNCE_MS = 1_000;
/** An upload still `uploading` after this long died with its instance. */
const DEAD_UPLOAD_MS = 3_600_000;

export type ImportWorker = SlicedJobs;

/**
 * On the embedded database a slice's transaction holds the whole instance: it takes about
 * BATCH_TARGET_MS and takes its turn in the job lane (lib/pace.ts), as the month run's batches do.
 */
export async function startImportWorker(app: FastifyInstance, deps: ModuleDeps): Promise<ImportWorker> {
  const { db } = deps;
  // The screens hear an import's progress at most once a second (a slice can be a handful of rows).
  const unheard = new Map<number, { since: number; changed: RowChanges }>();
  return startSlicedJobs(app, deps, {
    queue: 'file-import',
    idKey: 'importId',
    keyPrefix: 'import',
    sliceMs: SLICE_MS,
    units: { min: MIN_SLICE, max: IMPORT_SLICE },
    unit: (importId, size) => importSlice(db, importId, size),
    after: (importId, slice) => {
      const news = unheard.get(importId) ?? { since: 0, changed: {} };
      noteChanges(news.changed, slice.changed);
      unheard.set(importId, news);
      if (slice.type && (slice.done || Date.now() - news.since >= ANNOUNCE_MS)) {
        announceChanged(app, 'fileImports', [importId]);
        for (const [domain, ids] of Object.entries(news.changed) as [Domain, number[]][])
          if (ids.length) announceChanged(app, domain, ids);
        unheard.set(importId, { since: Date.now(), changed: {} });
      }
      if (slice.done) unheard.delete(importId);
      return slice.done;
    },
    pending: async () => {
      await db
        .delete(fileImports)
        .where(
          and(eq(fileImports.status, 'uploading'), lt(fileImports.createdAt, new Date(Date.now() - DEAD_UPLOAD_MS))),
        );
      const rows = await db
        .select({ id: fileImports.id })
        .from(fileImports)
        .where(inArray(fileImports.status, ['queued', 'running']));
      return rows.map((r) => r.id);
    },
  });
}
