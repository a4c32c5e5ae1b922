import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, XLSX_CONTENT_TYPE } from '../../../src/shared/constants/file-import';
import { enterpriseNumberProblem } from '../../../src/shared/enterprise-number';
import type { FileImportDetail } from '../../../src/shared/schemas/file-import';
import { createUserWithRights } from '../../testing/routes';
import { ADMIN, testAppForFile, VIEWER } from '../../testing/test-app';
import { xlsxFile } from '../../testing/xlsx-file';
import { buildApp } from '../../app';
import { importSlice, importToEnd } from './import-run';

const t = testAppForFile();
const BASE = '/api/file/v2/imports';

const upload = (cookie: string, type: string, fileName: string, body: string | Buffer, contentType = 'text/csv') =>
  t.call({
    method: 'POST',
    url: `${BASE}?type=${type}&fileName=${encodeURIComponent(fileName)}`,
    payload: body,
    headers: { 'content-type': contentType },
    cookie,
  });

/** Uploads, works the import to its end, and answers its detail with every row. */
async function imported(cookie: string, type: string, fileName: string, body: string | Buffer, contentType?: string) {
  const res = await upload(cookie, type, fileName, body, contentType);
  expect(res.statusCode, res.body).toBe(201);
  const { importId } = res.json().response as { importId: number };
  await importToEnd(t.database.db, importId);
  return (await t.read(`${BASE}/${importId}?pageSize=100`, cookie)) as FileImportDetail;
}

const rowsOf = (detail: FileImportDetail) =>
  detail.rows.items.map((r) => ({ line: r.line, outcome: r.outcome, column: r.column, reason: r.reason }));

async function aProduct() {
  const rows = await t.database.db.execute<{ code: string; guid: string }>(
    sql`select code, guid from products p where (select count(*) from products o where lower(o.code) = lower(p.code)) = 1
      order by id limit 1`,
  );
  return rows.rows[0]!;
}

const count = async (table: string) =>
  Number((await t.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n);

describe('file import types', () => {
  it('lists the five types with their columns, what the caller may import, and a template per type', async () => {
    const admin = await t.login(ADMIN);
    const types = await t.read(`${BASE}/types`, admin);
    expect(types.map((x: { type: string }) => x.type)).toEqual([
      'usage',
      'prices',
      'companies',
      'contacts',
      'bankStatement',
    ]);
    expect(types[1].columns.map((c: { name: string }) => c.name)).toEqual([
      'productCode',
      'priceType',
      'amount',
      'dateFrom',
      'dateUntil',
      'quantityFrom',
      'quantityUntil',
    ]);
    expect(types.every((x: { allowed: boolean }) => x.allowed)).toBe(true);
    const viewer = await t.login(VIEWER);
    expect((await t.read(`${BASE}/types`, viewer)).some((x: { allowed: boolean }) => x.allowed)).toBe(false);
    const template = await t.call({ method: 'GET', url: `${BASE}/types/prices/template`, cookie: admin });
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body).toMatch(
      /^\uFEFFproductCode;priceType;amount;dateFrom;dateUntil;quantityFrom;quantityUntil\r\n/,
    );
  });
});

