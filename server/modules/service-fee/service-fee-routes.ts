/**
 * Service fees (spec 02 section 7, base /api/servicefee/v2/documents; docs/domain.md "Service
 * fees"): the list, a document, claim, the reseller's document number, the day paid and the PDF.
 * Reads need the servicefee module's read right, writes its edit right; each write answers the
 * document after it (409 with it when the version is stale). The monthly job (service-fee-job.ts)
 * makes and expires documents.
 */
import type { FastifyPluginAsync } from 'fastify';
import { serviceFeeEndpoints } from '../../../src/shared/endpoints/service-fee';
import { found } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { callerOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { startServiceFeeJob } from './service-fee-job';
import { renderServiceFeePdf, serviceFeeReference } from './service-fee-pdf';
import { listServiceFees, serviceFeeDetail } from './service-fee-read';
import { claimServiceFee, linkServiceFeeNumber, setServiceFeePaid } from './service-fee-writes';

const { read, write } = moduleAccess('servicefee', { domain: 'serviceFees', idKey: 'serviceFeeId' });

export const serviceFeeRoutes: FastifyPluginAsync<ModuleDeps> = async (app, { db, jobs, config }) => {
  if (config.serviceFeeJob) await startServiceFeeJob(app, db, jobs);
  return registerRoutes(app, serviceFeeEndpoints, {
    list: { access: read, handler: (request) => listServiceFees(db, request.query) },
    detail: {
      access: read,
      handler: async (request) => found(await serviceFeeDetail(db, request.params.id, callerOf(request))),
    },
    claim: {
      ...write,
      handler: (request) => claimServiceFee(db, request.params.id, request.body.version, callerOf(request)),
    },
    linkDocNumber: {
      ...write,
      handler: (request) =>
        linkServiceFeeNumber(
          db,
          request.params.id,
          request.body.version,
          request.query.companyDocumentNumber,
          callerOf(request),
        ),
    },
    setDatePaid: {
      ...write,
      handler: (request) =>
        setServiceFeePaid(db, request.params.id, request.body.version, request.query.datePaid, callerOf(request)),
    },
    download: {
      access: read,
      handler: async (request) => {
        const fee = found(await serviceFeeDetail(db, request.params.id, callerOf(request)));
        const pdf = await renderServiceFeePdf(fee);
        return { byteArray: pdf.toString('base64'), fileName: `${serviceFeeReference(fee)}.pdf` };
      },
    },
  });
};
