/** A company's timeline: what an event is about and what happened. Zod-free: safe for the start-up bundle. */
/** What a timeline event is about (a company's own record, a contact; more as modules arrive). */
export const TIMELINE_KINDS = ['company', 'contact', 'mail', 'contract', 'invoice', 'serviceFee'] as const;

export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * What happened: a record created, updated, validated, inactivated or deleted; a contact invited or
 * impersonated; a mail queued (created), sent, failed for good, or resent.
 */
export const TIMELINE_ACTIONS = [
  'created',
  'updated',
  'validated',
  'inactivated',
  'deleted',
  'invited',
  'impersonated',
  'sent',
  'failed',
  'resent',
  'statusChanged',
  'transferred',
] as const;

export type TimelineAction = (typeof TIMELINE_ACTIONS)[number];
