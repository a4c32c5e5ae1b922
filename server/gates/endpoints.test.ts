/**
 * The endpoint gate: every API route serves an endpoint a domain declares (src/shared/endpoints;
 * the hub's SignalR routes excepted), every endpoint is served exactly once, and every route answers
 * a valid request with a success that fits its schema. The answer check (plugins/answer-check.ts, on
 * in every API test) turns an answer that breaks its schema into a 500, so this walk, the access
 * matrix, the fuzzing and every module test all check answers; this gate makes sure each route is
 * seen succeeding at least once. A route whose schema-made example does not succeed gets an
 * example below (a new route without one fails here until it has one).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointsOf, type Endpoint } from '../../src/shared/endpoints/endpoint';
import { buildApp } from '../app';
import { invoices, products } from '../db/schema';
import { runToEnd, startRun } from '../modules/invoice/run/invoice-run';
import { registerRoutes } from '../http/routes';
import type { RouteEntry } from '../plugins/security';
import {
  apiRoutes,
  gateRoutes,
  fillPath,
  sampleInput,
  toQueryString,
  type ModuleExamples,
  type RouteExamples,
  type RouteInput,
} from '../testing/routes';
import { ADMIN, createTestApp, type TestApp } from '../testing/test-app';
import { enrolmentBody, secondStepBody } from '../testing/two-factor';
import { aProductInput } from '../../src/shared/testing/product-fixture';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 1_000 });
  cookie = await t.login(ADMIN);
});
afterAll(() => t.close());

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'schemas' in value;

/** Every domain's endpoints: the objects of endpoints that src/shared/endpoints/*.ts export. */
const DECLARED: Record<string, Record<string, Endpoint>> = Object.fromEntries(
  Object.values(import.meta.glob<Record<string, unknown>>('../../src/shared/endpoints/*.ts', { eager: true })).flatMap(
    (module) =>
      Object.entries(module).filter(
        (entry): entry is [string, Record<string, Endpoint>] =>
          typeof entry[1] === 'object' && entry[1] !== null && Object.values(entry[1]).every(isEndpoint),
      ),
  ),
);

/** Routes outside the declared endpoints: the SignalR hub speaks its own protocol. */
const undeclared = (r: RouteEntry) => r.url.startsWith('/hubs/');

const guidOf = async (code?: string) => {
  const [row] = await t.database.db
    .select({ guid: products.guid })
    .from(products)
    .where(code ? eq(products.code, code) : eq(products.id, 1));
  return row!.guid;
};

/** A call as the all-modules account (a body of its own with its content type: a file); its answer's `response`. */
async function callAsAdmin(method: string, url: string, payload?: object | string, contentType?: string) {
  const res = await t.call({
    method: method as 'GET',
    url,
    cookie,
    ...(payload ? { payload } : {}),
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
  });
  return res.json().response;
}

/** A saved filter of the admin's on the products list, for the calls on one. */
async function gateSavedFilter(name: string): Promise<number> {
  const created = await callAsAdmin('POST', '/config/v2/screenconfigurations', {
    type: 'filters',
    applicationCode: 'backoffice',
    screen: 'products',
    name,
    moduleKey: 'products',
    values: {},
  });
  return created.screenConfigurationId;
}

const PRODUCT = aProductInput('GATE-1', ['Poortproduct', 'Gate product', 'Produit porte']);

/** A product of the gate's own, without prices (created once). */
async function gateProductGuid() {
  const existing = await t.database.db.select().from(products).where(eq(products.code, PRODUCT.code));
  if (!existing.length) await callAsAdmin('POST', '/api/product/v2/products', PRODUCT);
  return guidOf(PRODUCT.code);
}

const GATE_COMPANY = { name: 'Gate company', partyType: 'ENDUSER', language: 'NL' };

const PRICE = { amount: 12.5, priceTypeId: 1, quantityFrom: 1, quantityUntil: 10 };

