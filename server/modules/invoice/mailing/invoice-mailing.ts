/**
 * Sending invoices by e-mail (docs/domain.md "Sending invoices"). A mailing is started with its
 * items (an invoice each, or a customer each for statements) in one transaction, then worked item by
 * item (invoice-mailing-worker.ts): each item is one transaction that locks the mailing, queues the
 * mail in the outbox (mail/outbox.ts `enqueueMail`: the mail exists if and only if the item's outcome
 * committed), moves a created invoice to sent, and writes the item's outcome and the mailing's counts.
 * A job that dies leaves its item pending, so the next job does it again from scratch: never twice.
 *
 * - Recipients: the e-mail addresses of the invoiced company's billing contacts (contact type
 *   `billing`), else the company's own e-mail; none fails the item (`validation.noRecipient`).
 * - An invoice's mail has its PDF and its Peppol UBL e-invoice attached; an invoice the e-invoice
 *   rules refuse (invoice-ubl.ts `UblError`: a buyer abroad without a Peppol address) goes with the
 *   PDF only, its outcome noting `validation.ublUnavailable`.
 * - Only an open invoice (src/shared/invoice-states.ts `OPEN_STATES`) is e-mailed: a created one
 *   moves to sent in the same transaction (status history and timeline), the others keep their state
 *   (a resend). A draft or a simulation's draft is refused (`validation.notApproved`), a paid invoice
 *   (`validation.invoicePaid`), an unknown invoice `notFound`.
 * - Never twice at once: an invoice (a customer's statement) already pending in a mailing is refused
 *   in the new one (`validation.mailingPending`), guarded by a unique index on pending items.
 * - A statement: one mail per customer listing its open invoices (number, date, due date, total,
 *   open amount) in the customer's language, their PDFs attached; states do not move. A customer
 *   without an open invoice fails with `validation.nothingOpen`.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { OPEN_STATES, sendMove } from '../../../../src/shared/invoice-states';
import type { Mailing } from '../../../../src/shared/schemas/invoice';
import type { Db } from '../../../db/client';
import {
  companies,
  contactContactTypes,
  contacts,
  contactTypes,
  invoiceMailingItems,
  invoiceMailings,
  invoices,
} from '../../../db/schema';
import { enqueueMail, type MailAttachmentToQueue } from '../../mail/outbox';
import { formatMoney } from '../../../../src/shared/format';
import { DOCUMENT_TEXTS, formatDay } from '../documents/document-texts';
import { documentBaseName, SELLER } from '../documents/invoice-document';
import { loadInvoiceDocument } from '../documents/invoice-document-data';
import { INVOICE_MAIL_TEXTS } from './invoice-mail-texts';
import { renderInvoicePdf } from '../documents/invoice-pdf';
import { buildInvoiceUbl, UblError } from '../documents/invoice-ubl';
import { recordStatusChange } from '../life/invoice-status';
import type { CustomerLanguage } from '../../../../src/shared/constants/company';

export type MailingKind = Mailing['kind'];
export type MailingContext = { from: string };

/** What one item did: its outcome, and what it changed (for the hub). */
export type ItemOutcome = {
  status: 'queued' | 'failed';
  code: string | null;
  mailId: number | null;
  movedInvoiceId?: number;
};

const failed = (code: string): ItemOutcome => ({ status: 'failed', code, mailId: null });

/**
 * Starts a mailing of `kind` for `targets` (invoice ids, or customer ids for statements), in order,
 * each once: pending items, except the targets already pending in another mailing (failed at once,
 * `validation.mailingPending`). Answers the mailing's id; the worker does the rest.
 */
