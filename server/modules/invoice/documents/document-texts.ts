/**
 * The texts of an invoice's PDF in the customer's language (docs/domain.md "Invoice documents"), and
 * how days and months are written in it; amounts, quantities and rates are written by the shared
 * formatters in the customer's language (src/shared/format.ts: formatMoney, formatNumber,
 * formatPercent). The texts live here, not in src/locales: they are the customer's document, not the
 * back office's screens, and German is one of them. One object per language, each typed
 * `DocumentTexts`: a missing or extra key fails tsc.
 */
import { EMPTY } from '../../../../src/shared/format';
import type { VatTreatment } from '../../../../src/shared/invoice-lines';
import type { CustomerLanguage } from '../../../../src/shared/constants/company';

/** Why no VAT is charged (src/shared/invoice-lines.ts `vatOf`): each has its legal mention. */
export type VatExemption = NonNullable<VatTreatment['exemption']>;

export interface DocumentTexts {
  /** BCP 47 locale for dates, month names and country names. */
  locale: string;
  invoice: string;
  creditNote: string;
  draft: string;
  number: string;
  invoiceTo: string;
  documentDate: string;
  creditNoteDate: string;
  dueDate: string;
  period: string;
  customerNumber: string;
  yourReference: string;
  paymentReference: string;
  enterpriseNumber: string;
  vatNumber: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  amount: string;
  vatBase: string;
  vatAmount: string;
  totalExcl: string;
  totalVat: string;
  totalIncl: string;
  message: string;
  page: (page: number, pages: number) => string;
  /** The payment request of an approved invoice. */
  payBy: (amount: string, dueDate: string) => string;
  payTo: string;
  withReference: string;
  /** A credit note's reference to the invoice it corrects (unknown: a general mention). */
  corrects: (documentNumber: string, documentDate: string) => string;
  correctsUnknown: string;
  noPayment: string;
  /** An invoice of nothing (all its lines at price zero): no payment asked. */
  nothingToPay: string;
  /** The VAT mention Belgian credit notes carry (art. 79 W.BTW / C.TVA). */
  creditNoteVat: string;
  draftNotice: string;
  exemptions: Record<VatExemption, string>;
}

const NL: DocumentTexts = {
  locale: 'nl-BE',
  invoice: 'Factuur',
  creditNote: 'Creditnota',
  draft: 'Concept',
  number: 'Nummer',
  invoiceTo: 'Factuur aan',
  documentDate: 'Factuurdatum',
  creditNoteDate: 'Datum creditnota',
  dueDate: 'Vervaldatum',
  period: 'Periode',
  customerNumber: 'Klantnummer',
  yourReference: 'Uw referentie',
  paymentReference: 'Gestructureerde mededeling',
  enterpriseNumber: 'Ondernemingsnr.',
  vatNumber: 'Btw-nr.',
  description: 'Omschrijving',
  quantity: 'Aantal',
  unitPrice: 'Eenheidsprijs',
  vatRate: 'Btw',
  amount: 'Bedrag',
  vatBase: 'Maatstaf van heffing',
  vatAmount: 'Btw-bedrag',
  totalExcl: 'Totaal excl. btw',
  totalVat: 'Btw',
  totalIncl: 'Totaal incl. btw',
  message: 'Bericht',
  page: (page, pages) => `Pagina ${page} van ${pages}`,
  payBy: (amount, dueDate) => `Gelieve ${amount} te betalen uiterlijk op ${dueDate}`,
  payTo: 'op rekening',
  withReference: 'met de gestructureerde mededeling',
  corrects: (number, date) => `Deze creditnota verbetert factuur ${number} van ${date}.`,
  correctsUnknown: 'Deze creditnota verbetert een eerder uitgereikte factuur.',
  noPayment: 'Er is geen betaling verschuldigd: het bedrag wordt verrekend of terugbetaald.',
  nothingToPay: 'Er is niets te betalen voor deze factuur.',
  creditNoteVat: 'Btw terug te storten aan de Staat in de mate waarin ze oorspronkelijk in aftrek werd gebracht.',
  draftNotice:
    'Dit is een concept, geen geldige factuur: nummer, datum en betalingsreferentie volgen bij goedkeuring. Niet betalen.',
  exemptions: {
    intraCommunity:
      'Verlegging van heffing: intracommunautaire dienst (art. 21, § 2 W.BTW; art. 196 Richtlijn 2006/112/EG).',
    export: 'Vrijstelling van btw: uitvoer (art. 39 W.BTW).',
    exempt: 'Vrijstelling van btw (art. 44 W.BTW).',
    reverseCharge:
      'Verlegging van heffing. Bij gebrek aan schriftelijke betwisting binnen een termijn van één maand na de ontvangst van de factuur, wordt de klant geacht te erkennen dat hij een belastingplichtige is gehouden tot de indiening van periodieke aangiften. Indien die verklaring niet met de werkelijkheid overeenstemt, is de klant met betrekking tot deze verklaring aansprakelijk voor de betaling van de verschuldigde belasting, intresten en geldboeten.',
  },
};

