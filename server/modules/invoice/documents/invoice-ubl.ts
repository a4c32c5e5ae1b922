/**
 * The Peppol BIS Billing 3.0 e-invoice (UBL 2.1, EN 16931) of an approved invoice or credit note
 * (docs/e-invoice.md has the field mapping, the VAT categories, the endpoint schemes and the rules
 * that server/modules/invoice/documents/ubl-rules.ts checks on it).
 *
 * Amounts are integer cents throughout, so the totals add up exactly (BR-CO-10..16); the VAT per
 * rate is the one the invoice itself was given (src/shared/invoice-lines.ts `invoiceTotals`, the
 * rate on the sum of that rate's lines rounded once, as BR-S-09 wants), and the document's totals
 * must equal the stored ones: an e-invoice that says something else than the PDF is never made.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { dayOfWire } from '../../../../src/shared/calendar-day';
import { enterpriseDigits, isEnterpriseNumber } from '../../../../src/shared/enterprise-number';
import { invoiceTotals, type VatTreatment } from '../../../../src/shared/invoice-lines';
import type { InvoiceLine } from '../../../../src/shared/schemas/invoice';
import { formatMoney } from '../../../../src/shared/format';
import { DOCUMENT_TEXTS, formatDay } from './document-texts';
import type { DocumentParty, InvoiceDocument } from './invoice-document';
import type { ManualProductUnit } from '../../../../src/shared/constants/manual-product';

export const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
export const UBL_NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** Why an invoice gets no e-invoice (a draft, inconsistent totals, a buyer without an address...). */
export class UblError extends Error {
  override name = 'UblError';
}

type Exemption = NonNullable<VatTreatment['exemption']>;

/**
 * The VAT category (UNCL 5305) of a 0 % line, from the customer's regime (`vatOf`), with the VATEX
 * code of the reason. We sell services: to a business in another member state the customer
 * accounts for the VAT (art. 196 Directive 2006/112/EC), so that is reverse charge AE, not K (K is
 * the exempt intra-Community supply of goods and needs a delivery address and date, BR-IC-11/12).
 * Outside the EU it is G (export): O ("not subject") would forbid our own VAT number (BR-O-02).
 * The Belgian exemption of art. 44 has no single VATEX code (one per paragraph): the text says it.
 */
const EXEMPTION_CATEGORY: Record<Exemption, { category: 'AE' | 'G' | 'E'; code: string | null }> = {
  reverseCharge: { category: 'AE', code: 'VATEX-EU-AE' },
  intraCommunity: { category: 'AE', code: 'VATEX-EU-AE' },
  export: { category: 'G', code: 'VATEX-EU-G' },
  exempt: { category: 'E', code: null },
};

/** The Peppol endpoint scheme (EAS) of a VAT number by its country prefix (Peppol's EAS code list). */
const VAT_SCHEMES: Record<string, string> = {
  HU: '9910',
  AT: '9914',
  ES: '9920',
  AD: '9922',
  AL: '9923',
  BA: '9924',
  BE: '9925',
  BG: '9926',
  CH: '9927',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  GB: '9932',
  EL: '9933',
  GR: '9933',
  HR: '9934',
  IE: '9935',
  LI: '9936',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MC: '9940',
  ME: '9941',
  MK: '9942',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  RS: '9948',
  SI: '9949',
  SK: '9950',
  SM: '9951',
  TR: '9952',
  VA: '9953',
  FR: '9957',
  IT: '0211',
  FI: '0213',
};

const compact = (text: string) => text.replace(/[\s.\-/]/g, '').toUpperCase();

/** The ten digits of a party's Belgian enterprise number (given, or inside a BE VAT number), or null. */
function enterpriseNumberOf(party: DocumentParty): string | null {
  const digits =
    party.enterpriseNumber ??
    (party.vatNumber && /^BE/i.test(party.vatNumber.trim()) ? enterpriseDigits(party.vatNumber) : null);
  return digits && isEnterpriseNumber(digits) ? digits : null;
}

/**
 * A party's Peppol electronic address (BT-34/BT-49): a Belgian company by its enterprise number
 * (0208, the Belgian Peppol rule since 2026), another by its VAT number under its country's scheme
 * (9944 NL, 9930 DE, 9932 GB...). None (no VAT number, or a country without a VAT scheme, e.g. DK,
 * SE, US): it cannot be reached on Peppol, and BIS requires the address (PEPPOL-EN16931-R010).
 */
