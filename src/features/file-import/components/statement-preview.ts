/**
 * The upload dialog's preview of a bank statement file (type `bankStatement`), read in the browser
 * before anything is sent: its first movements (date, amount, counterparty, reference or message) and
 * how many there are. CODA by its 128-character records (2.1 a movement, 2.3 its counterparty),
 * CAMT.053 by its entries (Ntry). The server's parsers (server/modules/payment/statement/) judge the
 * file in full; this only shows that it is a statement and what it holds. Loaded with the dialog only.
 */
import { IMPORT_PREVIEW_ROWS } from '@/shared/constants/file-import';
import { formatReference } from '@/shared/payment-reference';
import { decodeStatementText } from '@/shared/statement-text';

/** The preview's columns, each a text `fileImport:statementColumns.<name>`. */
export const STATEMENT_PREVIEW_COLUMNS = ['date', 'amount', 'counterparty', 'reference'] as const;

export type StatementPreview = { format: 'coda' | 'camt'; rows: string[][]; lines: number; problems: string[] };

const wireDay = (ddmmyy: string) => `${ddmmyy.slice(0, 2)}/${ddmmyy.slice(2, 4)}/20${ddmmyy.slice(4, 6)}`;
const isoDay = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso;
const signed = (negative: boolean, euros: number) => (negative ? -euros : euros).toFixed(2);

/** A CODA file's movements: each 2.1 record of a movement (detail 0000), its name from the 2.3 after it. */
export function codaPreview(text: string): StatementPreview {
  const records = text.split(/\r?\n/).filter((r) => r.trim());
  if (!records[0]?.startsWith('0000'))
    return { format: 'coda', rows: [], lines: 0, problems: ['fileImport.notStatement'] };
  const rows: string[][] = [];
  let last: string[] | null = null;
  for (const record of records) {
    if (record.startsWith('21') && record.slice(6, 10) === '0000') {
      const communication = record.slice(62, 115);
      const structured = record[61] === '1' && communication.startsWith('101');
      const reference = structured ? formatReference(communication.slice(3, 15)) : communication.trim();
      last = [
        wireDay(record.slice(115, 121)),
        signed(record[31] === '1', Number(record.slice(32, 47)) / 1000),
        '',
        reference,
      ];
      rows.push(last);
    } else if (record.startsWith('23') && record.slice(6, 10) === '0000' && last) {
      last[2] = record.slice(47, 82).trim();
    }
  }
  return {
    format: 'coda',
    rows: rows.slice(0, IMPORT_PREVIEW_ROWS),
    lines: rows.length,
    problems: rows.length ? [] : ['fileImport.noRows'],
  };
}

/** The first element of a path of local names below `node` (namespaces ignored). */
function at(node: Element | undefined, ...path: string[]): Element | undefined {
  let current = node;
  for (const name of path) current = current?.getElementsByTagNameNS('*', name)[0];
  return current;
}
const textOf = (node: Element | undefined) => node?.textContent?.trim() ?? '';

/** A CAMT.053 file's entries: booking day, signed amount, the other party and the reference or message. */
export function camtPreview(text: string): StatementPreview {
  const xml = new DOMParser().parseFromString(text, 'application/xml');
  if (xml.getElementsByTagName('parsererror').length || !at(xml.documentElement, 'Stmt'))
    return { format: 'camt', rows: [], lines: 0, problems: ['fileImport.notStatement'] };
  const entries = [...xml.getElementsByTagNameNS('*', 'Ntry')];
  const rows = entries.slice(0, IMPORT_PREVIEW_ROWS).map((entry) => {
    const debit = textOf(at(entry, 'CdtDbtInd')) === 'DBIT';
    const party = at(entry, 'RltdPties', debit ? 'Cdtr' : 'Dbtr');
    const remittance = at(entry, 'RmtInf');
    return [
      isoDay(textOf(at(entry, 'BookgDt'))),
      signed(debit, Number(textOf(at(entry, 'Amt')))),
      textOf(at(party, 'Nm')),
      textOf(at(remittance, 'Ref')) || textOf(at(remittance, 'Ustrd')),
    ];
  });
  return { format: 'camt', rows, lines: entries.length, problems: entries.length ? [] : ['fileImport.noRows'] };
}

/** A statement file's preview: CAMT.053 when it is XML, else CODA. */
export async function statementPreview(file: File): Promise<StatementPreview> {
  const text = decodeStatementText(new Uint8Array(await file.arrayBuffer())).replace(/^\uFEFF/, '');
  return text.trimStart().startsWith('<') ? camtPreview(text) : codaPreview(text);
}
