import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/field-errors';
import {
  manualInvoiceCustomerQuery,
  manualInvoiceDeleteQuery,
  manualInvoiceForm,
  manualInvoiceHeaderForm,
  manualInvoiceInput,
  manualInvoiceLineAdd,
  manualInvoiceLineForm,
  manualInvoiceLineInput,
  manualInvoiceLinesDelete,
  manualInvoiceLineUpdate,
  manualInvoiceListQuery,
  manualInvoiceUpdate,
} from './manual-invoice';

const LINE = {
  manualProductId: 7,
  description: ' Consultancy hour ',
  quantity: 3,
  unitPrice: 95,
  vatRate: 21,
  unit: 'hour',
};
const HEADER = {
  customerId: 12,
  contractTypeId: 3,
  periodFrom: '2026-12-01T00:00:00.000Z',
  periodTo: '2026-12-31T00:00:00.000Z',
};
const VALID = { ...HEADER, lines: [LINE] };

describe('a manual invoice', () => {
  it('takes a header and its lines: receiver client by default, texts trimmed, empty ones none', () => {
    expect(manualInvoiceInput.parse({ ...VALID, reference: ' PO-1 ', message: '  ' })).toEqual({
      ...HEADER,
      receiver: 'client',
      reference: 'PO-1',
      message: null,
      lines: [{ ...LINE, description: 'Consultancy hour' }],
    });
    expect(manualInvoiceInput.parse({ ...VALID, receiver: 'accounting' }).receiver).toBe('accounting');
    expect(errorsOf(manualInvoiceInput, { ...VALID, receiver: 'reseller' })).toEqual({
      receiver: 'validation.invalid',
    });
  });

  it('requires the customer, the contract type and the period, as ids and days at midnight UTC', () => {
    expect(errorsOf(manualInvoiceInput, { lines: [LINE] })).toEqual({
      customerId: 'validation.required',
      contractTypeId: 'validation.required',
      periodFrom: 'validation.required',
      periodTo: 'validation.required',
    });
    expect(
      errorsOf(manualInvoiceInput, {
        ...VALID,
        customerId: 0,
        contractTypeId: 1.5,
        periodFrom: '2026-12-01',
        periodTo: '2026-02-30T00:00:00.000Z',
      }),
    ).toEqual({
      customerId: 'validation.positive',
      contractTypeId: 'validation.integer',
      periodFrom: 'validation.date',
      periodTo: 'validation.date',
    });
  });

  it('ends its period on or after its first day (one day is a period), also beside other errors', () => {
    expect(manualInvoiceInput.safeParse({ ...VALID, periodTo: VALID.periodFrom }).success).toBe(true);
    expect(errorsOf(manualInvoiceInput, { ...VALID, periodTo: '2026-11-30T00:00:00.000Z' })).toEqual({
      periodTo: 'validation.periodOrder',
    });
    expect(
      errorsOf(manualInvoiceInput, {
        ...VALID,
        customerId: 'x',
        periodTo: '2026-11-30T00:00:00.000Z',
        lines: [{ ...LINE, quantity: 1.5 }],
      }),
    ).toEqual({
      customerId: 'validation.number',
      periodTo: 'validation.periodOrder',
      'lines.0.quantity': 'validation.integer',
    });
  });

  it('keeps the reference to 100 and the message to 1000 characters', () => {
    expect(errorsOf(manualInvoiceInput, { ...VALID, reference: 'r'.repeat(101), message: 'm'.repeat(1001) })).toEqual({
      reference: 'validation.maxLength|100',
      message: 'validation.maxLength|1000',
    });
    expect(
      manualInvoiceInput.safeParse({ ...VALID, reference: 'r'.repeat(100), message: 'm'.repeat(1000) }).success,
    ).toBe(true);
  });

  it('has 1 to 200 lines, each error on lines.<i>.<field>', () => {
    expect(errorsOf(manualInvoiceInput, { ...VALID, lines: [] })).toEqual({ lines: 'validation.required' });
    expect(errorsOf(manualInvoiceInput, { ...HEADER })).toEqual({ lines: 'validation.required' });
    expect(errorsOf(manualInvoiceInput, { ...VALID, lines: Array(201).fill(LINE) })).toEqual({
      lines: 'validation.maxItems|200',
    });
    expect(manualInvoiceInput.safeParse({ ...VALID, lines: Array(200).fill(LINE) }).success).toBe(true);
    expect(errorsOf(manualInvoiceInput, { ...VALID, lines: [LINE, { ...LINE, description: ' ' }] })).toEqual({
      'lines.1.description': 'validation.required',
    });
  });

  it('changes its header with the id and the version, without lines', () => {
    const update = { ...HEADER, invoiceId: 5, version: 2 };
    expect(manualInvoiceUpdate.parse(update)).toMatchObject({ invoiceId: 5, version: 2, receiver: 'client' });
    expect(errorsOf(manualInvoiceUpdate, HEADER)).toEqual({
      invoiceId: 'validation.required',
      version: 'validation.required',
    });
    expect(errorsOf(manualInvoiceUpdate, { ...update, periodTo: '2026-11-01T00:00:00.000Z' })).toEqual({
      periodTo: 'validation.periodOrder',
    });
  });
});

