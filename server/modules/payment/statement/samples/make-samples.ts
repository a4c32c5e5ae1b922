/**
 * Writes the demo statements of this folder: the same day of the demo month's bank account as CODA
 * (demo-statement.cod) and as CAMT.053 in both versions read (demo-statement.camt053-v02.xml,
 * demo-statement.camt053-v08.xml), from one list of movements, so all three tell the same story and
 * their balances and trailer add up. The payers are the demo seed's customers paying its invoices
 * (server/db/seed/): exact payments, partial ones, a wrong reference, an unknown payer, a batch of
 * direct debits, a direct debit returned unpaid and a payment of ours (docs/domain.md "Bank
 * statements"). Run `npx tsx server/modules/payment/statement/samples/make-samples.ts` after changing
 * them; statement-samples.test.ts checks the files are what this writes.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceDigits } from '../../../../../src/shared/payment-reference';
import { SELLER } from '../../../invoice/documents/invoice-document';

/** A movement of the demo day, as both formats carry it. */
export type SampleMovement = {
  /** Signed cents (credit positive). */
  amount: number;
  name: string;
  iban: string;
  bic: string;
  /** An invoice number (`2026/000123`) whose structured reference the payer gave, or 12 digits as given. */
  reference?: string;
  message?: string;
  /** CODA family and transaction (`0150`: a credit transfer received); CAMT domain/family/sub-family. */
  coda: string;
  camt: string;
  /** The details of a batch booked as one amount (CODA globalisation, CAMT TxDtls). */
  batch?: SampleMovement[];
  returned?: { reason: string };
  /** The counterparty's address, given by the bank in information records 3.1 and 3.2 (type 001). */
  address?: { street: string; locality: string; identification: string };
  /** A long free communication, given by the bank in information records 3.1, 3.2 and 3.3. */
  note?: string;
};

export const SAMPLE_DAY = '2026-12-04';
export const SAMPLE_OPENING = 4_821_537;
const PREVIOUS_DAY = '2026-12-03';
const STATEMENT_NUMBER = '236';

/** A Belgian IBAN from a 10-digit bank and account number (its two national check digits added). */
export function belgianIban(ten: string): string {
  const rest = Number(ten) % 97;
  const bban = ten + String(rest === 0 ? 97 : rest).padStart(2, '0');
  const numeric = `${bban}111400`; // BE00 moved to the end, letters as numbers (B=11, E=14)
  let mod = 0;
  for (const digit of numeric) mod = (mod * 10 + Number(digit)) % 97;
  return `BE${String(98 - mod).padStart(2, '0')}${bban}`;
}

/** Banks of the payers: BIC and the first three digits of their Belgian account numbers. */
const BANKS = [
  ['KREDBEBB', '733'],
  ['GEBABEBB', '230'],
  ['BBRUBEBB', '363'],
  ['GKCCBEBB', '068'],
  ['ARSPBE22', '979'],
  ['NICABEBB', '103'],
] as const;

/** The n-th payer's account and bank (deterministic). */
function payerAccount(n: number): { iban: string; bic: string } {
  const [bic, bank] = BANKS[n % BANKS.length]!;
  return { iban: belgianIban(`${bank}${String((n * 7_654_321 + 1_234_567) % 10_000_000).padStart(7, '0')}`), bic };
}

/**
 * Open invoices of the demo seed (server/db/seed/: number, customer, amount still open in cents), as
 * `invoices` holds them after seeding; the statement pays them.
 */
