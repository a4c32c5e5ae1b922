/** Tasks: statuses, actions, categories, subject kinds, history actions, the list's sort columns and default filter. Zod-free: safe for the start-up bundle. */
/**
 * Where a task stands (docs/domain.md "Tasks"; the moves between them: src/shared/task-states.ts):
 *  - open: to be done (assigned or not);
 *  - onHold: parked by a person (waiting for the customer, a colleague, a date);
 *  - executing: its category's handler is queued or running (a durable job); nothing else moves it;
 *  - failed: the last execution failed (the reason in `lastError` and the history); restart or fix it;
 *  - resolved: done (by its execution or by a person);
 *  - cancelled: not to be done.
 */
export const TASK_STATUSES = ['open', 'onHold', 'executing', 'failed', 'resolved', 'cancelled'] as const;

export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The statuses of a task still to be dealt with: a producer never makes a second such task for the same subject and category. */
export const TASK_ACTIVE_STATUSES = ['open', 'onHold', 'executing', 'failed'] as const satisfies readonly TaskStatus[];

/** The tasks list's statuses when its filter names none: the active ones; the screen shows it, the server applies it. */
export const TASK_DEFAULT_STATUSES: readonly TaskStatus[] = TASK_ACTIVE_STATUSES;

/**
 * What can be done with a task (spec 02 section 4, and `editPayload` for the payload update). The
 * screen offers a task's `allowedActions`; the server refuses any other with 409 (TASK_REFUSALS).
 */
export const TASK_ACTIONS = [
  'view',
  'assignTaskToMe',
  'assignTask',
  'editPayload',
  'execute',
  'restart',
  'onHold',
  'resolve',
  'cancel',
  'reOpen',
] as const;

export type TaskAction = (typeof TASK_ACTIONS)[number];

/** The statuses `POST /api/task/v2/tasks/{id}?status=` moves a task to (a person's moves; executing, failed: the job's). */
export const TASK_SETTABLE_STATUSES = [
  'open',
  'onHold',
  'resolved',
  'cancelled',
] as const satisfies readonly TaskStatus[];

export type TaskSettableStatus = (typeof TASK_SETTABLE_STATUSES)[number];

/** The action each status update is. */
export const TASK_STATUS_ACTIONS: Readonly<Record<TaskSettableStatus, TaskAction>> = {
  open: 'reOpen',
  onHold: 'onHold',
  resolved: 'resolve',
  cancelled: 'cancel',
};

/**
 * Why the server refuses an action (409, the `errorMessage`; texts under `errors.<code>`):
 *  - taskExecuting: it is being executed (a second click, another instance): wait for its outcome;
 *  - taskNotExecutable: its category has no handler (a person does the work, then resolves it);
 *  - taskActionNotAllowed: not possible in its current status (the answer carries the task as it is).
 */
export const TASK_REFUSALS = ['taskExecuting', 'taskNotExecutable', 'taskActionNotAllowed'] as const;

export type TaskRefusal = (typeof TASK_REFUSALS)[number];

/** What a task is about; the screen links each to its page (a contract item to its contract). */
export const TASK_SUBJECT_KINDS = ['company', 'contract', 'contractItem', 'invoice', 'mail', 'fileImport'] as const;

export type TaskSubjectKind = (typeof TASK_SUBJECT_KINDS)[number];

/**
 * Task categories (`GET categories`), each with the reason a producer makes it for (one active task
 * per category and subject) and, when `executable`, a handler that `execute` runs as a job:
 *  - mailFailed: a mail failed after its last retry (mail); execute resends it to the payload's recipients;
 *  - monthRunNoPrice: a month run left a contract item out, no price (contract item); execute invoices its contract for the month again;
 *  - monthRunStoredPrice: a month run invoiced an item at its stored price, no rule (contract item); execute as above;
 *  - subscriptionOrder: an NCE item added to a contract (contract item); execute orders the subscription at the provider;
 *  - subscriptionChange: an NCE item's seats changed (contract item); execute sets the seat count at the provider;
 *  - subscriptionDifferent: the scheduled check found the item differs from the provider (contract item); execute syncs the item;
 *  - importRow: a file-import row needs a person (file import); done by hand;
 *  - paymentProposal: a bank statement's line with invoices proposed (the best one); execute records the
 *    payment on the payload's `invoiceId`, else its first proposal;
 *  - paymentUnmatched: a statement line nothing was found for (its import); execute records the payment on
 *    the payload's `invoiceId` (a person fills it in).
 */