describe('a manual invoice line', () => {
  it('comes from a manual product or is free text (no product)', () => {
    expect(manualInvoiceLineInput.parse(LINE).manualProductId).toBe(7);
    expect(manualInvoiceLineInput.parse({ ...LINE, manualProductId: null }).manualProductId).toBeNull();
    expect(manualInvoiceLineInput.parse({ ...LINE, manualProductId: undefined }).manualProductId).toBeNull();
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, manualProductId: 0 })).toEqual({
      manualProductId: 'validation.positive',
    });
  });

  it('has a description of 1 to 200 characters', () => {
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, description: undefined })).toEqual({
      description: 'validation.required',
    });
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, description: 'd'.repeat(201) })).toEqual({
      description: 'validation.maxLength|200',
    });
  });

  it('counts a whole quantity from 1 to 1,000,000', () => {
    for (const quantity of [1, 1_000_000])
      expect(manualInvoiceLineInput.safeParse({ ...LINE, quantity }).success).toBe(true);
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, quantity: 2.5 })).toEqual({ quantity: 'validation.integer' });
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, quantity: 0 })).toEqual({ quantity: 'validation.min|1' });
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, quantity: 1_000_001 })).toEqual({
      quantity: 'validation.max|1000000',
    });
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, quantity: undefined })).toEqual({
      quantity: 'validation.required',
    });
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, quantity: '3' })).toEqual({ quantity: 'validation.number' });
  });

  it('takes a unit price of two decimals from -999,999.99 (a discount) to 999,999.99', () => {
    for (const unitPrice of [-999_999.99, -0.01, 0, 0.29, 999_999.99])
      expect(manualInvoiceLineInput.safeParse({ ...LINE, quantity: 1, unitPrice }).success).toBe(true);
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, unitPrice: 1.005 })).toEqual({
      unitPrice: 'validation.decimals|2',
    });
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, unitPrice: -1_000_000 })).toEqual({
      unitPrice: 'validation.min|-999999.99',
    });
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, unitPrice: 1_000_000 })).toEqual({
      unitPrice: 'validation.max|999999.99',
    });
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, unitPrice: null })).toEqual({
      unitPrice: 'validation.required',
    });
  });

  it('keeps quantity x unit price within 999,999,999.99 either way', () => {
    expect(manualInvoiceLineInput.safeParse({ ...LINE, quantity: 1000, unitPrice: 999_999.99 }).success).toBe(true);
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, quantity: 1001, unitPrice: 999_999.99 })).toEqual({
      unitPrice: 'validation.amountTooLarge',
    });
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, quantity: 1001, unitPrice: -999_999.99 })).toEqual({
      unitPrice: 'validation.amountTooLarge',
    });
  });

  it('takes the Belgian VAT rates and the units of manual products only', () => {
    for (const vatRate of [0, 6, 12, 21])
      expect(manualInvoiceLineInput.safeParse({ ...LINE, vatRate }).success).toBe(true);
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, vatRate: 20, unit: 'litre' })).toEqual({
      vatRate: 'validation.oneOf|0, 6, 12, 21',
      unit: 'validation.oneOf|hour, day, piece, month, year',
    });
    expect(errorsOf(manualInvoiceLineInput, { ...LINE, vatRate: undefined, unit: undefined })).toEqual({
      vatRate: 'validation.required',
      unit: 'validation.required',
    });
  });

  it('is added and changed on the invoice version; lines are deleted by id with the version', () => {
    expect(manualInvoiceLineAdd.parse({ ...LINE, invoiceId: 5, version: 3 })).toMatchObject({
      invoiceId: 5,
      version: 3,
    });
    expect(errorsOf(manualInvoiceLineAdd, LINE)).toEqual({
      invoiceId: 'validation.required',
      version: 'validation.required',
    });
    expect(errorsOf(manualInvoiceLineUpdate, { ...LINE, invoiceId: 5, version: 3 })).toEqual({
      invoiceLineId: 'validation.required',
    });
    expect(
      errorsOf(manualInvoiceLineUpdate, { ...LINE, invoiceId: 5, invoiceLineId: 9, version: 3, quantity: 0 }),
    ).toEqual({
      quantity: 'validation.min|1',
    });
    expect(manualInvoiceLinesDelete.parse({ invoiceId: '5', version: '3', lineIds: '9' })).toEqual({
      invoiceId: 5,
      version: 3,
      lineIds: [9],
    });
    expect(errorsOf(manualInvoiceLinesDelete, { invoiceId: '5', version: '3', lineIds: [] })).toEqual({
      lineIds: 'validation.required',
    });
    expect(manualInvoiceDeleteQuery.parse({})).toEqual({});
    expect(manualInvoiceDeleteQuery.parse({ version: '2' })).toEqual({ version: 2 });
  });
});

