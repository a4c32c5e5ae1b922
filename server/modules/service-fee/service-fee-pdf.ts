/**
 * A service fee document's PDF (docs/domain.md "Service fees"): the self-billing statement of what
 * the provider owes a reseller for a month, in the reseller's language (NL, FR, EN, DE), with pdfkit
 * and the built-in Helvetica like the invoice PDF (invoice-pdf.ts `printable`): the provider and the
 * reseller, the period, the status, the invoices it is made of with their base and fee, the totals,
 * how the fee was computed, and how to claim it (the reseller's own invoice of the fee, quoting the
 * document, before the claim period ends).
 */
import PDFDocument from 'pdfkit';
import type { CustomerLanguage } from '../../../src/shared/constants/company';
import type { ServiceFeeStatus } from '../../../src/shared/constants/service-fee';
import { formatMoney, formatPercent } from '../../../src/shared/format';
import type { ServiceFeeDetail } from '../../../src/shared/schemas/service-fee';
import { formatDay, formatMonth } from '../invoice/documents/document-texts';
import { SELLER } from '../invoice/documents/invoice-document';
import { printable } from '../invoice/documents/invoice-pdf';

type Texts = {
  title: string;
  reseller: string;
  period: string;
  number: string;
  status: string;
  statuses: Record<ServiceFeeStatus, string>;
  claimUntil: string;
  yourNumber: string;
  datePaid: string;
  invoice: string;
  customer: string;
  date: string;
  base: string;
  fee: string;
  total: string;
  ownPercentage: (percent: string) => string;
  byRebateGroup: string;
  howToClaim: (amount: string, reference: string, day: string) => string;
  page: (page: number, pages: number) => string;
};

const TEXTS: Record<CustomerLanguage, Texts & { locale: string }> = {
  NL: {
    locale: 'nl-BE',
    title: 'Afrekening servicevergoeding',
    reseller: 'Reseller',
    period: 'Periode',
    number: 'Document',
    status: 'Status',
    statuses: { unclaimed: 'niet geclaimd', claimed: 'geclaimd', paid: 'betaald', expired: 'vervallen' },
    claimUntil: 'Te claimen tot',
    yourNumber: 'Uw factuurnummer',
    datePaid: 'Betaald op',
    invoice: 'Factuur',
    customer: 'Klant',
    date: 'Datum',
    base: 'Gefactureerd excl. btw',
    fee: 'Vergoeding',
    total: 'Totaal',
    ownPercentage: (p) => `Vergoeding: ${p} van wat uw klanten gefactureerd werd.`,
    byRebateGroup: 'Vergoeding: per factuurlijn het percentage van de kortingsgroep van het product.',
    howToClaim: (a, r, d) => `Stuur ons uw factuur van ${a} met vermelding van ${r} uiterlijk op ${d}.`,
    page: (p, n) => `pagina ${p} van ${n}`,
  },
  FR: {
    locale: 'fr-BE',
    title: 'Décompte de commission de service',
    reseller: 'Revendeur',
    period: 'Période',
    number: 'Document',
    status: 'Statut',
    statuses: { unclaimed: 'non réclamée', claimed: 'réclamée', paid: 'payée', expired: 'expirée' },
    claimUntil: 'À réclamer jusqu’au',
    yourNumber: 'Votre numéro de facture',
    datePaid: 'Payée le',
    invoice: 'Facture',
    customer: 'Client',
    date: 'Date',
    base: 'Facturé HTVA',
    fee: 'Commission',
    total: 'Total',
    ownPercentage: (p) => `Commission : ${p} de ce qui a été facturé à vos clients.`,
    byRebateGroup: 'Commission : par ligne de facture, le pourcentage du groupe de remise du produit.',
    howToClaim: (a, r, d) => `Envoyez-nous votre facture de ${a} en mentionnant ${r} au plus tard le ${d}.`,
    page: (p, n) => `page ${p} de ${n}`,
  },
  EN: {
    locale: 'en-GB',
    title: 'Service fee statement',
    reseller: 'Reseller',
    period: 'Period',
    number: 'Document',
    status: 'Status',
    statuses: { unclaimed: 'unclaimed', claimed: 'claimed', paid: 'paid', expired: 'expired' },
    claimUntil: 'Claim until',
    yourNumber: 'Your invoice number',
    datePaid: 'Paid on',
    invoice: 'Invoice',
    customer: 'Customer',
    date: 'Date',
    base: 'Invoiced excl. VAT',
    fee: 'Fee',
    total: 'Total',
    ownPercentage: (p) => `Fee: ${p} of what your customers were invoiced.`,
    byRebateGroup: 'Fee: per invoice line, the percentage of the product’s rebate group.',
    howToClaim: (a, r, d) => `Send us your invoice of ${a} quoting ${r} by ${d} at the latest.`,
    page: (p, n) => `page ${p} of ${n}`,
  },
  DE: {
    locale: 'de-BE',
    title: 'Abrechnung der Servicegebühr',
    reseller: 'Wiederverkäufer',
    period: 'Zeitraum',
    number: 'Dokument',
    status: 'Status',
    statuses: { unclaimed: 'nicht beansprucht', claimed: 'beansprucht', paid: 'bezahlt', expired: 'verfallen' },
    claimUntil: 'Zu beanspruchen bis',
    yourNumber: 'Ihre Rechnungsnummer',
    datePaid: 'Bezahlt am',
    invoice: 'Rechnung',
    customer: 'Kunde',
    date: 'Datum',
    base: 'Berechnet ohne MwSt.',
    fee: 'Gebühr',
    total: 'Gesamt',
    ownPercentage: (p) => `Gebühr: ${p} dessen, was Ihren Kunden berechnet wurde.`,
    byRebateGroup: 'Gebühr: je Rechnungszeile der Prozentsatz der Rabattgruppe des Produkts.',
    howToClaim: (a, r, d) => `Senden Sie uns Ihre Rechnung über ${a} unter Angabe von ${r} bis spätestens ${d}.`,
    page: (p, n) => `Seite ${p} von ${n}`,
  },
};

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN - 14;
const COLUMNS = [150, 160, 65, 65, 55] as const;

