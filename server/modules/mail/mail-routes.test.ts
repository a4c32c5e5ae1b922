/**
 * The outbox through the real routes on the real database (list, detail, attachment, resend), and
 * its delivery to a real SMTP server started here (smtp-server on a random port): delivered once,
 * retried after a 4xx, failed at once on a 5xx, claimed by one of two concurrent runs (two
 * instances on the PostgreSQL tier), taken over by another worker when a lease ran out; and the worker.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mail, MailDetail } from '../../../src/shared/schemas/mail';
import { buildApp } from '../../app';
import { openDatabase, type Db } from '../../db/client';
import { mailAttachments, mails, timelineEvents } from '../../db/schema';
import { demoPdf } from '../../db/seed/mails';
import { adminAppForFile, onPostgresServer, VIEWER } from '../../testing/test-app';
import { MAIL_LEASE_MS } from '../../config';
import { deliverDue, mailTransport, type DeliveryDeps } from './mail-sender';
import { enqueueMail, type MailToQueue } from './outbox';

const t = adminAppForFile();
const { get } = t;
const MAILS = '/api/mail/v2/mails';
const list = (query: string): Promise<{ items: Mail[]; totalCount: number }> => get(`${MAILS}?${query}`);

const PDF = demoPdf(['Invoice 2026-000042', 'Delvaux NV']);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A mail of company 2 with a PDF and an inline image, queued the way a module queues one. */
const MAIL: MailToQueue = {
  kind: 'invoice',
  companyId: 2,
  from: 'Back office <billing@backoffice.local>',
  replyTo: 'finance@backoffice.local',
  recipients: ['ann@delvaux.be', 'finance@delvaux.be'],
  subject: 'Invoice 2026-000042',
  html: '<p><img src="cid:logo@test"> Dear Ann, please find <strong>the invoice</strong> attached.</p>',
  text: 'Dear Ann, please find the invoice attached.',
  attachments: [
    { fileName: 'invoice 2026-000042 (Delvaux).pdf', contentType: 'application/pdf', content: PDF },
    { fileName: 'logo.png', contentType: 'image/png', kind: 'inline', contentId: 'logo@test', content: PNG },
  ],
};
const queue = (mail: Partial<MailToQueue> = {}, db: Db = t.database.db) => enqueueMail(db, { ...MAIL, ...mail });
const rowOf = async (id: number) => (await t.database.db.select().from(mails).where(eq(mails.id, id)))[0]!;
/** The mail's events on its company's timeline, in order. */
const eventsOf = async (id: number) =>
  (
    await t.database.db
      .select({ action: timelineEvents.action })
      .from(timelineEvents)
      .where(and(eq(timelineEvents.kind, 'mail'), eq(timelineEvents.recordId, id)))
      .orderBy(timelineEvents.id)
  ).map((e) => e.action);

