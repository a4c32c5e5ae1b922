/**
 * Tasks (spec 02: /tasks, the task detail with its payload modal, the assign-to confirmation;
 * docs/domain.md "Tasks"): the staff's work queue. A task has a category, a subject, a status, an
 * assignee, a due date, a payload checked by its category's own schema, and a history.
 */
import * as z from 'zod';
import { dbInt, listOf, listQuery, optionQuery, queryId, repeated } from './common';
import { isPlainAddress } from '../email-address';
import { isCalendarDay } from '../calendar-day';
import { ncePlanOf } from '../subscription';
import {
  TASK_ACTIONS,
  TASK_ASSIGNEE_WORDS,
  TASK_CATEGORIES,
  TASK_HISTORY_ACTIONS,
  TASK_SETTABLE_STATUSES,
  TASK_SORT_COLUMNS,
  TASK_STATUSES,
  TASK_SUBJECT_KINDS,
  type TaskCategory,
} from '../constants/task';

export { idParam } from './common';

/** A calendar day in a query: `YYYY-MM-DD` (Brussels days, both ends inclusive). */
const day = z.string({ error: 'validation.date' }).refine(isCalendarDay, { message: 'validation.date' });

/** An assignee filter value: a user id, `mine` (the caller) or `nobody` (unassigned). */
const assigneeFilter = z.union([z.enum(TASK_ASSIGNEE_WORDS), queryId], { error: 'validation.invalid' });

export const taskFilters = z.object({
  /** Default (none given): the active statuses (TASK_DEFAULT_STATUSES). */
  statuses: repeated(z.enum(TASK_STATUSES, { message: 'validation.invalid' })).optional(),
  categories: repeated(z.enum(TASK_CATEGORIES, { message: 'validation.invalid' })).optional(),
  /** Any of these: user ids, `mine`, `nobody`. */
  assignees: repeated(assigneeFilter).optional(),
  /** Tasks about one subject (both given), or about any subject of a kind. */
  subjectKind: z.enum(TASK_SUBJECT_KINDS, { message: 'validation.invalid' }).optional(),
  subjectId: queryId.optional(),
  /** Tasks about a company or anything of it (its contracts, items, invoices, mails). */
  companyId: queryId.optional(),
  /** Due between these days, both inclusive. */
  dueFrom: day.optional(),
  dueUntil: day.optional(),
});

export const taskListQuery = listQuery(taskFilters.shape, TASK_SORT_COLUMNS).refine(
  (q) => !q.dueFrom || !q.dueUntil || q.dueFrom <= q.dueUntil,
  { message: 'validation.dateOrder', path: ['dueUntil'] },
);
export type TaskListQuery = z.infer<typeof taskListQuery>;

/** What a task is about: the screen links it by kind and id (a contract item through `contractId`). */
export const taskSubject = z.object({
  kind: z.enum(TASK_SUBJECT_KINDS),
  id: z.number().int(),
  /** How the subject reads: a mail's subject, a contract's number, an item's contract and product... */
  label: z.string(),
  /** A contract item's contract (its page); null for the other kinds. */
  contractId: z.number().int().nullable(),
});
export type TaskSubject = z.infer<typeof taskSubject>;

export const taskListItem = z.object({
  taskId: z.number().int(),
  category: z.enum(TASK_CATEGORIES),
  status: z.enum(TASK_STATUSES),
  subject: taskSubject,
  /** The company the subject belongs to, when it has one. */
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  /** A calendar day (midnight UTC on the wire); null: none. */
  dueDate: z.string().nullable(),
  /** The last execution's failure reason (TASK_OUTCOMES: a text code such as `task:outcomes.providerUnavailable` or `validation.subscriptionUnknown`, or the provider's own words); null when it has not failed. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  /** What the caller may do with it now (view only without the edit right). */
  allowedActions: z.array(z.enum(TASK_ACTIONS)),
});
export type TaskListItem = z.infer<typeof taskListItem>;
export const taskPage = listOf(taskListItem);

/** One step of a task's life: who (null: the system), when, what, and the outcome. */
export const taskHistoryEntry = z.object({
  taskHistoryId: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  action: z.enum(TASK_HISTORY_ACTIONS),
  fromStatus: z.enum(TASK_STATUSES).nullable(),
  toStatus: z.enum(TASK_STATUSES).nullable(),
  /** An assignment's new assignee (null with `assigned`: unassigned). */
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  /** The outcome: why it was made, a failure's reason, what the execution did (TASK_OUTCOMES: a text code with its values, or a mail server's or the provider's own words); null: nothing to add. */
  detail: z.string().nullable(),
});
export type TaskHistoryEntry = z.infer<typeof taskHistoryEntry>;

export const taskDetail = taskListItem.extend({
  /** The category's data, checked by its schema (`taskPayloadSchemas`). */
  payload: z.record(z.string(), z.unknown()),
  createdById: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  /** Newest first. */
  history: z.array(taskHistoryEntry),
});
export type TaskDetail = z.infer<typeof taskDetail>;

/** Every write carries the version the caller read (409 with the current task when stale). */
export const taskVersion = z.object({ version: dbInt });
export type TaskVersion = z.infer<typeof taskVersion>;

/** `POST {id}?status=`: the status to move to (reOpen, onHold, resolve, cancel). */
export const taskStatusQuery = z.object({
  status: z.enum(TASK_SETTABLE_STATUSES, { message: 'validation.invalid' }),
});
export type TaskStatusQuery = z.infer<typeof taskStatusQuery>;

