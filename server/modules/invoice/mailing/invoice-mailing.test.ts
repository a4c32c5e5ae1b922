import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { ADMIN, testAppForFile, VIEWER } from '../../../testing/test-app';
import { mailToEnd, recipientsOf, startMailing } from './invoice-mailing';

const t = testAppForFile();

const BASE = '/api/invoice/v2';
const db = () => t.database.db;
const ctx = () => ({ from: t.config.mailFrom });
type Row = { id: number; customerId: number; documentNumber: string };

/** Created invoices of Belgian customers with a billing contact (each of another customer), oldest first. */
async function createdInvoices(n: number, extra = sql`true`): Promise<Row[]> {
  const { rows } = await db().execute<Row>(sql`select distinct on (i.customer_id) i.id, i.customer_id as "customerId",
      i.document_number as "documentNumber" from invoices i join companies c on c.id = i.customer_id
    where i.state = 'created' and not i.simulation and i.type = 'invoice' and c.vat_number like 'BE%'
      and exists (select 1 from contacts k join contact_contact_types kt on kt.contact_id = k.id
        join contact_types ty on ty.id = kt.contact_type_id where k.company_id = c.id and ty.code = 'billing'
        and k.email is not null) and ${extra}
    order by i.customer_id, i.id limit ${n}`);
  expect(rows).toHaveLength(n);
  return rows;
}

const post = (url: string, payload: object, cookie: string) => t.post(`${BASE}/${url}`, payload, cookie);

/** Starts over HTTP (201), then works the mailing to its end here (the job may be at it too: it locks). */
async function mailed(url: string, payload: object, cookie: string) {
  const res = await post(url, payload, cookie);
  expect(res.statusCode, res.body).toBe(201);
  const { mailingId } = res.json().response as { mailingId: number };
  await mailToEnd(db(), mailingId, ctx());
  return t.read(`${BASE}/invoices/mailings/${mailingId}`, cookie);
}

type MailRow = { id: number; kind: string; recipients: string[]; subject: string; companyId: number; html: string };
const mailsOf = async (ids: number[]) =>
  (
    await db().execute<MailRow>(sql`select id, kind, recipients, subject, company_id as "companyId", html from mails
      where id in ${sql.raw(`(${ids.join(',') || 0})`)} order by id`)
  ).rows;
const attachmentsOf = async (mailId: number) =>
  (
    await db().execute<{ fileName: string; contentType: string; head: string }>(sql`select file_name as "fileName",
      content_type as "contentType", encode(substring(content from 1 for 5), 'escape') as head
      from mail_attachments where mail_id = ${mailId} order by id`)
  ).rows;