const OPEN: [number: string, customer: string, open: number][] = [
  ['2026/000534', 'Atelier Lumière SRL', 2_904_00],
  ['2026/000525', 'Pharmacie Renard SRL', 5_384_32],
  ['2026/000524', 'Garage Renard CommV 67', 394_50],
  ['2026/000517', 'Brouwerij Het Anker NV', 3_171_76],
  ['2026/000523', 'Transport Jacobs VZW 82', 10_374_66],
  ['2026/000486', 'Kempen ICT Solutions BV', 188_81],
  ['2026/000522', 'Immo Desmet VZW 89', 133_20],
  ['2026/000521', 'Garage Declercq VZW 47', 2_754_41],
  ['2026/000520', 'Logistics Dubois CommV 53', 2_000_28],
  ['2026/000503', 'Logistics Michiels VZW 33', 208_62],
  ['2026/000482', 'Boulangerie Dubois SRL', 1_512_50],
  ['2026/000501', 'Pharmacie Cools NV 38', 7_465_64],
  ['2026/000500', 'Université Populaire de Liège ASBL', 8_445_20],
  ['2026/000484', 'Boekhouding Lemmens CommV 81', 1_712_51],
  ['2026/000474', 'Schrijnwerkerij Janssens BV', 399_46],
  ['2026/000493', 'Gent Digital NV', 96_37],
  ['2026/000491', 'Delvaux NV', 1_795_28],
  ['2026/000511', 'Fiduciaire Lejeune SRL', 186_11],
  ['2026/000519', 'Engineering Vermeulen ASBL 106', 2_235_78],
  ['2026/000516', 'Tandartsen Dubois SRL 83', 331_20],
  ['2026/000515', 'Consult Desmet NV 59', 4_057_43],
  ['2026/000495', 'Brussels IT Partners BV', 6_026_49],
  ['2026/000498', 'Consult Maes CommV 39', 5_556_40],
];
/** An invoice of the seed paid in part by a direct debit (half its total), that collection now returned unpaid. */
const COLLECTED: [number: string, customer: string, amount: number] = [
  '2026/000494',
  'Menuiserie Goossens SRL 104',
  492_65,
];

/** A credit transfer received from the n-th payer. */
const payment = (n: number, amount: number, name: string): SampleMovement => ({
  amount,
  name,
  ...payerAccount(n),
  coda: '0150',
  camt: 'PMNT/RCDT/ESCT',
});
/** The n-th open invoice's customer paying it with its reference. */
const transfer = (n: number, amount: number, extra: Partial<SampleMovement> = {}): SampleMovement => ({
  ...payment(n, amount, OPEN[n]![1]),
  reference: OPEN[n]![0],
  ...extra,
});
const exact = (n: number, extra: Partial<SampleMovement> = {}) => transfer(n, OPEN[n]![2], extra);
const collected = (n: number): SampleMovement => ({ ...exact(n), coda: '0550', camt: 'PMNT/IDDT/ESDD' });

/**
 * The demo day's movements, in the order the bank books them: 20 invoices paid exactly (18 transfers
 * with their reference, one with the payer's address and one with a long note in information records,
 * and 2 in a batch of direct debits), 2 paid in part, one paid with the invoice number in a free
 * message instead of its reference, a wrong reference (an invoice that does not exist) and an unknown
 * payer; a payment of ours and a direct debit returned unpaid (AM04, insufficient funds).
 */
export const SAMPLE_MOVEMENTS: SampleMovement[] = [
  ...[0, 1, 2].map((n) => exact(n)),
  exact(3, { address: { street: 'Guido Gezellelaan 49', locality: '2800 Mechelen', identification: 'BE0100791908' } }),
  exact(4),
  exact(5, {
    note:
      'Betaling van de factuur voor de Microsoft 365 licenties van november, de hosting en het onderhoud van ' +
      'de servers; het saldo van de vorige factuur volgt na ontvangst van de creditnota die we vorige week vroegen.',
  }),
  ...[6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => exact(n)),
  {
    amount: OPEN[18]![2] + OPEN[19]![2],
    name: SELLER.name,
    iban: SELLER.iban,
    bic: SELLER.bic,
    message: 'SEPA direct debit collection 2026-12-04',
    coda: '0550',
    camt: 'PMNT/IDDT/ESDD',
    batch: [collected(18), collected(19)],
  },
  transfer(20, Math.round(OPEN[20]![2] / 2)),
  transfer(21, OPEN[21]![2] - 100_00),
  { ...exact(22), reference: undefined, message: `Betaling factuur ${OPEN[22]![0]}` },
  { ...payment(23, 412_50, 'Vandamme Consulting'), reference: '2026/009871' },
  { ...payment(24, 250_00, 'J. Peeters'), message: 'Voorschot onderhoud januari' },
  {
    amount: -1_845_20,
    name: 'Proximus NV',
    iban: belgianIban('3630016813'),
    bic: 'BBRUBEBB',
    message: 'Factuur 26110457 datacenter november',
    coda: '0101',
    camt: 'PMNT/ICDT/ESCT',
  },
  {
    amount: -COLLECTED[2],
    name: COLLECTED[1],
    ...payerAccount(40),
    reference: COLLECTED[0],
    coda: '0503',
    camt: 'PMNT/IDDT/UPDD',
    returned: { reason: 'AM04' },
  },
];