/** `POST {id}/assign`: the user to give it to (one of `GET entities`), null to unassign. */
export const taskAssign = taskVersion.extend({ assigneeId: dbInt.nullable() });
export type TaskAssign = z.infer<typeof taskAssign>;

/** `POST {id}/payload`: the whole new payload, checked by the category's schema (field errors under `payload.`). */
export const taskPayloadUpdate = taskVersion.extend({ payload: z.record(z.string(), z.unknown()) });
export type TaskPayloadUpdate = z.infer<typeof taskPayloadUpdate>;

// --- Each category's payload ------------------------------------------------------------------

/** A plain address (email-address.ts: read back by the mailer's parser as itself): no name, no list, no header. */
const plainAddress = z
  .string({ error: 'validation.email' })
  .trim()
  .max(200, 'validation.maxLength|200')
  .refine(isPlainAddress, 'validation.email');

const month = z.string({ error: 'validation.required' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.month');
const note = z.string().trim().max(1000, 'validation.maxLength|1000').optional();
const quantity = z
  .number({ error: 'validation.number' })
  .int('validation.integer')
  .positive('validation.positive')
  .max(100_000, 'validation.max|100000');

/** The payloads carry what a person may fix; what the task is about is its subject (the mail, the contract item). */
export const mailFailedPayload = z.object({
  /** The addresses the resend goes to (the failed ones first; fix them here). */
  recipients: z.array(plainAddress).min(1, 'validation.required').max(20, 'validation.maxItems|20'),
  note,
});

const monthRunPayload = z.object({
  /** The run that found it, and its month (YYYY-MM). */
  requestId: dbInt,
  month,
  productCode: z.string().max(100, 'validation.maxLength|100'),
  note,
});
export const monthRunNoPricePayload = monthRunPayload;
export const monthRunStoredPricePayload = monthRunPayload.extend({
  /** The price the item holds and was invoiced at. */
  storedPrice: z.number({ error: 'validation.number' }),
});

export const subscriptionOrderPayload = z.object({
  /** The product ordered: `<offer>-<term>-<plan>` (src/shared/subscription.ts), which gives the offer, term and billing plan. */
  productCode: z
    .string({ error: 'validation.required' })
    .max(100, 'validation.maxLength|100')
    .refine((v) => ncePlanOf(v) !== null, 'validation.nceProductCode'),
  quantity,
  note,
});

export const subscriptionChangePayload = z.object({
  subscriptionId: z.string().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
  /** The seat count to set at the provider. */
  quantity,
  note,
});

export const subscriptionDifferentPayload = z.object({
  subscriptionId: z.string().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
  /** The fields that differed when the check ran, each with the contract's and the provider's value. */
  differences: z
    .array(
      z.object({
        field: z.enum(['quantity', 'term', 'billingPlan', 'renewalDate']),
        contract: z.union([z.string(), z.number()]).nullable(),
        provider: z.union([z.string(), z.number()]).nullable(),
      }),
    )
    .max(10),
  note,
});

export const importRowPayload = z.object({
  importId: dbInt,
  /** The row's line number in the file, the column and the rule it broke. */
  line: z.number().int().positive(),
  column: z.string().max(100).nullable(),
  reason: z.string().max(200),
  /** The row as read. */
  row: z.record(z.string(), z.string().max(2000)),
  note,
});

/**
 * A bank statement line to settle (paymentProposal, paymentUnmatched): the line, its amount (euros),
 * the invoices proposed (best first) and the one to record it on (null: the first proposal).
 */
export const statementLinePayload = z.object({
  statementLineId: dbInt,
  amount: z.number({ error: 'validation.number' }),
  invoiceIds: z.array(dbInt).max(10, 'validation.maxItems|10'),
  invoiceId: dbInt.nullable(),
  note,
});

/** Each category's payload schema: the payload modal checks with it, the server refuses what it refuses. */
export const taskPayloadSchemas = {
  mailFailed: mailFailedPayload,
  monthRunNoPrice: monthRunNoPricePayload,
  monthRunStoredPrice: monthRunStoredPricePayload,
  subscriptionOrder: subscriptionOrderPayload,
  subscriptionChange: subscriptionChangePayload,
  subscriptionDifferent: subscriptionDifferentPayload,
  importRow: importRowPayload,
  paymentProposal: statementLinePayload,
  paymentUnmatched: statementLinePayload,
} satisfies Record<TaskCategory, z.ZodType>;

export type TaskPayloadOf<C extends TaskCategory> = z.infer<(typeof taskPayloadSchemas)[C]>;

/** A category as `GET categories` answers it (its label: `task:categories.<code>`). */
export const taskCategory = z.object({
  code: z.enum(TASK_CATEGORIES),
  subjectKind: z.enum(TASK_SUBJECT_KINDS),
  /** Whether `execute` runs a handler for it. */
  executable: z.boolean(),
  /** Days from its creation to its due date. */
  dueDays: z.number().int(),
  /** Its payload's JSON Schema (from its zod schema), for the payload editor's hints. */
  payloadSchema: z.record(z.string(), z.unknown()),
});
export type TaskCategoryRecord = z.infer<typeof taskCategory>;
export const taskCategories = z.array(taskCategory);

/** `GET entities`: the staff a task can be given to (with the tasks edit right), by name or by id. */
export const taskEntityQuery = optionQuery;
export const taskEntity = z.object({ userId: z.number().int(), name: z.string(), email: z.string() });
export type TaskEntity = z.infer<typeof taskEntity>;
export const taskEntities = z.array(taskEntity);