describe('the list', () => {
  it('shows the newest first, with the company, the attachment count and the delivery state', async () => {
    const page = await list('pageSize=100');
    expect(page.totalCount).toBe(40);
    const created = page.items.map((m) => m.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(page.items.map((m) => m.status))).toEqual(new Set(['sent', 'pending', 'retrying', 'failed']));
    const invoice = page.items.find((m) => m.kind === 'invoice')!;
    expect(invoice).toMatchObject({
      attachmentCount: 1,
      companyName: expect.any(String),
      contactId: expect.any(Number),
    });
    const retrying = page.items.find((m) => m.status === 'retrying')!;
    expect(retrying.lastError).toBe('421 4.7.0 Try again later');
    expect(Date.parse(retrying.nextAttemptAt!)).toBeGreaterThan(Date.now());
  });

  it('filters by status, kind and company, and finds mails by recipient or subject', async () => {
    const failed = await list('statuses=failed&statuses=retrying&pageSize=100');
    expect(failed.totalCount).toBe(8);
    expect(failed.items.every((m) => ['failed', 'retrying'].includes(m.status))).toBe(true);
    const invoices = await list('kinds=invoice&pageSize=100');
    expect(invoices.totalCount).toBeGreaterThan(0);
    expect(invoices.items.every((m) => m.kind === 'invoice' && m.subject.startsWith('Invoice'))).toBe(true);
    const first = invoices.items[0]!;
    const ofCompany = await list(`companyId=${first.companyId}&pageSize=100`);
    expect(ofCompany.items.every((m) => m.companyId === first.companyId)).toBe(true);
    expect(ofCompany.items.map((m) => m.mailId)).toContain(first.mailId);

    const address = first.recipients[0]!;
    const byRecipient = await list(`searchText=${encodeURIComponent(address.slice(2, 12).toUpperCase())}&pageSize=100`);
    expect(byRecipient.items.map((m) => m.mailId)).toContain(first.mailId);
    expect(byRecipient.items.every((m) => m.recipients.join(', ').toLowerCase().includes(address.slice(2, 12)))).toBe(
      true,
    );
    const bySubject = await list('searchText=statement%20of%20account&pageSize=100');
    expect(bySubject.totalCount).toBeGreaterThan(0);
    expect(bySubject.items.every((m) => m.subject.startsWith('Statement of account'))).toBe(true);
    const none = await list('searchText=100%25_nothing');
    expect(none.totalCount).toBe(0);
  });

  it('sorts by subject, recipients, status and sent date (unsent last), and refuses an unknown filter', async () => {
    const bySubject = (await list('orderBys=subject&pageSize=100')).items.map((m) => m.subject.toLowerCase());
    expect(bySubject).toEqual([...bySubject].sort());
    const byRecipients = (await list('orderBys=recipients_desc&pageSize=100')).items.map((m) =>
      m.recipients.join(', ').toLowerCase(),
    );
    expect(byRecipients).toEqual([...byRecipients].sort().reverse());
    const byStatus = (await list('orderBys=status&pageSize=100')).items.map((m) => m.status);
    expect(byStatus).toEqual([...byStatus].sort());
    const bySent = (await list('orderBys=sentAt_desc&pageSize=100')).items;
    const sent = bySent.filter((m) => m.sentAt);
    expect(bySent.slice(0, sent.length)).toEqual(sent);
    expect(sent.map((m) => m.sentAt)).toEqual(
      sent
        .map((m) => m.sentAt)
        .sort()
        .reverse(),
    );

    const bad = await t.call({ method: 'GET', url: `${MAILS}?statuses=lost&kinds=spam`, cookie: t.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ 'statuses.0': 'validation.invalid', 'kinds.0': 'validation.invalid' });
  });
});