describe('a prices CSV with semicolons, comma decimals and a BOM', () => {
  it('imports the good rows, fails the bad ones with line and column, and takes the fixed file for the fixed rows only', async () => {
    const admin = await t.login(ADMIN);
    const product = await aProduct();
    const file = (amount3: string, code5: string) =>
      '\uFEFFproductCode;priceType;amount;dateFrom;dateUntil;quantityFrom;quantityUntil\r\n' +
      `${product.code};RRP;1234,5;2019-01-01;2019-12-31;1;10\r\n` +
      `${product.code};RRP;${amount3};2019-01-01;2019-12-31;11;20\r\n` +
      `${product.code};rrp;"1.250,75";01/01/2019;31/12/2019;21;100\r\n` +
      `${code5};RRP;3,10;2019-01-01;2019-12-31;101;\r\n`;
    const first = await imported(admin, 'prices', 'prices.csv', file('twelve', 'NO-SUCH-CODE'));
    expect(first.fileImport).toMatchObject({
      status: 'finished',
      separator: ';',
      decimalSign: ',',
      encoding: 'utf-8',
      counts: { total: 4, done: 4, imported: 2, skipped: 0, failed: 2, needsReview: 0 },
    });
    expect(rowsOf(first)).toEqual([
      { line: 2, outcome: 'imported', column: null, reason: null },
      { line: 3, outcome: 'failed', column: 'amount', reason: 'validation.number' },
      { line: 4, outcome: 'imported', column: null, reason: null },
      { line: 5, outcome: 'failed', column: 'productCode', reason: 'fileImport.productNotFound|NO-SUCH-CODE' },
    ]);
    const prices = await t.read(`/api/product/v2/prices/${product.guid}`, admin);
    const imported2019 = prices.filter((p: { dateFrom: string | null }) => p.dateFrom?.startsWith('2019'));
    expect(imported2019.map((p: { amount: number }) => p.amount).sort()).toEqual([1234.5, 1250.75]);

    // The failures as CSV, the reason in the reader's language.
    const errors = await t.call({ method: 'GET', url: `${BASE}/${first.fileImport.importId}/errors`, cookie: admin });
    const lines = errors.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Line,Outcome,Column,Reason,productCode,priceType,amount,dateFrom,dateUntil,quantityFrom,quantityUntil',
    );
    expect(lines.slice(1)).toEqual([
      `3,Failed,amount,Enter a number.,${product.code},RRP,twelve,2019-01-01,2019-12-31,11,20`,
      `5,Failed,productCode,No product has the code NO-SUCH-CODE.,NO-SUCH-CODE,RRP,"3,10",2019-01-01,2019-12-31,101,`,
    ]);

    // Fixed and uploaded again: only the fixed rows are imported, the others are already there.
    const fixed = file('12,5', product.code);
    const second = await imported(admin, 'prices', 'prices-fixed.csv', fixed);
    expect(second.fileImport.counts).toMatchObject({ imported: 2, skipped: 2, failed: 0 });
    expect(rowsOf(second).map((r) => r.outcome)).toEqual(['skipped', 'imported', 'skipped', 'imported']);

    // The same file again: refused, nothing new.
    const before = await count('import_rows');
    const again = await upload(admin, 'prices', 'prices-fixed (2).csv', fixed);
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({ file: `fileImport.sameFile|${second.fileImport.importId}` });
    expect(await count('import_rows')).toBe(before);
  });

  it('a rule that differs from the one there needs a person', async () => {
    const admin = await t.login(ADMIN);
    const product = await aProduct();
    const head = 'productCode;priceType;amount;dateFrom;dateUntil\r\n';
    await imported(admin, 'prices', 'a.csv', `${head}${product.code};RRP;10,00;2018-01-01;2018-12-31\r\n`);
    const other = await imported(
      admin,
      'prices',
      'b.csv',
      `${head}${product.code};RRP;11,00;2018-01-01;2018-12-31\r\n`,
    );
    expect(rowsOf(other)).toEqual([
      { line: 2, outcome: 'needsReview', column: 'amount', reason: 'fileImport.priceDiffers|10' },
    ]);
  });
});

