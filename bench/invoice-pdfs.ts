/**
 * "Fast enough to e-mail a month of invoices": the PDFs of `count` invoices of the last seeded month,
 * downloaded one after the other over the API (`invoices/{id}/download?invoiceDocumentType=pdf`:
 * read the invoice and its customer, render, base64), as a mailing job would fetch them. Reports
 * documents per second and the milliseconds per document (p50, p95). Rendering alone, without the
 * server: `npx tsx bench/invoice-pdf-speed.ts`.
 */
import { signInCookie } from './server-process';

export async function invoicePdfs(baseURL: string, count = 500, month = '2026-11') {
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const res = await fetch(
      `${baseURL}/api/invoice/v2/invoices?monthFrom=${month}&monthUntil=${month}&pageIndex=${page}&pageSize=100`,
      { headers },
    );
    const { items } = ((await res.json()) as { response: { items: { invoiceId: number }[] } }).response;
    if (!items.length) break;
    ids.push(...items.map((i) => i.invoiceId));
  }
  if (!ids.length) throw new Error(`no invoices in ${month}`);
  const times: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const begin = performance.now();
    const res = await fetch(
      `${baseURL}/api/invoice/v2/invoices/${ids[i % ids.length]}/download?invoiceDocumentType=pdf`,
      {
        headers,
      },
    );
    if (!res.ok) throw new Error(`download failed: ${res.status} ${await res.text()}`);
    const { byteArray } = ((await res.json()) as { response: { byteArray: string } }).response;
    times.push(performance.now() - begin);
    bytes += (byteArray.length * 3) / 4;
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1));
  return {
    month,
    documents: count,
    invoices: ids.length,
    seconds: Number(seconds.toFixed(1)),
    documentsPerSecond: Math.round(count / seconds),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    kibEach: Number((bytes / count / 1024).toFixed(1)),
  };
}
