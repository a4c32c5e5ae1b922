/**
 * The texts of the mails that send invoices and statements (docs/domain.md "Sending invoices") in the
 * customer's language (companies.language: NL, FR, EN, DE). They live beside the documents' texts
 * (document-texts.ts) for the same reason: they are the customer's mail, not the back office's
 * screens. One object per language, each typed `InvoiceMailTexts`: a missing or extra key fails tsc.
 * Amounts come written by the shared formatters (src/shared/format.ts), counts too.
 */
import type { CustomerLanguage } from '../../../../src/shared/constants/company';
import { formatCount } from '../../../../src/shared/format';

export interface InvoiceMailTexts {
  /** `Invoice 2026/000123 from Billing Provider NV` (a credit note's title instead of "Invoice"). */
  invoiceSubject: (title: string, documentNumber: string, seller: string) => string;
  greeting: string;
  /** The body of an invoice's mail: what is attached and what to pay by when. */
  invoiceBody: (title: string, documentNumber: string, amount: string, dueDate: string) => string;
  creditNoteBody: (documentNumber: string, amount: string) => string;
  /** The e-invoice (Peppol UBL) is attached too. */
  ublAttached: string;
  paymentReference: (reference: string) => string;
  statementSubject: (customer: string, seller: string) => string;
  statementIntro: (count: number, open: string) => string;
  statementColumns: { number: string; date: string; dueDate: string; total: string; open: string };
  statementTotal: string;
  closing: string;
}

const NL: InvoiceMailTexts = {
  invoiceSubject: (title, number, seller) => `${title} ${number} van ${seller}`,
  greeting: 'Beste klant,',
  invoiceBody: (title, number, amount, dueDate) =>
    `In bijlage vindt u ${title.toLowerCase()} ${number} van ${amount}, te betalen uiterlijk op ${dueDate}.`,
  creditNoteBody: (number, amount) => `In bijlage vindt u creditnota ${number} van ${amount}.`,
  ublAttached: 'De elektronische factuur (Peppol UBL) zit er ook bij.',
  paymentReference: (reference) => `Gelieve de gestructureerde mededeling ${reference} te gebruiken.`,
  statementSubject: (customer, seller) => `Rekeninguittreksel van ${customer} bij ${seller}`,
  statementIntro: (count, open) =>
    `Hieronder vindt u uw ${count === 1 ? 'openstaande factuur' : `${formatCount(count, { language: 'nl' })} openstaande facturen`}, samen ${open}. De facturen zitten in bijlage.`,
  statementColumns: { number: 'Nummer', date: 'Datum', dueDate: 'Vervaldatum', total: 'Totaal', open: 'Open' },
  statementTotal: 'Totaal open',
  closing: 'Met vriendelijke groeten,',
};

const FR: InvoiceMailTexts = {
  invoiceSubject: (title, number, seller) => `${title} ${number} de ${seller}`,
  greeting: 'Chère cliente, cher client,',
  invoiceBody: (title, number, amount, dueDate) =>
    `Veuillez trouver en annexe ${title === 'Facture' ? 'la facture' : title.toLowerCase()} ${number} de ${amount}, à payer au plus tard le ${dueDate}.`,
  creditNoteBody: (number, amount) => `Veuillez trouver en annexe la note de crédit ${number} de ${amount}.`,
  ublAttached: 'La facture électronique (Peppol UBL) est également jointe.',
  paymentReference: (reference) => `Merci d’utiliser la communication structurée ${reference}.`,
  statementSubject: (customer, seller) => `Relevé de compte de ${customer} chez ${seller}`,
  statementIntro: (count, open) =>
    `Voici ${count === 1 ? 'votre facture ouverte' : `vos ${formatCount(count, { language: 'fr' })} factures ouvertes`}, pour un total de ${open}. Les factures sont jointes.`,
  statementColumns: { number: 'Numéro', date: 'Date', dueDate: 'Échéance', total: 'Total', open: 'Ouvert' },
  statementTotal: 'Total ouvert',
  closing: 'Salutations distinguées,',
};

const EN: InvoiceMailTexts = {
  invoiceSubject: (title, number, seller) => `${title} ${number} from ${seller}`,
  greeting: 'Dear customer,',
  invoiceBody: (title, number, amount, dueDate) =>
    `Please find attached ${title.toLowerCase()} ${number} of ${amount}, to be paid by ${dueDate}.`,
  creditNoteBody: (number, amount) => `Please find attached credit note ${number} of ${amount}.`,
  ublAttached: 'The e-invoice (Peppol UBL) is attached too.',
  paymentReference: (reference) => `Please use the structured reference ${reference}.`,
  statementSubject: (customer, seller) => `Statement of account of ${customer} with ${seller}`,
  statementIntro: (count, open) =>
    `Below ${count === 1 ? 'is your open invoice' : `are your ${formatCount(count, { language: 'en' })} open invoices`}, ${open} in total. The invoices are attached.`,
  statementColumns: { number: 'Number', date: 'Date', dueDate: 'Due date', total: 'Total', open: 'Open' },
  statementTotal: 'Total open',
  closing: 'Kind regards,',
};

const DE: InvoiceMailTexts = {
  invoiceSubject: (title, number, seller) => `${title} ${number} von ${seller}`,
  greeting: 'Sehr geehrte Kundin, sehr geehrter Kunde,',
  invoiceBody: (title, number, amount, dueDate) =>
    `anbei erhalten Sie ${title === 'Rechnung' ? 'die Rechnung' : title} ${number} über ${amount}, zahlbar bis ${dueDate}.`,
  creditNoteBody: (number, amount) => `anbei erhalten Sie die Gutschrift ${number} über ${amount}.`,
  ublAttached: 'Die elektronische Rechnung (Peppol UBL) liegt ebenfalls bei.',
  paymentReference: (reference) => `Bitte verwenden Sie die strukturierte Mitteilung ${reference}.`,
  statementSubject: (customer, seller) => `Kontoauszug von ${customer} bei ${seller}`,
  statementIntro: (count, open) =>
    `nachstehend ${count === 1 ? 'Ihre offene Rechnung' : `Ihre ${formatCount(count, { language: 'de' })} offenen Rechnungen`}, insgesamt ${open}. Die Rechnungen liegen bei.`,
  statementColumns: { number: 'Nummer', date: 'Datum', dueDate: 'Fällig am', total: 'Gesamt', open: 'Offen' },
  statementTotal: 'Offen insgesamt',
  closing: 'Mit freundlichen Grüßen',
};

export const INVOICE_MAIL_TEXTS: Record<CustomerLanguage, InvoiceMailTexts> = { NL, FR, EN, DE };
