/**
 * How fast invoice PDFs render, alone (`npx tsx bench/invoice-pdf-speed.ts [count] [month]`): an
 * in-memory database with the demo seed, the documents of the month's invoices loaded once
 * (loadInvoiceDocument), then `count` PDFs rendered one after the other from them (500 by default,
 * going round the month's documents): the rendering cost of e-mailing a month, without the seed's
 * size in the way. Then the same count through the route (`app.inject`: session, read, render,
 * base64, the answer check off), one after the other. `OUT=/tmp/x.pdf` also writes the first PDF.
 * `npm run bench` measures the route over HTTP on the large seed (bench/invoice-pdfs.ts).
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DEMO_PASSWORD, seed } from '../server/db/seed';
import { loadInvoiceDocument } from '../server/modules/invoice/documents/invoice-document-data';
import { renderInvoicePdf } from '../server/modules/invoice/documents/invoice-pdf';

const count = Number(process.argv[2] ?? 500);
const month = process.argv[3] ?? '2026-11';
const database = await openDatabase(testConfig());
await seed(database.db);
const ids = (
  await database.db.execute<{ id: number }>(
    sql`select id from invoices where month = ${month} and not simulation and state <> 'draft' order by id`,
  )
).rows.map((r) => r.id);
if (!ids.length) throw new Error(`no invoices in ${month}`);

let started = performance.now();
const documents = [];
for (const id of ids) documents.push((await loadInvoiceDocument(database.db, id))!);
const loadMs = (performance.now() - started) / ids.length;

// A few to warm up (fonts' metrics load once per process).
for (const doc of documents.slice(0, 5)) await renderInvoicePdf(doc);
const times: number[] = [];
let bytes = 0;
started = performance.now();
for (let i = 0; i < count; i++) {
  const begin = performance.now();
  const pdf = await renderInvoicePdf(documents[i % documents.length]!);
  times.push(performance.now() - begin);
  bytes += pdf.length;
  if (i === 0 && process.env.OUT) writeFileSync(process.env.OUT, pdf);
}
const seconds = (performance.now() - started) / 1000;
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
const lines = documents.reduce((n, d) => n + d.invoice.lines.length, 0);
console.log(
  `${count} PDFs of ${documents.length} invoices of ${month} (${(lines / documents.length).toFixed(1)} lines each): ` +
    `${(count / seconds).toFixed(0)} documents/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms per PDF, ` +
    `${(bytes / count / 1024).toFixed(1)} KiB each; loading a document ${loadMs.toFixed(2)} ms`,
);

const config = testConfig({ checkAnswers: false });
const app = await buildApp(config, database);
const login = await app.inject({
  method: 'POST',
  url: '/api/security/v2/account/login',
  headers: { 'x-requested-with': 'XMLHttpRequest' },
  payload: { email: 'admin@backoffice.test', password: DEMO_PASSWORD },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const calls: number[] = [];
started = performance.now();
for (let i = 0; i < count; i++) {
  const begin = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `/api/invoice/v2/invoices/${ids[i % ids.length]}/download?invoiceDocumentType=pdf`,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  if (res.statusCode !== 200) throw new Error(`download: ${res.statusCode} ${res.body}`);
  calls.push(performance.now() - begin);
}
const callSeconds = (performance.now() - started) / 1000;
calls.sort((a, b) => a - b);
const callAt = (q: number) => calls[Math.min(calls.length - 1, Math.floor(q * calls.length))]!.toFixed(2);
console.log(
  `${count} downloads through the route: ${(count / callSeconds).toFixed(0)} documents/s, ` +
    `p50 ${callAt(0.5)} ms, p95 ${callAt(0.95)} ms, max ${callAt(1)} ms per PDF`,
);
await app.close();
await database.close();