describe('the list and the customer choice', () => {
  it('filters by states, customers and contract types, sorts by the known columns', () => {
    expect(
      manualInvoiceListQuery.parse({
        statuses: 'draft',
        customerIds: ['4', '5'],
        contractTypeIds: '2',
        orderBys: 'periodFrom_desc',
      }),
    ).toMatchObject({
      statuses: ['draft'],
      customerIds: [4, 5],
      contractTypeIds: [2],
      orderBys: ['periodFrom_desc'],
      pageSize: 20,
    });
    expect(errorsOf(manualInvoiceListQuery, { statuses: 'open', orderBys: 'month' })).toEqual({
      'statuses.0': 'validation.invalid',
      'orderBys.0': 'validation.invalidSort',
    });
  });

  it('finds customers by text and party types, or names them by id', () => {
    expect(manualInvoiceCustomerQuery.parse({ searchText: ' brew ', partyTypes: 'ENDUSER', ids: ['3'] })).toEqual({
      searchText: 'brew',
      partyTypes: ['ENDUSER'],
      ids: [3],
    });
    expect(errorsOf(manualInvoiceCustomerQuery, { partyTypes: 'CUSTOMER' })).toEqual({
      'partyTypes.0': 'validation.invalid',
    });
  });
});

describe('the dialogs', () => {
  const FORM = {
    customerId: 12,
    contractTypeId: 3,
    receiver: 'client',
    periodFrom: '2026-12-01',
    periodTo: '2026-12-31',
    reference: '',
    message: '',
    lines: [{ ...LINE, manualProductId: '' }],
  };

  it('read empty inputs as missing: required, or free text for the product', () => {
    expect(
      errorsOf(manualInvoiceForm, {
        ...FORM,
        customerId: null,
        contractTypeId: '',
        periodFrom: '',
        lines: [{ manualProductId: null, description: '', quantity: '', unitPrice: null, vatRate: '', unit: '' }],
      }),
    ).toEqual({
      customerId: 'validation.required',
      contractTypeId: 'validation.required',
      periodFrom: 'validation.required',
      'lines.0.description': 'validation.required',
      'lines.0.quantity': 'validation.required',
      'lines.0.unitPrice': 'validation.required',
      'lines.0.vatRate': 'validation.required',
      'lines.0.unit': 'validation.required',
    });
  });

  it('give the body the call sends: days at midnight UTC, free-text lines without a product', () => {
    const body = manualInvoiceForm.parse(FORM);
    expect(body).toEqual({
      customerId: 12,
      contractTypeId: 3,
      receiver: 'client',
      periodFrom: '2026-12-01T00:00:00.000Z',
      periodTo: '2026-12-31T00:00:00.000Z',
      reference: null,
      message: null,
      lines: [{ ...LINE, description: 'Consultancy hour', manualProductId: null }],
    });
    expect(manualInvoiceInput.safeParse(body).success).toBe(true);
    // A day held as the detail gives it (midnight UTC) is taken as well.
    expect(manualInvoiceHeaderForm.parse({ ...FORM, periodFrom: '2026-12-01T00:00:00.000Z' }).periodFrom).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });

  it('check the period order on the days held, and refuse text that is no day', () => {
    expect(errorsOf(manualInvoiceHeaderForm, { ...FORM, periodTo: '2026-11-30' })).toEqual({
      periodTo: 'validation.periodOrder',
    });
    expect(errorsOf(manualInvoiceHeaderForm, { ...FORM, periodFrom: '31/12/2026' })).toEqual({
      periodFrom: 'validation.date',
    });
    expect(errorsOf(manualInvoiceLineForm, { ...LINE, quantity: '', unitPrice: 1.001 })).toEqual({
      quantity: 'validation.required',
      unitPrice: 'validation.decimals|2',
    });
    expect(manualInvoiceLineForm.parse({ ...LINE, manualProductId: '' }).manualProductId).toBeNull();
  });
});
