/**
 * The business rules of EN 16931 and Peppol BIS Billing 3.0 that matter for our e-invoices, checked
 * on the XML itself (not on what we meant to write), each under its official id. A subset: the full
 * validation is the official Schematron (docs/e-invoice.md says which rules are here, which are not,
 * and how to run the official artefacts). One table, one entry per rule: a rule answers nothing
 * when it holds, else what is wrong (one message per offending element where there can be several).
 *
 * Amounts are read into integer cents, so the sums are compared exactly; an amount with more than
 * two decimals is itself an error (BR-DEC-*) and is then compared as rounded.
 */
import { create } from 'xmlbuilder2';
import { isEnterpriseNumber } from '../../../../src/shared/enterprise-number';
import { isStructuredReference } from '../../../../src/shared/payment-reference';
import { CUSTOMIZATION_ID, UBL_NS } from './invoice-ubl';

export type UblProblem = { rule: string; message: string };

const NS: Record<string, string> = { cac: UBL_NS.cac, cbc: UBL_NS.cbc };

/** The child elements on a path of prefixed names (`cac:TaxTotal/cac:TaxSubtotal`), by namespace. */
export function elementsAt(from: Element | undefined, path: string): Element[] {
  let level = from ? [from] : [];
  for (const step of path.split('/')) {
    const [prefix, local] = step.split(':') as [string, string];
    level = level.flatMap((el) =>
      Array.from(el.childNodes).filter(
        (n): n is Element =>
          n.nodeType === 1 && (n as Element).localName === local && (n as Element).namespaceURI === NS[prefix],
      ),
    );
  }
  return level;
}
const one = (from: Element | undefined, path: string): Element | undefined => elementsAt(from, path)[0];
/** The trimmed text on a path, or null when the element is absent or empty. */
const text = (from: Element | undefined, path: string): string | null => one(from, path)?.textContent?.trim() || null;

