/**
 * Imports as durable jobs (queue `file-import`, server/lib/job-queue.ts), as the month runs do: an
 * upload queues its import's job; a worker on any instance works slices (import-run.ts) for up to
 * SLICE_MS, then queues the rest as the next job of the same import (singleton key per import), so no
 * job outlives its 2-minute expiry. A job of an instance that died comes back after its expiry, on
 * another instance or after the restart, and goes on after the cursor. At start, every import still
 * queued or running is queued again, and an upload that died half-way (left `uploading` for an hour)
 * is removed. After each slice the screens hear the progress (and the records the rows made).
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { modulesHearing, type Domain } from '../../../src/shared/catalogue';
import type { Db } from '../../db/client';
import { fileImports } from '../../db/schema';
import { publishInBackground } from '../../lib/events';
import type { JobQueue } from '../../lib/job-queue';
import { DOMAIN_WRITTEN, importSlice } from './import-run';

const QUEUE = 'file-import';
/** How long one job works before it queues the rest of its import. */
const SLICE_MS = 20_000;
/** An upload still `uploading` after this long died with its instance. */
const DEAD_UPLOAD_MS = 3_600_000;

export type ImportWorker = { enqueue: (importId: number) => Promise<void> };

export async function startImportWorker(app: FastifyInstance, db: Db, jobs: JobQueue): Promise<ImportWorker> {
  let stopped = false;
  await jobs.createQueue(QUEUE, { name: QUEUE, policy: 'short', expireInSeconds: 120, retryLimit: 50, retryDelay: 5 });
  const enqueue = async (importId: number) => {
    await jobs.send(QUEUE, { importId }, { singletonKey: `import-${importId}` });
  };
  const announce = (domain: Domain, ids: number[]) =>
    publishInBackground(app.events, app.log, {
      type: 'changed',
      domain,
      ids,
      audience: { modules: modulesHearing(domain) },
    });

  await jobs.work<{ importId: number }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    const { importId } = job!.data;
    const [found] = await db.select({ type: fileImports.type }).from(fileImports).where(eq(fileImports.id, importId));
    if (!found) return;
    const until = Date.now() + SLICE_MS;
    let done = false;
    while (!done && !stopped && Date.now() < until) {
      const slice = await importSlice(db, importId);
      done = slice.done;
      announce('fileImports', [importId]);
      if (slice.imported.length) announce(DOMAIN_WRITTEN[found.type], slice.imported);
      // Let the instance answer between slices (on PGlite a slice holds the one connection).
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!done) await enqueue(importId);
  });
  app.addHook('onReady', async () => {
    await db
      .delete(fileImports)
      .where(
        and(eq(fileImports.status, 'uploading'), lt(fileImports.createdAt, new Date(Date.now() - DEAD_UPLOAD_MS))),
      );
    const pending = await db
      .select({ id: fileImports.id })
      .from(fileImports)
      .where(inArray(fileImports.status, ['queued', 'running']));
    for (const { id } of pending) await enqueue(id);
  });
  app.addHook('onClose', async () => {
    stopped = true;
  });
  return { enqueue };
}
