/**
 * Imports as durable jobs (queue `file-import`, server/lib/sliced-jobs.ts), as the month runs do: an
 * upload queues its import's job; a worker on any instance works slices (import-run.ts) for up to
 * SLICE_MS, then queues the rest as the next job of the same import, and a job of an instance that
 * died goes on after the cursor. At start, every import still queued or running is queued again, and
 * an upload that died half-way (left `uploading` for an hour) is removed. After each slice the
 * screens hear the progress (and the records the rows made).
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { fileImports } from '../../db/schema';
import { announceChanged } from '../../lib/events';
import type { JobQueue } from '../../lib/job-queue';
import { startSlicedJobs, type SlicedJobs } from '../../lib/sliced-jobs';
import { DOMAIN_WRITTEN, importSlice } from './import-run';

/** How long one job works before it queues the rest of its import. */
const SLICE_MS = 20_000;
/** An upload still `uploading` after this long died with its instance. */
const DEAD_UPLOAD_MS = 3_600_000;

export type ImportWorker = SlicedJobs;

export async function startImportWorker(app: FastifyInstance, db: Db, jobs: JobQueue): Promise<ImportWorker> {
  return startSlicedJobs(app, jobs, {
    queue: 'file-import',
    idKey: 'importId',
    keyPrefix: 'import',
    sliceMs: SLICE_MS,
    step: async (importId) => {
      const slice = await importSlice(db, importId);
      if (slice.type) announceChanged(app, 'fileImports', [importId]);
      if (slice.type && slice.imported.length) announceChanged(app, DOMAIN_WRITTEN[slice.type], slice.imported);
      // Let the instance answer between slices (on PGlite a slice holds the one connection).
      await new Promise((resolve) => setImmediate(resolve));
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