export async function startMailing(
  db: Db,
  kind: MailingKind,
  targets: readonly number[],
  userId: number | null,
): Promise<number> {
  const unique = [...new Set(targets)];
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [mailing] = await tx
      .insert(invoiceMailings)
      .values({ kind, total: unique.length, userId })
      .returning({ id: invoiceMailings.id });
    const mailingId = mailing!.id;
    const target = (id: number) => (kind === 'invoices' ? { invoiceId: id } : { customerId: id });
    const taken: number[] = [];
    // In the caller's order (the items' ids), 1,000 a statement; a target pending in another mailing
    // hits the unique index on pending items and is skipped (on a server too, where a concurrent
    // start of the same target waits for this one's commit, then skips it), then kept as failed.
    for (let from = 0; from < unique.length; from += 1000) {
      const slice = unique.slice(from, from + 1000);
      const inserted = await tx
        .insert(invoiceMailingItems)
        .values(slice.map((id) => ({ mailingId, ...target(id) })))
        .onConflictDoNothing()
        .returning({ invoiceId: invoiceMailingItems.invoiceId, customerId: invoiceMailingItems.customerId });
      const queued = new Set(inserted.map((r) => r.invoiceId ?? r.customerId));
      taken.push(...slice.filter((id) => !queued.has(id)));
    }
    for (let from = 0; from < taken.length; from += 1000)
      await tx
        .insert(invoiceMailingItems)
        .values(
          taken
            .slice(from, from + 1000)
            .map((id) => ({ mailingId, ...target(id), status: 'failed' as const, code: 'validation.mailingPending' })),
        );
    if (taken.length)
      await tx
        .update(invoiceMailings)
        .set({ done: taken.length, failed: taken.length })
        .where(eq(invoiceMailings.id, mailingId));
    return mailingId;
  });
}

/** The invoiced company's billing contacts' addresses (each once), else the company's own e-mail. */
export async function recipientsOf(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ email: contacts.email })
    .from(contacts)
    .innerJoin(contactContactTypes, eq(contactContactTypes.contactId, contacts.id))
    .innerJoin(contactTypes, eq(contactTypes.id, contactContactTypes.contactTypeId))
    .where(and(eq(contacts.companyId, companyId), eq(contactTypes.code, 'billing'), isNotNull(contacts.email)))
    .orderBy(asc(contacts.id));
  const seen = new Map<string, string>();
  for (const { email } of rows) {
    const address = email?.trim();
    if (address && !seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address);
  }
  if (seen.size) return [...seen.values()];
  const [company] = await db.select({ email: companies.email }).from(companies).where(eq(companies.id, companyId));
  const own = company?.email?.trim();
  return own ? [own] : [];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** One invoice e-mailed in the item's transaction `tx` (see the file's comment). */
