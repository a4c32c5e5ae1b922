/**
 * What an invoice's documents (the PDF and the Peppol UBL e-invoice) are made from: the invoice as
 * the detail call shows it, the seller (us) and the buyer with their addresses and identifiers, the
 * language the customer reads, and for a credit note the invoice it corrects.
 */
import { INVOICE_CONFIG } from '../../../../src/shared/invoice-config';
import type { InvoiceDetail } from '../../../../src/shared/schemas/invoice';
import type { CustomerLanguage } from '../../../../src/shared/constants/company';

export interface DocumentParty {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2, e.g. BE. */
  countryCode: string;
  /** Ten digits (Belgian enterprise number), null for a company abroad or without one. */
  enterpriseNumber: string | null;
  /** As written, e.g. BE0123456749. */
  vatNumber: string | null;
  email: string | null;
}

export interface Seller extends DocumentParty {
  iban: string;
  bic: string;
  phone: string;
  website: string;
}

export interface InvoiceDocument {
  invoice: InvoiceDetail;
  seller: Seller;
  buyer: DocumentParty;
  language: CustomerLanguage;
  /** For a credit note: the invoice it corrects. */
  creditedInvoice: { documentNumber: string; documentDate: string } | null;
}

/** The provider that issues the invoices (a demo identity with valid check digits). */
export const SELLER: Seller = {
  name: 'Billing Provider NV',
  street: 'Kunstlaan 56',
  postalCode: '1000',
  city: 'Brussel',
  countryCode: 'BE',
  enterpriseNumber: '0403170701',
  vatNumber: 'BE0403170701',
  email: 'billing@billing-provider.test',
  iban: 'BE68539007547034',
  bic: 'GKCCBEBB',
  phone: '+32 2 555 01 00',
  website: 'https://billing-provider.test',
};

/** `INV-2026-000123` for an approved invoice (series and number), `draft-<id>` before it has a number. */
export function documentBaseName({ invoice }: InvoiceDocument): string {
  return invoice.state === 'draft' || invoice.documentNumber === null
    ? `draft-${invoice.invoiceId}`
    : // A credit note's number carries its series already (CN-2026/000001).
      `${invoice.type === 'creditNote' ? '' : `${INVOICE_CONFIG.series}-`}${invoice.documentNumber.replace(/\//g, '-')}`;
}
