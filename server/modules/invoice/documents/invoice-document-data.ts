/**
 * What an invoice's documents are made from (invoice-document.ts): the detail as the detail call
 * reads it (invoice-detail.ts), and the invoiced company with its address, identifiers, e-mail
 * and language. Any invoice: a draft's or a simulation's PDF is printed too (marked as a draft).
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toWireDay } from '../../../../src/shared/calendar-day';
import { enterpriseDigits, isEnterpriseNumber } from '../../../../src/shared/enterprise-number';
import type { Db } from '../../../db/client';
import { cities, companies, countries, invoices } from '../../../db/schema';
import type { Caller } from '../../../plugins/security';
import { SELLER, type DocumentParty, type InvoiceDocument } from './invoice-document';
import { invoiceDetail } from '../invoice-detail';

/** A document shows no actions: the detail is read as by someone who may do nothing with it. */
const NO_ACTIONS: Caller = { userId: null, language: 'en', can: () => false };

/** The invoiced company as a document party; its language. */
async function buyerOf(db: Db, companyId: number) {
  const [row] = await db
    .select({
      name: companies.name,
      street: companies.street,
      vatNumber: companies.vatNumber,
      email: companies.email,
      language: companies.language,
      postalCode: cities.postalCode,
      city: cities.name,
      countryCode: countries.code,
    })
    .from(companies)
    .leftJoin(cities, eq(cities.id, companies.cityId))
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .where(eq(companies.id, companyId));
  if (!row) return null;
  const { language, countryCode, ...party } = row;
  // Only a Belgian VAT number holds an enterprise number; another country's is printed as it is.
  const digits = party.vatNumber && /^BE/i.test(party.vatNumber.trim()) ? enterpriseDigits(party.vatNumber) : null;
  const buyer: DocumentParty = {
    ...party,
    // A company without a country is one of the Belgian customers the back office was made for.
    countryCode: countryCode ?? 'BE',
    enterpriseNumber: digits && isEnterpriseNumber(digits) ? digits : null,
  };
  return { buyer, language };
}

/**
 * The invoice a credit note corrects (`credited_invoice_id`): its number and date, which its PDF names
 * and its e-invoice refers to (BillingReference); null for an invoice, or a credit note without one.
 */
async function creditedInvoiceOf(db: Db, invoiceId: number) {
  const original = alias(invoices, 'original');
  const [row] = await db
    .select({ documentNumber: original.documentNumber, documentDate: original.documentDate })
    .from(invoices)
    .innerJoin(original, eq(original.id, invoices.creditedInvoiceId))
    .where(eq(invoices.id, invoiceId));
  return row?.documentNumber && row.documentDate
    ? { documentNumber: row.documentNumber, documentDate: toWireDay(row.documentDate) }
    : null;
}

/** The invoice's document data, or null for an unknown invoice. */
export async function loadInvoiceDocument(db: Db, invoiceId: number): Promise<InvoiceDocument | null> {
  const invoice = await invoiceDetail(db, invoiceId, NO_ACTIONS, 'any');
  if (!invoice) return null;
  const party = await buyerOf(db, invoice.customerId);
  if (!party) return null;
  return {
    invoice,
    seller: SELLER,
    buyer: party.buyer,
    language: party.language,
    creditedInvoice: await creditedInvoiceOf(db, invoiceId),
  };
}