async function mailInvoice(
  tx: Db,
  invoiceId: number,
  userId: number | null,
  ctx: MailingContext,
): Promise<ItemOutcome> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) return failed('notFound');
  if (invoice.simulation || invoice.state === 'draft') return failed('validation.notApproved');
  if (!(OPEN_STATES as readonly string[]).includes(invoice.state))
    return failed(invoice.state === 'paid' ? 'validation.invoicePaid' : 'validation.notApproved');
  const recipients = await recipientsOf(tx, invoice.customerId);
  if (!recipients.length) return failed('validation.noRecipient');
  const doc = await loadInvoiceDocument(tx, invoiceId);
  if (!doc) return failed('notFound');
  const name = documentBaseName(doc);
  const pdf = await renderInvoicePdf(doc);
  const attachments: MailAttachmentToQueue[] = [
    { fileName: `${name}.pdf`, contentType: 'application/pdf', content: pdf },
  ];
  let note: string | null = null;
  try {
    const xml = buildInvoiceUbl(doc, { bytes: pdf, fileName: `${name}.pdf` });
    attachments.push({ fileName: `${name}.xml`, contentType: 'application/xml', content: Buffer.from(xml, 'utf8') });
  } catch (error) {
    if (!(error instanceof UblError)) throw error;
    note = 'validation.ublUnavailable';
  }
  const language = doc.language;
  const texts = INVOICE_MAIL_TEXTS[language];
  const documentTexts = DOCUMENT_TEXTS[language];
  const creditNote = doc.invoice.type === 'creditNote' || doc.invoice.totalIncl < 0;
  const title = creditNote ? documentTexts.creditNote : documentTexts.invoice;
  const number = doc.invoice.documentNumber ?? String(invoiceId);
  const amount = formatMoney(Math.abs(doc.invoice.totalIncl), { language });
  const lines = [
    texts.greeting,
    creditNote
      ? texts.creditNoteBody(number, amount)
      : texts.invoiceBody(title, number, amount, formatDay(doc.invoice.dueDate, language)),
    ...(!creditNote && doc.invoice.paymentReference ? [texts.paymentReference(doc.invoice.paymentReference)] : []),
    ...(note ? [] : [texts.ublAttached]),
    texts.closing,
    SELLER.name,
  ];
  const mailId = await enqueueMail(tx, {
    kind: 'invoice',
    companyId: invoice.customerId,
    from: ctx.from,
    recipients,
    subject: texts.invoiceSubject(title, number, SELLER.name),
    html: paragraphs(lines),
    text: lines.join('\n\n'),
    attachments,
    createdBy: userId,
  });
  const moved = sendMove(invoice);
  if ('state' in moved) {
    await tx
      .update(invoices)
      .set({ state: moved.state, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    await recordStatusChange(tx, { invoice, toState: moved.state, userId });
    return { status: 'queued', code: note, mailId, movedInvoiceId: invoiceId };
  }
  return { status: 'queued', code: note, mailId };
}

/** The HTML table of a statement's invoices with their totals and open amounts. */
function statementTable(
  rows: readonly { number: string; date: string | null; dueDate: string | null; total: number; open: number }[],
  language: CustomerLanguage,
): string {
  const columns = INVOICE_MAIL_TEXTS[language].statementColumns;
  const cell = 'padding:4px 8px;border-bottom:1px solid #dddddd';
  const right = `${cell};text-align:right`;
  const head = [columns.number, columns.date, columns.dueDate, columns.total, columns.open]
    .map((label, i) => `<th style="${i >= 3 ? right : cell}">${escapeHtml(label)}</th>`)
    .join('');
  const body = rows
    .map(
      (r) =>
        `<tr><td style="${cell}">${escapeHtml(r.number)}</td><td style="${cell}">${formatDay(r.date, language)}</td>` +
        `<td style="${cell}">${formatDay(r.dueDate, language)}</td>` +
        `<td style="${right}">${escapeHtml(formatMoney(r.total, { language }))}</td>` +
        `<td style="${right}">${escapeHtml(formatMoney(r.open, { language }))}</td></tr>`,
    )
    .join('\n');
  const open = rows.reduce((sum, r) => sum + Math.round(r.open * 100), 0) / 100;
  const total =
    `<tr><td colspan="4" style="${right}"><strong>${escapeHtml(INVOICE_MAIL_TEXTS[language].statementTotal)}</strong></td>` +
    `<td style="${right}"><strong>${escapeHtml(formatMoney(open, { language }))}</strong></td></tr>`;
  return `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>\n${body}\n${total}</tbody></table>`;
}

/** One customer's statement mailed in the item's transaction `tx` (see the file's comment). */
async function mailStatement(
  tx: Db,
  customerId: number,
  userId: number | null,
  ctx: MailingContext,
): Promise<ItemOutcome> {
  const [company] = await tx
    .select({ name: companies.name, language: companies.language })
    .from(companies)
    .where(eq(companies.id, customerId));
  if (!company) return failed('notFound');
  const open = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, customerId),
        eq(invoices.simulation, false),
        inArray(invoices.state, [...OPEN_STATES]),
      ),
    )
    .orderBy(asc(invoices.documentDate), asc(invoices.id));
  if (!open.length) return failed('validation.nothingOpen');
  const recipients = await recipientsOf(tx, customerId);
  if (!recipients.length) return failed('validation.noRecipient');
  const rows = [];
  const attachments: MailAttachmentToQueue[] = [];
  for (const { id } of open) {
    const doc = await loadInvoiceDocument(tx, id);
    if (!doc) continue;
    const { invoice } = doc;
    rows.push({
      number: invoice.documentNumber ?? String(id),
      date: invoice.documentDate,
      dueDate: invoice.dueDate,
      total: invoice.totalIncl,
      open: (Math.round(invoice.totalIncl * 100) - Math.round(invoice.amountPaid * 100)) / 100,
    });
    attachments.push({
      fileName: `${documentBaseName(doc)}.pdf`,
      contentType: 'application/pdf',
      content: await renderInvoicePdf(doc),
    });
  }
  const language = company.language;
  const texts = INVOICE_MAIL_TEXTS[language];
  const openTotal = formatMoney(rows.reduce((sum, r) => sum + Math.round(r.open * 100), 0) / 100, { language });
  const intro = texts.statementIntro(rows.length, openTotal);
  const html = [
    paragraphs([texts.greeting, intro]),
    statementTable(rows, language),
    paragraphs([texts.closing, SELLER.name]),
  ].join('\n');
  const table = rows.map(
    (r) =>
      `${r.number}  ${formatDay(r.date, language)}  ${formatDay(r.dueDate, language)}  ${formatMoney(r.total, { language })}  ${formatMoney(r.open, { language })}`,
  );
  const mailId = await enqueueMail(tx, {
    kind: 'statement',
    companyId: customerId,
    from: ctx.from,
    recipients,
    subject: texts.statementSubject(company.name, SELLER.name),
    html,
    text: [texts.greeting, intro, table.join('\n'), texts.closing, SELLER.name].join('\n\n'),
    attachments,
    createdBy: userId,
  });
  return { status: 'queued', code: null, mailId };
}

