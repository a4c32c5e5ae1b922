/**
 * A mailing outlives its instance (docs/jobs.md "Restarts"): a real server (server/main.ts in a child
 * process) on the embedded database's files in a DATA_DIR of its own, or on a PostgreSQL database of
 * its own on that tier, is killed with SIGKILL in the middle of a mailing of forty open invoices while
 * mails are in flight at a real SMTP server, then started again on the same database. Nothing is lost
 * (every item has its outcome, every mail arrives), nothing is done twice (one mail per item, each
 * Message-ID arrives once: the mails in flight arrive after their lease ran out, from the new
 * instance), and the mailing goes on by itself.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { OPEN_STATES } from '../../../../src/shared/invoice-states';
import { DEMO_PASSWORD } from '../../../db/seed';
import { RESTART_TESTS, restartDatabaseForFile } from '../../../testing/restart-database';
import { signedIn, withChildServers, type ChildServer } from '../../../testing/server-process';
import { smtpSink } from '../../../testing/smtp-sink';
import { ADMIN } from '../../../testing/test-app';

type Mailing = { status: string; total: number; done: number; items: { status: string; mailId: number | null }[] };

let sink: Awaited<ReturnType<typeof smtpSink>>;
const database = restartDatabaseForFile();

beforeAll(async () => {
  if (RESTART_TESTS) sink = await smtpSink();
});
afterAll(async () => {
  await sink?.close();
});

/** The calls a signed-in admin makes to `server`. */
async function adminOf(server: ChildServer) {
  const { call } = await signedIn(server, ADMIN, DEMO_PASSWORD);
  const count = async (query: string) =>
    (await call<{ totalCount: number }>(`/api/mail/v2/mails?${query}&pageSize=5`)).totalCount;
  return { call, count };
}

it.runIf(RESTART_TESTS)(
  'a mailing whose instance is killed goes on after the restart: nothing lost, nothing sent twice',
  () =>
    withChildServers(async (start) => {
      const env = database.env({
        MAIL_WORKER: 'true',
        SMTP_URL: sink.url,
        // A short lease, so the mails in flight at the kill go out again within the test. A send may
        // take half of it (15 s) before it counts as failed and waits for a retry: ten sends at once to a
        // local SMTP server take far less, even on a loaded machine (10 s was too short there).
        MAIL_LEASE_MS: '30000',
        MAIL_POLL_MS: '500',
      });
      let server = await start(env);
      let api = await adminOf(server);
      // The demo's pending mails go out at start; the mailing's mails are the only ones after them.
      await vi.waitFor(async () => expect(await api.count('statuses=pending')).toBe(0), {
        timeout: 120_000,
        interval: 250,
      });
      const sentBefore = await api.count('statuses=sent');
      const invoiceMailsBefore = await api.count('kinds=invoice');
      const receivedBefore = sink.received.length;
      // Forty open invoices: long enough to be killed in the middle of, short enough for the API tier.
      const open = await api.call<{ items: { invoiceId: number }[] }>(
        `/api/invoice/v2/invoices?${OPEN_STATES.map((s) => `states=${s}`).join('&')}&pageSize=50`,
      );
      const { mailingId } = await api.call<{ mailingId: number }>('/api/invoice/v2/invoices/email', {
        invoiceIds: open.items.slice(0, 40).map((i) => i.invoiceId),
      });
      const mailing = () => api.call<Mailing>(`/api/invoice/v2/invoices/mailings/${mailingId}`);
      await vi.waitFor(async () => expect((await mailing()).done).toBeGreaterThanOrEqual(5), {
        timeout: 120_000,
        interval: 250,
      });
      // Mails in flight: the SMTP server takes the next ones without answering. The instance dies once
      // it holds some and every mail the SMTP server did accept is recorded as sent.
      sink.hold();
      await vi.waitFor(
        async () => {
          expect(sink.held()).toBeGreaterThan(0);
          expect((await api.count('statuses=sent')) - sentBefore).toBe(sink.received.length - receivedBefore);
        },
        { timeout: 120_000, interval: 250 },
      );
      const atKill = await mailing();
      expect(atKill.status).toBe('pending');
      expect(atKill.done).toBeLessThan(atKill.total);
      await server.kill();
      sink.release();

      server = await start(env);
      api = await adminOf(server);
      await vi.waitFor(async () => expect((await mailing()).status).toBe('finished'), {
        timeout: 180_000,
        interval: 250,
      });
      const done = await mailing();
      expect(done.done).toBe(done.total);
      const queued = done.items.filter((i) => i.status === 'queued');
      expect(done.items.every((i) => i.status === 'queued' || i.status === 'failed')).toBe(true);
      expect(queued.length).toBeGreaterThan(atKill.done);
      // One mail per queued item, none more.
      expect(new Set(queued.map((i) => i.mailId)).size).toBe(queued.length);
      expect((await api.count('kinds=invoice')) - invoiceMailsBefore).toBe(queued.length);
      // Every one of them delivered once (the held ones after their lease, by the new instance), or
      // refused for good by the SMTP server (a demo address it does not take: a 5xx, never sent again).
      type MailRow = { mailId: number; status: string; lastError: string | null };
      const ours = async () => {
        const page = await api.call<{ items: MailRow[] }>('/api/mail/v2/mails?kinds=invoice&pageSize=100');
        const ids = new Set(queued.map((i) => i.mailId));
        return page.items.filter((m) => ids.has(m.mailId));
      };
      await vi.waitFor(
        async () => {
          const mails = await ours();
          expect(mails).toHaveLength(queued.length);
          expect(mails.filter((m) => m.status !== 'sent' && m.status !== 'failed')).toEqual([]);
        },
        { timeout: 180_000, interval: 250 },
      );
      const mails = await ours();
      const sent = mails.filter((m) => m.status === 'sent');
      const refused = mails.filter((m) => m.status === 'failed');
      expect(refused.every((m) => /^5\d\d /.test(m.lastError ?? ''))).toBe(true);
      expect((await api.count('statuses=sent')) - sentBefore).toBe(sent.length);
      const received = sink.received.slice(receivedBefore).map((r) => r.messageId);
      expect(received).toHaveLength(sent.length);
      expect(new Set(received).size).toBe(sent.length);
    }),
  360_000,
);
