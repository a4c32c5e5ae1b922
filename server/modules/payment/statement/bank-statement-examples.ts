/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself): a statement
 * of the gate's own (CAMT.053 with a number never used before) paying 1.00 of an open invoice with
 * its reference, uploaded and worked by the import's job; its detail, and its proposed line confirmed.
 */
import type { InvoiceListItem } from '../../../../src/shared/schemas/invoice';
import type { StatementDetail, StatementListItem } from '../../../../src/shared/schemas/bank-statement';
import type { AdminCall, ModuleExamples } from '../../../testing/routes';
import { sampleCamt, type SampleMovement } from './samples/make-samples';

const API = '/api/payment/v2';
let gateNumber = 0;

/** A new statement of the gate's, worked to its end: its detail. */
async function gateStatement(callAsAdmin: AdminCall): Promise<StatementDetail> {
  const page = await callAsAdmin<{ items: InvoiceListItem[] }>(
    'GET',
    '/api/invoice/v2/invoices?states=sent&states=created&states=overdue&pageSize=20',
  );
  const open = page.items.find((i) => i.paymentReference && i.type === 'invoice' && i.totalIncl - i.amountPaid > 2)!;
  const movement: SampleMovement = {
    amount: 100,
    name: 'Gate payer',
    iban: 'BE68539007547034',
    bic: 'GEBABEBB',
    reference: open.paymentReference!.replace(/\D/g, ''),
    coda: '0150',
    camt: 'PMNT/RCDT/ESCT',
  };
  const number = String(900_000 + (Date.now() % 90_000) + ++gateNumber);
  const file = sampleCamt('02', [movement], 0)
    .replace(/<LglSeqNb>\d+<\/LglSeqNb>/, `<LglSeqNb>${number}</LglSeqNb>`)
    .replace(/<ElctrncSeqNb>\d+<\/ElctrncSeqNb>/, `<ElctrncSeqNb>${number}</ElctrncSeqNb>`);
  await callAsAdmin(
    'POST',
    `/api/file/v2/imports?type=bankStatement&fileName=gate-${number}.xml`,
    file,
    'application/xml',
  );
  // The import's job works it on this instance: its statement appears once it has.
  for (let attempt = 0; attempt < 600; attempt++) {
    const statements = await callAsAdmin<{ items: StatementListItem[] }>(
      'GET',
      `${API}/statements?searchText=${number}&pageSize=5`,
    );
    const found = statements.items[0];
    if (found && found.counts.proposed) return callAsAdmin('GET', `${API}/statements/${found.statementId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the gate's statement ${number} was not imported`);
}

export const examples: ModuleExamples = (callAsAdmin) => ({
  [`GET ${API}/statements/:id`]: async () => ({ params: { id: (await gateStatement(callAsAdmin)).statementId } }),
  [`POST ${API}/statement-lines/:id/confirm`]: async () => {
    const line = (await gateStatement(callAsAdmin)).lines[0]!;
    return { params: { id: line.lineId }, body: { invoiceId: line.proposals[0]!.invoiceId } };
  },
});