/** `SF-2026-10-123`: how the reseller quotes a document. */
export const serviceFeeReference = (fee: Pick<ServiceFeeDetail, 'period' | 'serviceFeeId'>) =>
  `SF-${fee.period}-${fee.serviceFeeId}`;

/** The document as a PDF in the reseller's language. */
export function renderServiceFeePdf(fee: ServiceFeeDetail): Promise<Buffer> {
  const language = (fee.resellerLanguage in TEXTS ? fee.resellerLanguage : 'NL') as CustomerLanguage;
  const t = TEXTS[language];
  const money = (amount: number) => formatMoney(amount, { language });
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: t.locale,
    info: {
      Title: printable(`${t.title} ${serviceFeeReference(fee)}`),
      Author: printable(SELLER.name),
      // The document's own moment, so the same document gives the same file.
      CreationDate: new Date(fee.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    pdf.text(printable(value), x, y, { lineBreak: false, ...options });

  pdf.font('Helvetica-Bold').fontSize(14).fillColor('#1e3a5f');
  text(SELLER.name, MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(9).fillColor('#1f2937');
  text(`${SELLER.street}, ${SELLER.postalCode} ${SELLER.city} · ${SELLER.vatNumber}`, MARGIN, MARGIN + 20);
  pdf.font('Helvetica-Bold').fontSize(16);
  text(t.title, MARGIN, MARGIN + 50);
  pdf.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    [t.reseller, fee.resellerName],
    [t.number, serviceFeeReference(fee)],
    [t.period, formatMonth(fee.period, language)],
    [t.status, t.statuses[fee.status]],
    [t.claimUntil, formatDay(fee.claimUntil, language)],
    ...(fee.companyDocumentNumber ? [[t.yourNumber, fee.companyDocumentNumber] as [string, string]] : []),
    ...(fee.datePaid ? [[t.datePaid, formatDay(fee.datePaid, language)] as [string, string]] : []),
  ];
  let y = MARGIN + 80;
  for (const [label, value] of facts) {
    text(label, MARGIN, y);
    text(value, MARGIN + 160, y);
    y += 15;
  }
  y += 15;
  const header = [t.invoice, t.customer, t.date, t.base, t.fee];
  const row = (cells: string[], bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = COLUMNS[i]!;
      text(cell, x, y, { width: width - 4, align: i >= 3 ? 'right' : 'left', ellipsis: true, height: 12 });
      x += width;
    });
    y += 14;
  };
  row(header, true);
  for (const line of fee.lines) {
    if (y > BOTTOM - 60) {
      pdf.addPage();
      y = MARGIN;
      row(header, true);
    }
    row([
      line.documentNumber ?? '',
      line.customerName,
      formatDay(line.documentDate, language),
      money(line.baseAmount),
      money(line.feeAmount),
    ]);
  }
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#d1d5db')
    .stroke();
  y += 4;
  row([t.total, '', '', money(fee.baseAmount), money(fee.feeAmount)], true);
  y += 10;
  pdf.font('Helvetica').fontSize(9);
  const how = fee.percentage === null ? t.byRebateGroup : t.ownPercentage(formatPercent(fee.percentage, { language }));
  pdf.text(printable(how), MARGIN, y, { width: WIDTH });
  y = pdf.y + 6;
  if (fee.status === 'unclaimed')
    pdf.text(
      printable(t.howToClaim(money(fee.feeAmount), serviceFeeReference(fee), formatDay(fee.claimUntil, language))),
      MARGIN,
      y,
      { width: WIDTH },
    );
  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    pdf.page.margins.bottom = 0;
    pdf.font('Helvetica').fontSize(8).fillColor('#6b7280');
    text(`${SELLER.name} · ${SELLER.vatNumber} · ${t.page(i + 1, range.count)}`, MARGIN, BOTTOM + 4, {
      width: WIDTH,
      align: 'center',
    });
  }
  pdf.end();
  return done;
}