/** An amount as integer cents (null when absent or not a number). */
function cents(value: string | null): number | null {
  if (value === null || !/^[+-]?\d+(\.\d+)?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}
const amount = (from: Element | undefined, path: string) => cents(text(from, path));
const decimal = (from: Element | undefined, path: string) => {
  const t = text(from, path);
  return t === null || Number.isNaN(Number(t)) ? null : Number(t);
};
const euro = (c: number | null) => (c === null ? 'missing' : (c / 100).toFixed(2));

/** The VAT category code and rate of a line or an allowance/charge, as a key (`S|21`). */
const categoryKey = (cat: Element | undefined) => `${text(cat, 'cbc:ID')}|${decimal(cat, 'cbc:Percent') ?? 0}`;

interface Line {
  el: Element;
  id: string | null;
  amount: number | null;
  quantity: number | null;
  price: number | null;
  baseQuantity: number | null;
  category: string | null;
  rate: number | null;
  key: string;
}
interface Subtotal {
  category: string | null;
  rate: number;
  taxable: number | null;
  tax: number | null;
  reasonCode: string | null;
  reason: string | null;
  key: string;
}

/** What the rules read, read once. */
interface Doc {
  root: Element;
  kind: string;
  lines: Line[];
  subtotals: Subtotal[];
  /** Document level allowances (negative) and charges (positive) in cents, by category key. */
  allowancesCharges: { key: string; amount: number }[];
  totals: Record<
    'line' | 'exclusive' | 'inclusive' | 'payable' | 'prepaid' | 'rounding' | 'allowances' | 'charges',
    number | null
  >;
  taxTotal: number | null;
  seller: Element | undefined;
  buyer: Element | undefined;
}

function read(root: Element): Doc {
  const kind = root.localName;
  const lines = elementsAt(root, kind === 'CreditNote' ? 'cac:CreditNoteLine' : 'cac:InvoiceLine').map((el): Line => {
    const cat = one(el, 'cac:Item/cac:ClassifiedTaxCategory');
    return {
      el,
      id: text(el, 'cbc:ID'),
      amount: amount(el, 'cbc:LineExtensionAmount'),
      quantity: decimal(el, kind === 'CreditNote' ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity'),
      price: decimal(el, 'cac:Price/cbc:PriceAmount'),
      baseQuantity: decimal(el, 'cac:Price/cbc:BaseQuantity'),
      category: text(cat, 'cbc:ID'),
      rate: decimal(cat, 'cbc:Percent'),
      key: categoryKey(cat),
    };
  });
  const subtotals = elementsAt(root, 'cac:TaxTotal/cac:TaxSubtotal').map((el): Subtotal => {
    const cat = one(el, 'cac:TaxCategory');
    return {
      category: text(cat, 'cbc:ID'),
      rate: decimal(cat, 'cbc:Percent') ?? 0,
      taxable: amount(el, 'cbc:TaxableAmount'),
      tax: amount(el, 'cbc:TaxAmount'),
      reasonCode: text(cat, 'cbc:TaxExemptionReasonCode'),
      reason: text(cat, 'cbc:TaxExemptionReason'),
      key: categoryKey(cat),
    };
  });
  const allowancesCharges = elementsAt(root, 'cac:AllowanceCharge').map((el) => ({
    key: categoryKey(one(el, 'cac:TaxCategory')),
    amount: (text(el, 'cbc:ChargeIndicator') === 'true' ? 1 : -1) * (amount(el, 'cbc:Amount') ?? 0),
  }));
  const m = one(root, 'cac:LegalMonetaryTotal');
  return {
    root,
    kind,
    lines,
    subtotals,
    allowancesCharges,
    totals: {
      line: amount(m, 'cbc:LineExtensionAmount'),
      exclusive: amount(m, 'cbc:TaxExclusiveAmount'),
      inclusive: amount(m, 'cbc:TaxInclusiveAmount'),
      payable: amount(m, 'cbc:PayableAmount'),
      prepaid: amount(m, 'cbc:PrepaidAmount'),
      rounding: amount(m, 'cbc:PayableRoundingAmount'),
      allowances: amount(m, 'cbc:AllowanceTotalAmount'),
      charges: amount(m, 'cbc:ChargeTotalAmount'),
    },
    // The VAT total in the document currency (a second TaxTotal would be the accounting currency's).
    taxTotal: amount(
      elementsAt(root, 'cac:TaxTotal').find((t) => one(t, 'cac:TaxSubtotal')),
      'cbc:TaxAmount',
    ),
    seller: one(root, 'cac:AccountingSupplierParty/cac:Party'),
    buyer: one(root, 'cac:AccountingCustomerParty/cac:Party'),
  };
}

const sum = (values: (number | null)[]) => values.reduce<number>((s, v) => s + (v ?? 0), 0);
/** round(base x rate / 100) to the cent, half away from zero, exactly (rate with up to 4 decimals). */
function vatOf(base: number, rate: number): number {
  const num = BigInt(base) * BigInt(Math.round(rate * 10_000));
  const den = 1_000_000n;
  const abs = num < 0n ? -num : num;
  return Number(((abs * 2n + den) / (2n * den)) * (num < 0n ? -1n : 1n));
}
/** No problem when `ok`, else the message. */
const when = (ok: boolean, message: string) => (ok ? [] : [message]);
const present = (doc: Doc, path: string, what: string) => when(text(doc.root, path) !== null, `${what} is missing`);

/** The rule prefix of a VAT category: BR-S-*, BR-Z-*, BR-E-*, BR-AE-*, BR-G-* (K: BR-IC-*, O: BR-O-*). */
const RULE_PREFIX: Record<string, string> = { S: 'S', Z: 'Z', E: 'E', AE: 'AE', G: 'G', K: 'IC', O: 'O' };
/** Categories whose VAT is 0 and whose exemption reason is required (BR-x-10 for E, AE, G). */
const EXEMPT = new Set(['E', 'AE', 'G', 'K', 'O']);

/** Amounts that take at most two decimals, by path from the root (`onLines`: from each line). */
const DECIMALS: [rule: string, path: string, onLines?: boolean][] = [
  ['BR-DEC-09', 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount'],
  ['BR-DEC-10', 'cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount'],
  ['BR-DEC-11', 'cac:LegalMonetaryTotal/cbc:ChargeTotalAmount'],
  ['BR-DEC-12', 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount'],
  ['BR-DEC-13', 'cac:TaxTotal/cbc:TaxAmount'],
  ['BR-DEC-14', 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount'],
  ['BR-DEC-16', 'cac:LegalMonetaryTotal/cbc:PrepaidAmount'],
  ['BR-DEC-17', 'cac:LegalMonetaryTotal/cbc:PayableRoundingAmount'],
  ['BR-DEC-18', 'cac:LegalMonetaryTotal/cbc:PayableAmount'],
  ['BR-DEC-19', 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount'],
  ['BR-DEC-20', 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount'],
  ['BR-DEC-23', 'cbc:LineExtensionAmount', true],
];

function decimalsProblems(doc: Doc, path: string, onLines?: boolean): string[] {
  const els = onLines ? doc.lines.flatMap((l) => elementsAt(l.el, path)) : elementsAt(doc.root, path);
  return els
    .map((el) => el.textContent?.trim() ?? '')
    .filter((v) => !/^[+-]?\d+(\.\d{1,2})?$/.test(v))
    .map((v) => `${path.split('/').pop()} ${v} has more than two decimals (or is not an amount)`);
}

/** Every identifier with scheme 0208: endpoints, party identifiers, legal registration ids. */
function ids0208(doc: Doc): string[] {
  const found: string[] = [];
  for (const party of [doc.seller, doc.buyer])
    for (const path of ['cbc:EndpointID', 'cac:PartyIdentification/cbc:ID', 'cac:PartyLegalEntity/cbc:CompanyID'])
      for (const el of elementsAt(party, path))
        if (el.getAttribute('schemeID') === '0208') found.push(el.textContent?.trim() ?? '');
  return found;
}

const RULES: { rule: string; check: (doc: Doc) => string[] }[] = [
  // Mandatory elements (BR-01..BR-16).
  { rule: 'BR-01', check: (d) => present(d, 'cbc:CustomizationID', 'Specification identifier (BT-24)') },
  { rule: 'BR-02', check: (d) => present(d, 'cbc:ID', 'Invoice number (BT-1)') },
  { rule: 'BR-03', check: (d) => present(d, 'cbc:IssueDate', 'Issue date (BT-2)') },
  {
    rule: 'BR-04',
    check: (d) =>
      present(d, d.kind === 'CreditNote' ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', 'Type code (BT-3)'),
  },
  { rule: 'BR-05', check: (d) => present(d, 'cbc:DocumentCurrencyCode', 'Currency code (BT-5)') },
  {
    rule: 'BR-06',
    check: (d) =>
      when(text(d.seller, 'cac:PartyLegalEntity/cbc:RegistrationName') !== null, 'Seller name (BT-27) is missing'),
  },
  {
    rule: 'BR-07',
    check: (d) =>
      when(text(d.buyer, 'cac:PartyLegalEntity/cbc:RegistrationName') !== null, 'Buyer name (BT-44) is missing'),
  },
  {
    rule: 'BR-08',
    check: (d) => when(!!one(d.seller, 'cac:PostalAddress'), 'Seller postal address (BG-5) is missing'),
  },
  {
    rule: 'BR-09',
    check: (d) =>
      when(
        text(d.seller, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode') !== null,
        'Seller country code (BT-40) is missing',
      ),
  },
  { rule: 'BR-10', check: (d) => when(!!one(d.buyer, 'cac:PostalAddress'), 'Buyer postal address (BG-8) is missing') },
  {
    rule: 'BR-11',
    check: (d) =>
      when(
        text(d.buyer, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode') !== null,
        'Buyer country code (BT-55) is missing',
      ),
  },
  { rule: 'BR-12', check: (d) => when(d.totals.line !== null, 'Sum of line net amounts (BT-106) is missing') },
  { rule: 'BR-13', check: (d) => when(d.totals.exclusive !== null, 'Total without VAT (BT-109) is missing') },
  { rule: 'BR-14', check: (d) => when(d.totals.inclusive !== null, 'Total with VAT (BT-112) is missing') },
  { rule: 'BR-15', check: (d) => when(d.totals.payable !== null, 'Amount due (BT-115) is missing') },
  { rule: 'BR-16', check: (d) => when(d.lines.length > 0, 'The document has no line') },
  // Lines (BR-21..BR-27) and Peppol's quantity x price check.
  { rule: 'BR-21', check: (d) => d.lines.filter((l) => !l.id).map(() => 'A line has no identifier (BT-126)') },
  {
    rule: 'BR-22',
    check: (d) => d.lines.filter((l) => l.quantity === null).map((l) => `Line ${l.id}: no quantity (BT-129)`),
  },
  {
    rule: 'BR-23',
    check: (d) =>
      d.lines
        .filter(
          (l) =>
            !one(l.el, d.kind === 'CreditNote' ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity')?.getAttribute(
              'unitCode',
            ),
        )
        .map((l) => `Line ${l.id}: no unit code (BT-130)`),
  },
  {
    rule: 'BR-24',
    check: (d) => d.lines.filter((l) => l.amount === null).map((l) => `Line ${l.id}: no net amount (BT-131)`),
  },
  {
    rule: 'BR-25',
    check: (d) =>
      d.lines.filter((l) => text(l.el, 'cac:Item/cbc:Name') === null).map((l) => `Line ${l.id}: no item name`),
  },
  {
    rule: 'BR-26',
    check: (d) => d.lines.filter((l) => l.price === null).map((l) => `Line ${l.id}: no net price (BT-146)`),
  },
  { rule: 'BR-27', check: (d) => d.lines.filter((l) => (l.price ?? 0) < 0).map((l) => `Line ${l.id}: negative price`) },
  {
    rule: 'PEPPOL-EN16931-R120',
    check: (d) =>
      d.lines
        .filter((l) => l.amount !== null && l.quantity !== null && l.price !== null)
        .filter((l) => Math.abs(l.amount! - ((l.quantity! * l.price!) / (l.baseQuantity || 1)) * 100) > 2 + 1e-6)
        .map((l) => `Line ${l.id}: net amount ${euro(l.amount)} is not quantity ${l.quantity} x price ${l.price}`),
  },
  // Totals (BR-CO-*).
  {
    rule: 'BR-CO-10',
    check: (d) => {
      const lines = sum(d.lines.map((l) => l.amount));
      return when(
        d.totals.line === lines,
        `LineExtensionAmount ${euro(d.totals.line)} is not the lines' sum ${euro(lines)}`,
      );
    },
  },
  {
    rule: 'BR-CO-13',
    check: (d) => {
      const expected = (d.totals.line ?? 0) - (d.totals.allowances ?? 0) + (d.totals.charges ?? 0);
      return when(
        d.totals.exclusive === expected,
        `TaxExclusiveAmount ${euro(d.totals.exclusive)} is not ${euro(expected)}`,
      );
    },
  },
  {
    rule: 'BR-CO-14',
    check: (d) => {
      const vat = sum(d.subtotals.map((s) => s.tax));
      return when(d.taxTotal === vat, `TaxTotal ${euro(d.taxTotal)} is not the subtotals' sum ${euro(vat)}`);
    },
  },
  {
    rule: 'BR-CO-15',
    check: (d) => {
      const expected = (d.totals.exclusive ?? 0) + (d.taxTotal ?? 0);
      return when(
        d.totals.inclusive === expected,
        `TaxInclusiveAmount ${euro(d.totals.inclusive)} is not ${euro(expected)}`,
      );
    },
  },
  {
    rule: 'BR-CO-16',
    check: (d) => {
      const expected = (d.totals.inclusive ?? 0) - (d.totals.prepaid ?? 0) + (d.totals.rounding ?? 0);
      return when(d.totals.payable === expected, `PayableAmount ${euro(d.totals.payable)} is not ${euro(expected)}`);
    },
  },
  { rule: 'BR-CO-18', check: (d) => when(d.subtotals.length > 0, 'No VAT breakdown (BG-23)') },
  {
    rule: 'BR-CO-25',
    check: (d) =>
      when(
        (d.totals.payable ?? 0) <= 0 ||
          text(d.root, 'cbc:DueDate') !== null ||
          text(d.root, 'cac:PaymentMeans/cbc:PaymentDueDate') !== null ||
          text(d.root, 'cac:PaymentTerms/cbc:Note') !== null,
        'A positive amount due needs a due date (BT-9) or payment terms (BT-20)',
      ),
  },
  // Peppol.
  {
    rule: 'PEPPOL-EN16931-R001',
    check: (d) => present(d, 'cbc:ProfileID', 'Business process (ProfileID)'),
  },
  {
    rule: 'PEPPOL-EN16931-R004',
    check: (d) =>
      when(
        text(d.root, 'cbc:CustomizationID')?.startsWith(CUSTOMIZATION_ID) ?? false,
        'Not a BIS Billing 3.0 specification identifier',
      ),
  },
  {
    rule: 'PEPPOL-EN16931-R007',
    check: (d) =>
      when(
        /^urn:fdc:peppol\.eu:2017:poacc:billing:\d{2}:1\.0$/.test(text(d.root, 'cbc:ProfileID') ?? ''),
        'ProfileID is not urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0',
      ),
  },
  {
    rule: 'PEPPOL-EN16931-R003',
    check: (d) =>
      when(
        text(d.root, 'cbc:BuyerReference') !== null || text(d.root, 'cac:OrderReference/cbc:ID') !== null,
        'A buyer reference or an order reference is required',
      ),
  },
  {
    rule: 'PEPPOL-EN16931-R010',
    check: (d) => when(text(d.buyer, 'cbc:EndpointID') !== null, 'Buyer electronic address (BT-49) is missing'),
  },
  {
    rule: 'PEPPOL-EN16931-R020',
    check: (d) => when(text(d.seller, 'cbc:EndpointID') !== null, 'Seller electronic address (BT-34) is missing'),
  },
  {
    rule: 'PEPPOL-COMMON-R043',
    check: (d) =>
      ids0208(d)
        .filter((id) => !isEnterpriseNumber(id))
        .map((id) => `${id} is not a valid Belgian enterprise number (0208)`),
  },
  {
    rule: 'PEPPOL-EN16931-R053',
    check: (d) =>
      when(
        elementsAt(d.root, 'cac:TaxTotal').filter((t) => one(t, 'cac:TaxSubtotal')).length === 1,
        'Exactly one TaxTotal with subtotals is required',
      ),
  },
  {
    rule: 'PEPPOL-EN16931-R008',
    check: (d) => {
      const empty: string[] = [];
      const walk = (el: Element) => {
        const children = Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
        if (children.length === 0 && !el.textContent?.trim()) empty.push(`<${el.tagName}> is empty`);
        children.forEach(walk);
      };
      walk(d.root);
      return empty;
    },
  },
  // Ours: a credit note of ours always names the invoice it corrects (BR-55 holds for any reference given).
  {
    rule: 'BR-55',
    check: (d) =>
      d.kind !== 'CreditNote' && elementsAt(d.root, 'cac:BillingReference').length === 0
        ? []
        : when(
            elementsAt(d.root, 'cac:BillingReference').length > 0 &&
              elementsAt(d.root, 'cac:BillingReference').every(
                (r) => text(r, 'cac:InvoiceDocumentReference/cbc:ID') !== null,
              ),
            'The credit note does not refer to the invoice it corrects (BillingReference/InvoiceDocumentReference/ID)',
          ),
  },
  // Belgian: a structured reference (+++123/4567/89012+++) in the remittance information has right check digits.
  {
    rule: 'BE-STRUCTURED-REFERENCE',
    check: (d) =>
      elementsAt(d.root, 'cac:PaymentMeans')
        .map((m) => text(m, 'cbc:PaymentID'))
        .filter((id): id is string => id !== null && /^(\+{3}|\*{3}|\d{12}$)/.test(id))
        .filter((id) => !isStructuredReference(id))
        .map((id) => `PaymentID ${id} is not a structured reference with valid check digits (mod 97)`),
  },
];

/** The VAT category rules, reported under BR-{category}-{nn}. */
function categoryProblems(d: Doc): UblProblem[] {
  const problems: UblProblem[] = [];
  const add = (category: string | null, n: string, message: string) =>
    problems.push({ rule: `BR-${RULE_PREFIX[category ?? ''] ?? category}-${n}`, message });
  // BR-x-02: a line in a VAT category needs the seller's VAT number; reverse charge the buyer's VAT
  // number or legal registration id too (BR-AE-02).
  const sellerVat = text(d.seller, 'cac:PartyTaxScheme/cbc:CompanyID') !== null;
  const buyerId =
    text(d.buyer, 'cac:PartyTaxScheme/cbc:CompanyID') !== null ||
    text(d.buyer, 'cac:PartyLegalEntity/cbc:CompanyID') !== null;
  for (const category of new Set(d.lines.map((l) => l.category))) {
    if (!category || category === 'O') continue;
    if (!sellerVat) add(category, '02', `Category ${category} needs the seller's VAT identifier (BT-31)`);
    if (category === 'AE' && !buyerId)
      add(category, '02', 'Reverse charge needs the buyer VAT identifier (BT-48) or legal id (BT-47)');
  }
  for (const l of d.lines) {
    if (l.category === 'S' && !((l.rate ?? 0) > 0))
      add('S', '05', `Line ${l.id}: standard rated at ${l.rate ?? 'no'} %`);
    if (l.category && l.category !== 'S' && l.category !== 'O' && (l.rate ?? 0) !== 0)
      add(l.category, '05', `Line ${l.id}: category ${l.category} at ${l.rate} % (must be 0)`);
  }
  for (const s of d.subtotals) {
    const base =
      sum(d.lines.filter((l) => l.key === s.key).map((l) => l.amount)) +
      sum(d.allowancesCharges.filter((a) => a.key === s.key).map((a) => a.amount));
    if (s.taxable !== base)
      add(s.category, '08', `${s.category} ${s.rate} %: taxable ${euro(s.taxable)} is not the lines' ${euro(base)}`);
    const vat = s.category === 'S' ? vatOf(s.taxable ?? 0, s.rate) : 0;
    if (s.tax !== vat) add(s.category, '09', `${s.category} ${s.rate} %: VAT ${euro(s.tax)} is not ${euro(vat)}`);
    const reason = s.reasonCode !== null || s.reason !== null;
    if (EXEMPT.has(s.category ?? '') && !reason)
      add(s.category, '10', `${s.category}: the exemption reason is missing`);
    if ((s.category === 'S' || s.category === 'Z') && reason)
      add(s.category, '10', `${s.category}: an exemption reason is not allowed`);
  }
  return problems;
}

/** What is wrong with a UBL invoice or credit note by the rules above; empty when nothing is. */
export function checkUbl(xml: string): UblProblem[] {
  let root: Element | null;
  try {
    root = (create(xml).node as unknown as Document).documentElement;
  } catch (e) {
    return [{ rule: 'XML', message: `Not well-formed XML: ${(e as Error).message}` }];
  }
  if (!root || root.namespaceURI !== UBL_NS[root.localName as 'Invoice' | 'CreditNote'])
    return [{ rule: 'UBL', message: 'Not a UBL 2.1 Invoice or CreditNote' }];
  const doc = read(root);
  const problems = RULES.flatMap(({ rule, check }) => check(doc).map((message) => ({ rule, message })));
  problems.push(
    ...DECIMALS.flatMap(([rule, path, onLines]) =>
      decimalsProblems(doc, path, onLines).map((message) => ({ rule, message })),
    ),
  );
  problems.push(...categoryProblems(doc));
  return problems;
}