const FR: DocumentTexts = {
  locale: 'fr-BE',
  invoice: 'Facture',
  creditNote: 'Note de crédit',
  draft: 'Brouillon',
  number: 'Numéro',
  invoiceTo: 'Facturé à',
  documentDate: 'Date de facture',
  creditNoteDate: 'Date de la note de crédit',
  dueDate: 'Date d’échéance',
  period: 'Période',
  customerNumber: 'Numéro client',
  yourReference: 'Votre référence',
  paymentReference: 'Communication structurée',
  enterpriseNumber: 'N° d’entreprise',
  vatNumber: 'N° TVA',
  description: 'Description',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  vatRate: 'TVA',
  amount: 'Montant',
  vatBase: 'Base imposable',
  vatAmount: 'Montant TVA',
  totalExcl: 'Total hors TVA',
  totalVat: 'TVA',
  totalIncl: 'Total TVA comprise',
  message: 'Message',
  page: (page, pages) => `Page ${page} sur ${pages}`,
  payBy: (amount, dueDate) => `Merci de payer ${amount} au plus tard le ${dueDate}`,
  payTo: 'sur le compte',
  withReference: 'avec la communication structurée',
  corrects: (number, date) => `Cette note de crédit corrige la facture ${number} du ${date}.`,
  correctsUnknown: 'Cette note de crédit corrige une facture émise antérieurement.',
  noPayment: 'Aucun paiement n’est dû : le montant sera compensé ou remboursé.',
  nothingToPay: 'Il n’y a rien à payer pour cette facture.',
  creditNoteVat: 'TVA à reverser à l’État dans la mesure où elle a été initialement déduite.',
  draftNotice:
    'Ceci est un brouillon, pas une facture valable : numéro, date et référence de paiement suivront à l’approbation. Ne pas payer.',
  exemptions: {
    intraCommunity:
      'Autoliquidation : prestation intracommunautaire (art. 21, § 2 C.TVA ; art. 196 directive 2006/112/CE).',
    export: 'Exonération de TVA : exportation (art. 39 C.TVA).',
    exempt: 'Exonération de TVA (art. 44 C.TVA).',
    reverseCharge:
      'Autoliquidation. En l’absence de contestation par écrit, dans un délai d’un mois à compter de la réception de la facture, le client est présumé reconnaître qu’il est un assujetti tenu au dépôt de déclarations périodiques. Si cette condition n’est pas remplie, le client endossera, par rapport à cette condition, la responsabilité quant au paiement de la taxe, des intérêts et des amendes dus.',
  },
};

const EN: DocumentTexts = {
  locale: 'en-GB',
  invoice: 'Invoice',
  creditNote: 'Credit note',
  draft: 'Draft',
  number: 'Number',
  invoiceTo: 'Invoice to',
  documentDate: 'Invoice date',
  creditNoteDate: 'Credit note date',
  dueDate: 'Due date',
  period: 'Period',
  customerNumber: 'Customer number',
  yourReference: 'Your reference',
  paymentReference: 'Structured reference',
  enterpriseNumber: 'Enterprise no.',
  vatNumber: 'VAT no.',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  vatRate: 'VAT',
  amount: 'Amount',
  vatBase: 'Taxable amount',
  vatAmount: 'VAT amount',
  totalExcl: 'Total excl. VAT',
  totalVat: 'VAT',
  totalIncl: 'Total incl. VAT',
  message: 'Message',
  page: (page, pages) => `Page ${page} of ${pages}`,
  payBy: (amount, dueDate) => `Please pay ${amount} by ${dueDate}`,
  payTo: 'to account',
  withReference: 'with the structured reference',
  corrects: (number, date) => `This credit note corrects invoice ${number} of ${date}.`,
  correctsUnknown: 'This credit note corrects an invoice issued earlier.',
  noPayment: 'No payment is due: the amount will be set off or refunded.',
  nothingToPay: 'There is nothing to pay for this invoice.',
  creditNoteVat: 'VAT to be repaid to the State insofar as it was originally deducted.',
  draftNotice:
    'This is a draft, not a valid invoice: its number, date and payment reference follow on approval. Do not pay.',
  exemptions: {
    intraCommunity: 'Reverse charge: intra-Community service (Article 196, Directive 2006/112/EC).',
    export: 'VAT exempt: export (Article 39, Belgian VAT Code).',
    exempt: 'VAT exempt (Article 44, Belgian VAT Code).',
    reverseCharge:
      'Reverse charge. Unless contested in writing within one month of receipt of the invoice, the customer is deemed to acknowledge that it is a taxable person required to file periodic returns. If that statement is untrue, the customer is liable for the tax, interest and fines due.',
  },
};

