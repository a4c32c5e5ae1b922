/**
 * The due dates passing (docs/domain.md "Invoice life"): a job of the queue `invoice-overdue`
 * (server/lib/job-queue.ts) moves every due invoice to overdue (`markOverdue`, invoice-life.ts), on
 * today in Brussels. Every instance moves them once as it starts, before it answers (nobody sees a
 * past-due invoice as not yet due), then queues the job at start and every hour, under one singleton
 * key: while one is queued or running a second copy stays out, and one instance works it; were two
 * to run anyway, `markOverdue` locks the rows it moves, so the second finds nothing left. Off with
 * INVOICE_OVERDUE_JOB=false (the API tests call `markOverdue` with a date).
 */
import type { FastifyInstance } from 'fastify';
import { modulesHearing } from '../../../../src/shared/catalogue';
import type { Db } from '../../../db/client';
import { brusselsToday } from '../../../http/csv';
import { publishInBackground } from '../../../lib/events';
import type { JobQueue } from '../../../lib/job-queue';
import { startPeriodicJob } from '../../../lib/periodic-job';
import { markOverdue } from './invoice-life';

export const startOverdueJob = (app: FastifyInstance, db: Db, jobs: JobQueue) =>
  startPeriodicJob(app, jobs, {
    queue: 'invoice-overdue',
    work: async () => {
      const ids = await markOverdue(db, brusselsToday());
      if (ids.length)
        publishInBackground(app.events, app.log, {
          type: 'changed',
          domain: 'invoices',
          ids,
          audience: { modules: modulesHearing('invoices') },
        });
    },
    // Before the first request: nobody sees an invoice as not yet due that is past its due date.
    atStart: () => markOverdue(db, brusselsToday()),
  });