describe('companies and contacts', () => {
  it('reads Windows-1252 with commas and points, and checks the enterprise number', async () => {
    const admin = await t.login(ADMIN);
    const text =
      'name,vatNumber,partyType,language,street\r\n' +
      'Brasserie Zoë & Fils,BE 0428.759.497,enduser,FR,Rue de l’Église 3\r\n' +
      'Bad Number BV,BE0428759498,ENDUSER,NL,\r\n' +
      'Café Noël,,ENDUSER,FR,\r\n';
    const bytes = Buffer.from(
      [...text].map((ch) => ({ ë: 0xeb, é: 0xe9, É: 0xc9, '’': 0x92 })[ch] ?? ch.charCodeAt(0)),
    );
    await t.database.db.execute(sql`update companies set vat_number = null where vat_number = 'BE0428759497'`);
    const detail = await imported(admin, 'companies', 'companies.csv', bytes);
    expect(detail.fileImport).toMatchObject({
      encoding: 'windows-1252',
      separator: ',',
      counts: { imported: 2, failed: 1 },
    });
    expect(rowsOf(detail)[1]).toEqual({
      line: 3,
      outcome: 'failed',
      column: 'vatNumber',
      reason: 'validation.enterpriseCheck',
    });
    const made = await t.database.db.execute<{ name: string; street: string | null }>(
      sql`select name, street from companies where vat_number = 'BE0428759497' or name = 'Café Noël' order by name`,
    );
    expect(made.rows).toEqual([
      { name: 'Brasserie Zoë & Fils', street: 'Rue de l’Église 3' },
      { name: 'Café Noël', street: null },
    ]);
  });

  it('a known VAT number under another name needs a person: a task for the row, none when its slice is done again', async () => {
    const admin = await t.login(ADMIN);
    // The newest company with a Belgian number that passes its check and is its own (the seed gives
    // data quality a few that do not).
    const known = (
      await t.database.db.execute<{ name: string; vat: string }>(
        sql`select name, vat_number as vat from companies c where vat_number like 'BE%'
            and (select count(*) from companies o where o.vat_number = c.vat_number) = 1 order by id desc`,
      )
    ).rows.find((c) => enterpriseNumberProblem(c.vat) === null);
    const file =
      'name;vatNumber;partyType;language\r\n' +
      `Renamed ${known!.name};${known!.vat};ENDUSER;NL\r\n` +
      `${known!.name.toUpperCase()};${known!.vat};ENDUSER;NL\r\n`;
    const detail = await imported(admin, 'companies', 'renamed.csv', file);
    const importId = detail.fileImport.importId;
    const reason = `fileImport.companyNameDiffers|${known!.name}`;
    expect(rowsOf(detail)).toEqual([
      { line: 2, outcome: 'needsReview', column: 'name', reason },
      { line: 3, outcome: 'skipped', column: null, reason: 'fileImport.alreadyThere' },
    ]);
    const tasks = async () =>
      (await t.read(`/api/task/v2/tasks/list?subjectKind=fileImport&subjectId=${importId}`, admin)).items as {
        taskId: number;
        category: string;
        status: string;
        subject: { kind: string; id: number; label: string };
      }[];
    const made = await tasks();
    expect(made.map(({ category, status, subject }) => ({ category, status, subject }))).toEqual([
      {
        category: 'importRow',
        status: 'open',
        subject: expect.objectContaining({ kind: 'fileImport', id: importId, label: 'renamed.csv:2' }),
      },
    ]);
    const task = await t.read(`/api/task/v2/tasks/${made[0]!.taskId}`, admin);
    expect(task.payload).toEqual({
      importId,
      line: 2,
      column: 'name',
      reason,
      row: {
        name: `Renamed ${known!.name}`,
        vatNumber: known!.vat,
        partyType: 'ENDUSER',
        language: 'NL',
        street: '',
        email: '',
        phone: '',
      },
    });
    // The slice done again (its job delivered twice): the row needs the person it has already.
    await t.database.db.execute(sql`update file_imports set status = 'running', cursor = 0 where id = ${importId}`);
    await importToEnd(t.database.db, importId);
    expect((await tasks()).map((x) => x.taskId)).toEqual([made[0]!.taskId]);
  });

  it('reads an XLSX workbook of contacts, and skips a contact already there', async () => {
    const admin = await t.login(ADMIN);
    const [company] = (
      await t.database.db.execute<{ vat: string }>(
        sql`select vat_number as vat from companies where vat_number like 'BE%' order by id limit 1`,
      )
    ).rows;
    const header = ['companyVatNumber', 'firstName', 'lastName', 'gender', 'language', 'email', 'phone'];
    const rows = [
      header,
      [company!.vat, 'Lotte', 'Maes', 'f', 'NL', 'lotte.maes@example.be', '+32 470 11 22 33'],
      [company!.vat, 'Jean', 'Dubois', '', 'fr', '', 3224567890],
      ['BE0999999999', 'No', 'Company', 'm', 'NL', '', ''],
    ];
    const detail = await imported(admin, 'contacts', 'contacts.xlsx', await xlsxFile(rows), XLSX_CONTENT_TYPE);
    expect(detail.fileImport).toMatchObject({ format: 'xlsx', counts: { imported: 2, failed: 1 } });
    expect(rowsOf(detail)[2]).toMatchObject({ line: 4, outcome: 'failed', column: 'companyVatNumber' });
    const again = await imported(
      admin,
      'contacts',
      'contacts-2.xlsx',
      await xlsxFile([header, rows[1]!]),
      XLSX_CONTENT_TYPE,
    );
    expect(rowsOf(again)).toEqual([{ line: 2, outcome: 'skipped', column: null, reason: 'fileImport.alreadyThere' }]);
  });
});

