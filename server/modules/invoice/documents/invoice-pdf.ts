/**
 * An invoice's PDF (docs/domain.md "Invoice documents") with pdfkit, in the customer's language
 * (document-texts.ts): the seller and the buyer with their addresses and numbers, the title and
 * number, dates and month, the lines (the table header again on every page), VAT per rate, the
 * totals, the VAT mention, and the payment request with IBAN, BIC and the structured reference; a
 * credit note names the invoice it corrects and asks no payment; a draft (no number yet) is marked
 * as one on every page and carries no payment reference.
 *
 * Helvetica is built into every PDF reader (nothing to embed, so a document stays a few KiB and
 * renders in milliseconds); its WinAnsi encoding holds € and the accents of Dutch, French and
 * German. Other characters are brought down to their base letter (`printable`).
 */
import PDFDocument from 'pdfkit';
import { formatEnterpriseNumber } from '../../../../src/shared/enterprise-number';
import { formatMoney, formatNumber, formatPercent } from '../../../../src/shared/format';
import { DOCUMENT_TEXTS, formatDay, formatMonth } from './document-texts';
import type { DocumentTexts, VatExemption } from './document-texts';
import type { DocumentParty, InvoiceDocument } from './invoice-document';

type Pdf = PDFKit.PDFDocument;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const WIDTH = A4.width - 2 * MARGIN;
/** Lowest y the content may reach: the footer lives below it. */
const BOTTOM = A4.height - MARGIN - 14;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const COLOR = {
  text: '#1f2937',
  muted: '#6b7280',
  accent: '#1e3a5f',
  rule: '#d1d5db',
  band: '#eef2f7',
  draft: '#b91c1c',
};

/** The characters Helvetica's WinAnsi encoding holds beyond printable Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the built-in font can show: line breaks and printable Latin-1 as they are, the WinAnsi extras
 * (€, curly quotes, dashes), other letters as their base letter (ş: s; ł has none: ?), control
 * characters dropped.
 */
export function printable(text: string): string {
  return text.replace(/[^\t\n\r\x20-\x7e\xa0-\xff]/gu, (c) => {
    if (WIN_ANSI_EXTRA.has(c)) return c;
    if (c < ' ' || (c >= '\x7f' && c <= '\x9f')) return '';
    return c.normalize('NFKD').replace(/[^\x20-\x7e\xa0-\xff]/g, '') || '?';
  });
}

/** BE68539007547034 as it is read aloud: BE68 5390 0754 7034. */
const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
/** 0403170701 as printed: 0403.170.701. */
const dottedEnterprise = (digits: string) => formatEnterpriseNumber(digits).replace(/^BE/, '');

