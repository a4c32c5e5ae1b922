/**
 * Bank statements at scale (issue 33: "a statement of 10,000 lines against the large seed's invoices,
 * matched with flat memory"): a CODA file of 10,000 credit lines (two statements of 5,000 of one day,
 * as a bank's daily file may hold; a CODA statement numbers its movements with four digits) paying
 * the large seed's open invoices is uploaded over HTTP (`POST /api/file/v2/imports?type=bankStatement`)
 * and worked by the import job to its last line. The large seed's history holds a few hundred open
 * invoices, so first (not timed) the month 2026-12 is run over its 44,000 contracts (about 9,000
 * drafts), when no run made its drafts yet, and as many drafts are approved (`approve/bulk`) as the
 * lines need, as a month's invoicing leaves them open. The lines, in turn of twenty: 12 pay an open invoice exactly with
 * its structured reference (matched; each invoice once), 3 pay half of one with its reference
 * (proposed, partial payment), 2 give a reference of no invoice (unmatched, unknown reference), 2
 * name an open invoice's number in a free message (proposed, invoice number) and 1 gives nothing to
 * go on (unmatched, no candidate). The proposals go to a pool of PROPOSAL_POOL invoices that no line
 * pays (a proposal is never applied on its own). Every payer's account is its own (no known payer).
 * The files are written by the demo samples' generator (statement/samples/make-samples.ts `sampleCoda`).
 *
 * Reports the upload's time, the whole time to the last line's outcome, lines/s, the server's resident
 * memory before, at its peak (sampled every 100 ms) and after, and the outcome counts, which must be
 * what was generated. `npm run bench` runs it on the embedded database against `bench/budgets.json`
 * `statementLoad`.
 *
 * Alone: `npx tsx bench/statement-load.ts [--pg] [--lines=n]` starts its own server on `PORT` (4332
 * unless set) with `SEED_SIZE=large` (on a PostgreSQL server from scripts/ensure-postgres.sh with
 * `--pg`) and prints the figures as JSON; `--url=http://... [--pid=n]` measures a server already
 * running instead (each run there needs statement numbers of its own, `--first=n`, default 901, and
 * drafts of a month of its own to approve, `--month=YYYY-MM`, default 2026-12).
 */
import { fileURLToPath } from 'node:url';
import { referenceDigits } from '../src/shared/payment-reference';
import { belgianIban, sampleCoda, type SampleMovement } from '../server/modules/payment/statement/samples/make-samples';
import { monthRun } from './api-load';
import { rssMB, sampleRss, untilImported, uploadImport } from './import-load';
import { apiHeaders, onLargeSeedServer, readApi, signInCookie } from './server-process';

/** The longest one statement import is watched. */
const WINDOW_MS = 20 * 60_000;
/** Lines per statement of the file (a CODA statement's movements are numbered 1 to 9999). */
const PER_STATEMENT = 5_000;
const OPEN = ['created', 'sent', 'overdue', 'partiallyPaid', 'reminder1', 'reminder2', 'notice1', 'notice2'];
/** The invoices the proposed lines point at, over and over (the first ones listed). */
const PROPOSAL_POOL = 250;
/** Drafts approved per call: each call well within the server's 30 s request limit on a busy machine. */
const APPROVE_SLICE = 100;
/** The month whose drafts become the open invoices the statement pays. */
const MONTH = '2026-12';

/** What each line of a turn of twenty is, and the outcome it must end with. */
const KINDS = [
  ...Array<'exact'>(12).fill('exact'),
  ...Array<'partial'>(3).fill('partial'),
  ...Array<'unknownReference'>(2).fill('unknownReference'),
  ...Array<'invoiceNumber'>(2).fill('invoiceNumber'),
  'noReference' as const,
];
type Kind = (typeof KINDS)[number];
const OUTCOME: Record<Kind, 'matched' | 'proposed' | 'unmatched'> = {
  exact: 'matched',
  partial: 'proposed',
  unknownReference: 'unmatched',
  invoiceNumber: 'proposed',
  noReference: 'unmatched',
};

export type OpenInvoice = { documentNumber: string; reference: string; open: number; customerName: string };

/** Up to `count` open invoices of the seed (approved, not paid, not credit notes) with their reference and open amount. */
export async function openInvoices(baseURL: string, cookie: string, count: number): Promise<OpenInvoice[]> {
  type Item = {
    documentNumber: string | null;
    paymentReference: string | null;
    totalIncl: number;
    amountPaid: number;
    customerName: string;
    simulation: boolean;
  };
  const states = OPEN.map((s) => `states=${s}`).join('&');
  const found: OpenInvoice[] = [];
  const seen = new Set<string>();
  for (let page = 1; found.length < count; page++) {
    const list = await readApi<{ items: Item[] }>(
      baseURL,
      cookie,
      `/api/invoice/v2/invoices?${states}&types=invoice&pageIndex=${page}&pageSize=100`,
    );
    if (!list.items.length) break;
    for (const i of list.items) {
      const open = Math.round(i.totalIncl * 100) - Math.round(i.amountPaid * 100);
      if (i.simulation || !i.documentNumber || !i.paymentReference || open < 2 || seen.has(i.documentNumber)) continue;
      seen.add(i.documentNumber);
      found.push({
        documentNumber: i.documentNumber,
        reference: i.paymentReference.replace(/\D/g, ''),
        open,
        customerName: i.customerName,
      });
    }
  }
  return found.slice(0, count);
}

