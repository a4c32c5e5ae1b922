/**
 * An invoice's files as mails and downloads send them: the PDF, and when asked its Peppol UBL
 * e-invoice with that PDF embedded. `renderInvoiceFiles` renders them in a worker thread
 * (invoice-files-thread.ts, server/lib/thread-pool.ts), so a mailing or a burst of downloads never
 * holds the event loop for the milliseconds each document takes (docs/jobs.md "Off the main
 * thread"); `invoiceFilesOf` is the same work in the calling thread.
 */
import { spareCores, threadPool, type ThreadPool } from '../../../lib/thread-pool';
import type { InvoiceDocument } from './invoice-document';
import { documentBaseName } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { buildInvoiceUbl, UblError } from './invoice-ubl';

export type InvoiceFilesInput = { doc: InvoiceDocument; ubl: boolean };
/** The PDF; the UBL's XML when asked and the e-invoice rules allow it, else why not (`ublRefused`). */
export type InvoiceFiles = { pdf: Uint8Array; xml: string | null; ublRefused: string | null };

/** Renders the files here, in this thread (the worker thread's work, and a fallback). */
export async function invoiceFilesOf({ doc, ubl }: InvoiceFilesInput): Promise<InvoiceFiles> {
  const pdf = await renderInvoicePdf(doc);
  if (!ubl) return { pdf, xml: null, ublRefused: null };
  try {
    return {
      pdf,
      xml: buildInvoiceUbl(doc, { bytes: pdf, fileName: `${documentBaseName(doc)}.pdf` }),
      ublRefused: null,
    };
  } catch (error) {
    // A buyer abroad without an electronic address, a credit note without its invoice: no e-invoice.
    if (error instanceof UblError) return { pdf, xml: null, ublRefused: error.message };
    throw error;
  }
}

let pool: ThreadPool<InvoiceFilesInput, InvoiceFiles> | null = null;

/** The files rendered in the pool's thread (started on first use, one thread on two cores). */
export async function renderInvoiceFiles(
  doc: InvoiceDocument,
  options: { ubl: boolean },
): Promise<InvoiceFiles & { pdf: Buffer }> {
  pool ??= threadPool<InvoiceFilesInput, InvoiceFiles>(
    new URL('./invoice-files-thread.ts', import.meta.url),
    spareCores(2),
  );
  const files = await pool.run({ doc, ubl: options.ubl });
  // Across the thread's border a Buffer arrives as a plain Uint8Array.
  return { ...files, pdf: Buffer.from(files.pdf.buffer, files.pdf.byteOffset, files.pdf.byteLength) };
}

/** Ends the pool's threads (they never keep the process alive; this is for a clean stop). */
export async function closeInvoiceFiles() {
  const current = pool;
  pool = null;
  await current?.close();
}
