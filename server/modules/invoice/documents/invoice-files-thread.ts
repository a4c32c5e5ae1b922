/** The worker thread of invoice-files.ts: renders an invoice's PDF (and UBL) off the event loop. */
import { serveTasks } from '../../../lib/thread-pool';
import { invoiceFilesOf, type InvoiceFiles, type InvoiceFilesInput } from './invoice-files';

serveTasks<InvoiceFilesInput, InvoiceFiles>(async (input) => {
  const files = await invoiceFilesOf(input);
  // A copy of its own: a small Buffer is a view into Node's shared pool.
  return { ...files, pdf: new Uint8Array(files.pdf) };
});