describe('usage of pay-per-use items', () => {
  it('adds a day to its month once; another quantity for the same day needs a person', async () => {
    const admin = await t.login(ADMIN);
    const [item] = (
      await t.database.db.execute<{ id: number; vat: string; code: string; start: string }>(
        sql`select i.id, co.vat_number as vat, p.code, greatest(i.date_start, '2031-03-01')::text as start
          from contract_items i join contracts c on c.id = i.contract_id join companies co on co.id = c.customer_id
          join products p on p.id = i.product_id
          where c.calculation_type = 'payPerUse' and co.vat_number is not null and (i.date_end is null or i.date_end > '2031-06-30')
          order by i.id limit 1`,
      )
    ).rows;
    const day = item!.start;
    const month = day.slice(0, 7);
    const usage = async () =>
      Number(
        (
          await t.database.db.execute<{ q: string }>(
            sql`select coalesce(sum(quantity), 0) as q from usage_records where contract_item_id = ${item!.id} and month = ${month}`,
          )
        ).rows[0]!.q,
      );
    const head = 'customer;contractItem;productCode;quantity;day\r\n';
    const first = await imported(
      admin,
      'usage',
      'usage.csv',
      `${head}${item!.vat};${item!.id};${item!.code};2,5;${day}\r\n`,
    );
    expect(rowsOf(first)[0]).toMatchObject({ outcome: 'imported' });
    expect(await usage()).toBe(2.5);
    const other = await imported(
      admin,
      'usage',
      'usage-2.csv',
      `${head}${item!.vat};${item!.id};${item!.code};3;${day}\r\n`,
    );
    expect(rowsOf(other)[0]).toEqual({
      line: 2,
      outcome: 'needsReview',
      column: 'quantity',
      reason: 'fileImport.usageDiffers|2.5',
    });
    expect(await usage()).toBe(2.5);
    const wrong = await imported(admin, 'usage', 'usage-3.csv', `${head}${item!.vat};${item!.id};OTHER;3;${day}\r\n`);
    expect(rowsOf(wrong)[0]).toMatchObject({ outcome: 'failed', column: 'productCode' });
  });
});

describe('refused uploads', () => {
  it('answers 400 on `file` for broken, empty, huge and wrongly encoded files, and writes nothing', async () => {
    const admin = await t.login(ADMIN);
    const before = await count('file_imports');
    const refusals: [string | Buffer, string, string?][] = [
      ['', 'fileImport.empty'],
      ['productCode;priceType;amount\r\n', 'fileImport.noRows'],
      ['productCode;priceType;price\r\nX;RRP;1\r\n', 'fileImport.unknownColumn|price'],
      ['productCode;amount\r\nX;1\r\n', 'fileImport.missingColumn|priceType'],
      ['productCode;priceType;amount\r\n"X;RRP;1\r\n', 'fileImport.unclosedQuote|2'],
      [Buffer.from('productCode;priceType;amount\r\nX;RRP;1\r\n', 'utf16le'), 'fileImport.notText'],
      [Buffer.from('PK\u0003\u0004 not really a workbook'), 'fileImport.notXlsx', XLSX_CONTENT_TYPE],
      ['productCode;priceType;amount\r\n', 'fileImport.notXlsx', XLSX_CONTENT_TYPE],
      [Buffer.alloc(MAX_IMPORT_BYTES + 10, 'a'), 'fileImport.tooLarge|20'],
    ];
    for (const [body, code, type] of refusals) {
      const res = await upload(admin, 'prices', 'bad.csv', body, type);
      expect(res.statusCode, String(code)).toBe(400);
      expect(res.json().fieldErrors).toEqual({ file: code });
    }
    const json = await t.call({
      method: 'POST',
      url: `${BASE}?type=prices&fileName=x.csv`,
      payload: {},
      cookie: admin,
    });
    expect(json.json().fieldErrors).toEqual({ file: 'validation.required' });
    const noType = await upload(admin, 'nothing', 'x.csv', 'a\r\n1\r\n');
    expect(noType.json().fieldErrors).toMatchObject({ type: expect.stringMatching(/^validation\./) });
    expect(await count('file_imports')).toBe(before);
  });

  it('needs the imports edit right and the edit right of what the type writes', async () => {
    const viewer = await t.login(VIEWER);
    expect((await upload(viewer, 'prices', 'p.csv', 'productCode;priceType;amount\r\nX;RRP;1\r\n')).statusCode).toBe(
      403,
    );
    const rights = ['MODULE_READ', 'MODULE_EDIT'].map((functionCode) => ({
      functionCode,
      valueType: 'Multiselect' as const,
      valueCode: 'fileimports',
    }));
    await createUserWithRights(t.database, 'importer@backoffice.test', rights);
    const importer = await t.login('importer@backoffice.test');
    expect((await upload(importer, 'prices', 'p.csv', 'productCode;priceType;amount\r\nX;RRP;1\r\n')).statusCode).toBe(
      403,
    );
    expect((await t.call({ method: 'GET', url: BASE, cookie: importer })).statusCode).toBe(200);
  });
});