const DE: DocumentTexts = {
  locale: 'de-BE',
  invoice: 'Rechnung',
  creditNote: 'Gutschrift',
  draft: 'Entwurf',
  number: 'Nummer',
  invoiceTo: 'Rechnung an',
  documentDate: 'Rechnungsdatum',
  creditNoteDate: 'Gutschriftsdatum',
  dueDate: 'Fälligkeitsdatum',
  period: 'Zeitraum',
  customerNumber: 'Kundennummer',
  yourReference: 'Ihre Referenz',
  paymentReference: 'Strukturierte Mitteilung',
  enterpriseNumber: 'Unternehmensnr.',
  vatNumber: 'MwSt-Nr.',
  description: 'Beschreibung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  vatRate: 'MwSt',
  amount: 'Betrag',
  vatBase: 'Bemessungsgrundlage',
  vatAmount: 'MwSt-Betrag',
  totalExcl: 'Summe ohne MwSt',
  totalVat: 'MwSt',
  totalIncl: 'Summe inkl. MwSt',
  message: 'Mitteilung',
  page: (page, pages) => `Seite ${page} von ${pages}`,
  payBy: (amount, dueDate) => `Bitte zahlen Sie ${amount} bis spätestens ${dueDate}`,
  payTo: 'auf das Konto',
  withReference: 'mit der strukturierten Mitteilung',
  corrects: (number, date) => `Diese Gutschrift berichtigt die Rechnung ${number} vom ${date}.`,
  correctsUnknown: 'Diese Gutschrift berichtigt eine früher ausgestellte Rechnung.',
  noPayment: 'Es ist keine Zahlung fällig: der Betrag wird verrechnet oder erstattet.',
  nothingToPay: 'Für diese Rechnung ist nichts zu zahlen.',
  creditNoteVat: 'Mehrwertsteuer an den Staat zurückzuzahlen, soweit sie ursprünglich abgezogen wurde.',
  draftNotice:
    'Dies ist ein Entwurf, keine gültige Rechnung: Nummer, Datum und Zahlungsreferenz folgen bei der Freigabe. Nicht zahlen.',
  exemptions: {
    intraCommunity:
      'Steuerschuldnerschaft des Leistungsempfängers: innergemeinschaftliche Dienstleistung (Art. 196 Richtlinie 2006/112/EG).',
    export: 'Von der MwSt befreit: Ausfuhr (Art. 39 belgisches MwSt-Gesetzbuch).',
    exempt: 'Von der MwSt befreit (Art. 44 belgisches MwSt-Gesetzbuch).',
    reverseCharge:
      'Steuerschuldnerschaft des Leistungsempfängers. Ohne schriftlichen Widerspruch innerhalb eines Monats nach Erhalt der Rechnung gilt der Kunde als Steuerpflichtiger, der periodische Erklärungen einzureichen hat. Trifft dies nicht zu, haftet der Kunde für die geschuldete Steuer, die Zinsen und die Geldbußen.',
  },
};

export const DOCUMENT_TEXTS: Record<CustomerLanguage, DocumentTexts> = { NL, FR, EN, DE };

/** A wire day (`2026-11-30T00:00:00.000Z`) or a calendar day as the customer writes it: 30/11/2026 (de 30.11.2026). */
export function formatDay(day: string | null, language: CustomerLanguage): string {
  if (!day) return EMPTY;
  const [y, m, d] = day.slice(0, 10).split('-');
  return language === 'DE' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** An invoicing month (`2026-11`) by name: `november 2026`, `November 2026`. */
export function formatMonth(month: string, language: CustomerLanguage): string {
  const [y, m] = month.split('-').map(Number);
  const name = new Intl.DateTimeFormat(DOCUMENT_TEXTS[language].locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return name.format(Date.UTC(y!, m! - 1, 15));
}