type Column = { width: number; align: 'left' | 'right' };
const COLUMNS = {
  description: { width: 165, align: 'left' },
  period: { width: 105, align: 'left' },
  quantity: { width: 50, align: 'right' },
  unitPrice: { width: 65, align: 'right' },
  vatRate: { width: 40, align: 'right' },
  amount: { width: 70, align: 'right' },
} satisfies Record<string, Column>;
type ColumnKey = keyof typeof COLUMNS;
const CELL_PAD = 4;

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[doc.language];
  const { invoice } = doc;
  const draft = invoice.state === 'draft' || invoice.documentNumber === null;
  const title = draft ? t.draft : invoice.type === 'creditNote' ? t.creditNote : t.invoice;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    lang: t.locale,
    info: {
      Title: printable(draft ? `${title} ${invoice.invoiceId}` : `${title} ${invoice.documentNumber}`),
      Author: printable(doc.seller.name),
      // The document's own date, so the same invoice gives the same file.
      CreationDate: new Date(invoice.approvedAt ?? invoice.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  new InvoiceWriter(pdf, doc, t, draft, title).write();
  pdf.end();
  return done;
}

/** Writes one document top to bottom; `y` is where the next block starts. */
class InvoiceWriter {
  private y = MARGIN;

  constructor(
    private readonly pdf: Pdf,
    private readonly doc: InvoiceDocument,
    private readonly t: DocumentTexts,
    private readonly draft: boolean,
    private readonly title: string,
  ) {}

  write() {
    this.newPage();
    this.header();
    this.parties();
    this.linesTable();
    this.totals();
    this.mentions();
    this.payment();
    this.message();
    this.footers();
  }

  // -------------------------------------------------------------------------------------------
  // Drawing helpers

  private text(
    value: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean; color?: string } = {},
  ) {
    const { size = 9, bold = false, color = COLOR.text, ...rest } = options;
    this.pdf
      .font(bold ? BOLD : FONT)
      .fontSize(size)
      .fillColor(color)
      .text(printable(value), x, y, { lineBreak: rest.width !== undefined, ...rest });
  }

  private heightOf(value: string, width: number, size = 9, bold = false) {
    return this.pdf
      .font(bold ? BOLD : FONT)
      .fontSize(size)
      .heightOfString(printable(value), { width });
  }

  private rule(y: number, color = COLOR.rule) {
    this.pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  /** A page; a draft's carries its mark across it, drawn first so the content stays on top. */
  private newPage() {
    this.pdf.addPage({ size: 'A4', margin: MARGIN });
    if (this.draft) {
      this.pdf.save();
      this.pdf.rotate(-35, { origin: [A4.width / 2, A4.height / 2] });
      this.text(this.t.draft.toUpperCase(), 0, A4.height / 2 - 45, {
        width: A4.width,
        align: 'center',
        size: 96,
        bold: true,
        color: '#f3d4d4',
      });
      this.pdf.restore();
    }
    this.y = MARGIN;
  }

  /** Room for `height` more on this page, else a new page (with the short header). */
  private ensure(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.newPage();
    this.shortHeader();
  }

  // -------------------------------------------------------------------------------------------
  // The blocks

  private documentName() {
    const { invoice } = this.doc;
    if (!this.draft) return `${this.title} ${invoice.documentNumber}`;
    return `${this.title.toUpperCase()} - ${invoice.type === 'creditNote' ? this.t.creditNote : this.t.invoice}`;
  }

  private header() {
    const { seller, invoice } = this.doc;
    const t = this.t;
    this.text(seller.name, MARGIN, MARGIN, { size: 15, bold: true, color: COLOR.accent });
    const lines = [
      seller.street ?? '',
      `${seller.postalCode ?? ''} ${seller.city ?? ''}`.trim(),
      seller.enterpriseNumber ? `${t.enterpriseNumber} ${dottedEnterprise(seller.enterpriseNumber)}` : '',
      seller.vatNumber ? `${t.vatNumber} ${formatEnterpriseNumber(seller.vatNumber)}` : '',
      [seller.phone, seller.email].join(' · '),
      seller.website,
    ].filter(Boolean);
    let y = MARGIN + 21;
    for (const line of lines) {
      this.text(line, MARGIN, y, { size: 8.5, color: COLOR.muted });
      y += 11;
    }
    const right = { width: 240, align: 'right' as const };
    const x = MARGIN + WIDTH - right.width;
    this.text(this.title.toUpperCase(), x, MARGIN - 2, {
      ...right,
      size: 20,
      bold: true,
      color: this.draft ? COLOR.draft : COLOR.accent,
    });
    this.text(
      this.draft ? (invoice.type === 'creditNote' ? t.creditNote : t.invoice) : `${t.number} ${invoice.documentNumber}`,
      x,
      MARGIN + 24,
      { ...right, size: 11, bold: true },
    );
    this.y = Math.max(y, MARGIN + 60) + 16;
  }

  /** The header of the pages after the first: who, what, and the line under it. */
  private shortHeader() {
    this.text(this.doc.seller.name, MARGIN, MARGIN, { size: 10, bold: true, color: COLOR.accent });
    this.text(this.documentName(), MARGIN + WIDTH - 300, MARGIN, { width: 300, align: 'right', size: 10, bold: true });
    this.rule(MARGIN + 16);
    this.y = MARGIN + 28;
  }

  private partyLines(party: DocumentParty): string[] {
    const t = this.t;
    const country =
      party.countryCode !== this.doc.seller.countryCode
        ? (new Intl.DisplayNames(t.locale, { type: 'region' }).of(party.countryCode) ?? party.countryCode)
        : '';
    return [
      party.street ?? '',
      `${party.postalCode ?? ''} ${party.city ?? ''}`.trim(),
      country,
      party.vatNumber ? `${t.vatNumber} ${formatEnterpriseNumber(party.vatNumber)}` : '',
      party.enterpriseNumber ? `${t.enterpriseNumber} ${dottedEnterprise(party.enterpriseNumber)}` : '',
      party.email ?? '',
    ].filter(Boolean);
  }

  /** The buyer's address block on the right, the document's dates and references on the left. */
  private parties() {
    const { invoice, buyer, language } = this.doc;
    const t = this.t;
    const top = this.y;
    const boxX = MARGIN + WIDTH - 235;
    let y = top;
    this.text(t.invoiceTo, boxX, y, { size: 8, color: COLOR.muted });
    y += 12;
    this.text(buyer.name, boxX, y, { width: 235, size: 10.5, bold: true });
    y += this.heightOf(buyer.name, 235, 10.5, true) + 2;
    for (const line of this.partyLines(buyer)) {
      this.text(line, boxX, y, { width: 235, size: 9 });
      y += this.heightOf(line, 235) + 1.5;
    }
    const creditNote = invoice.type === 'creditNote';
    const meta: [string, string][] = [
      ...(this.draft
        ? []
        : ([
            [creditNote ? t.creditNoteDate : t.documentDate, formatDay(invoice.documentDate, language)],
            ...(creditNote ? [] : [[t.dueDate, formatDay(invoice.dueDate, language)]]),
          ] as [string, string][])),
      [t.period, formatMonth(invoice.month, language)],
      [t.customerNumber, String(invoice.customerId)],
      ...(invoice.reference ? ([[t.yourReference, invoice.reference]] as [string, string][]) : []),
      ...(!this.draft && !creditNote && invoice.paymentReference
        ? ([[t.paymentReference, invoice.paymentReference]] as [string, string][])
        : []),
    ];
    let metaY = top + 12;
    for (const [label, value] of meta) {
      this.text(label, MARGIN, metaY, { size: 8.5, color: COLOR.muted });
      this.text(value, MARGIN + 122, metaY, { width: 130, size: 9, bold: label === t.paymentReference });
      metaY += Math.max(13, this.heightOf(value, 130) + 3);
    }
    this.y = Math.max(y, metaY) + 20;
  }

  private tableHeader() {
    const t = this.t;
    this.pdf.rect(MARGIN, this.y, WIDTH, 18).fill(COLOR.band);
    let x = MARGIN;
    for (const [key, col] of Object.entries(COLUMNS) as [ColumnKey, Column][]) {
      this.text(t[key], x + CELL_PAD, this.y + 5.5, {
        width: col.width - 2 * CELL_PAD,
        align: col.align,
        size: 8,
        bold: true,
        lineBreak: false,
      });
      x += col.width;
    }
    this.y += 22;
  }

  private linesTable() {
    const { invoice, language } = this.doc;
    this.tableHeader();
    for (const line of invoice.lines) {
      const period =
        line.periodFrom && line.periodTo
          ? `${formatDay(line.periodFrom, language)} - ${formatDay(line.periodTo, language)}`
          : '';
      const quantity =
        line.factor === 1
          ? formatNumber(line.quantity, { language })
          : `${formatNumber(line.quantity, { language })} × ${formatNumber(line.factor, { language })}`;
      const cells: Record<ColumnKey, string> = {
        description: line.description,
        period,
        quantity,
        unitPrice: formatMoney(line.unitPrice, { language }),
        vatRate: formatPercent(line.vatRate, { language }),
        amount: formatMoney(line.amount, { language }),
      };
      const inner = (key: ColumnKey) => COLUMNS[key].width - 2 * CELL_PAD;
      const height =
        Math.max(...(Object.keys(COLUMNS) as ColumnKey[]).map((key) => this.heightOf(cells[key], inner(key), 8.5))) + 7;
      if (this.y + height > BOTTOM) {
        this.newPage();
        this.shortHeader();
        this.tableHeader();
      }
      let x = MARGIN;
      for (const key of Object.keys(COLUMNS) as ColumnKey[]) {
        this.text(cells[key], x + CELL_PAD, this.y, { width: inner(key), align: COLUMNS[key].align, size: 8.5 });
        x += COLUMNS[key].width;
      }
      this.y += height;
      this.rule(this.y - 3.5, '#e5e7eb');
    }
    this.y += 8;
  }

  /** VAT per rate on the left, the totals on the right. */
  private totals() {
    const { invoice, language } = this.doc;
    const t = this.t;
    const vatRows = invoice.vat.length;
    this.ensure(Math.max(16 + vatRows * 13, 62) + 10);
    const top = this.y;
    // VAT per rate: rate, base, VAT.
    const vatCols = [
      { x: MARGIN, width: 60, align: 'left' as const },
      { x: MARGIN + 60, width: 100, align: 'right' as const },
      { x: MARGIN + 160, width: 80, align: 'right' as const },
    ];
    const head = [t.vatRate, t.vatBase, t.vatAmount];
    head.forEach((label, i) =>
      this.text(label, vatCols[i]!.x, top, {
        width: vatCols[i]!.width,
        align: vatCols[i]!.align,
        size: 8,
        color: COLOR.muted,
      }),
    );
    let y = top + 13;
    for (const v of invoice.vat) {
      const cells = [
        formatPercent(v.rate, { language }),
        formatMoney(v.base, { language }),
        formatMoney(v.amount, { language }),
      ];
      cells.forEach((cell, i) =>
        this.text(cell, vatCols[i]!.x, y, { width: vatCols[i]!.width, align: vatCols[i]!.align, size: 8.5 }),
      );
      y += 13;
    }
    // Totals.
    const labelX = MARGIN + WIDTH - 230;
    const row = (label: string, value: number, at: number, bold = false, size = 9) => {
      this.text(label, labelX, at, { width: 125, size, bold });
      this.text(formatMoney(value, { language }), labelX + 125, at, { width: 105, align: 'right', size, bold });
    };
    row(t.totalExcl, invoice.totalExcl, top);
    row(t.totalVat, invoice.totalVat, top + 14);
    this.pdf
      .moveTo(labelX, top + 31)
      .lineTo(MARGIN + WIDTH, top + 31)
      .lineWidth(0.8)
      .strokeColor(COLOR.accent)
      .stroke();
    row(t.totalIncl, invoice.totalIncl, top + 37, true, 11);
    this.y = Math.max(y, top + 56) + 12;
  }

  /** The legal mentions: why no VAT is charged, and a credit note's VAT mention. */
  private mentions() {
    const { invoice } = this.doc;
    const texts = [
      invoice.vatExemption ? (this.t.exemptions[invoice.vatExemption as VatExemption] ?? invoice.vatExemption) : null,
      invoice.type === 'creditNote' ? this.t.creditNoteVat : null,
    ].filter((v): v is string => v !== null);
    for (const mention of texts) {
      const height = this.heightOf(mention, WIDTH, 8.5);
      this.ensure(height + 6);
      this.text(mention, MARGIN, this.y, { width: WIDTH, size: 8.5, color: COLOR.muted });
      this.y += height + 6;
    }
  }

  /** The payment request; a credit note's correction; a draft's notice. */
  private payment() {
    const { invoice, seller, language, creditedInvoice } = this.doc;
    const t = this.t;
    const lines: { text: string; bold?: boolean; size?: number; color?: string }[] = [];
    if (this.draft) lines.push({ text: t.draftNotice, bold: true, color: COLOR.draft });
    else if (invoice.type === 'creditNote') {
      lines.push({
        text: creditedInvoice
          ? t.corrects(creditedInvoice.documentNumber, formatDay(creditedInvoice.documentDate, language))
          : t.correctsUnknown,
        bold: true,
      });
      lines.push({ text: t.noPayment });
    } else if (invoice.totalIncl <= 0) lines.push({ text: t.nothingToPay, bold: true });
    else {
      lines.push({
        text: `${t.payBy(formatMoney(invoice.totalIncl, { language }), formatDay(invoice.dueDate, language))} ${t.payTo} IBAN ${groupedIban(seller.iban)} (BIC ${seller.bic})${invoice.paymentReference ? ` ${t.withReference}:` : '.'}`,
      });
      if (invoice.paymentReference) lines.push({ text: invoice.paymentReference, bold: true, size: 13 });
    }
    const inner = WIDTH - 24;
    const heights = lines.map((l) => this.heightOf(l.text, inner, l.size ?? 9.5, l.bold) + 4);
    const height = heights.reduce((a, b) => a + b, 0) + 16;
    this.y += 4;
    this.ensure(height + 8);
    this.pdf.rect(MARGIN, this.y, WIDTH, height).fill(COLOR.band);
    let y = this.y + 10;
    lines.forEach((l, i) => {
      this.text(l.text, MARGIN + 12, y, {
        width: inner,
        size: l.size ?? 9.5,
        bold: l.bold ?? false,
        color: l.color ?? COLOR.text,
      });
      y += heights[i]!;
    });
    this.y += height + 14;
  }

  /** The message to the customer, when the invoice has one. */
  private message() {
    const { message } = this.doc.invoice;
    if (!message) return;
    const height = this.heightOf(message, WIDTH);
    this.ensure(height + 16);
    this.text(this.t.message, MARGIN, this.y, { size: 8.5, bold: true, color: COLOR.muted });
    this.text(message, MARGIN, this.y + 12, { width: WIDTH, size: 9 });
    this.y += height + 16;
  }

  /** On every page: who issues it, its number and bank, and the page of how many. */
  private footers() {
    const { seller } = this.doc;
    const t = this.t;
    const range = this.pdf.bufferedPageRange();
    // The address is in the first page's header; the footer keeps to one line.
    const company = [
      seller.name,
      seller.enterpriseNumber ? `${t.enterpriseNumber} ${dottedEnterprise(seller.enterpriseNumber)}` : '',
      `IBAN ${groupedIban(seller.iban)}`,
      `BIC ${seller.bic}`,
    ]
      .filter(Boolean)
      .join(' · ');
    for (let i = 0; i < range.count; i++) {
      this.pdf.switchToPage(range.start + i);
      // Below the bottom margin pdfkit would start a new page: lift it while writing the footer.
      const margins = this.pdf.page.margins;
      this.pdf.page.margins = { ...margins, bottom: 0 };
      const y = A4.height - MARGIN + 4;
      this.rule(y - 6);
      this.text(company, MARGIN, y, { width: WIDTH - 90, size: 7, color: COLOR.muted, lineBreak: false });
      this.text(t.page(i + 1, range.count), MARGIN + WIDTH - 90, y, {
        width: 90,
        align: 'right',
        size: 7,
        color: COLOR.muted,
        lineBreak: false,
      });
      this.pdf.page.margins = margins;
    }
  }
}
