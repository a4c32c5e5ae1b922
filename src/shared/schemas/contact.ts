/**
 * Contacts of a company (spec 02 sections 3-7, docs/domain.md): name, gender, language, e-mail,
 * phone and what the contact is for (its types). Every rule of the contact form lives here, for the
 * form and the server alike.
 */
import * as z from 'zod';
import { codeRow, dbInt, listOf, listQuery, queryId } from './common';
import { emailField, phoneField, requiredText } from './company';
import { metadataEntries, metadataValues } from './metadata';
import { CONTACT_SORT_COLUMNS } from '../constants/contact';
import { CUSTOMER_LANGUAGES } from '../constants/company';
import { GENDERS } from '../constants/contact';

export { emptyAnswer, idParam } from './common';

export const contactInput = z.object({
  companyId: dbInt,
  firstName: requiredText(100),
  lastName: requiredText(100),
  gender: z.enum(GENDERS, { error: 'validation.required' }),
  language: z.enum(CUSTOMER_LANGUAGES, { error: 'validation.required' }),
  /** One address (an invitation goes to it). */
  email: emailField,
  phone: phoneField,
  contactTypeIds: z.array(dbInt).max(10, 'validation.maxItems|10').default([]),
  /** Its metadata values; absent on an update: the stored ones stay as they are. */
  metadatas: metadataEntries.optional(),
});
export type ContactInput = z.infer<typeof contactInput>;

export const contactUpdate = contactInput.extend({ contactId: dbInt, version: dbInt });
export type ContactUpdate = z.infer<typeof contactUpdate>;

export const contactListQuery = listQuery({ companyId: queryId.optional() }, CONTACT_SORT_COLUMNS);
export type ContactListQuery = z.infer<typeof contactListQuery>;

export const contactSchema = z.object({
  contactId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  language: z.enum(CUSTOMER_LANGUAGES),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contactTypeIds: z.array(z.number().int()),
  invitedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  /** Its metadata values with their definition (Hidden ones too: the screens leave them out). */
  metadatas: metadataValues,
});
export type Contact = z.infer<typeof contactSchema>;
export const contactPage = listOf(contactSchema);
export const contactCreated = z.object({ contactId: z.number().int() });
export const contactTypeOptions = z.array(codeRow('contactTypeId'));

export const portalStatus = z.object({ configured: z.boolean() });
export const impersonation = z.object({ url: z.string(), expiresAt: z.string() });
export const tokenRedemption = z.object({
  token: z.string().min(1, 'validation.required').max(2000, 'validation.maxLength|2000'),
});
export const redeemedToken = z.object({
  kind: z.enum(['invitation', 'impersonation']),
  contactId: z.number().int(),
  companyId: z.number().int(),
  email: z.string().nullable(),
});