export const TASK_CATEGORIES = [
  'mailFailed',
  'monthRunNoPrice',
  'monthRunStoredPrice',
  'subscriptionOrder',
  'subscriptionChange',
  'subscriptionDifferent',
  'importRow',
  'paymentProposal',
  'paymentUnmatched',
] as const;

export type TaskCategory = (typeof TASK_CATEGORIES)[number];

/** Each category's subject kind, whether it has a handler, and the days from its creation to its due date. */
export const TASK_CATEGORY_INFO: Readonly<
  Record<TaskCategory, { subjectKind: TaskSubjectKind; executable: boolean; dueDays: number }>
> = {
  mailFailed: { subjectKind: 'mail', executable: true, dueDays: 1 },
  monthRunNoPrice: { subjectKind: 'contractItem', executable: true, dueDays: 5 },
  monthRunStoredPrice: { subjectKind: 'contractItem', executable: true, dueDays: 10 },
  subscriptionOrder: { subjectKind: 'contractItem', executable: true, dueDays: 1 },
  subscriptionChange: { subjectKind: 'contractItem', executable: true, dueDays: 1 },
  subscriptionDifferent: { subjectKind: 'contractItem', executable: true, dueDays: 3 },
  importRow: { subjectKind: 'fileImport', executable: false, dueDays: 3 },
  paymentProposal: { subjectKind: 'invoice', executable: true, dueDays: 2 },
  paymentUnmatched: { subjectKind: 'fileImport', executable: true, dueDays: 5 },
};

/**
 * What a history entry records: made (by a producer, `userId` null, or a person), assigned
 * (`assigneeId`, null: unassigned), a status move by a person, the payload changed, an execution
 * queued, done (resolved) or failed (`detail`: the reason).
 */
export const TASK_HISTORY_ACTIONS = [
  'created',
  'assigned',
  'statusChanged',
  'payloadChanged',
  'executionQueued',
  'executionDone',
  'executionFailed',
] as const;

export type TaskHistoryAction = (typeof TASK_HISTORY_ACTIONS)[number];

/** The assignee filter's words beside a user id: the caller's own tasks, and the unassigned ones. */
export const TASK_ASSIGNEE_WORDS = ['mine', 'nobody'] as const;

export type TaskAssigneeWord = (typeof TASK_ASSIGNEE_WORDS)[number];

/** Columns the tasks list sorts by (`orderBys`). */
export const TASK_SORT_COLUMNS = [
  'dueDate',
  'createdAt',
  'updatedAt',
  'status',
  'category',
  'assignee',
  'subject',
  'company',
] as const;

/** The tasks list's order when none is chosen: the first due first (no due date last); the screen shows it. */
export const TASK_DEFAULT_SORT = 'dueDate' satisfies (typeof TASK_SORT_COLUMNS)[number];

/**
 * What the system writes in a history entry's `detail` and a task's `lastError`: `task:outcomes.<code>`,
 * its values after `|` as field errors carry theirs (`task:outcomes.mailResent|512`: `{{0}}` is 512).
 * Besides these, a detail may be another text code (`validation.subscriptionDecreaseWindow`,
 * `mail:errors.accountMailResend`) or, from a mail server or the provider, their own words.
 *  - noPrice|product, storedPrice|product|price: why a month run made the task;
 *  - mailResent|mailId: the mail was queued again (the new mail's id);
 *  - subscriptionOrdered|subscriptionId, alreadyOrdered|subscriptionId: ordered at the provider (or it was before);
 *  - seatsSet|quantity: the seat count set at the provider;
 *  - subscriptionSynced, alreadyInSync: the item took the provider's values (or had them);
 *  - invoiced|lines: the contract invoiced again for the month, lines added; recalculated: the draft priced again;
 *  - stillNoPrice, notDraft, runPending: why the invoicing could not be redone;
 *  - paymentRecorded|invoice: a statement line's payment recorded on the invoice (its number);
 *  - payloadInvalid: the payload does not fit its category's schema (fix it first);
 *  - subjectGone: what the task is about no longer exists or no longer qualifies;
 *  - providerUnavailable: the provider did not answer (restart later);
 *  - failed: an unexpected error (the server's log has it).
 */
export const TASK_OUTCOMES = [
  'noPrice',
  'storedPrice',
  'mailResent',
  'subscriptionOrdered',
  'alreadyOrdered',
  'seatsSet',
  'subscriptionSynced',
  'alreadyInSync',
  'invoiced',
  'recalculated',
  'stillNoPrice',
  'notDraft',
  'runPending',
  'paymentRecorded',
  'payloadInvalid',
  'subjectGone',
  'providerUnavailable',
  'failed',
] as const;

export type TaskOutcome = (typeof TASK_OUTCOMES)[number];
