/**
 * ISO 20022 CAMT.053 (bank to customer statement), versions camt.053.001.02 and camt.053.001.08,
 * read with fast-xml-parser into the typed statement of statement.ts: each booked entry (Ntry, status
 * BOOK) a line, or one line per transaction (TxDtls) of a batch entry whose transactions carry
 * their own amounts. The structured reference comes from RmtInf/Strd/CdtrRefInf/Ref (issuer BBA,
 * type SCOR or the +++ form, Belgian check right), the free message from RmtInf/Ustrd, the sign from
 * CdtDbtInd, a reversal from RvslInd; the opening balance (OPBD, else PRCD) plus the entries must
 * be the closing balance (CLBD). Every problem names its line (docs/domain.md "Bank statements"). Pure.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { checkDigits } from '../../../../src/shared/payment-reference';
import {
  MAX_PROBLEMS,
  cleanText,
  compactAccount,
  decimalCents,
  decodeStatementText,
  euros,
  isIban,
  linesTotal,
  type BankStatement,
  type ReturnKind,
  type StatementFormat,
  type StatementLine,
  type StatementParse,
  type StatementProblem,
  type StatementRule,
} from './statement';

type XmlNode = { [key: string]: unknown };

const VERSIONS: Record<string, StatementFormat> = { '02': 'camt.053.001.02', '08': 'camt.053.001.08' };

/** Bank transaction sub-families that undo an earlier payment. */
const RETURN_SUB_FAMILIES: Record<string, ReturnKind> = {
  UPDD: 'return',
  PRDD: 'reversal',
  RRTN: 'return',
  RPCR: 'cancellation',
};

const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];

const asNode = (value: unknown): XmlNode | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : undefined;

/** The node at a path of element names (the first of each repeated element). */
function at(node: unknown, ...path: string[]): unknown {
  let current: unknown = node;
  for (const name of path) current = asArray(asNode(current)?.[name])[0];
  return current;
}

/** The text of the element at a path (an element with attributes keeps it in `#text`). */
function textAt(node: unknown, ...path: string[]): string | null {
  const value = at(node, ...path);
  if (typeof value === 'string') return value.trim() || null;
  const text = asNode(value)?.['#text'];
  return typeof text === 'string' || typeof text === 'number' ? String(text).trim() || null : null;
}

const metaSymbol = (XMLParser as unknown as { getMetaDataSymbol?: () => symbol }).getMetaDataSymbol?.();

/** The structured reference's 12 digits from a CdtrRefInf, when it is a Belgian one with a right check. */
function belgianReference(info: unknown): { digits: string | null; text: string | null } {
  const text = textAt(info, 'Ref');
  if (!text) return { digits: null, text: null };
  const issuer = textAt(info, 'Tp', 'Issr')?.toUpperCase();
  const type = textAt(info, 'Tp', 'CdOrPrtry', 'Cd')?.toUpperCase();
  const match = /^(?:\+{3}|\*{3})?(\d{3})\/?(\d{4})\/?(\d{5})(?:\+{3}|\*{3})?$/.exec(text.replace(/\s/g, ''));
  const framed = /^(\+{3}|\*{3})/.test(text.trim());
  const digits = match ? match.slice(1).join('') : null;
  const belgian = issuer === 'BBA' || type === 'SCOR' || framed;
  return belgian && digits && checkDigits(digits.slice(0, 10)) === digits.slice(10)
    ? { digits, text: null }
    : { digits: null, text };
}

class CamtReader {
  problems: StatementProblem[] = [];

  constructor(
    readonly xml: string,
    readonly format: StatementFormat,
  ) {}

  problem(node: unknown, rule: StatementRule, detail: string) {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push({ line: this.lineOf(node), rule, detail });
  }

  /** The line an element starts on (fast-xml-parser's metadata), else 1. */
  lineOf(node: unknown): number {
    const start =
      metaSymbol && (asNode(node) as Record<symbol, { startIndex?: number } | undefined> | undefined)?.[metaSymbol];
    const index = start?.startIndex;
    if (typeof index !== 'number') return 1;
    let line = 1;
    for (let i = 0; i < index && i < this.xml.length; i++) if (this.xml.charCodeAt(i) === 10) line++;
    return line;
  }

  cents(node: unknown, what: string): number | null {
    const text = textAt(node, 'Amt');
    const cents = text === null ? null : decimalCents(text);
    if (cents === null) this.problem(node, 'amount', `${what} is not an amount in cents: "${text ?? ''}"`);
    const sign = textAt(node, 'CdtDbtInd');
    if (sign !== 'CRDT' && sign !== 'DBIT') this.problem(node, 'field', `${what} has no CdtDbtInd CRDT or DBIT`);
    return cents === null ? null : sign === 'DBIT' ? -cents : cents;
  }

