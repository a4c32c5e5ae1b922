/**
 * Companies and contacts rows: checked by the company and contact forms' own schemas (the enterprise
 * number's check digits included: `vatNumberField`) and written by their repositories, so the
 * company's timeline says who imported them. A company whose VAT number (or, without one, whose
 * name) is known is skipped, unless that VAT number is known under another name: then a person
 * decides (renamed, or a wrong number in the file). A contact of the company with the same e-mail
 * or name is skipped.
 */
import { and, eq, sql } from 'drizzle-orm';
import { companyInput, vatNumberField } from '../../../src/shared/schemas/company';
import { contactInput } from '../../../src/shared/schemas/contact';
import { companies, contacts } from '../../db/schema';
import { createCompany } from '../company/company-repository';
import { createContact } from '../company/contact-repository';
import {
  alreadyThere,
  failureOf,
  knownRecord,
  parseRow,
  readCells,
  RowFailure,
  type RowContext,
  type RowOutcome,
} from './import-row';

const same = (field: string) => field;
/** A company name as compared: case and spacing aside. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const upper = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value).toUpperCase();

export async function importCompany(ctx: RowContext, cells: Record<string, string>): Promise<RowOutcome> {
  const { tx } = ctx;
  const v = readCells('companies', cells, ctx);
  const input = parseRow(
    companyInput,
    {
      name: v.name,
      vatNumber: v.vatNumber,
      partyType: upper(v.partyType),
      language: upper(v.language),
      street: v.street,
      email: v.email,
      phone: v.phone,
    },
    same,
  );
  const [known] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      input.vatNumber
        ? eq(companies.vatNumber, input.vatNumber)
        : sql`lower(${companies.name}) = lower(${input.name}) and ${companies.vatNumber} is null`,
    )
    .limit(1);
  // The enterprise number is known under another name: renamed, or a wrong number in the file.
  if (known) {
    const same = nameKey(known.name) === nameKey(input.name);
    return knownRecord(known.id, { same, column: 'name', reason: 'companyNameDiffers', holds: known.name });
  }
  try {
    return { outcome: 'imported', recordId: await createCompany(tx, input, ctx.userId) };
  } catch (error) {
    throw failureOf(error, same) ?? error;
  }
}

const CONTACT_COLUMN: Record<string, string> = { companyId: 'companyVatNumber' };

export async function importContact(ctx: RowContext, cells: Record<string, string>): Promise<RowOutcome> {
  const { tx } = ctx;
  const v = readCells('contacts', cells, ctx);
  const vat = vatNumberField.safeParse(v.companyVatNumber);
  if (!vat.success || !vat.data)
    throw new RowFailure('companyVatNumber', vat.success ? 'validation.required' : vat.error.issues[0]!.message);
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.vatNumber, vat.data))
    .limit(1);
  if (!company) throw new RowFailure('companyVatNumber', `fileImport.companyNotFound|${vat.data}`);
  const columnOf = (field: string) => CONTACT_COLUMN[field] ?? field;
  const input = parseRow(
    contactInput,
    {
      companyId: company.id,
      firstName: v.firstName,
      lastName: v.lastName,
      gender: v.gender === null ? 'nd' : String(v.gender).toLowerCase(),
      language: upper(v.language),
      email: v.email,
      phone: v.phone,
    },
    columnOf,
  );
  const [known] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, company.id),
        input.email
          ? sql`lower(${contacts.email}) = lower(${input.email})`
          : sql`lower(${contacts.firstName}) = lower(${input.firstName}) and lower(${contacts.lastName}) = lower(${input.lastName})`,
      ),
    )
    .limit(1);
  if (known) return alreadyThere(known.id);
  try {
    return { outcome: 'imported', recordId: await createContact(tx, input, ctx.userId) };
  } catch (error) {
    throw failureOf(error, columnOf) ?? error;
  }
}