describe('a mail', () => {
  it('answers its headers, its body made safe and its attachments; an inline image as a data URL', async () => {
    const hostile =
      '<p onclick="steal()">Dear <b>Ann</b>,</p><script>alert(1)</script>' +
      '<img src="https://tracker.example/pixel.gif" onerror="alert(2)"><img src="cid:logo@test" alt="logo">' +
      '<a href="javascript:alert(3)">pay now</a> <a href="https://pay.example.com/42">pay</a>' +
      '<form action="https://evil.example"><input name="iban"></form>' +
      '<table><tr><td>Total</td><td>€ 12.50</td></tr></table>';
    const id = await queue({ html: hostile });
    const mail: MailDetail = await get(`${MAILS}/${id}`);
    expect(mail).toMatchObject({
      mailId: id,
      kind: 'invoice',
      status: 'pending',
      from: MAIL.from,
      replyTo: MAIL.replyTo,
      recipients: MAIL.recipients,
      messageId: expect.stringMatching(/^<[0-9a-f-]{36}@backoffice\.local>$/),
      companyName: 'Delvaux NV',
      attachmentCount: 2,
      resentFromId: null,
      createdByName: null,
    });
    expect(mail.html).not.toMatch(/script|onclick|onerror|tracker|javascript|<form|<input|alert/);
    expect(mail.html).toContain('<p>Dear <b>Ann</b>,</p>');
    expect(mail.html).toContain(`<img src="data:image/png;base64,${PNG.toString('base64')}" alt="logo" />`);
    expect(mail.html).toContain('<a href="https://pay.example.com/42">pay</a>');
    expect(mail.html).toContain('<table><tr><td>Total</td><td>€ 12.50</td></tr></table>');
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        fileName: MAIL.attachments![0]!.fileName,
        kind: 'attachment',
        contentId: null,
        size: PDF.length,
      }),
      expect.objectContaining({ fileName: 'logo.png', kind: 'inline', contentId: 'logo@test', size: PNG.length }),
    ]);
    expect((await t.call({ method: 'GET', url: `${MAILS}/999999`, cookie: t.admin })).statusCode).toBe(404);
  });

  it('downloads an attachment: its bytes, its type, saved under its name; not another mail’s', async () => {
    const id = await queue();
    const [pdf] = (await get(`${MAILS}/${id}`)).attachments;
    const res = await t.call({ method: 'GET', url: `${MAILS}/${id}/attachments/${pdf.attachmentId}`, cookie: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice 2026-000042 (Delvaux).pdf"; filename*=UTF-8''invoice%202026-000042%20(Delvaux).pdf`,
    );
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const elsewhere = await t.call({
      method: 'GET',
      url: `${MAILS}/1/attachments/${pdf.attachmentId}`,
      cookie: t.admin,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('resend', () => {
  it('queues a pending copy with the attachments to the addresses given, each once, on the timeline', async () => {
    const id = await queue();
    const res = await t.post(
      `${MAILS}/resend`,
      { mailId: id, recipients: ' ann@delvaux.be; Boss@Delvaux.be,boss@delvaux.be  ANN@delvaux.be ' },
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    const copyId = res.json().response.mailId;
    expect(copyId).not.toBe(id);
    const original: MailDetail = await get(`${MAILS}/${id}`);
    const copy: MailDetail = await get(`${MAILS}/${copyId}`);
    expect(copy).toMatchObject({
      status: 'pending',
      attempts: 0,
      recipients: ['ann@delvaux.be', 'Boss@Delvaux.be'],
      subject: original.subject,
      html: original.html,
      text: original.text,
      from: original.from,
      companyId: 2,
      resentFromId: id,
      createdByName: 'Ada Admin',
    });
    expect(copy.messageId).not.toBe(original.messageId);
    const withoutId = (a: MailDetail['attachments'][number]) => ({ ...a, attachmentId: 0 });
    expect(copy.attachments.map(withoutId)).toEqual(original.attachments.map(withoutId));
    expect(copy.attachments[0]!.attachmentId).not.toBe(original.attachments[0]!.attachmentId);
    const bytes = await t.database.db
      .select({ content: mailAttachments.content })
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, copyId))
      .orderBy(mailAttachments.id);
    expect(bytes[0]!.content.equals(PDF)).toBe(true);
    const [latest] = (await get('/api/company/v2/companies/2/timeline?pageSize=5')).items;
    expect(latest).toMatchObject({ kind: 'mail', action: 'resent', recordId: copyId, userName: 'Ada Admin' });
  });

  it('refuses a bad address list and an unknown mail on their fields, and the read-only account', async () => {
    const before = (await list('pageSize=5')).totalCount;
    const bad = await t.post(`${MAILS}/resend`, { mailId: 1, recipients: 'ann@delvaux.be; finance@delvaux' }, t.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ recipients: 'validation.emailList' });
    // A header written into the list (it was queued as an address group and sent as Bcc), a display
    // name, a comment: only plain addresses pass, and nothing is queued.
    for (const recipients of [
      'a@example.com,\nBcc:evil@example.com',
      'a@example.com\r\nBcc: evil@example.com',
      'Ann <ann@delvaux.be>',
      'ann@delvaux.be (Ann)',
    ]) {
      const injected = await t.post(`${MAILS}/resend`, { mailId: 1, recipients }, t.admin);
      expect(injected.statusCode, recipients).toBe(400);
      expect(injected.json().fieldErrors).toEqual({ recipients: 'validation.emailList' });
    }
    const unknown = await t.post(`${MAILS}/resend`, { mailId: 999_999, recipients: 'ann@delvaux.be' }, t.admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ mailId: 'validation.unknown' });

    const viewer = await t.login(VIEWER);
    expect((await get(`${MAILS}/1`, viewer)).mailId).toBe(1);
    const refused = await t.post(`${MAILS}/resend`, { mailId: 1, recipients: 'ann@delvaux.be' }, viewer);
    expect(refused.statusCode).toBe(403);
    expect((await list('pageSize=5')).totalCount).toBe(before);
  });
});

describe('a password reset mail', () => {
  const LINK = 'https://backoffice.example.com/reset-password?token=Abc-123_xyz';
  const account = () =>
    queue({
      kind: 'account',
      recipients: ['victor@backoffice.test'],
      subject: 'Choose a new password',
      html: `<p><a href="${LINK}">Choose a new password</a></p>`,
      text: `Choose a new password: ${LINK}`,
      attachments: [],
    });

  it('shows its link whole only to those who may reset passwords (edit right on access)', async () => {
    const id = await account();
    const whole = await get(`${MAILS}/${id}`);
    expect(whole.text).toContain(LINK);
    const viewer = await t.login(VIEWER);
    const masked: MailDetail = await get(`${MAILS}/${id}`, viewer);
    expect(masked.subject).toBe('Choose a new password');
    expect(masked.text).toBe('Choose a new password: https://backoffice.example.com/reset-password?token=(withheld)');
    expect(masked.html).not.toContain('Abc-123_xyz');
    expect(masked.html).toContain('token=(withheld)');
  });

  it('is never resent to other addresses: its link would hand over the account', async () => {
    const id = await account();
    const before = (await list('pageSize=5')).totalCount;
    const refused = await t.post(`${MAILS}/resend`, { mailId: id, recipients: 'someone@else.example' }, t.admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ recipients: 'mail:errors.accountMailResend' });
    expect((await list('pageSize=5')).totalCount).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Delivery, to a real SMTP server.

type Received = { to: string[]; raw: string };

/** An SMTP server on a random port; `rcpt` may refuse a recipient (an error with a responseCode). */
async function smtpServer(rcpt?: (address: string) => Error | null) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) => callback(rcpt?.(address.address) ?? null),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
const refusal = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

describe('delivery', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>> | null = null;
  let refuse: ((address: string) => Error | null) | undefined;
  let deps: DeliveryDeps;
  let announced: number[];
  beforeAll(async () => {
    smtp = await smtpServer((address) => refuse?.(address) ?? null);
  });
  afterAll(() => smtp?.close());
  beforeEach(async () => {
    // Only the mails of the test: the seeded ones are not due.
    await t.database.db
      .update(mails)
      .set({ nextAttemptAt: new Date('2100-01-01') })
      .where(ne(mails.status, 'sent'));
    smtp!.received.length = 0;
    refuse = undefined;
    announced = [];
    deps = {
      db: t.database.db,
      send: mailTransport({ smtpUrl: smtp!.url, mailOutboxDir: null }).send,
      announce: (ids) => announced.push(...ids),
    };
  });

  it('delivers a queued mail once: subject, recipients, Message-ID, reply-to, the attachment and the inline part', async () => {
    const id = await queue();
    const now = new Date();
    expect(await deliverDue(deps, { now })).toEqual([{ mailId: id, status: 'sent' }]);
    expect(await deliverDue(deps, { now: new Date(now.getTime() + 3_600_000) })).toEqual([]);
    expect(smtp!.received).toHaveLength(1);
    const [{ to, raw }] = smtp!.received as [Received];
    const row = await rowOf(id);
    expect(to).toEqual(MAIL.recipients);
    expect(raw).toContain(`Subject: ${MAIL.subject}`);
    expect(raw).toContain(`Message-ID: ${row.messageId}`);
    expect(raw).toContain('To: ann@delvaux.be, finance@delvaux.be');
    expect(raw).toContain('Reply-To: finance@backoffice.local');
    expect(raw).toMatch(/Content-Type: application\/pdf; name="invoice 2026-000042 \(Delvaux\)\.pdf"/);
    expect(raw.replace(/\r\n/g, '')).toContain(PDF.toString('base64'));
    expect(raw).toContain('Content-ID: <logo@test>');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, nextAttemptAt: null, lastError: null });
    expect(row.sentAt).not.toBeNull();
    expect(await eventsOf(id)).toEqual(['created', 'sent']);
    expect(announced).toEqual([id]);
  });

  it('retries after a 4xx on the schedule with the reason kept, and fails when the attempts are used up', async () => {
    refuse = () => refusal(451, '4.7.1 Try again later');
    const id = await queue();
    const now = new Date();
    expect(await deliverDue(deps, { now })).toEqual([{ mailId: id, status: 'retrying' }]);
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'retrying', attempts: 1, lockedUntil: null });
    expect(row.lastError).toBe('451 4.7.1 Try again later');
    expect(row.nextAttemptAt!.getTime()).toBe(now.getTime() + 60_000);
    // Not due before its time.
    expect(await deliverDue(deps, { now: new Date(now.getTime() + 59_000) })).toEqual([]);
    const later = new Date(now.getTime() + 60_000);
    expect(await deliverDue(deps, { now: later })).toEqual([{ mailId: id, status: 'retrying' }]);
    row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: new Date(later.getTime() + 5 * 60_000) });

    // The sixth attempt is the last.
    await t.database.db.update(mails).set({ attempts: 5 }).where(eq(mails.id, id));
    expect(await deliverDue(deps, { now: new Date(now.getTime() + 86_400_000) })).toEqual([
      { mailId: id, status: 'failed' },
    ]);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null });
    expect(await eventsOf(id)).toEqual(['created', 'failed']);
    expect(smtp!.received).toHaveLength(0);
  });

  it('fails at once on a 5xx, and retries when the SMTP server cannot be reached', async () => {
    refuse = (address) => (address.startsWith('ann@') ? refusal(550, '5.1.1 Mailbox unavailable') : null);
    const partly = await queue();
    const refused = await queue({ recipients: ['ann@delvaux.be'] });
    const outcomes = await deliverDue(deps);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { mailId: partly, status: 'sent' },
        { mailId: refused, status: 'failed' },
      ]),
    );
    expect(await rowOf(refused)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '550 5.1.1 Mailbox unavailable',
      nextAttemptAt: null,
    });
    expect(await eventsOf(refused)).toEqual(['created', 'failed']);
    // Delivered to the address that was accepted; the refused one is noted.
    expect(smtp!.received.map((r) => r.to)).toEqual([['finance@delvaux.be']]);
    expect(await rowOf(partly)).toMatchObject({ status: 'sent', lastError: 'Refused: ann@delvaux.be' });

    const unreachable = await queue();
    const closed = mailTransport({ smtpUrl: 'smtp://127.0.0.1:1', mailOutboxDir: null });
    const now = new Date();
    expect(await deliverDue({ ...deps, send: closed.send }, { now })).toEqual([
      { mailId: unreachable, status: 'retrying' },
    ]);
    const row = await rowOf(unreachable);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.nextAttemptAt!.getTime()).toBe(now.getTime() + 60_000);
  });

  it('sends each mail exactly once when runs claim at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await queue({ subject: `Concurrent ${i}`, attachments: [] }));
    // Two instances on a PostgreSQL server (two pools: true parallelism); one database here otherwise.
    const second = onPostgresServer ? await openDatabase(t.config) : null;
    try {
      const other: DeliveryDeps = { ...deps, db: second?.db ?? t.database.db };
      const drain = async (d: DeliveryDeps) => {
        const done: number[] = [];
        for (let run = await deliverDue(d, { limit: 4 }); run.length; run = await deliverDue(d, { limit: 4 }))
          done.push(...run.map((o) => o.mailId));
        return done;
      };
      const [a, b, c] = await Promise.all([drain(deps), drain(other), drain(deps)]);
      const all = [...a, ...b, ...c];
      expect(all.sort((x, y) => x - y)).toEqual(ids);
      expect(smtp!.received).toHaveLength(25);
      const rows = await t.database.db.select().from(mails).where(inArray(mails.id, ids));
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      const messageIds = new Set(smtp!.received.map((r) => /Message-ID: (\S+)/.exec(r.raw)![1]));
      expect(messageIds).toEqual(new Set(rows.map((r) => r.messageId)));
    } finally {
      await second?.close();
    }
  });

  it('a mail whose lease ran out is sent by another worker, and the one that lost it writes nothing', async () => {
    const id = await queue();
    const now = new Date();
    // The first worker claims it, then never answers (its instance died, or hangs, mid-send).
    let release: (value: { rejected: string[] }) => void = () => {};
    const hanging = new Promise<{ rejected: string[] }>((resolve) => (release = resolve));
    const first = deliverDue({ ...deps, send: () => hanging }, { now });
    await vi.waitFor(async () => expect((await rowOf(id)).attempts).toBe(1), { timeout: 10_000 });
    const claimed = await rowOf(id);
    expect(claimed.lockedUntil!.getTime()).toBe(now.getTime() + MAIL_LEASE_MS);
    // Another worker (another instance on the PostgreSQL tier) passes over it while the lease holds...
    const second = onPostgresServer ? await openDatabase(t.config) : null;
    try {
      const other: DeliveryDeps = { ...deps, db: second?.db ?? t.database.db };
      expect(await deliverDue(other, { now: new Date(now.getTime() + MAIL_LEASE_MS - 1_000) })).toEqual([]);
      // ...and takes it once the lease ran out: sent once, by it.
      expect(await deliverDue(other, { now: new Date(now.getTime() + MAIL_LEASE_MS + 1_000) })).toEqual([
        { mailId: id, status: 'sent' },
      ]);
    } finally {
      await second?.close();
    }
    expect(smtp!.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
    // The first worker comes back with an answer: its claim is gone, so it writes nothing.
    release({ rejected: [] });
    expect(await first).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await eventsOf(id)).toEqual(['created', 'sent']);
  });

  it('fails a mail whose stored recipient is not a plain address, without handing it to the mailer', async () => {
    const id = await queue({ recipients: ['ann@delvaux.be', 'Bcc:evil@example.com'] });
    expect(await deliverDue(deps)).toEqual([{ mailId: id, status: 'failed' }]);
    expect(smtp!.received).toHaveLength(0);
    expect((await rowOf(id)).lastError).toBe('Not a plain address: "Bcc:evil@example.com"');
  });

  it('the worker sends a mail as soon as it is queued, into the local outbox without SMTP, and says so on the hub', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const app = await buildApp({ ...t.config, mailWorker: true, mailOutboxDir: dir, mailPollMs: 0 }, t.database);
    try {
      await app.ready();
      const heard: number[] = [];
      const stop = t.app.events.subscribe((event) => {
        if (event.type === 'changed' && event.domain === 'mails') heard.push(...event.ids);
      });
      const id = await queue();
      await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'), { timeout: 10_000 });
      const eml = await readFile(path.join(dir, `${id}.eml`), 'utf8');
      expect(eml).toContain(`Subject: ${MAIL.subject}`);
      expect(eml).toContain(`Message-ID: ${(await rowOf(id)).messageId}`);
      await vi.waitFor(() => expect(heard).toContain(id), { timeout: 10_000 });
      stop();
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