  day(node: unknown, ...path: string[]): string | null {
    const text = textAt(node, ...path, 'Dt') ?? textAt(node, ...path, 'DtTm')?.slice(0, 10) ?? null;
    if (text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))) return text;
    return null;
  }

  statement(stmt: XmlNode, header: unknown): BankStatement | null {
    const account = compactAccount(
      textAt(stmt, 'Acct', 'Id', 'IBAN') ?? textAt(stmt, 'Acct', 'Id', 'Othr', 'Id') ?? '',
    );
    if (!account) this.problem(stmt, 'missing', 'The statement names no account (Acct/Id)');
    const balances = asArray(stmt['Bal']);
    const balance = (...codes: string[]) =>
      codes.map((code) => balances.find((b) => textAt(b, 'Tp', 'CdOrPrtry', 'Cd') === code)).find(Boolean);
    const openingNode = balance('OPBD', 'PRCD');
    const closingNode = balance('CLBD');
    if (!openingNode) this.problem(stmt, 'missing', 'The statement has no opening balance (OPBD)');
    if (!closingNode) this.problem(stmt, 'missing', 'The statement has no closing balance (CLBD)');
    const opening = openingNode ? this.cents(openingNode, 'The opening balance') : null;
    const closing = closingNode ? this.cents(closingNode, 'The closing balance') : null;
    const currency = textAt(stmt, 'Acct', 'Ccy') ?? asNode(at(openingNode, 'Amt'))?.['@_Ccy'];
    const lines: StatementLine[] = [];
    for (const [index, entry] of asArray(stmt['Ntry']).entries()) {
      const status = textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts');
      if (status && status !== 'BOOK') continue;
      lines.push(
        ...this.entry(entry, index + 1, account, lines.length, typeof currency === 'string' ? currency : null),
      );
    }
    const moved = linesTotal(lines);
    if (opening !== null && closing !== null && opening + moved !== closing)
      this.problem(
        closingNode,
        'balanceMismatch',
        `Opening balance ${euros(opening)} + entries ${euros(moved)} = ${euros(opening + moved)}, closing balance ${euros(closing)}`,
      );
    const createdOn = (textAt(stmt, 'CreDtTm') ?? textAt(header, 'CreDtTm') ?? '').slice(0, 10);
    const openingDate = this.day(openingNode, 'Dt');
    const closingDate = this.day(closingNode, 'Dt');
    if (openingNode && !openingDate) this.problem(openingNode, 'date', 'The opening balance has no day (Dt/Dt)');
    if (closingNode && !closingDate) this.problem(closingNode, 'date', 'The closing balance has no day (Dt/Dt)');
    if (this.problems.length) return null;
    return {
      format: this.format,
      account: {
        number: account,
        iban: isIban(account) ? account : null,
        currency: typeof currency === 'string' ? currency : '',
        bic: textAt(stmt, 'Acct', 'Svcr', 'FinInstnId', 'BIC') ?? textAt(stmt, 'Acct', 'Svcr', 'FinInstnId', 'BICFI'),
        holderName: cleanText(textAt(stmt, 'Acct', 'Ownr', 'Nm')),
      },
      number: textAt(stmt, 'LglSeqNb') ?? textAt(stmt, 'ElctrncSeqNb') ?? textAt(stmt, 'Id') ?? '',
      id: textAt(stmt, 'Id'),
      createdOn,
      duplicate: false,
      openingBalance: { amount: opening!, date: openingDate! },
      closingBalance: { amount: closing!, date: closingDate! },
      lines,
      messages: asArray(stmt['AddtlStmtInf'])
        .map((m) => cleanText(typeof m === 'string' ? m : null))
        .filter((m): m is string => !!m),
    };
  }

  /** The lines of one entry: the entry itself, or its transactions when each carries its amount. */
  entry(entry: unknown, number: number, account: string, before: number, currency: string | null): StatementLine[] {
    const amount = this.cents(entry, `Entry ${number}`);
    const amountCurrency = asNode(at(entry, 'Amt'))?.['@_Ccy'];
    if (currency && amountCurrency && amountCurrency !== currency)
      this.problem(entry, 'field', `Entry ${number} is in ${String(amountCurrency)}, the account in ${currency}`);
    const bookingDate = this.day(entry, 'BookgDt');
    if (!bookingDate) this.problem(entry, 'date', `Entry ${number} has no booking day (BookgDt)`);
    if (amount === null || !bookingDate) return [];
    const reversal = textAt(entry, 'RvslInd') === 'true';
    const transactions = asArray(asNode(entry)?.['NtryDtls']).flatMap((details) =>
      asArray(asNode(details)?.['TxDtls']),
    );
    const split = transactions.map((tx) => {
      const text = textAt(tx, 'Amt') ?? textAt(tx, 'AmtDtls', 'TxAmt', 'Amt');
      const cents = text === null ? null : decimalCents(text);
      return cents === null ? null : amount < 0 ? -cents : cents;
    });
    const each =
      transactions.length > 1 &&
      split.every((c) => c !== null) &&
      linesTotal(split.map((c) => ({ amount: c! }))) === amount;
    const parts = each
      ? transactions.map((tx, i) => ({ tx, cents: split[i]! }))
      : [{ tx: transactions[0], cents: amount }];
    const valueDate = this.day(entry, 'ValDt') ?? bookingDate;
    return parts.map(({ tx, cents }, i) => {
      // The other party: the debtor of money received (or of a payment of ours undone), else the creditor.
      const role = cents > 0 !== reversal ? 'Dbtr' : 'Cdtr';
      const party = (name: string) => at(tx, 'RltdPties', name);
      const name = textAt(party(role), 'Pty', 'Nm') ?? textAt(party(role), 'Nm');
      const iban =
        textAt(tx, 'RltdPties', `${role}Acct`, 'Id', 'IBAN') ??
        textAt(tx, 'RltdPties', `${role}Acct`, 'Id', 'Othr', 'Id');
      const agent = at(tx, 'RltdAgts', `${role}Agt`, 'FinInstnId');
      const references = asArray(asNode(at(tx, 'RmtInf'))?.['Strd']).map((s) => belgianReference(at(s, 'CdtrRefInf')));
      const structured = references.find((r) => r.digits)?.digits ?? null;
      const unstructured = asArray(asNode(at(tx, 'RmtInf'))?.['Ustrd']).map((u) => (typeof u === 'string' ? u : ''));
      const others = references.filter((r) => r.text).map((r) => r.text!);
      const family = at(entry, 'BkTxCd', 'Domn', 'Fmly');
      const subFamily = textAt(family, 'SubFmlyCd');
      const code = textAt(entry, 'BkTxCd', 'Domn', 'Cd')
        ? `${textAt(entry, 'BkTxCd', 'Domn', 'Cd')}/${textAt(family, 'Cd') ?? ''}/${subFamily ?? ''}`
        : (textAt(entry, 'BkTxCd', 'Prtry', 'Cd') ?? '');
      const reason = textAt(tx, 'RtrInf', 'Rsn', 'Cd') ?? textAt(tx, 'RtrInf', 'Rsn', 'Prtry');
      const kind: ReturnKind | undefined = reversal
        ? 'reversal'
        : (RETURN_SUB_FAMILIES[subFamily ?? ''] ?? (at(tx, 'RtrInf') ? 'return' : undefined));
      return {
        sequence: before + i + 1,
        source: number,
        amount: cents,
        bookingDate,
        valueDate,
        counterparty: {
          name: cleanText(name),
          iban: iban && compactAccount(iban) !== account ? compactAccount(iban) : null,
          bic: textAt(agent, 'BICFI') ?? textAt(agent, 'BIC'),
        },
        structuredReference: structured,
        message: cleanText([...unstructured, ...others].join(' ')),
        bankReference: textAt(tx, 'Refs', 'AcctSvcrRef') ?? textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef'),
        transactionCode: code,
        returned: kind ? { type: kind, reason } : null,
      };
    });
  }
}

