/**
 * Mails of the outbox (spec 02 sections 2, 5 and 7; docs/domain.md "Mails"): every mail the back
 * office sends is a record here first, then delivered, retried with back-off or given up.
 */
import * as z from 'zod';
import { dbInt, listOf, listQuery, queryId, repeated } from './common';
import { parseAddressList } from '../email-address';
import { MAIL_SORT_COLUMNS } from '../constants/mail';
import { MAIL_ATTACHMENT_KINDS, MAIL_KINDS, MAIL_STATUSES } from '../constants/mail';

export { idParam } from './common';

export const mailListQuery = listQuery(
  {
    statuses: repeated(z.enum(MAIL_STATUSES, { message: 'validation.invalid' })).optional(),
    kinds: repeated(z.enum(MAIL_KINDS, { message: 'validation.invalid' })).optional(),
    companyId: queryId.optional(),
  },
  MAIL_SORT_COLUMNS,
);
export type MailListQuery = z.infer<typeof mailListQuery>;

export const mailSchema = z.object({
  mailId: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  /** The addresses it goes to. */
  recipients: z.array(z.string()),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** Delivery attempts made so far. */
  attempts: z.number().int(),
  /** The last failure's reason (a retrying or failed mail). */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  contactId: z.number().int().nullable(),
  attachmentCount: z.number().int(),
});
export type Mail = z.infer<typeof mailSchema>;
export const mailPage = listOf(mailSchema);

export const mailAttachment = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  kind: z.enum(MAIL_ATTACHMENT_KINDS),
  /** The cid an inline part is shown by in the body. */
  contentId: z.string().nullable(),
  size: z.number().int(),
});
export type MailAttachment = z.infer<typeof mailAttachment>;

export const mailDetail = mailSchema.extend({
  from: z.string(),
  replyTo: z.string().nullable(),
  /** The Message-ID it is delivered with (the same on every attempt). */
  messageId: z.string(),
  /** The body, sanitised on the server (no script, form, event handler or remote resource). */
  html: z.string(),
  text: z.string(),
  attachments: z.array(mailAttachment),
  /** The mail this one resends, and who asked. */
  resentFromId: z.number().int().nullable(),
  createdByName: z.string().nullable(),
});
export type MailDetail = z.infer<typeof mailDetail>;

export const attachmentParams = z.object({ id: queryId, attachmentId: queryId });

/**
 * One or more plain addresses (spec 02 section 5: separated by comma, semicolon or space), each read
 * by the mail's own address parser (src/shared/email-address.ts): a name, a group or a header is refused.
 */
export const emailListField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(2000, 'validation.maxLength|2000')
  .refine((v) => parseAddressList(v) !== null, 'validation.emailList')
  .refine((v) => (parseAddressList(v) ?? []).length <= 20, 'validation.maxItems|20');

export const mailResend = z.object({ mailId: dbInt, recipients: emailListField });
export type MailResend = z.infer<typeof mailResend>;
export const mailCreated = z.object({ mailId: z.number().int() });
