/** The products CSV (http/csv.ts): the list's columns, headed and labelled in the user's language. */
import en from '../../../src/locales/en/product.json';
import fr from '../../../src/locales/fr/product.json';
import nl from '../../../src/locales/nl/product.json';
import type { Db } from '../../db/client';
import { columnsCsv } from '../../http/csv';
import { enumCells } from '../../http/labels';
import { exportRows, type ExportRow } from './product-repository';
import type { Language } from '../../../src/shared/constants/common';

const COLUMNS = [
  'productId',
  'productGuid',
  'code',
  'name',
  'productType',
  'priceMethod',
  'status',
  'rebateGroup',
  'updatedAt',
] as const satisfies readonly (keyof ExportRow)[];

const FIELD_LABELS = { en: en.fields, nl: nl.fields, fr: fr.fields };
/** The columns of an enumeration, written as their labels in the user's language (as the screens show them). */
const ENUMS = { productType: 'productType', priceMethod: 'priceMethod', status: 'productStatus' } as const;

export const productCsv = (db: Db, ids: Int32Array, language: Language) =>
  columnsCsv(
    COLUMNS,
    FIELD_LABELS[language],
    ids,
    (batch) => exportRows(db, batch, language),
    enumCells(language, ENUMS),
  );
