/**
 * Mailings as durable jobs (queue `invoice-mailing` of the job queue, server/lib/job-queue.ts), in
 * the shape of the month runs (invoice-worker.ts): starting a mailing queues its job; a worker on any
 * instance does its items (invoice-mailing.ts `mailNext`, one transaction each) for up to 30 seconds,
 * then queues the rest as the next job of the same mailing, so none outlives its expiry (2 minutes);
 * a mailing whose instance died goes on after the expiry on another one (or after a restart) with its
 * items still pending. A mailing found pending at start is queued again. The screens hear the
 * progress on the hub (domains invoices and mails) at most every second and at the end.
 *
 * The jobs are worked where the outbox is delivered (`MAIL_WORKER`, on by default): an instance
 * that sends no mails prepares none either, and the API tests (worker off) work a mailing when they
 * ask (`mailToEnd`), so no mailing writes in the background of another test.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { invoiceMailings } from '../../../db/schema';
import { announceChanged } from '../../../lib/events';
import { jobUnit } from '../../../lib/pace';
import type { JobQueue } from '../../../lib/job-queue';
import { mailNext, type MailingContext } from './invoice-mailing';

const QUEUE = 'invoice-mailing';
/** How long one job works before it queues the rest of its mailing. */
const SLICE_MS = 30_000;
/** How often the screens hear the progress while a mailing goes on. */
const ANNOUNCE_MS = 1_000;

export type InvoiceMailingWorker = { enqueue: (mailingId: number) => Promise<void> };

export async function startInvoiceMailingWorker(
  app: FastifyInstance,
  db: Db,
  jobs: JobQueue,
  ctx: MailingContext,
  work: boolean,
  /** Its statements hold the whole instance (the embedded database): each item in the job lane (lib/pace.ts). */
  holdsInstance = false,
): Promise<InvoiceMailingWorker> {
  let stopped = false;
  await jobs.createQueue(QUEUE, { name: QUEUE, policy: 'short', expireInSeconds: 120, retryLimit: 50, retryDelay: 5 });
  const enqueue = async (mailingId: number) => {
    await jobs.send(QUEUE, { mailingId }, { singletonKey: `mailing-${mailingId}` });
  };
  const announce = (mailingId: number, invoiceIds: number[], mailIds: number[]) => {
    announceChanged(app, 'invoices', [mailingId, ...invoiceIds]);
    if (mailIds.length) announceChanged(app, 'mails', mailIds);
  };

  if (!work) return { enqueue };
  await jobs.work<{ mailingId: number }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    const { mailingId } = job!.data;
    const until = Date.now() + SLICE_MS;
    let finished = false;
    let invoiceIds: number[] = [];
    let mailIds: number[] = [];
    let announcedAt = Date.now();
    while (!finished && !stopped && Date.now() < until) {
      const { result: step } = await jobUnit(holdsInstance, () => mailNext(db, mailingId, ctx));
      finished = step.finished;
      if (step.outcome?.mailId) mailIds.push(step.outcome.mailId);
      if (step.outcome?.movedInvoiceId) invoiceIds.push(step.outcome.movedInvoiceId);
      if (finished || Date.now() - announcedAt >= ANNOUNCE_MS) {
        announce(mailingId, invoiceIds, mailIds);
        invoiceIds = [];
        mailIds = [];
        announcedAt = Date.now();
      }
    }
    if (invoiceIds.length || mailIds.length) announce(mailingId, invoiceIds, mailIds);
    if (!finished) await enqueue(mailingId);
  });
  app.addHook('onReady', async () => {
    const pending = await db
      .select({ id: invoiceMailings.id })
      .from(invoiceMailings)
      .where(eq(invoiceMailings.status, 'pending'));
    for (const { id } of pending) await enqueue(id);
  });
  app.addHook('onClose', async () => {
    stopped = true;
  });
  return { enqueue };
}