const kindsOf = (lines: number) => Array.from({ length: lines }, (_, i) => KINDS[i % KINDS.length]!);

/** How many open invoices `lines` lines need: one per exact payment, and the proposals' pool. */
export const invoicesNeeded = (lines: number) => {
  const kinds = kindsOf(lines);
  const proposals = kinds.filter((k) => k === 'partial' || k === 'invoiceNumber').length;
  return kinds.filter((k) => k === 'exact').length + Math.min(PROPOSAL_POOL, proposals);
};

/**
 * The CODA file of `lines` credit lines over `invoices` (the first PROPOSAL_POOL for the proposals,
 * the others each paid exactly by one line), in statements of PER_STATEMENT numbered from
 * `firstNumber` on, and the outcomes they must end with.
 */
export function statementFile(invoices: readonly OpenInvoice[], lines: number, firstNumber = 901) {
  const needed = invoicesNeeded(lines);
  if (invoices.length < needed) throw new Error(`only ${invoices.length} open invoices for ${lines} lines`);
  const pool = needed - kindsOf(lines).filter((k) => k === 'exact').length;
  const expected = { matched: 0, proposed: 0, unmatched: 0 };
  const movements: SampleMovement[] = [];
  let paid = pool;
  let proposed = 0;
  for (const [i, kind] of kindsOf(lines).entries()) {
    expected[OUTCOME[kind]]++;
    const payer = { iban: belgianIban(`999${String(i).padStart(7, '0')}`), bic: 'GKCCBEBB' };
    const base = { coda: '0150', camt: 'PMNT/RCDT/ESCT', ...payer };
    if (kind === 'unknownReference' || kind === 'noReference') {
      movements.push({
        ...base,
        amount: 10_000 + i,
        name: `Unknown payer ${i}`,
        ...(kind === 'unknownReference'
          ? { reference: referenceDigits(`2099${String(i).padStart(6, '0')}`) }
          : { message: `Betaling ${i}` }),
      });
      continue;
    }
    const invoice = kind === 'exact' ? invoices[paid++]! : invoices[proposed++ % pool]!;
    const name = invoice.customerName;
    if (kind === 'exact') movements.push({ ...base, amount: invoice.open, name, reference: invoice.reference });
    else if (kind === 'partial')
      movements.push({ ...base, amount: Math.floor(invoice.open / 2), name, reference: invoice.reference });
    else movements.push({ ...base, amount: invoice.open, name, message: `Factuur ${invoice.documentNumber}` });
  }
  const parts: string[] = [];
  for (let from = 0, n = firstNumber; from < movements.length; from += PER_STATEMENT, n++)
    parts.push(sampleCoda(movements.slice(from, from + PER_STATEMENT), 1_000_000_00, String(n).padStart(3, '0')));
  return { file: Buffer.from(parts.join(''), 'latin1'), statements: parts.length, expected };
}

/**
 * At least `needed` open invoices: when the seed has fewer, drafts of `month` (its run made, when
 * none is there yet) are approved, APPROVE_SLICE at a time, until there are enough (and a few more: an
 * invoice of nothing to pay is left out). Answers how long that took and how many were approved.
 */
export async function prepareInvoices(baseURL: string, serverPid: number | undefined, needed: number, month = MONTH) {
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  const begin = performance.now();
  const states = OPEN.map((s) => `states=${s}`).join('&');
  const count = async (path: string) => (await readApi<{ totalCount: number }>(baseURL, cookie, path)).totalCount;
  const missing = needed + 100 - (await count(`/api/invoice/v2/invoices?${states}&types=invoice&pageSize=5`));
  let approved = 0;
  if (missing > 0) {
    if (!(await count(`/api/invoice/v2/invoices/drafts?monthFrom=${month}&monthUntil=${month}&pageSize=5`)))
      await monthRun(baseURL, serverPid, month);
    while (approved < missing) {
      const res = await fetch(`${baseURL}/api/invoice/v2/invoices/approve/bulk`, {
        method: 'POST',
        headers: { ...apiHeaders(cookie), 'content-type': 'application/json' },
        body: JSON.stringify({
          monthFrom: month,
          monthUntil: month,
          limit: Math.min(APPROVE_SLICE, missing - approved),
        }),
        signal: AbortSignal.timeout(WINDOW_MS),
      });
      if (!res.ok) throw new Error(`approve/bulk: ${res.status} ${await res.text()}`);
      const slice = ((await res.json()) as { response: { approved: unknown[]; remaining: number } }).response;
      approved += slice.approved.length;
      if (!slice.approved.length || !slice.remaining) break;
    }
  }
  return { approved, seconds: Number(((performance.now() - begin) / 1000).toFixed(1)) };
}