/**
 * Until the import shows as finished (asked as the screen asks) and its job is done with it (none
 * left to work when the test's app closes).
 */
async function workedToEnd(importId: number, cookie: string) {
  await expect
    .poll(
      async () => {
        const { fileImport } = await t.read(`${BASE}/${importId}?pageSize=5`, cookie);
        const active = await t.database.db.execute(
          sql`select 1 from pgboss.job where name = 'file-import' and state in ('created', 'retry', 'active')`,
        );
        return fileImport.status === 'finished' && active.rows.length === 0;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
}

/** Uploads these lines as a prices CSV (every column, up to the quantities); the import's id. */
async function uploadPriceLines(cookie: string, fileName: string, lines: string[]): Promise<number> {
  const head = 'productCode;priceType;amount;dateFrom;dateUntil;quantityFrom;quantityUntil';
  const res = await upload(cookie, 'prices', fileName, `${head}\n${lines.join('\n')}`);
  expect(res.statusCode).toBe(201);
  return res.json().response.importId;
}

describe('the import as a job', () => {
  it('is worked by the queue to its end, and a resumed import does no row twice', async () => {
    const admin = await t.login(ADMIN);
    const product = await aProduct();
    const lines = Array.from({ length: 250 }, (_, i) => `${product.code};RRP;${i + 1},25;;;${i * 2 + 1};${i * 2 + 2}`);
    const importId = await uploadPriceLines(admin, 'many.csv', lines);
    // The queue's worker works it; the list shows its progress until it is finished.
    await workedToEnd(importId, admin);
    const item: { status: string; counts: { done: number; imported: number; failed: number; needsReview: number } } = (
      await t.read(`${BASE}?pageSize=5`, admin)
    ).items.find((x: { importId: number }) => x.importId === importId);
    expect(item.status).toBe('finished');
    expect(item.counts.done).toBe(250);
    expect(item.counts.imported + item.counts.failed + item.counts.needsReview).toBe(250);
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from import_rows where import_id = ${importId} and outcome = 'pending'`,
    );
    expect(rows.rows[0]!.n).toBe(0);
    // Done again (a job delivered twice): nothing changes.
    const prices = await count('prices');
    await importToEnd(t.database.db, importId);
    expect(await count('prices')).toBe(prices);
  });
});

describe('an instance that stops during an import', () => {
  it('leaves it for the next one, which goes on after the last slice done: every row once', async () => {
    const admin = await t.login(ADMIN);
    const product = await aProduct();
    const lines = Array.from(
      { length: 120 },
      (_, i) => `${product.code};RRP;${i + 1},10;2017-01-01;2017-12-31;${i * 3 + 1};${i * 3 + 3}`,
    );
    const importId = await uploadPriceLines(admin, 'restart.csv', lines);
    // Its job gone with the instance after one slice of 30 rows.
    await t.database.db.execute(sql.raw('delete from pgboss.job'));
    await importSlice(t.database.db, importId, 30);
    const restarted = await buildApp(t.config, t.database);
    try {
      await restarted.ready();
      await workedToEnd(importId, admin);
      const { fileImport } = await t.read(`${BASE}/${importId}?pageSize=5`, admin);
      expect(fileImport).toMatchObject({ status: 'finished', counts: { total: 120, done: 120, imported: 120 } });
      const made = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from prices p join products r on r.id = p.product_id
          where r.code = ${product.code} and p.date_from = '2017-01-01'`,
      );
      expect(made.rows[0]!.n).toBe(120);
    } finally {
      await restarted.close();
    }
  });
});