export function endpointOf(party: DocumentParty): { scheme: string; id: string } {
  const digits = enterpriseNumberOf(party);
  if (digits) return { scheme: '0208', id: digits };
  const vat = party.vatNumber ? compact(party.vatNumber) : null;
  const scheme = vat ? VAT_SCHEMES[vat.slice(0, 2)] : undefined;
  if (vat && scheme) return { scheme, id: vat };
  throw new UblError(
    `No Peppol electronic address for ${party.name}: no enterprise number or VAT number with a scheme`,
  );
}

const cents = (euro: number) => Math.round(euro * 100);

/** Integer cents as `1234.56` (exact: string arithmetic, no float). */
export function money(c: number): string {
  const digits = String(Math.abs(c)).padStart(3, '0');
  return `${c < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A price in millionths of a euro as a decimal: at least two decimals, at most six, no trailing zeros. */
function price(micro: number): string {
  const digits = String(micro).padStart(7, '0');
  return `${digits.slice(0, -6)}.${digits.slice(-6).replace(/0{1,4}$/, '')}`;
}

/** A rate as UBL writes it: 21, 6, 0, 5.5. */
const percent = (rate: number) => String(rate);

interface UblLine {
  quantity: number;
  amount: number;
  priceMicro: number;
  line: InvoiceLine;
}

/**
 * A line as the e-invoice states it. The net price (BT-146) is the line amount per unit: our
 * amount is quantity x factor x unit price x the share of the month (invoice-lines.ts `lineAmount`),
 * and PEPPOL-EN16931-R120 wants amount = quantity x net price (0.02 slack), so the catalogue unit
 * price would not do for a factor or a part of a month. A price must not be negative (BR-27): a
 * line that takes money off carries a negative quantity instead.
 */
function ublLine(line: InvoiceLine, sign: number): UblLine {
  const amount = sign * cents(line.amount);
  const units = Math.abs(line.quantity);
  if (units === 0 && amount !== 0) throw new UblError(`Line ${line.invoiceLineId}: an amount for no quantity`);
  return {
    quantity: amount < 0 ? -units : units,
    amount,
    // cents x 10^4 / units: millionths of a euro, so the rounding error stays far below R120's slack.
    priceMicro: units === 0 ? 0 : Math.round((Math.abs(amount) * 10_000) / units),
    line,
  };
}

interface Category {
  id: 'S' | 'Z' | 'AE' | 'G' | 'E';
  rate: number;
  exemptionCode: string | null;
  exemptionReason: string | null;
}

/** A rate's VAT category: S above 0 %, at 0 % the exemption's (Z, zero rated, when there is none). */
function categoryOf(rate: number, exemption: Exemption | null, reasons: Record<Exemption, string>): Category {
  if (rate > 0) return { id: 'S', rate, exemptionCode: null, exemptionReason: null };
  if (!exemption) return { id: 'Z', rate, exemptionCode: null, exemptionReason: null };
  const { category, code } = EXEMPTION_CATEGORY[exemption];
  return { id: category, rate, exemptionCode: code, exemptionReason: reasons[exemption] };
}

/** `cac:TaxCategory` (breakdown) or `cac:ClassifiedTaxCategory` (line) content. */
function taxCategory(parent: XMLBuilder, name: string, c: Category, withReason: boolean) {
  const el = parent.ele(name);
  el.ele('cbc:ID').txt(c.id);
  el.ele('cbc:Percent').txt(percent(c.rate));
  if (withReason && c.exemptionCode) el.ele('cbc:TaxExemptionReasonCode').txt(c.exemptionCode);
  if (withReason && c.exemptionReason) el.ele('cbc:TaxExemptionReason').txt(c.exemptionReason);
  el.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
}

/** An element with text, left out when the text is empty (PEPPOL-EN16931-R008: no empty elements). */
function optional(parent: XMLBuilder, name: string, text: string | null | undefined) {
  if (text?.trim()) parent.ele(name).txt(text.trim());
}

function party(parent: XMLBuilder, p: DocumentParty, contact: { phone?: string | null }) {
  const el = parent.ele('cac:Party');
  const endpoint = endpointOf(p);
  el.ele('cbc:EndpointID', { schemeID: endpoint.scheme }).txt(endpoint.id);
  el.ele('cac:PartyName').ele('cbc:Name').txt(p.name);
  const address = el.ele('cac:PostalAddress');
  optional(address, 'cbc:StreetName', p.street);
  optional(address, 'cbc:CityName', p.city);
  optional(address, 'cbc:PostalZone', p.postalCode);
  address.ele('cac:Country').ele('cbc:IdentificationCode').txt(p.countryCode.toUpperCase());
  if (p.vatNumber?.trim()) {
    const tax = el.ele('cac:PartyTaxScheme');
    tax.ele('cbc:CompanyID').txt(compact(p.vatNumber));
    tax.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
  }
  const legal = el.ele('cac:PartyLegalEntity');
  legal.ele('cbc:RegistrationName').txt(p.name);
  const digits = enterpriseNumberOf(p);
  if (digits) legal.ele('cbc:CompanyID', { schemeID: '0208' }).txt(digits);
  if (contact.phone?.trim() || p.email?.trim()) {
    const c = el.ele('cac:Contact');
    optional(c, 'cbc:Telephone', contact.phone);
    optional(c, 'cbc:ElectronicMail', p.email);
  }
}

/**
 * The UBL `Invoice` (380) or `CreditNote` (381) of an approved invoice, with its PDF embedded when
 * given. Throws a UblError for a draft or a simulation (no number, no date: not an invoice yet), a
 * credit note without the invoice it corrects (BR-55, required for ours), totals that differ from
 * the lines', or a party without a Peppol address.
 */
/** A manual line's unit as a UN/ECE Recommendation 20 code; a month-run line counts units ("one", C62). */
const UNIT_CODES: Record<ManualProductUnit, string> = {
  hour: 'HUR',
  day: 'DAY',
  piece: 'C62',
  month: 'MON',
  year: 'ANN',
};

export function buildInvoiceUbl(doc: InvoiceDocument, pdf?: { bytes: Buffer; fileName: string }): string {
  const { invoice, seller, buyer, creditedInvoice } = doc;
  if (invoice.state === 'draft' || invoice.simulation || !invoice.documentNumber || !invoice.documentDate)
    throw new UblError(`Invoice ${invoice.invoiceId} is not approved: only a numbered invoice gets an e-invoice`);
  if (invoice.lines.length === 0) throw new UblError(`Invoice ${invoice.documentNumber} has no lines (BR-16)`);
  const credit = invoice.type === 'creditNote';
  if (credit && !creditedInvoice)
    throw new UblError(`Credit note ${invoice.documentNumber} does not name the invoice it corrects (BR-55)`);
  const texts = DOCUMENT_TEXTS[doc.language];

  // A credit note is stored with negative amounts (its total is 0 or less); a UBL CreditNote states
  // them positive, its type saying that they are credited.
  const sign = credit && invoice.totalExcl <= 0 ? -1 : 1;
  const lines = invoice.lines.map((l) => ublLine(l, sign));
  const totals = invoiceTotals(lines.map((l) => ({ amount: l.amount / 100, vatRate: l.line.vatRate })));
  const excl = cents(totals.totalExcl);
  const vat = cents(totals.totalVat);
  const incl = cents(totals.totalIncl);
  if (
    excl !== sign * cents(invoice.totalExcl) ||
    vat !== sign * cents(invoice.totalVat) ||
    incl !== sign * cents(invoice.totalIncl)
  )
    throw new UblError(`Invoice ${invoice.documentNumber}: the stored totals differ from its lines'`);
  const exemption = invoice.vatExemption;
  if (exemption !== null && !(exemption in EXEMPTION_CATEGORY))
    throw new UblError(`Invoice ${invoice.documentNumber}: unknown VAT exemption ${exemption}`);
  const categories = new Map(
    totals.vat.map((v) => [v.rate, categoryOf(v.rate, exemption as Exemption | null, texts.exemptions)] as const),
  );

  const kind = credit ? 'CreditNote' : 'Invoice';
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(UBL_NS[kind], kind, {
    'xmlns:cac': UBL_NS.cac,
    'xmlns:cbc': UBL_NS.cbc,
  });
  root.ele('cbc:CustomizationID').txt(CUSTOMIZATION_ID);
  root.ele('cbc:ProfileID').txt(PROFILE_ID);
  root.ele('cbc:ID').txt(invoice.documentNumber);
  root.ele('cbc:IssueDate').txt(dayOfWire(invoice.documentDate));
  // UBL 2.1 has no DueDate on a CreditNote (and nothing is due from the buyer on ours).
  if (!credit && invoice.dueDate) root.ele('cbc:DueDate').txt(dayOfWire(invoice.dueDate));
  root.ele(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode').txt(credit ? '381' : '380');
  // One note at most (PEPPOL-EN16931-R002): the invoice's message, and on a credit note the VAT
  // mention Belgian credit notes carry when VAT is credited.
  const note = [invoice.message?.trim(), credit && vat !== 0 ? texts.creditNoteVat : null].filter(Boolean).join('\n');
  optional(root, 'cbc:Note', note);
  root.ele('cbc:DocumentCurrencyCode').txt('EUR');
  // PEPPOL-EN16931-R003 wants a buyer reference or an order reference: the customer's own
  // reference when it gave one, else our document number (the one thing both sides know).
  root.ele('cbc:BuyerReference').txt(invoice.reference?.trim() || invoice.documentNumber);
  if (creditedInvoice) {
    const ref = root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
    ref.ele('cbc:ID').txt(creditedInvoice.documentNumber);
    ref.ele('cbc:IssueDate').txt(dayOfWire(creditedInvoice.documentDate));
  }
  if (pdf) {
    const ref = root.ele('cac:AdditionalDocumentReference');
    ref.ele('cbc:ID').txt(invoice.documentNumber);
    ref
      .ele('cac:Attachment')
      .ele('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'application/pdf', filename: pdf.fileName })
      .txt(pdf.bytes.toString('base64'));
  }
  party(root.ele('cac:AccountingSupplierParty'), seller, { phone: seller.phone });
  party(root.ele('cac:AccountingCustomerParty'), buyer, {});

  if (!credit) {
    // 58: SEPA credit transfer; the structured reference is the remittance information (BT-83).
    const means = root.ele('cac:PaymentMeans');
    means.ele('cbc:PaymentMeansCode', { name: 'SEPA credit transfer' }).txt('58');
    optional(means, 'cbc:PaymentID', invoice.paymentReference);
    const account = means.ele('cac:PayeeFinancialAccount');
    account.ele('cbc:ID').txt(compact(seller.iban));
    account.ele('cbc:Name').txt(seller.name);
    account.ele('cac:FinancialInstitutionBranch').ele('cbc:ID').txt(seller.bic);
  }
  // BR-CO-25: a positive amount due needs a due date or payment terms; a credit note's is positive
  // too (owed to the buyer), so both kinds say what happens with the money.
  // The same sentences as the PDF's (document-texts.ts), in the customer's language.
  const terms = credit
    ? `${texts.corrects(creditedInvoice!.documentNumber, formatDay(creditedInvoice!.documentDate, doc.language))} ${texts.noPayment}`
    : texts.payBy(formatMoney(incl / 100, { language: doc.language }), formatDay(invoice.dueDate, doc.language));
  root.ele('cac:PaymentTerms').ele('cbc:Note').txt(terms);

  const taxTotal = root.ele('cac:TaxTotal');
  taxTotal.ele('cbc:TaxAmount', { currencyID: 'EUR' }).txt(money(vat));
  for (const v of totals.vat) {
    const sub = taxTotal.ele('cac:TaxSubtotal');
    sub.ele('cbc:TaxableAmount', { currencyID: 'EUR' }).txt(money(cents(v.base)));
    sub.ele('cbc:TaxAmount', { currencyID: 'EUR' }).txt(money(cents(v.amount)));
    taxCategory(sub, 'cac:TaxCategory', categories.get(v.rate)!, true);
  }

  // No allowances or charges at document level, and the payable amount is the invoice's total: a
  // payment received later does not change the document (no PrepaidAmount).
  const monetary = root.ele('cac:LegalMonetaryTotal');
  monetary.ele('cbc:LineExtensionAmount', { currencyID: 'EUR' }).txt(money(excl));
  monetary.ele('cbc:TaxExclusiveAmount', { currencyID: 'EUR' }).txt(money(excl));
  monetary.ele('cbc:TaxInclusiveAmount', { currencyID: 'EUR' }).txt(money(incl));
  monetary.ele('cbc:PayableAmount', { currencyID: 'EUR' }).txt(money(incl));

  lines.forEach((l, i) => {
    const el = root.ele(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    el.ele('cbc:ID').txt(String(i + 1));
    el.ele(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', {
      unitCode: l.line.unit ? UNIT_CODES[l.line.unit] : 'C62',
    }).txt(String(l.quantity));
    el.ele('cbc:LineExtensionAmount', { currencyID: 'EUR' }).txt(money(l.amount));
    if (l.line.periodFrom || l.line.periodTo) {
      const period = el.ele('cac:InvoicePeriod');
      if (l.line.periodFrom) period.ele('cbc:StartDate').txt(dayOfWire(l.line.periodFrom));
      if (l.line.periodTo) period.ele('cbc:EndDate').txt(dayOfWire(l.line.periodTo));
    }
    const item = el.ele('cac:Item');
    item.ele('cbc:Name').txt(l.line.description.trim() || l.line.productCode?.trim() || '-');
    if (l.line.productCode?.trim())
      item.ele('cac:SellersItemIdentification').ele('cbc:ID').txt(l.line.productCode.trim());
    taxCategory(item, 'cac:ClassifiedTaxCategory', categories.get(l.line.vatRate)!, false);
    el.ele('cac:Price').ele('cbc:PriceAmount', { currencyID: 'EUR' }).txt(price(l.priceMicro));
  });

  return root.end({ prettyPrint: true });
}