/** A contract header of the gate's own: a hosting contract for a company of its own. */
async function gateContractHeader() {
  const types: { contractTypeId: number; code: string }[] = await callAsAdmin(
    'GET',
    '/api/contract/v2/contracts/contracttypes',
  );
  return {
    customerId: (await callAsAdmin('POST', '/api/company/v2/companies', GATE_COMPANY)).companyId,
    contractTypeId: types.find((type) => type.code === 'hosting')!.contractTypeId,
    dateStart: '2026-01-01T00:00:00.000Z',
    calculationType: 'invoicedUpFront',
    priceType: 'RRP',
  };
}

type GateContract = {
  contractId: number;
  customerId: number;
  version: number;
  items: { contractItemId: number; productId: number; version: number }[];
};

/** A contract of the gate's own in a status, with one item in the same status. */
async function gateContract(status: 'QUOTE' | 'ACTIVE'): Promise<GateContract> {
  const { contractId } = await callAsAdmin('POST', '/api/contract/v2/contracts', {
    ...(await gateContractHeader()),
    status,
  });
  const [product] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productStatusId, 1));
  await callAsAdmin('POST', '/api/contract/v2/contracts/contractitem', {
    contractId,
    productId: product!.id,
    status,
    dateStart: '2026-01-01T00:00:00.000Z',
  });
  return callAsAdmin('GET', `/api/contract/v2/contracts/${contractId}`);
}

/** A running item of a seeded NCE contract with a subscription the provider knows. */
async function nceItem() {
  const [row] = (
    await t.database.db.execute<{ contractId: number }>(sql`select c.id as "contractId" from contracts c
      join contract_types ct on ct.id = c.contract_type_id and ct.code = 'o365NCE'
      where c.status = 'ACTIVE' order by c.customer_id, c.id limit 1`)
  ).rows;
  const items: { contractItemId: number; contractVersion: number; provider: { quantity: number } | null }[] =
    await callAsAdmin('GET', `/api/contract/v2/subscriptions/contractitems?contractId=${row!.contractId}`);
  const item = items.find((i) => i.provider)!;
  return { ...item, contractId: row!.contractId, quantity: item.provider!.quantity };
}

/**
 * A finished month run of the gate's own, each for a later month than the one before (an approved
 * draft makes its items invoiced until its month: an earlier month would find nothing due).
 */