type Statement = { fileImportId: number; counts: Record<string, number> };

/** The statement file uploaded and matched to its last line, the server's memory sampled all along. */
export async function statementLoad(
  baseURL: string,
  serverPid: number | undefined,
  lines = 10_000,
  firstNumber = 901,
  month = MONTH,
) {
  const prepared = await prepareInvoices(baseURL, serverPid, invoicesNeeded(lines), month);
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  const invoices = await openInvoices(baseURL, cookie, invoicesNeeded(lines));
  const { file, statements, expected } = statementFile(invoices, lines, firstNumber);
  const rss = sampleRss(serverPid);
  const begin = performance.now();
  try {
    const { importId, uploadSeconds } = await uploadImport(baseURL, cookie, {
      type: 'bankStatement',
      name: `statement-${lines}-${firstNumber}.cod`,
      contentType: 'application/octet-stream',
      body: file,
    });
    const status = await untilImported(baseURL, cookie, importId, begin + WINDOW_MS);
    const seconds = (performance.now() - begin) / 1000;
    const rssAfter = rssMB(serverPid);
    const listed = await readApi<{ items: Statement[] }>(baseURL, cookie, '/api/payment/v2/statements?pageSize=100');
    const outcomes: Record<string, number> = {};
    for (const s of listed.items.filter((s) => s.fileImportId === importId))
      for (const [outcome, n] of Object.entries(s.counts)) if (n) outcomes[outcome] = (outcomes[outcome] ?? 0) + n;
    return {
      lines: status.counts.total,
      statements,
      prepared,
      megabytes: Number((file.length / 1024 / 1024).toFixed(1)),
      finished: status.status === 'finished',
      counts: status.counts,
      expected,
      outcomes,
      uploadSeconds,
      seconds: Number(seconds.toFixed(1)),
      linesPerSecond: Math.round(status.counts.done / seconds),
      ...rss.figures(),
      rssAfterMB: rssAfter,
    };
  } finally {
    await rss.stop();
  }
}

export type StatementLoad = Awaited<ReturnType<typeof statementLoad>>;
export type StatementLoadBudget = { minLinesPerSecond: number; maxRssDeltaMB: number };

/** What is over budget: not finished, a line not imported, outcomes other than generated, too slow, memory grown. */
export function statementLoadProblems(load: StatementLoad | undefined, budget: StatementLoadBudget, factor = 1) {
  if (!load) return ['statement: did not run'];
  const name = `statement of ${load.lines} lines`;
  const problems: string[] = [];
  if (!load.finished) problems.push(`${name}: not finished`);
  if (load.counts.imported !== load.lines)
    problems.push(`${name}: ${load.lines - load.counts.imported} lines not imported`);
  for (const [outcome, n] of Object.entries(load.expected))
    if ((load.outcomes[outcome] ?? 0) !== n)
      problems.push(`${name}: ${load.outcomes[outcome] ?? 0} ${outcome}, ${n} generated`);
  const floor = Math.round(budget.minLinesPerSecond / factor);
  if (load.linesPerSecond < floor) problems.push(`${name}: ${load.linesPerSecond} lines/s < budget ${floor}`);
  if (load.rssDeltaMB !== null && load.rssDeltaMB > budget.maxRssDeltaMB)
    problems.push(`${name}: RSS +${load.rssDeltaMB} MB > budget ${budget.maxRssDeltaMB} MB`);
  return problems;
}

/** The scenario's line of the bench table. */
export const statementLoadRows = (l: StatementLoad) => [
  [
    'statement',
    `CODA ${l.lines} lines (${l.statements} statements, ${l.megabytes} MB)${l.finished ? '' : ' (NOT FINISHED)'}`,
    `upload ${l.uploadSeconds} s, done in ${l.seconds} s: ${l.linesPerSecond} lines/s`,
    Object.entries(l.outcomes)
      .map(([o, n]) => `${o} ${n}`)
      .join(', '),
    `RSS ${l.rssBeforeMB ?? '?'} -> ${l.rssPeakMB ?? '?'} -> ${l.rssAfterMB ?? '?'} MB (+${l.rssDeltaMB ?? '?'})`,
  ],
];

// Alone: its own server on the large seed, or one already running (`--url=http://...`, `--pid=n`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const lines = Number(option('lines') ?? 10_000);
  const first = Number(option('first') ?? 901);
  const month = option('month') ?? MONTH;
  const given = option('url');
  if (given) {
    const pid = option('pid');
    const load = await statementLoad(given, pid ? Number(pid) : undefined, lines, first, month);
    console.log(JSON.stringify(load, null, 2));
  } else {
    await onLargeSeedServer(Number(process.env.PORT ?? 4332), 'statement', async (server) =>
      console.log(JSON.stringify(await statementLoad(server.baseURL, server.pid, lines, first), null, 2)),
    );
  }
}