const reference12 = (reference: string) =>
  /^\d{12}$/.test(reference) ? reference : referenceDigits(reference.replace('/', ''));

// CODA ----------------------------------------------------------------------------------------------

const pad = (text: string, width: number) => text.slice(0, width).padEnd(width, ' ');
const zeros = (value: number | string, width: number) => String(value).padStart(width, '0');
const ddmmyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(2, 4)}`;
/** Sign (0 credit, 1 debit) and 15 digits with three decimals. */
const codaAmount = (cents: number) => `${cents < 0 ? '1' : '0'}${zeros(Math.abs(cents) * 10, 15)}`;
const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function codaMovement(
  m: SampleMovement,
  sequence: number,
  detail: number,
  type: string,
  records: string[],
  statementNumber: string,
) {
  const seq = zeros(sequence, 4) + zeros(detail, 4);
  const code = `${type}${m.coda}000`;
  const bankReference = pad(`${SAMPLE_DAY.replace(/-/g, '')}${zeros(sequence, 4)}${zeros(detail, 3)}`, 21);
  const structured = m.reference !== undefined;
  const communication = structured ? `101${reference12(m.reference!)}` : ascii(m.message ?? '');
  const withInfo = m.address !== undefined || m.note !== undefined;
  const hasDetails = m.batch !== undefined;
  records.push(
    `21${seq}${bankReference}${codaAmount(m.amount)}${ddmmyy(SAMPLE_DAY)}${code}${structured ? '1' : '0'}` +
      `${pad(communication, 53)}${ddmmyy(SAMPLE_DAY)}${statementNumber}${hasDetails ? '1' : '0'}${hasDetails ? '0' : '1'} ` +
      `${withInfo ? '1' : '0'}`,
  );
  if (hasDetails) return;
  const returnType = m.returned ? '2' : ' ';
  records.push(
    `22${seq}${pad(structured ? '' : communication.slice(53), 53)}${pad('', 35)}${pad(m.bic, 11)}   ` +
      `${returnType}${pad(m.returned?.reason ?? '', 4)}${pad('', 8)}1 0`,
  );
  records.push(
    `23${seq}${pad(m.iban, 34)}EUR${pad(ascii(m.name).toUpperCase(), 35)}${pad('', 43)}0 ${withInfo ? '1' : '0'}`,
  );
  if (m.address) {
    const { street, locality, identification } = m.address;
    records.push(`31${seq}${bankReference}${code}1${pad(`001${ascii(m.name).toUpperCase()}`, 73)}${pad('', 12)}1 0`);
    records.push(`32${seq}${pad(ascii(pad(street, 35) + pad(locality, 35) + identification), 105)}${pad('', 10)}0 0`);
  }
  if (m.note) {
    const note = ascii(m.note);
    records.push(`31${seq}${bankReference}${code}0${pad(note, 73)}${pad('', 12)}1 0`);
    records.push(`32${seq}${pad(note.slice(73), 105)}${pad('', 10)}1 0`);
    records.push(`33${seq}${pad(note.slice(178), 90)}${pad('', 25)}0 0`);
  }
}

/**
 * The demo day as a CODA file (version 2, a Belgian IBAN account); other movements and another
 * statement number (three digits) make another statement of that day (bench/statement-load.ts).
 */
export function sampleCoda(movements = SAMPLE_MOVEMENTS, opening = SAMPLE_OPENING, number = STATEMENT_NUMBER): string {
  const records: string[] = [];
  const holder = ascii(SELLER.name).toUpperCase();
  records.push(
    `00000${ddmmyy(SAMPLE_DAY)}53905 ${pad('', 7)}${pad(`CODA${number}`, 10)}${pad(holder, 26)}` +
      `${pad(SELLER.bic, 11)}${zeros(SELLER.enterpriseNumber ?? '', 11)} 00000${pad('', 16)}${pad('', 16)}${pad('', 7)}2`,
  );
  const account = `${pad(SELLER.iban, 16)}${pad('', 18)}EUR`;
  records.push(
    `12${number}${account}${codaAmount(opening)}${ddmmyy(PREVIOUS_DAY)}${pad(holder, 26)}` +
      `${pad('Zichtrekening', 35)}${number}`,
  );
  let closing = opening;
  for (const [index, m] of movements.entries()) {
    closing += m.amount;
    codaMovement(m, index + 1, 0, m.batch ? '1' : '0', records, number);
    for (const [d, detail] of (m.batch ?? []).entries()) codaMovement(detail, index + 1, d + 1, '5', records, number);
  }
  records.push(`8${number}${account}${codaAmount(closing)}${ddmmyy(SAMPLE_DAY)}${pad('', 64)}1`);
  records.push(
    `4 00010000${pad('', 22)}${pad('Uw rekeninguittreksels staan ook in uw online bankieren.', 80)}${pad('', 15)}0`,
  );
  const counted = records.filter((r) => r[0] !== '0' && r[0] !== '4').length;
  const sum = (sign: number) =>
    movements.filter((m) => Math.sign(m.amount) === sign).reduce((total, m) => total + Math.abs(m.amount), 0);
  records.push(`9${pad('', 15)}${zeros(counted, 6)}${zeros(sum(-1) * 10, 15)}${zeros(sum(1) * 10, 15)}${pad('', 75)}2`);
  return `${records.join('\r\n')}\r\n`;
}

// CAMT.053 ------------------------------------------------------------------------------------------

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const decimal = (cents: number) => `${Math.floor(Math.abs(cents) / 100)}.${zeros(Math.abs(cents) % 100, 2)}`;
const indicator = (cents: number) => (cents < 0 ? 'DBIT' : 'CRDT');

function camtTransaction(m: SampleMovement, version: '02' | '08', reference: string, amount: number): string {
  const bicTag = version === '02' ? 'BIC' : 'BICFI';
  const party = (name: string) => (version === '02' ? `<Nm>${xml(name)}</Nm>` : `<Pty><Nm>${xml(name)}</Nm></Pty>`);
  const role = m.amount > 0 || m.returned ? 'Dbtr' : 'Cdtr';
  const ours = role === 'Dbtr' ? 'Cdtr' : 'Dbtr';
  const structured = m.reference
    ? version === '02'
      ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${reference12(m.reference)}</Ref></CdtrRefInf></Strd>`
      : `<Strd><CdtrRefInf><Ref>${formatted(reference12(m.reference))}</Ref></CdtrRefInf></Strd>`
    : '';
  const message = ustrd([m.message, m.note].filter(Boolean).join(' '))
    .map((part) => `<Ustrd>${xml(part)}</Ustrd>`)
    .join('');
  const amountTag = `<Amt Ccy="EUR">${decimal(amount)}</Amt>`;
  return [
    '<TxDtls>',
    `<Refs><AcctSvcrRef>${reference}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>`,
    version === '02'
      ? `<AmtDtls><TxAmt>${amountTag}</TxAmt></AmtDtls>`
      : `${amountTag}<CdtDbtInd>${indicator(amount)}</CdtDbtInd>`,
    `<RltdPties>${[role, ours]
      .sort()
      .map((r) => {
        const [name, iban] = r === role ? [m.name, m.iban] : [SELLER.name, SELLER.iban];
        return `<${r}>${party(name)}</${r}><${r}Acct><Id><IBAN>${iban}</IBAN></Id></${r}Acct>`;
      })
      .join('')}</RltdPties>`,
    `<RltdAgts><${role}Agt><FinInstnId><${bicTag}>${m.bic}</${bicTag}></FinInstnId></${role}Agt></RltdAgts>`,
    structured || message ? `<RmtInf>${message}${structured}</RmtInf>` : '',
    m.returned ? `<RtrInf><Rsn><Cd>${m.returned.reason}</Cd></Rsn></RtrInf>` : '',
    '</TxDtls>',
  ].join('');
}

