/**
 * The instance's mail worker (on unless MAIL_WORKER=false; off in the API tests): it delivers the
 * outbox when a mail is queued (the database announces every insert into `mails`, whichever instance
 * wrote it), every MAIL_POLL_MS (retries fall due, mails survive a restart) and once at start. One
 * run at a time: a poke during a run starts another right after it. Runs go on while a full batch
 * was claimed. Stops with the app.
 */
import { getTableName } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { mails } from '../../db/schema';
import { announceChanged } from '../../lib/events';
import { DELIVERY_BATCH, deliverDue, mailTransport, type DeliveryDeps } from './mail-sender';

const MAILS_TABLE = getTableName(mails);

export function startMailWorker(app: FastifyInstance, { db, config }: { db: Db; config: ServerConfig }) {
  const transport = mailTransport(config);
  const deps: DeliveryDeps = {
    db,
    send: transport.send,
    leaseMs: config.mailLeaseMs,
    // Screens showing the mails update live.
    announce: (ids) => announceChanged(app, 'mails', ids),
  };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = async () => {
    do {
      again = false;
      try {
        while (!stopped && (await deliverDue(deps)).length === DELIVERY_BATCH);
      } catch (error) {
        app.log.error({ err: error }, 'mail delivery run failed');
      }
    } while (again && !stopped);
  };
  const poke = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  };

  const unsubscribe = app.events.subscribe((event) => {
    if (event.type === 'tableChanged' && event.table === MAILS_TABLE && event.op === 'INSERT') poke();
  });
  const timer = config.mailPollMs > 0 ? setInterval(poke, config.mailPollMs) : null;
  timer?.unref();
  app.addHook('onReady', async () => poke());
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    unsubscribe();
    await running;
    transport.close();
  });
}