/** What one step of a mailing did: finished (nothing pending any more), or the item's outcome. */
export type StepResult = { finished: boolean; outcome?: ItemOutcome };

/**
 * Works the mailing's next pending item in one transaction that locks the mailing first (two
 * instances never work one item twice: the second waits, then finds the item done). Finishes the
 * mailing when no item is pending.
 */
export async function mailNext(db: Db, mailingId: number, ctx: MailingContext): Promise<StepResult> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [mailing] = await tx.select().from(invoiceMailings).where(eq(invoiceMailings.id, mailingId)).for('update');
    if (!mailing || mailing.status !== 'pending') return { finished: true };
    const [item] = await tx
      .select()
      .from(invoiceMailingItems)
      .where(and(eq(invoiceMailingItems.mailingId, mailingId), eq(invoiceMailingItems.status, 'pending')))
      .orderBy(asc(invoiceMailingItems.id))
      .limit(1);
    if (!item) {
      await tx
        .update(invoiceMailings)
        .set({ status: 'finished', finishedAt: new Date() })
        .where(eq(invoiceMailings.id, mailingId));
      return { finished: true };
    }
    const outcome =
      item.invoiceId !== null
        ? await mailInvoice(tx, item.invoiceId, mailing.userId, ctx)
        : await mailStatement(tx, item.customerId!, mailing.userId, ctx);
    await tx
      .update(invoiceMailingItems)
      .set({ status: outcome.status, code: outcome.code, mailId: outcome.mailId })
      .where(eq(invoiceMailingItems.id, item.id));
    await tx
      .update(invoiceMailings)
      .set({
        done: sql`${invoiceMailings.done} + 1`,
        failed: outcome.status === 'failed' ? sql`${invoiceMailings.failed} + 1` : invoiceMailings.failed,
      })
      .where(eq(invoiceMailings.id, mailingId));
    return { finished: false, outcome };
  });
}

/** Works a mailing to its end (tests, and the worker's slices through `mailNext`). */
export async function mailToEnd(db: Db, mailingId: number, ctx: MailingContext): Promise<void> {
  while (!(await mailNext(db, mailingId, ctx)).finished);
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A mailing with its progress and every item's outcome in order; null when there is none. */
export async function mailingOf(db: Db, mailingId: number): Promise<Mailing | null> {
  const [mailing] = await db.select().from(invoiceMailings).where(eq(invoiceMailings.id, mailingId));
  if (!mailing) return null;
  const items = await db
    .select({
      invoiceId: invoiceMailingItems.invoiceId,
      documentNumber: invoices.documentNumber,
      customerId: sql<number | null>`coalesce(${invoiceMailingItems.customerId}, ${invoices.customerId})`,
      customerName: companies.name,
      status: invoiceMailingItems.status,
      code: invoiceMailingItems.code,
      mailId: invoiceMailingItems.mailId,
    })
    .from(invoiceMailingItems)
    .leftJoin(invoices, eq(invoices.id, invoiceMailingItems.invoiceId))
    .leftJoin(companies, eq(companies.id, sql`coalesce(${invoiceMailingItems.customerId}, ${invoices.customerId})`))
    .where(eq(invoiceMailingItems.mailingId, mailingId))
    .orderBy(asc(invoiceMailingItems.id));
  return {
    mailingId: mailing.id,
    kind: mailing.kind,
    status: mailing.status,
    total: mailing.total,
    done: mailing.done,
    failed: mailing.failed,
    createdAt: mailing.createdAt.toISOString(),
    finishedAt: iso(mailing.finishedAt),
    items: items.map((i) => ({ ...i, customerId: i.customerId === null ? null : Number(i.customerId) })),
  };
}