/** A free message in parts of at most 140 characters (Ustrd's length), cut between words. */
function ustrd(text: string): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > 140) {
    const cut = rest.lastIndexOf(' ', 140);
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
  }
  return rest ? [...parts, rest] : parts;
}

const formatted = (twelve: string) => `+++${twelve.slice(0, 3)}/${twelve.slice(3, 7)}/${twelve.slice(7)}+++`;

/** The demo day as a CAMT.053 statement of version 02 or 08. */
export function sampleCamt(version: '02' | '08', movements = SAMPLE_MOVEMENTS, opening = SAMPLE_OPENING): string {
  const bicTag = version === '02' ? 'BIC' : 'BICFI';
  const status = version === '02' ? '<Sts>BOOK</Sts>' : '<Sts><Cd>BOOK</Cd></Sts>';
  const closing = movements.reduce((sum, m) => sum + m.amount, opening);
  const balance = (code: string, cents: number, day: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${decimal(cents)}</Amt>` +
    `<CdtDbtInd>${indicator(cents)}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;
  const entries = movements.map((m, index) => {
    const reference = `${SAMPLE_DAY.replace(/-/g, '')}${zeros(index + 1, 4)}`;
    const [domain, family, subFamily] = m.camt.split('/');
    const details = m.batch
      ? m.batch.map((d, i) => camtTransaction(d, version, `${reference}${zeros(i + 1, 3)}`, d.amount)).join('')
      : camtTransaction(m, version, reference, m.amount);
    return [
      `<Ntry><NtryRef>${index + 1}</NtryRef><Amt Ccy="EUR">${decimal(m.amount)}</Amt><CdtDbtInd>${indicator(m.amount)}</CdtDbtInd>`,
      m.returned ? '<RvslInd>true</RvslInd>' : '',
      `${status}<BookgDt><Dt>${SAMPLE_DAY}</Dt></BookgDt><ValDt><Dt>${SAMPLE_DAY}</Dt></ValDt>`,
      `<AcctSvcrRef>${reference}</AcctSvcrRef>`,
      `<BkTxCd><Domn><Cd>${domain}</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>${subFamily}</SubFmlyCd></Fmly></Domn>`,
      `<Prtry><Cd>0${m.coda}000</Cd><Issr>FEBELFIN</Issr></Prtry></BkTxCd>`,
      `<NtryDtls>${m.batch ? `<Btch><NbOfTxs>${m.batch.length}</NbOfTxs></Btch>` : ''}${details}</NtryDtls>`,
      '</Ntry>',
    ].join('');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    '<BkToCstmrStmt>',
    `<GrpHdr><MsgId>CAMT053-${SAMPLE_DAY}-${STATEMENT_NUMBER}</MsgId><CreDtTm>${SAMPLE_DAY}T06:12:45</CreDtTm></GrpHdr>`,
    `<Stmt><Id>${SAMPLE_DAY.slice(0, 4)}-${STATEMENT_NUMBER}</Id><ElctrncSeqNb>${Number(STATEMENT_NUMBER)}</ElctrncSeqNb>`,
    `<LglSeqNb>${Number(STATEMENT_NUMBER)}</LglSeqNb><CreDtTm>${SAMPLE_DAY}T06:12:45</CreDtTm>`,
    `<FrToDt><FrDtTm>${SAMPLE_DAY}T00:00:00</FrDtTm><ToDtTm>${SAMPLE_DAY}T23:59:59</ToDtTm></FrToDt>`,
    `<Acct><Id><IBAN>${SELLER.iban}</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>${xml(SELLER.name)}</Nm></Ownr>`,
    `<Svcr><FinInstnId><${bicTag}>${SELLER.bic}</${bicTag}></FinInstnId></Svcr></Acct>`,
    balance('OPBD', opening, PREVIOUS_DAY),
    balance('CLBD', closing, SAMPLE_DAY),
    ...entries,
    '<AddtlStmtInf>Uw rekeninguittreksels staan ook in uw online bankieren.</AddtlStmtInf>',
    '</Stmt>',
    '</BkToCstmrStmt>',
    '</Document>',
  ];
  return `${body.join('\n')}\n`;
}

export const SAMPLE_FILES = {
  'demo-statement.cod': () => sampleCoda(),
  'demo-statement.camt053-v02.xml': () => sampleCamt('02'),
  'demo-statement.camt053-v08.xml': () => sampleCamt('08'),
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  for (const [name, write] of Object.entries(SAMPLE_FILES)) writeFileSync(path.join(folder, name), write());
}
