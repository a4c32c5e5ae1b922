/**
 * Tasks (docs/domain.md "Tasks"): the staff's work queue. A task is about one subject (a mail, a
 * contract item, ...), made by a producer in the transaction of the change that calls for it or by a
 * person, and worked by people and by its category's handler (a job). Its history records each step.
 * A producer never makes a second active task for the same category and subject (and part of it:
 * an import's row): the partial unique index below refuses it, so two instances producing at once cannot both win.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, moment, requiredRef, tableWithId, versioned } from './columns';
import { companies } from './company';
import { users } from './security';
import {
  TASK_ACTIVE_STATUSES,
  TASK_CATEGORIES,
  TASK_HISTORY_ACTIONS,
  TASK_STATUSES,
  TASK_SUBJECT_KINDS,
} from '../../../src/shared/constants/task';

export const tasks = tableWithId(
  'tasks',
  {
    category: text('category', { enum: TASK_CATEGORIES }).notNull(),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('open'),
    /** What it is about: the kind, its id and how it read when the task was made (shown and sorted). */
    subjectKind: text('subject_kind', { enum: TASK_SUBJECT_KINDS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    /**
     * Which part of the subject it is about when one subject has several tasks of a category at once
     * (an import's row: `line:<n>`); '' for the subject as a whole.
     */
    subjectPart: text('subject_part').notNull().default(''),
    /** A contract item's contract (the page the subject links to); null for other kinds. */
    contractId: integer('contract_id'),
    /** The company the subject belongs to. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    /** The category's data, checked by its schema (src/shared/schemas/task.ts `taskPayloadSchemas`). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** The last execution's failure reason; null once it succeeds or before it ran. */
    lastError: text('last_error'),
    /** Who made it; null: a producer (the system). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** While executing: the instance running its handler holds it until then; past it, a retry may. */
    leaseUntil: moment('lease_until'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('tasks_active_subject_idx')
      .on(t.category, t.subjectKind, t.subjectId, t.subjectPart)
      .where(sql.raw(`status in (${TASK_ACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    index('tasks_status_due_idx').on(t.status, t.dueDate),
    index('tasks_assignee_idx').on(t.assigneeId),
    index('tasks_company_idx').on(t.companyId),
    index('tasks_subject_idx').on(t.subjectKind, t.subjectId),
    check('tasks_status_check', inList('status', TASK_STATUSES)),
    check('tasks_category_check', inList('category', TASK_CATEGORIES)),
    check('tasks_subject_kind_check', inList('subject_kind', TASK_SUBJECT_KINDS)),
  ],
);

export const taskHistory = tableWithId(
  'task_history',
  {
    taskId: requiredRef('task_id', () => tasks.id, { onDelete: 'cascade' }),
    at: moment('at').notNull().defaultNow(),
    /** Who did it; null: the system (a producer, the execution's outcome). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: TASK_HISTORY_ACTIONS }).notNull(),
    fromStatus: text('from_status', { enum: TASK_STATUSES }),
    toStatus: text('to_status', { enum: TASK_STATUSES }),
    /** An assignment's new assignee (null: unassigned). */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The outcome: a failure's reason or what the execution did. */
    detail: text('detail'),
  },
  (t) => [
    index('task_history_task_idx').on(t.taskId, t.id),
    check('task_history_action_check', inList('action', TASK_HISTORY_ACTIONS)),
  ],
);
