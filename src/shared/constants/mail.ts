/** Mails of the outbox: statuses, kinds, attachments and the list's sort columns. Zod-free: safe for the start-up bundle. */
/**
 * Where a mail of the outbox stands: waiting for its first attempt, waiting for another after a
 * failed one, delivered, or given up (the reason is kept).
 */
export const MAIL_STATUSES = ['pending', 'retrying', 'sent', 'failed'] as const;

export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a mail is (the template it was written from). */
export const MAIL_KINDS = ['invitation', 'invoice', 'statement', 'reminder', 'notice', 'account'] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

/** An attachment is a file of the mail, or a part its body shows (an image by cid). */
export const MAIL_ATTACHMENT_KINDS = ['attachment', 'inline'] as const;

export type MailAttachmentKind = (typeof MAIL_ATTACHMENT_KINDS)[number];

/** Columns the mail list sorts by (`orderBys`). */
export const MAIL_SORT_COLUMNS = ['createdAt', 'sentAt', 'subject', 'recipients', 'status'] as const;

/** The mails list's order when none is chosen (newest first); the screen shows it. */
export const MAIL_DEFAULT_SORT = 'createdAt_desc' satisfies `${(typeof MAIL_SORT_COLUMNS)[number]}_desc`;