const mailCount = async () =>
  Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from mails`)).rows[0]!.n);

describe('e-mailing invoices', () => {
  it('mails two invoices to their billing contacts with PDF and UBL; the created one is sent', async () => {
    const admin = await t.login(ADMIN);
    const [a, b] = await createdInvoices(2);
    // b was sent already: e-mailing it again keeps its state (a resend).
    await post('invoices/mark-sent', { invoiceIds: [b!.id] }, admin);
    const mailing = await mailed('invoices/email', { invoiceIds: [a!.id, b!.id] }, admin);
    expect(mailing).toMatchObject({ kind: 'invoices', status: 'finished', total: 2, done: 2, failed: 0 });
    expect(mailing.finishedAt).not.toBeNull();
    expect(mailing.items.map((i: { invoiceId: number; status: string }) => [i.invoiceId, i.status])).toEqual([
      [a!.id, 'queued'],
      [b!.id, 'queued'],
    ]);
    const mails = await mailsOf(mailing.items.map((i: { mailId: number }) => i.mailId));
    expect(mails).toHaveLength(2);
    for (const [mail, invoice] of mails.map((m, i) => [m, [a!, b!][i]!] as const)) {
      expect(mail).toMatchObject({ kind: 'invoice', companyId: invoice.customerId });
      expect(mail.subject).toContain(invoice.documentNumber);
      expect([...mail.recipients].sort()).toEqual([...(await recipientsOf(db(), invoice.customerId))].sort());
      expect(mail.recipients.length).toBeGreaterThan(0);
      const files = await attachmentsOf(mail.id);
      const base = `INV-${invoice.documentNumber.replace('/', '-')}`;
      expect(files.map((f) => f.fileName)).toEqual([`${base}.pdf`, `${base}.xml`]);
      expect(files[0]!.head).toBe('%PDF-');
      expect(files[1]!.contentType).toBe('application/xml');
      // The company's timeline holds the mail.
      const events = await db().execute(sql`select 1 from timeline_events where kind = 'mail' and record_id = ${mail.id}
        and company_id = ${invoice.customerId}`);
      expect(events.rows).toHaveLength(1);
    }
    const detailA = await t.read(`${BASE}/invoices/${a!.id}`, admin);
    expect(detailA.state).toBe('sent');
    const history = await t.read(`${BASE}/invoices/${a!.id}/status-history`, admin);
    expect(history.at(-1)).toMatchObject({ fromState: 'created', toState: 'sent' });
    const moved = await db().execute(sql`select 1 from timeline_events where kind = 'invoice'
      and action = 'statusChanged' and record_id = ${a!.id}`);
    expect(moved.rows).toHaveLength(1);
    expect((await t.read(`${BASE}/invoices/${b!.id}`, admin)).state).toBe('sent');
    expect(await t.read(`${BASE}/invoices/${b!.id}/status-history`, admin)).toHaveLength(2);
  });

  it('fails a customer without any address, a draft, a paid and an unknown invoice, each with its code, queuing nothing for them', async () => {
    const admin = await t.login(ADMIN);
    const [a, lost] = await createdInvoices(2);
    await db().execute(sql`update contacts set email = null where company_id = ${lost!.customerId}`);
    await db().execute(sql`update companies set email = null where id = ${lost!.customerId}`);
    // A draft: the seed approved every one, so a third invoice is made one again (no number).
    const [, , other] = await createdInvoices(3);
    await db().execute(sql`update invoices set state = 'draft', document_number = null where id = ${other!.id}`);
    const draft = other!.id;
    const { rows: paidRows } = await db().execute<{ id: number }>(
      sql`select id from invoices where state = 'paid' and not simulation order by id limit 1`,
    );
    const paid = paidRows[0]!.id;
    const before = await mailCount();
    const mailing = await mailed('invoices/email', { invoiceIds: [a!.id, lost!.id, draft, paid, 2_000_000] }, admin);
    expect(mailing).toMatchObject({ status: 'finished', total: 5, done: 5, failed: 4 });
    expect(mailing.items.map((i: { status: string; code: string | null }) => [i.status, i.code])).toEqual([
      ['queued', null],
      ['failed', 'validation.noRecipient'],
      ['failed', 'validation.notApproved'],
      ['failed', 'validation.invoicePaid'],
      ['failed', 'notFound'],
    ]);
    expect(mailing.items[1]).toMatchObject({ documentNumber: lost!.documentNumber, mailId: null });
    expect(await mailCount()).toBe(before + 1);
    expect((await t.read(`${BASE}/invoices/${lost!.id}`, admin)).state).toBe('created');
  });

  it('sends the PDF only when the e-invoice rules refuse the invoice, noting it', async () => {
    const admin = await t.login(ADMIN);
    const [a] = await createdInvoices(1);
    // A buyer abroad without a VAT number has no Peppol address.
    await db().execute(sql`update companies set vat_number = null,
      country_id = (select id from countries where code = 'US') where id = ${a!.customerId}`);
    const mailing = await mailed('invoices/email', { invoiceIds: [a!.id] }, admin);
    expect(mailing.items[0]).toMatchObject({ status: 'queued', code: 'validation.ublUnavailable' });
    const files = await attachmentsOf(mailing.items[0].mailId);
    expect(files.map((f) => f.contentType)).toEqual(['application/pdf']);
  });

  it('never mails an invoice twice at once: pending in another mailing is refused with its code', async () => {
    const [a, b] = await createdInvoices(2);
    const first = await startMailing(db(), 'invoices', [a!.id], null);
    const second = await startMailing(db(), 'invoices', [a!.id, b!.id, b!.id], null);
    const admin = await t.login(ADMIN);
    await mailToEnd(db(), first, ctx());
    await mailToEnd(db(), second, ctx());
    const outcome = await t.read(`${BASE}/invoices/mailings/${second}`, admin);
    expect(outcome).toMatchObject({ total: 2, done: 2, failed: 1 });
    // The refused ones come after the others.
    expect(outcome.items.map((i: { invoiceId: number; code: string | null }) => [i.invoiceId, i.code])).toEqual([
      [b!.id, null],
      [a!.id, 'validation.mailingPending'],
    ]);
    const count = await db().execute<{ n: number }>(sql`select count(*)::int as n from mails m
      join invoice_mailing_items i on i.mail_id = m.id where i.invoice_id = ${a!.id}`);
    expect(Number(count.rows[0]!.n)).toBe(1);
  });

  it('e-mails all: exactly the invoices the list shows with the filters', async () => {
    const admin = await t.login(ADMIN);
    const [a] = await createdInvoices(1);
    const filters = { customerIds: [a!.customerId], states: ['created'] };
    const qs = `customerIds=${a!.customerId}&states=created&pageSize=100`;
    const list = await t.read(`${BASE}/invoices?${qs}`, admin);
    expect(list.items.length).toBeGreaterThan(0);
    const mailing = await mailed('invoices/email-all', filters, admin);
    expect(mailing.total).toBe(list.totalCount ?? list.items.length);
    expect(mailing.items.map((i: { invoiceId: number }) => i.invoiceId).sort()).toEqual(
      list.items.map((i: { invoiceId: number }) => i.invoiceId).sort(),
    );
    expect(mailing.failed).toBe(0);
  });

  it('sends a statement per customer listing its open invoices only, their PDFs attached', async () => {
    const admin = await t.login(ADMIN);
    const [a, b] = await createdInvoices(2);
    const openOf = async (customerId: number) =>
      (
        await db().execute<{ documentNumber: string }>(sql`select document_number as "documentNumber" from invoices
          where customer_id = ${customerId} and not simulation and state in ('created', 'sent', 'overdue',
          'partiallyPaid', 'reminder1', 'reminder2', 'notice1', 'notice2') order by document_date, id`)
      ).rows.map((r) => r.documentNumber);
    const paid = await db().execute<{ documentNumber: string }>(sql`select document_number as "documentNumber"
      from invoices where customer_id = ${a!.customerId} and state = 'paid' limit 1`);
    const mailing = await mailed('invoices/send-statement', { customerIds: [a!.customerId, b!.customerId] }, admin);
    expect(mailing).toMatchObject({ kind: 'statements', status: 'finished', total: 2, done: 2, failed: 0 });
    const mails = await mailsOf(mailing.items.map((i: { mailId: number }) => i.mailId));
    expect(mails.map((m) => [m.kind, m.companyId])).toEqual([
      ['statement', a!.customerId],
      ['statement', b!.customerId],
    ]);
    for (const mail of mails) {
      const open = await openOf(mail.companyId);
      for (const number of open) expect(mail.html).toContain(number);
      const files = await attachmentsOf(mail.id);
      expect(files).toHaveLength(open.length);
      expect(files.every((f) => f.head === '%PDF-')).toBe(true);
    }
    if (paid.rows[0]) expect(mails[0]!.html).not.toContain(paid.rows[0].documentNumber);
    // States do not move with a statement.
    expect((await t.read(`${BASE}/invoices/${a!.id}`, admin)).state).toBe('created');
  });

  it('runs as a durable job where the outbox is delivered: a mailing found pending at start is finished', async () => {
    const admin = await t.login(ADMIN);
    const [a] = await createdInvoices(1);
    // The test app works no mailing (MAIL_WORKER off): this one stays pending until an instance that does starts.
    const res = await post('invoices/email', { invoiceIds: [a!.id] }, admin);
    expect(res.statusCode, res.body).toBe(201);
    const { mailingId } = res.json().response;
    expect((await t.read(`${BASE}/invoices/mailings/${mailingId}`, admin)).status).toBe('pending');
    const app = await buildApp({ ...t.config, mailWorker: true }, t.database);
    try {
      await app.ready();
      for (let i = 0; i < 200; i++) {
        const mailing = await t.read(`${BASE}/invoices/mailings/${mailingId}`, admin);
        if (mailing.status === 'finished') {
          expect(mailing).toMatchObject({ done: 1, failed: 0 });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('mailing did not finish');
    } finally {
      await app.close();
    }
  });

  it('refuses the read-only user (403) and bad input (400 with field errors); an unknown mailing is 404', async () => {
    const viewer = await t.login(VIEWER);
    const [a] = await createdInvoices(1);
    for (const [url, payload] of [
      ['invoices/email', { invoiceIds: [a!.id] }],
      ['invoices/email-all', {}],
      ['invoices/send-statement', { customerIds: [a!.customerId] }],
    ] as const)
      expect((await post(url, payload, viewer)).statusCode).toBe(403);
    const admin = await t.login(ADMIN);
    const empty = await post('invoices/email', { invoiceIds: [] }, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ invoiceIds: 'validation.required' });
    const many = await post('invoices/email', { invoiceIds: Array.from({ length: 501 }, (_, i) => i + 1) }, admin);
    expect(many.json().fieldErrors).toEqual({ invoiceIds: 'validation.maxItems|500' });
    const customers = await post('invoices/send-statement', { customerIds: 'x' }, admin);
    expect(customers.statusCode).toBe(400);
    expect(Object.keys(customers.json().fieldErrors)).toEqual(['customerIds']);
    const month = await post('invoices/email-all', { monthFrom: '2026-13' }, admin);
    expect(month.json().fieldErrors).toEqual({ monthFrom: 'validation.month' });
    const unknown = await t.call({ method: 'GET', url: `${BASE}/invoices/mailings/999999`, cookie: viewer });
    expect(unknown.statusCode).toBe(404);
  });
});