let gateMonth = 0;
async function gateRun(simulation: boolean) {
  const n = gateMonth++;
  const month = `${2030 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  const requestId = await startRun(t.database.db, { month, simulation, userId: null });
  await runToEnd(t.database.db, requestId);
  return requestId;
}
/** A draft with lines of a fresh run (a simulation's when asked). */
async function gateDraft(simulation: boolean) {
  const requestId = await gateRun(simulation);
  const [row] = (
    await t.database.db.execute<{ id: number }>(sql`select i.id from invoices i where i.request_id = ${requestId}
      and i.state = 'draft' and exists (select 1 from invoice_lines l where l.invoice_id = i.id) order by i.id limit 1`)
  ).rows;
  return row!.id;
}

/** The status moves of a contract and of its items, each from a status it is allowed from. */
/** The first approved invoice of the seed (state created, total above 1) on its version. */
async function gateInvoice() {
  const [row] = (
    await t.database.db.execute<{ invoiceId: number; version: number }>(sql`select id as "invoiceId", version
      from invoices where state = 'created' and not simulation and total_incl > 1 order by id limit 1`)
  ).rows;
  return row!;
}

/** The gate invoice's number and its customer (e-mailing: a narrow filter, a statement). */
async function gateInvoiceFacts() {
  const [row] = (
    await t.database.db.execute<{ number: string; customerId: number }>(
      sql`select document_number as number, customer_id as "customerId" from invoices where id = ${(await gateInvoice()).invoiceId}`,
    )
  ).rows;
  return row!;
}

const GATE_LINE = {
  manualProductId: null,
  description: 'Gate work',
  quantity: 1,
  unitPrice: 10,
  vatRate: 21,
  unit: 'hour',
};

/** A manual invoice of the gate's own: the seed's first active company, its first contract type. */
async function gateManualInvoiceBody() {
  const [company] = (
    await t.database.db.execute<{ id: number }>(
      sql`select id from companies where status = 'active' order by id limit 1`,
    )
  ).rows;
  const [type] = (await t.database.db.execute<{ id: number }>(sql`select id from contract_types order by id limit 1`))
    .rows;
  return {
    customerId: company!.id,
    contractTypeId: type!.id,
    periodFrom: '2026-12-01T00:00:00.000Z',
    periodTo: '2026-12-31T00:00:00.000Z',
    lines: [GATE_LINE],
  };
}

/** A new manual draft of the gate's own, with its lines and version. */
async function gateManualDraft(): Promise<{
  invoiceId: number;
  version: number;
  lines: [{ invoiceLineId: number }];
}> {
  return callAsAdmin('POST', '/api/invoice/v2/manualinvoices', await gateManualInvoiceBody());
}

function contractMoveExamples() {
  const moves = {
    activate: 'QUOTE',
    'active-to-quote': 'ACTIVE',
    'active-to-active-no-invoice': 'ACTIVE',
    suspend: 'ACTIVE',
  } as const;
  return Object.fromEntries(
    Object.entries(moves).flatMap(([path, from]) => [
      [
        `POST /api/contract/v2/contracts/:id/${path}`,
        async () => {
          const c = await gateContract(from);
          return { params: { id: c.contractId }, body: { version: c.version } };
        },
      ],
      [
        `POST /api/contract/v2/contracts/contractitems/${path}`,
        async () => {
          const c = await gateContract(from);
          return {
            body: { contractId: c.contractId, version: c.version, contractItemIds: [c.items[0]!.contractItemId] },
          };
        },
      ],
    ]),
  ) as Record<string, () => Promise<Partial<RouteInput>>>;
}

let gateRanges = 0;

/**
 * Valid requests for routes whose schema-made example does not succeed (keyed `METHOD path`); a
 * module may keep its own in `server/modules/<domain>/<domain>-examples.ts` (MODULE_EXAMPLES).
 */
const EXAMPLES: RouteExamples = {
  // The gate's own ranges: a fresh active contract and addresses nothing else uses (10.250.0.0/16).
  'POST /api/ipplan/v2/ipplan': async () => ({
    body: {
      startAddress: `10.250.${++gateRanges}.0`,
      endAddress: `10.250.${gateRanges}.15`,
      contractId: (await gateContract('ACTIVE')).contractId,
    },
  }),
  'PUT /api/ipplan/v2/ipplan': async () => {
    const contractId = (await gateContract('ACTIVE')).contractId;
    const startAddress = `10.250.${++gateRanges}.0`;
    const { ipRangeId } = await callAsAdmin('POST', '/api/ipplan/v2/ipplan', {
      startAddress,
      endAddress: startAddress,
      contractId,
    });
    return { body: { ipRangeId, version: 1, startAddress, endAddress: `10.250.${gateRanges}.3`, contractId } };
  },
  'POST /api/contract/v2/contracts': async () => ({ body: await gateContractHeader() }),
  'PUT /api/contract/v2/contracts': async () => {
    const c = await gateContract('QUOTE');
    return {
      body: { ...(await gateContractHeader()), customerId: c.customerId, contractId: c.contractId, version: c.version },
    };
  },
  'GET /api/contract/v2/contracts/:id': async () => ({ params: { id: (await gateContract('QUOTE')).contractId } }),
  'GET /api/contract/v2/contracts/:id/contractversion': async () => ({
    params: { id: (await gateContract('QUOTE')).contractId },
  }),
  'POST /api/contract/v2/contracts/contractitem': async () => {
    const c = await gateContract('QUOTE');
    return {
      body: { contractId: c.contractId, productId: c.items[0]!.productId, dateStart: '2026-02-01T00:00:00.000Z' },
    };
  },
  'PUT /api/contract/v2/contracts/contractitem': async () => {
    const c = await gateContract('QUOTE');
    const { contractItemId, productId, version } = c.items[0]!;
    return {
      body: {
        contractId: c.contractId,
        contractItemId,
        productId,
        version,
        quantity: 4,
        dateStart: '2026-01-01T00:00:00.000Z',
      },
    };
  },
  'PUT /api/contract/v2/contracts/contractitems': async () => {
    const c = await gateContract('ACTIVE');
    return {
      body: {
        contractId: c.contractId,
        version: c.version,
        contractItemIds: [c.items[0]!.contractItemId],
        quantity: 2,
      },
    };
  },
  'PUT /api/contract/v2/contracts/contractitems/bydate': async () => {
    const c = await gateContract('ACTIVE');
    return {
      body: {
        contractId: c.contractId,
        version: c.version,
        date: '2026-03-01T00:00:00.000Z',
        dateEnd: '2026-12-31T00:00:00.000Z',
      },
    };
  },
  // A gate contract has two versions: created, then its item added.
  'GET /api/contract/v2/contracts/:id/difference': async () => ({
    params: { id: (await gateContract('QUOTE')).contractId },
    query: { from: 1, to: 2 },
  }),
  'GET /api/contract/v2/contracts/:id/items/difference': async () => ({
    params: { id: (await gateContract('QUOTE')).contractId },
    query: { from: 1, to: 2 },
  }),
  'POST /api/contract/v2/contracts/calculateprices': async () => {
    const c = await gateContract('QUOTE');
    return { body: { contractId: c.contractId, version: c.version } };
  },
  'POST /api/contract/v2/contracts/:id/transfer': async () => {
    const c = await gateContract('ACTIVE');
    return {
      params: { id: c.contractId },
      body: {
        version: c.version,
        customerId: (await callAsAdmin('POST', '/api/company/v2/companies', GATE_COMPANY)).companyId,
        dateStart: '2026-06-01T00:00:00.000Z',
      },
    };
  },
  'POST /api/contract/v2/contracts/maincontract': async () => ({
    body: { customerId: (await gateContract('QUOTE')).customerId, name: 'Gate framework' },
  }),
  'PUT /api/contract/v2/contracts/maincontract': async () => {
    const { customerId } = await gateContract('QUOTE');
    const { mainContractId } = await callAsAdmin('POST', '/api/contract/v2/contracts/maincontract', {
      customerId,
      name: 'Gate framework',
    });
    return { body: { mainContractId, version: 1, customerId, name: 'Gate framework, renamed' } };
  },
  'GET /api/contract/v2/contracts/:id/other-maincontracts': async () => ({
    params: { id: (await gateContract('QUOTE')).contractId },
  }),
  'POST /api/contract/v2/contracts/linktomaincontract': async () => {
    const c = await gateContract('QUOTE');
    const { mainContractId } = await callAsAdmin('POST', '/api/contract/v2/contracts/maincontract', {
      customerId: c.customerId,
      name: 'Gate framework',
    });
    return { body: { contractId: c.contractId, version: c.version, mainContractId } };
  },
  ...contractMoveExamples(),
  'GET /api/contract/v2/contracts/period': async () => ({
    query: { contractId: (await gateContract('ACTIVE')).contractId, month: '2026-11' },
  }),
  'GET /api/contract/v2/contracts/partysummary': async () => ({
    query: { customerId: (await gateContract('ACTIVE')).customerId },
  }),
  'GET /api/contract/v2/subscriptions/contractitems': async () => ({
    query: { contractId: (await nceItem()).contractId },
  }),
  'PUT /api/contract/v2/subscriptions/limited': async () => {
    const item = await nceItem();
    return {
      body: { contractItemId: item.contractItemId, version: item.contractVersion, quantity: item.quantity + 1 },
    };
  },
  'GET /api/contract/v2/subscriptions/contractitem/:id/sync': async () => ({
    params: { id: (await nceItem()).contractItemId },
  }),
  'POST /api/invoice/v2/invoices/run-month': async () => ({ body: { month: '2027-03' } }),
  'POST /api/invoice/v2/simulations/run-month': async () => ({ body: { month: '2027-03' } }),
  'POST /api/invoice/v2/simulations/recalculate': async () => ({ body: { month: '2027-04' } }),
  'POST /api/invoice/v2/invoices/recalculate': async () => ({ body: { invoiceIds: [await gateDraft(false)] } }),
  'POST /api/invoice/v2/invoices/:id/approve': async () => {
    const id = await gateDraft(false);
    const [row] = await t.database.db.select({ version: invoices.version }).from(invoices).where(eq(invoices.id, id));
    return { params: { id }, body: { version: row!.version } };
  },
  'POST /api/invoice/v2/invoices/approve': async () => ({ body: { invoiceIds: [await gateDraft(false)] } }),
  'POST /api/invoice/v2/invoices/approve/bulk': async () => ({ body: { requestId: await gateRun(false) } }),
  'POST /api/invoice/v2/simulations/:id/approve': async () => ({ params: { id: await gateDraft(true) } }),
  'POST /api/invoice/v2/simulations/approve': async () => ({ body: { invoiceIds: [await gateDraft(true)] } }),
  'GET /api/invoice/v2/simulations/:id': async () => ({ params: { id: await gateDraft(true) } }),
  // An invoiced company of the seed, by its guid.
  'GET /api/invoice/v2/invoices/customers/:customerguid': async () => {
    const [row] = (
      await t.database.db.execute<{ guid: string }>(sql`select c.guid::text as guid from companies c
        where exists (select 1 from invoices i where i.customer_id = c.id) order by c.id limit 1`)
    ).rows;
    return { params: { customerguid: row!.guid } };
  },
  // An approved invoice of the seed (state created) on its version.
  'POST /api/invoice/v2/invoices/mark-sent': async () => ({ body: { invoiceIds: [(await gateInvoice()).invoiceId] } }),
  'POST /api/invoice/v2/invoices/set-amount-paid': async () => ({
    body: { ...(await gateInvoice()), amount: 1, receivedOn: '2026-01-05T00:00:00.000Z', method: 'bankTransfer' },
  }),
  // The gate invoice's payments; a payment of its own made for the reversal.
  'GET /api/invoice/v2/invoices/:id/payments': async () => ({ params: { id: (await gateInvoice()).invoiceId } }),
  'POST /api/invoice/v2/invoices/payments/:paymentId/reverse': async () => {
    const invoice = await gateInvoice();
    const paid = await callAsAdmin('POST', '/api/invoice/v2/invoices/set-amount-paid', {
      ...invoice,
      amount: 0.5,
      receivedOn: '2026-01-05T00:00:00.000Z',
      method: 'cash',
    });
    const [row] = (
      await t.database.db.execute<{ id: number }>(
        sql`select id from payments where invoice_id = ${invoice.invoiceId} and reversed_at is null order by id desc limit 1`,
      )
    ).rows;
    return {
      params: { paymentId: row!.id },
      body: { reason: 'Returned by the bank', on: '2026-01-06T00:00:00.000Z', version: paid.version },
    };
  },
  'PUT /api/invoice/v2/invoices/reference': async () => ({ body: { ...(await gateInvoice()), reference: 'PO-1' } }),
  'PUT /api/invoice/v2/invoices/message': async () => ({ body: { ...(await gateInvoice()), message: 'Thanks' } }),
  'POST /api/invoice/v2/followups': async () => ({
    body: { invoiceIds: [(await gateInvoice()).invoiceId], followUpType: 'reminder1' },
  }),
  // A credit note for the gate invoice's first line, in full.
  'POST /api/invoice/v2/invoices/:id/credit': async () => {
    const { invoiceId, version } = await gateInvoice();
    const [line] = (
      await t.database.db.execute<{ id: number; quantity: number }>(sql`select id, quantity::float8 as quantity
        from invoice_lines where invoice_id = ${invoiceId} and quantity > 0 order by id limit 1`)
    ).rows;
    return {
      params: { id: invoiceId },
      body: { version, reason: 'Wrong price', lines: [{ invoiceLineId: line!.id, quantity: line!.quantity }] },
    };
  },
  // Sending invoices: one approved invoice, its customer's invoices, a mailing started for the read.
  'POST /api/invoice/v2/invoices/email': async () => ({ body: { invoiceIds: [(await gateInvoice()).invoiceId] } }),
  'POST /api/invoice/v2/invoices/email-all': async () => ({
    body: { searchText: (await gateInvoiceFacts()).number },
  }),
  'POST /api/invoice/v2/invoices/send-statement': async () => ({
    body: { customerIds: [(await gateInvoiceFacts()).customerId] },
  }),
  'GET /api/invoice/v2/invoices/mailings/:id': async () => {
    const started = await callAsAdmin('POST', '/api/invoice/v2/invoices/email', {
      invoiceIds: [(await gateInvoice()).invoiceId],
    });
    return { params: { id: started.mailingId } };
  },
  'DELETE /api/invoice/v2/invoices/drafts/:id': async () => ({ params: { id: await gateDraft(false) } }),
  'DELETE /api/invoice/v2/simulations/drafts/:id': async () => ({ params: { id: await gateDraft(true) } }),
  'DELETE /api/invoice/v2/invoices/drafts/:id/lines': async () => {
    const id = await gateDraft(false);
    const [line] = (
      await t.database.db.execute<{ id: number }>(sql`select id from invoice_lines where invoice_id = ${id} limit 1`)
    ).rows;
    return { params: { id }, query: { lineIds: [line!.id] } };
  },
  'POST /api/security/v2/account/login': async () => ({ body: { email: ADMIN, password: 'demo-password-2026' } }),
  'POST /api/security/v2/identity/:id/reset-password': async () => ({
    params: { id: 2 },
    body: { onBehalfOfMainApplication: true },
  }),
  'POST /api/security/v2/identity/:id/reset-authenticator': async () => ({ params: { id: 2 } }),
  // Two-factor: a sign-in of the user without modules waiting for its code; one of the products
  // editor's enrolling (their challenge is what the calls carry).
  'POST /api/security/v2/account/login/two-factor': async () => ({
    body: await secondStepBody(t.database.db, t.config, 4),
  }),
  'POST /api/security/v2/identity/authenticator/confirm': async () => ({
    body: await enrolmentBody(t.database.db, t.config, 3),
  }),
  'POST /config/v2/screenconfigurations': async () => ({
    body: {
      type: 'filters',
      applicationCode: 'backoffice',
      screen: 'products',
      name: 'Gate',
      moduleKey: 'products',
      values: {},
    },
  }),
  'DELETE /config/v2/screenconfigurations/:id': async () => ({
    params: { id: await gateSavedFilter('To delete') },
  }),
  'GET /config/v2/screenconfigurations/:id': async () => ({ params: { id: await gateSavedFilter('To open') } }),
  'PUT /config/v2/screenconfigurations': async () => ({
    body: { screenConfigurationId: await gateSavedFilter('To share'), version: 1, name: 'Shared', shared: true },
  }),
  // Manual invoices: a draft of the gate's own (one free-text line) for each write, on its version.
  'POST /api/invoice/v2/manualinvoices': async () => ({ body: await gateManualInvoiceBody() }),
  'GET /api/invoice/v2/manualinvoices/:id': async () => ({ params: { id: (await gateManualDraft()).invoiceId } }),
  'PUT /api/invoice/v2/manualinvoices': async () => {
    const { lines: _, ...header } = await gateManualInvoiceBody();
    const draft = await gateManualDraft();
    return { body: { ...header, invoiceId: draft.invoiceId, version: draft.version, message: 'Gate' } };
  },
  'DELETE /api/invoice/v2/manualinvoices/:id': async () => {
    const draft = await gateManualDraft();
    return { params: { id: draft.invoiceId }, query: { version: draft.version } };
  },
  'POST /api/invoice/v2/manualinvoicelines': async () => {
    const draft = await gateManualDraft();
    return { body: { ...GATE_LINE, invoiceId: draft.invoiceId, version: draft.version } };
  },
  'PUT /api/invoice/v2/manualinvoicelines': async () => {
    const draft = await gateManualDraft();
    const [line] = draft.lines;
    return {
      body: {
        ...GATE_LINE,
        invoiceId: draft.invoiceId,
        invoiceLineId: line.invoiceLineId,
        version: draft.version,
        quantity: 2,
      },
    };
  },
  'DELETE /api/invoice/v2/manualinvoicelines': async () => {
    const draft = await gateManualDraft();
    return { query: { invoiceId: draft.invoiceId, version: draft.version, lineIds: [draft.lines[0].invoiceLineId] } };
  },
  // A company of the gate's own, at version 1: not validated yet and active.
  'POST /api/company/v2/companies/:id/validate': async () => ({
    params: { id: (await callAsAdmin('POST', '/api/company/v2/companies', GATE_COMPANY)).companyId },
    body: { version: 1 },
  }),
  'POST /api/company/v2/companies/:id/inactivate': async () => ({
    params: { id: (await callAsAdmin('POST', '/api/company/v2/companies', GATE_COMPANY)).companyId },
    body: { version: 1, reason: 'Gate' },
  }),
  'POST /api/company/v2/contacts/:id/invite': async () => {
    const page = await callAsAdmin('GET', '/api/company/v2/contacts?pageSize=20');
    return { params: { id: page.items.find((c: { email: string | null }) => c.email).contactId } };
  },
  // A token the portal would receive: one impersonation link, redeemed once here.
  'POST /api/company/v2/contacts/tokens/redeem': async () => {
    const { url } = await callAsAdmin('GET', '/api/company/v2/contacts/1/impersonate/redirect');
    return { body: { token: new URL(url).searchParams.get('token') } };
  },
  'POST /api/mail/v2/mails/resend': async () => ({ body: { mailId: 1, recipients: 'someone@backoffice.test' } }),
  'GET /api/product/v2/products/guid/:guid': async () => ({ params: { guid: await guidOf() } }),
  'POST /api/product/v2/products': async () => ({ body: { ...PRODUCT, code: 'GATE-2' } }),
  'PUT /api/product/v2/products': async () => {
    const p = await callAsAdmin('GET', '/api/product/v2/products/1');
    return {
      body: {
        ...PRODUCT,
        code: p.code,
        productId: p.productId,
        version: p.version,
        translations: p.translations.map((tr: { language: string; description: string }) => ({
          language: tr.language,
          description: tr.description,
        })),
      },
    };
  },
  'GET /api/product/v2/prices/:productguid': async () => ({ params: { productguid: await guidOf() } }),
  'GET /api/product/v2/prices/:productguid/explain': async () => ({
    params: { productguid: await guidOf() },
    query: { date: '2026-06-01', quantity: 1 },
  }),
  'POST /api/product/v2/prices': async () => ({ body: { ...PRICE, productGuid: await gateProductGuid() } }),
  'PUT /api/product/v2/prices': async () => {
    const productGuid = await gateProductGuid();
    const [price] = await callAsAdmin('GET', `/api/product/v2/prices/${productGuid}`);
    const current =
      price ??
      (await callAsAdmin('POST', '/api/product/v2/prices', { ...PRICE, productGuid }).then(async () => {
        const [created] = await callAsAdmin('GET', `/api/product/v2/prices/${productGuid}`);
        return created;
      }));
    return { body: { ...current, amount: 13 } };
  },
  'DELETE /api/product/v2/prices/:id': async () => {
    const productGuid = await gateProductGuid();
    await callAsAdmin('POST', '/api/product/v2/prices', { ...PRICE, productGuid, quantityFrom: 11, quantityUntil: 20 });
    const list = await callAsAdmin('GET', `/api/product/v2/prices/${productGuid}`);
    return { params: { id: list.at(-1).priceId } };
  },
};

/** The modules' own examples (server/modules/<domain>/<domain>-examples.ts), found here by themselves. */
const MODULE_EXAMPLES = Object.values(
  import.meta.glob<{ examples: ModuleExamples }>('../modules/**/*-examples.ts', { eager: true }),
);

/** Every example: the gate's own and the modules'; two for one route is a mistake. */
function allExamples(): RouteExamples {
  const all: RouteExamples = { ...EXAMPLES };
  for (const { examples } of MODULE_EXAMPLES)
    for (const [key, example] of Object.entries(examples(callAsAdmin))) {
      if (key in all) throw new Error(`Two examples for ${key}`);
      all[key] = example;
    }
  return all;
}

/** What is wrong with the routes' link to the declared endpoints, one line per problem. */
function endpointProblems(table: RouteEntry[], declared: Record<string, Record<string, Endpoint>>): string[] {
  const problems: string[] = [];
  const routes = apiRoutes(table).filter((r) => !undeclared(r));
  for (const r of routes)
    if (!r.endpoint) problems.push(`${r.method} ${r.url}: not served from a declared endpoint (use registerRoutes)`);
  for (const [domain, endpoints] of Object.entries(declared))
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const serving = routes.filter((r) => r.endpoint?.declared === endpoint).length;
      if (serving !== 1)
        problems.push(`${domain}.${name} (${endpoint.method} ${endpoint.path}): served ${serving} times`);
    }
  return problems;
}

describe('endpoint gate', () => {
  it('every API route serves a declared endpoint, and every endpoint is served once', () => {
    expect(Object.keys(DECLARED)).toEqual(expect.arrayContaining(['productEndpoints', 'rebateGroupEndpoints']));
    expect(endpointProblems(t.app.routeTable, DECLARED)).toEqual([]);
  });

  it('every route answers a valid request with a success that fits its schema', async () => {
    const routes = gateRoutes(t.app.routeTable).filter((r) => !undeclared(r));
    // Sign-out last: it ends the session the others use.
    routes.sort((a, b) => Number(a.url.endsWith('/logout/redirect')) - Number(b.url.endsWith('/logout/redirect')));
    const failures: string[] = [];
    const examples = allExamples();
    expect(MODULE_EXAMPLES.length).toBeGreaterThanOrEqual(2);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const input = { ...sampleInput(route), ...(await examples[key]?.()) };
      const res = await t.call({
        method: route.method as 'GET',
        url: fillPath(route.url, input.params) + toQueryString(input.query),
        ...(input.body !== undefined ? { payload: input.body as object } : {}),
        ...(input.contentType ? { headers: { 'content-type': input.contentType } } : {}),
        cookie,
      });
      if (res.statusCode >= 300)
        failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 300)} (add or fix its example in this gate)`);
      if (res.cookies.some((c) => c.name === 'bo_session')) cookie = await t.login(ADMIN);
    }
    console.log(`endpoint gate: ${routes.length} routes answered and checked against their schemas`);
    expect(failures).toEqual([]);
    // One request a route, some making records first: it grows with the route count (a generated
    // module's too, scripts/new-module.test.ts), so more than a file's minute on a busy machine.
  }, 180_000);

  it('catches an answer that breaks its schema, a route outside the declared endpoints and an endpoint not served', async () => {
    // Deliberately broken: a handler answers a rebate group option with a number for its name, a
    // route is registered by hand, and one endpoint of a contract is served by nobody.
    const app = await buildApp(t.config, t.database);
    const api = endpointsOf(() => import('../../src/shared/schemas/rebate-group'));
    const broken = {
      options: api.get('/api/test/options', (s) => ({ response: s.rebateGroupOptions })),
      forgotten: api.get('/api/test/forgotten', (s) => ({ response: s.rebateGroupOptions })),
    };
    const plugin: FastifyPluginAsync = (instance) =>
      registerRoutes(instance, broken, {
        // @ts-expect-error: the handler's answer does not fit the schema (types say so too)
        options: { access: { public: true }, handler: async () => [{ rebateGroupId: 1, description: 42 }] },
      });
    await app.register(plugin);
    app.get('/api/test/by-hand', { config: { access: { public: true } } }, async () => ({ ok: true }));
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/test/options' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      errorMessage: 'answerViolation',
      response: { where: 'GET /api/test/options (200)', problems: [expect.stringContaining('response.0.description')] },
    });
    expect(endpointProblems(app.routeTable, { ...DECLARED, broken })).toEqual([
      'GET /api/test/by-hand: not served from a declared endpoint (use registerRoutes)',
      'broken.forgotten (GET /api/test/forgotten): served 0 times',
    ]);
    await app.close();
  });
});
