/**
 * File imports: the types with their column layout, the statuses, the rows' outcomes and the limits.
 * Zod-free: the upload dialog's preview and the route's search check may use them.
 */

/** What a file can bring in (docs/domain.md "File imports"). */
export const FILE_IMPORT_TYPES = ['usage', 'prices', 'companies', 'contacts', 'bankStatement'] as const;
export type FileImportType = (typeof FILE_IMPORT_TYPES)[number];

/**
 * An import: `uploading` while its rows are stored, `queued` once they are (its job is waiting),
 * `running` while its job works through them, `finished` when every row has its outcome.
 */
export const FILE_IMPORT_STATUSES = ['uploading', 'queued', 'running', 'finished'] as const;
export type FileImportStatus = (typeof FILE_IMPORT_STATUSES)[number];

/**
 * A row's outcome: `pending` until the job reaches it; `imported`; `skipped` (nothing to do, with
 * why: already there); `failed` (a rule broken, with its column); `needsReview` (valid, but a person
 * must decide: it differs from what is there).
 */
export const IMPORT_ROW_OUTCOMES = ['pending', 'imported', 'skipped', 'failed', 'needsReview'] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

/** The outcomes the detail's rows filter by (a pending row is shown with no filter). */
export const IMPORT_ROW_FILTER_OUTCOMES = ['imported', 'skipped', 'failed', 'needsReview'] as const;

/** What a cell holds: text, a whole number, a decimal number (comma or point), a day (YYYY-MM-DD or DD/MM/YYYY). */
export type ImportColumnKind = 'text' | 'integer' | 'decimal' | 'day';

export type ImportColumn = { readonly name: string; readonly kind: ImportColumnKind; readonly required: boolean };

/**
 * The columns of each type, in the template's order (plain literals, so a bundle that does not use
 * them leaves them out). The header row names them (case and spaces do
 * not matter); an optional column may be left out of the file.
 */
export const IMPORT_COLUMNS: Readonly<Record<FileImportType, readonly ImportColumn[]>> = {
  /** What a pay-per-use item used on a day: the item by its id or by its subscription id. */
  usage: [
    { name: 'customer', kind: 'text', required: true },
    { name: 'contractItem', kind: 'integer', required: false },
    { name: 'subscriptionId', kind: 'text', required: false },
    { name: 'productCode', kind: 'text', required: true },
    { name: 'quantity', kind: 'decimal', required: true },
    { name: 'day', kind: 'day', required: true },
  ],
  /** A general price rule of a product (docs/domain.md "Prices"). */
  prices: [
    { name: 'productCode', kind: 'text', required: true },
    { name: 'priceType', kind: 'text', required: true },
    { name: 'amount', kind: 'decimal', required: true },
    { name: 'dateFrom', kind: 'day', required: false },
    { name: 'dateUntil', kind: 'day', required: false },
    { name: 'quantityFrom', kind: 'integer', required: false },
    { name: 'quantityUntil', kind: 'integer', required: false },
  ],
  companies: [
    { name: 'name', kind: 'text', required: true },
    { name: 'vatNumber', kind: 'text', required: false },
    { name: 'partyType', kind: 'text', required: true },
    { name: 'language', kind: 'text', required: true },
    { name: 'street', kind: 'text', required: false },
    { name: 'email', kind: 'text', required: false },
    { name: 'phone', kind: 'text', required: false },
  ],
  /** A contact of a company named by its VAT number. */
  contacts: [
    { name: 'companyVatNumber', kind: 'text', required: true },
    { name: 'firstName', kind: 'text', required: true },
    { name: 'lastName', kind: 'text', required: true },
    { name: 'gender', kind: 'text', required: false },
    { name: 'language', kind: 'text', required: true },
    { name: 'email', kind: 'text', required: false },
    { name: 'phone', kind: 'text', required: false },
  ],
  /**
   * A bank statement's line, as read from a CODA or CAMT.053 file (not a spreadsheet: the file's own
   * layout; docs/domain.md "Bank statements"): its statement (account, number), then the movement.
   */
  bankStatement: [
    { name: 'account', kind: 'text', required: true },
    { name: 'statementNumber', kind: 'text', required: true },
    { name: 'sequence', kind: 'integer', required: true },
    { name: 'bookingDate', kind: 'day', required: true },
    { name: 'valueDate', kind: 'day', required: true },
    { name: 'amount', kind: 'decimal', required: true },
    { name: 'counterpartyName', kind: 'text', required: false },
    { name: 'counterpartyIban', kind: 'text', required: false },
    { name: 'counterpartyBic', kind: 'text', required: false },
    { name: 'structuredReference', kind: 'text', required: false },
    { name: 'message', kind: 'text', required: false },
    { name: 'bankReference', kind: 'text', required: false },
    { name: 'transactionCode', kind: 'text', required: true },
    { name: 'returned', kind: 'text', required: false },
    /** The statement as read (format, account, balances; JSON): the line's import records it once. */
    { name: 'statement', kind: 'text', required: true },
  ],
};

/** Two example rows per type, for the template (semicolons, comma decimals: as Belgian spreadsheets save). */
export const IMPORT_TEMPLATE_ROWS: Readonly<Record<FileImportType, readonly (readonly string[])[]>> = {
  usage: [['BE0428759497', '', '6f1c2a34-0000-4000-8000-000000000001', 'AZURE-PAYG', '12,5', '2026-05-01']],
  prices: [
    ['NCE-M365-BP-P1Y-A', 'RRP', '12,50', '2026-01-01', '2026-12-31', '1', '300'],
    ['NCE-M365-BP-P1Y-A', 'RRP', '11,90', '2026-01-01', '2026-12-31', '301', ''],
  ],
  companies: [
    ['Voorbeeld BV', 'BE0428759497', 'ENDUSER', 'NL', 'Kerkstraat 1', 'info@voorbeeld.be', '+32 2 123 45 67'],
  ],
  contacts: [['BE0428759497', 'An', 'Peeters', 'f', 'NL', 'an.peeters@voorbeeld.be', '+32 470 12 34 56']],
  /** A statement is the bank's file itself (CODA or CAMT.053), never a template. */
  bankStatement: [],
};

/** The types whose file is not a spreadsheet but a bank's statement (CODA .cod/.txt, CAMT.053 .xml). */
export const STATEMENT_IMPORT_TYPES = ['bankStatement'] as const satisfies readonly FileImportType[];

/** How an import's file was read: a spreadsheet (CSV, XLSX) or a bank statement (CODA, CAMT.053). */
export const FILE_IMPORT_FORMATS = ['csv', 'xlsx', 'coda', 'camt'] as const;
export type FileImportFormat = (typeof FILE_IMPORT_FORMATS)[number];

/** The largest file an upload takes (bytes): more is a 400 on `file` (`fileImport.tooLarge|20`). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** The most data rows one file may hold. */
export const MAX_IMPORT_ROWS = 200_000;

/** The first rows the upload dialog previews. */
export const IMPORT_PREVIEW_ROWS = 5;

/** Columns the imports list sorts by (`orderBys`); newest first when none. */
export const FILE_IMPORT_SORT_COLUMNS = ['createdAt', 'fileName', 'type', 'status'] as const;

/** The content types the upload takes (the file's bytes are the body). */
export const CSV_CONTENT_TYPE = 'text/csv';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
