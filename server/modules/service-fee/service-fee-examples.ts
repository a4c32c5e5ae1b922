/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself): each write
 * on a seeded document whose status allows it now (unclaimed to claim; claimed to link and to pay),
 * on its version (the gate calls them in the routes' order, so each looks again).
 */
import type { ServiceFeeStatus } from '../../../src/shared/constants/service-fee';
import type { ServiceFeeListItem } from '../../../src/shared/schemas/service-fee';
import type { AdminCall, ModuleExamples } from '../../testing/routes';

const BASE = '/api/servicefee/v2/documents';

/** The newest seeded document in `status`. */
async function feeIn(callAsAdmin: AdminCall, status: ServiceFeeStatus) {
  const page = await callAsAdmin<{ items: ServiceFeeListItem[] }>('GET', `${BASE}?statuses=${status}&pageSize=5`);
  const fee = page.items[0];
  if (!fee) throw new Error(`No seeded service fee is ${status}`);
  return fee;
}

export const examples: ModuleExamples = (callAsAdmin) => ({
  [`GET ${BASE}/:id`]: async () => ({ params: { id: (await feeIn(callAsAdmin, 'paid')).serviceFeeId } }),
  [`GET ${BASE}/:id/download`]: async () => ({ params: { id: (await feeIn(callAsAdmin, 'paid')).serviceFeeId } }),
  [`POST ${BASE}/:id/claim`]: async () => {
    const fee = await feeIn(callAsAdmin, 'unclaimed');
    return { params: { id: fee.serviceFeeId }, body: { version: fee.version } };
  },
  [`POST ${BASE}/:id/link-doc-number-company`]: async () => {
    const fee = await feeIn(callAsAdmin, 'claimed');
    return {
      params: { id: fee.serviceFeeId },
      query: { companyDocumentNumber: `GATE-${fee.serviceFeeId}` },
      body: { version: fee.version },
    };
  },
  [`POST ${BASE}/:id/set-date-paid`]: async () => {
    const fee = await feeIn(callAsAdmin, 'claimed');
    return { params: { id: fee.serviceFeeId }, query: { datePaid: fee.claimedOn }, body: { version: fee.version } };
  },
});
