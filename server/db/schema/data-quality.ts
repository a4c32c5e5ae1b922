/**
 * Data quality (docs/domain.md "Data quality"): the findings staff accepted. A finding is a rule and
 * a record; an acceptance holds while the fields the rule read give the same fingerprint, so a finding
 * comes back once its data changes. One acceptance per rule and record (a new one replaces it).
 */
import { check, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, moment, tableWithId } from './columns';
import { users } from './security';
import { DATA_QUALITY_RULES } from '../../../src/shared/constants/data-quality';

export const dataQualityAcceptances = tableWithId(
  'data_quality_acceptances',
  {
    rule: text('rule', { enum: DATA_QUALITY_RULES }).notNull(),
    recordId: integer('record_id').notNull(),
    /** md5 of the fields the rule read when it was accepted. */
    fingerprint: text('fingerprint').notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id').references(() => users.id),
    acceptedAt: moment('accepted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_quality_acceptances_rule_record_idx').on(t.rule, t.recordId),
    check('data_quality_acceptances_rule_check', inList('rule', DATA_QUALITY_RULES)),
  ],
);
