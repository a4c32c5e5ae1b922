/**
 * An invoice's documents (base /api/invoice/v2; docs/domain.md "Invoice documents"):
 * `invoices/{id}/download?invoiceDocumentType=pdf|ubl` answers the file in base64 with its name. Any
 * invoice's PDF (a draft's or a simulation's marked as a draft); the Peppol UBL e-invoice, with the
 * PDF embedded, only for an approved invoice: a draft's is a 400 `validation.ublNotApproved` on
 * `invoiceDocumentType` (the request asks for what a draft cannot have, as a payment on a draft is a
 * 400 `validation.notApproved`; 409 is the version conflict's); an approved invoice the e-invoice rules
 * refuse (invoice-ubl.ts `UblError`) a 400 `validation.ublUnavailable`. The invoices module's read right.
 */
import type { FastifyPluginAsync } from 'fastify';
import { invoiceDocumentEndpoints } from '../../../../src/shared/endpoints/invoice';
import type { InvoiceDownload } from '../../../../src/shared/schemas/invoice';
import { badRequest, found } from '../../../http/errors';
import { registerRoutes } from '../../../http/routes';
import type { ModuleDeps } from '../../deps';
import { documentBaseName, type InvoiceDocument } from './invoice-document';
import { loadInvoiceDocument } from './invoice-document-data';
import { renderInvoiceFiles } from './invoice-files';
import type { InvoiceDocumentType } from '../../../../src/shared/constants/invoice';

const invoicesRead = { module: 'invoices', right: 'read' } as const;

/** The file of a document type: the PDF, or the UBL with that PDF embedded (rendered off the event loop). */
export async function invoiceFile(doc: InvoiceDocument, type: InvoiceDocumentType): Promise<InvoiceDownload> {
  const name = documentBaseName(doc);
  if (type === 'ubl' && doc.invoice.state === 'draft')
    throw badRequest('validation.ublNotApproved', { invoiceDocumentType: 'validation.ublNotApproved' });
  const files = await renderInvoiceFiles(doc, { ubl: type === 'ubl' });
  if (type === 'pdf') return { byteArray: files.pdf.toString('base64'), fileName: `${name}.pdf` };
  // An approved invoice the e-invoice rules refuse (a credit note without the invoice it corrects,
  // a buyer without an electronic address): the caller's request cannot be met, nothing is broken.
  if (files.xml === null)
    throw badRequest('validation.ublUnavailable', { invoiceDocumentType: 'validation.ublUnavailable' });
  return { byteArray: Buffer.from(files.xml, 'utf8').toString('base64'), fileName: `${name}.xml` };
}

export const invoiceDocumentRoutes: FastifyPluginAsync<ModuleDeps> = (app, { db }) =>
  registerRoutes(app, invoiceDocumentEndpoints, {
    download: {
      access: invoicesRead,
      handler: async (request) =>
        invoiceFile(found(await loadInvoiceDocument(db, request.params.id)), request.query.invoiceDocumentType),
    },
  });