/** Reads a CAMT.053 file (text, or its bytes) into its statements, or the problems with their lines. */
export function parseCamt053(input: string | Uint8Array): StatementParse {
  const xml = decodeStatementText(input);
  if (!xml.trim()) return { ok: false, problems: [{ line: 1, rule: 'empty', detail: 'The file is empty' }] };
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return {
      ok: false,
      problems: [{ line: valid.err.line, rule: 'xml', detail: `Not well-formed XML: ${valid.err.msg}` }],
    };
  const version = /urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d\d)/.exec(xml)?.[1];
  const format = version ? VERSIONS[version] : undefined;
  if (!format)
    return {
      ok: false,
      problems: [
        {
          line: 1,
          rule: 'namespace',
          detail: version
            ? `camt.053.001.${version} is not read: camt.053.001.02 and .08 are`
            : 'Not a CAMT.053 statement (namespace urn:iso:std:iso:20022:tech:xsd:camt.053.001.02 or .08)',
        },
      ],
    };
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    captureMetaData: true,
  });
  const document = asNode(parser.parse(xml)?.['Document']);
  const root = asNode(document?.['BkToCstmrStmt']);
  const reader = new CamtReader(xml, format);
  const stmts = asArray(root?.['Stmt']).map(asNode);
  if (!stmts.length)
    return { ok: false, problems: [{ line: 1, rule: 'missing', detail: 'No statement (BkToCstmrStmt/Stmt)' }] };
  const statements: BankStatement[] = [];
  for (const stmt of stmts) {
    const statement = stmt ? reader.statement(stmt, root?.['GrpHdr']) : null;
    if (statement) statements.push(statement);
  }
  return reader.problems.length ? { ok: false, problems: reader.problems } : { ok: true, statements };
}
