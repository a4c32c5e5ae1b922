/**
 * An item's mail made ready outside any transaction (invoice-mailing.ts `mailNext`): its recipients,
 * texts and attachments, the documents rendered in a worker thread (documents/invoice-files.ts), and
 * the invoices it was made from (`basis`: id, version and state each), which the item's transaction
 * checks again before it queues the mail. Nothing here writes.
 *
 * - Recipients: the e-mail addresses of the invoiced company's billing contacts (contact type
 *   `billing`), else the company's own e-mail; none fails the item (`validation.noRecipient`).
 * - An invoice's mail has its PDF and its Peppol UBL e-invoice attached; an invoice the e-invoice
 *   rules refuse (a buyer abroad without a Peppol address) goes with the PDF only, its outcome noting
 *   `validation.ublUnavailable`. Only an open invoice is mailed; a draft or a simulation's draft is
 *   refused (`validation.notApproved`), a paid invoice (`validation.invoicePaid`), an unknown one
 *   `notFound`.
 * - A statement: one mail per customer listing its open invoices (number, date, due date, total,
 *   open amount) in the customer's language, their PDFs attached. A customer without an open invoice
 *   fails with `validation.nothingOpen`.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { OPEN_STATES } from '../../../../src/shared/invoice-states';
import type { Db } from '../../../db/client';
import { companies, contactContactTypes, contacts, contactTypes, invoices } from '../../../db/schema';
import type { MailAttachmentToQueue, MailToQueue } from '../../mail/outbox';
import { formatMoney } from '../../../../src/shared/format';
import { DOCUMENT_TEXTS, formatDay } from '../documents/document-texts';
import { documentBaseName, SELLER } from '../documents/invoice-document';
import { loadInvoiceDocument } from '../documents/invoice-document-data';
import { renderInvoiceFiles } from '../documents/invoice-files';
import { INVOICE_MAIL_TEXTS } from './invoice-mail-texts';
import type { CustomerLanguage } from '../../../../src/shared/constants/company';

export type MailingContext = { from: string };

/** The invoices a prepared mail was made from, by id: their version and state then. */
export type Basis = { id: number; version: number; state: string }[];

/** An item made ready: a failure with its code, or a mail to queue (`send`: the invoice moves to sent). */
export type Prepared = { basis: Basis } & (
  { mail: null; code: string } | { mail: Omit<MailToQueue, 'createdBy'>; code: string | null; send: boolean }
);

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

/** The basis of an invoice's mail: the invoice's version and state (locked when `tx` asks `forUpdate`). */
export async function invoiceBasis(db: Db, invoiceId: number, forUpdate = false): Promise<Basis> {
  const query = db
    .select({ id: invoices.id, version: invoices.version, state: invoices.state })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return forUpdate ? query.for('update') : query;
}

/** The basis of a statement: the customer's open invoices in id order (locked when asked). */
export async function statementBasis(db: Db, customerId: number, forUpdate = false): Promise<Basis> {
  const query = db
    .select({ id: invoices.id, version: invoices.version, state: invoices.state })
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, customerId),
        eq(invoices.simulation, false),
        inArray(invoices.state, [...OPEN_STATES]),
      ),
    )
    .orderBy(asc(invoices.id));
  return forUpdate ? query.for('update') : query;
}

export const sameBasis = (a: Basis, b: Basis) =>
  a.length === b.length &&
  a.every((x, i) => x.id === b[i]!.id && x.version === b[i]!.version && x.state === b[i]!.state);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** One invoice's mail made ready (see the file's comment). */
export async function prepareInvoiceMail(db: Db, invoiceId: number, ctx: MailingContext): Promise<Prepared> {
  const [invoice] = await db
    .select({
      id: invoices.id,
      version: invoices.version,
      state: invoices.state,
      simulation: invoices.simulation,
      customerId: invoices.customerId,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return { basis: [], mail: null, code: 'notFound' };
  const basis = [{ id: invoice.id, version: invoice.version, state: invoice.state }];
  const failed = (code: string): Prepared => ({ basis, mail: null, code });
  if (invoice.simulation || invoice.state === 'draft') return failed('validation.notApproved');
  if (!(OPEN_STATES as readonly string[]).includes(invoice.state))
    return failed(invoice.state === 'paid' ? 'validation.invoicePaid' : 'validation.notApproved');
  const recipients = await recipientsOf(db, invoice.customerId);
  if (!recipients.length) return failed('validation.noRecipient');
  const doc = await loadInvoiceDocument(db, invoiceId);
  if (!doc) return failed('notFound');
  const name = documentBaseName(doc);
  const files = await renderInvoiceFiles(doc, { ubl: true });
  const attachments: MailAttachmentToQueue[] = [
    { fileName: `${name}.pdf`, contentType: 'application/pdf', content: files.pdf },
  ];
  if (files.xml !== null)
    attachments.push({
      fileName: `${name}.xml`,
      contentType: 'application/xml',
      content: Buffer.from(files.xml, 'utf8'),
    });
  const note = files.xml === null ? 'validation.ublUnavailable' : null;
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
  return {
    basis,
    code: note,
    send: invoice.state === 'created',
    mail: {
      kind: 'invoice',
      companyId: invoice.customerId,
      from: ctx.from,
      recipients,
      subject: texts.invoiceSubject(title, number, SELLER.name),
      html: paragraphs(lines),
      text: lines.join('\n\n'),
      attachments,
    },
  };
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

/** One customer's statement made ready (see the file's comment); its states never move. */
export async function prepareStatement(db: Db, customerId: number, ctx: MailingContext): Promise<Prepared> {
  const [company] = await db
    .select({ name: companies.name, language: companies.language })
    .from(companies)
    .where(eq(companies.id, customerId));
  if (!company) return { basis: [], mail: null, code: 'notFound' };
  const basis = await statementBasis(db, customerId);
  if (!basis.length) return { basis, mail: null, code: 'validation.nothingOpen' };
  const recipients = await recipientsOf(db, customerId);
  if (!recipients.length) return { basis, mail: null, code: 'validation.noRecipient' };
  const docs = [];
  for (const { id } of basis) {
    const doc = await loadInvoiceDocument(db, id);
    if (doc) docs.push(doc);
  }
  // In the order of their dates, as the customer reads them.
  docs.sort(
    (a, b) =>
      (a.invoice.documentDate ?? '9999').localeCompare(b.invoice.documentDate ?? '9999') ||
      a.invoice.invoiceId - b.invoice.invoiceId,
  );
  const files = await Promise.all(docs.map((doc) => renderInvoiceFiles(doc, { ubl: false })));
  const rows = docs.map(({ invoice }) => ({
    number: invoice.documentNumber ?? String(invoice.invoiceId),
    date: invoice.documentDate,
    dueDate: invoice.dueDate,
    total: invoice.totalIncl,
    open: (Math.round(invoice.totalIncl * 100) - Math.round(invoice.amountPaid * 100)) / 100,
  }));
  const attachments: MailAttachmentToQueue[] = docs.map((doc, i) => ({
    fileName: `${documentBaseName(doc)}.pdf`,
    contentType: 'application/pdf',
    content: files[i]!.pdf,
  }));
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
  return {
    basis,
    code: null,
    send: false,
    mail: {
      kind: 'statement',
      companyId: customerId,
      from: ctx.from,
      recipients,
      subject: texts.statementSubject(company.name, SELLER.name),
      html,
      text: [texts.greeting, intro, table.join('\n'), texts.closing, SELLER.name].join('\n\n'),
      attachments,
    },
  };
}
