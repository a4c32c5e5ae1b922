/**
 * Tasks as the screens read them (docs/domain.md "Tasks"): the list with its filters, sorts and
 * paging, one task with its history, the categories, and the staff a task can be given to. What the
 * caller may do (`allowedActions`, src/shared/task-states.ts) is added after the list cache: the
 * cached rows are the same for every caller.
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as z from 'zod';
import { toWireDay } from '../../../src/shared/calendar-day';
import {
  TASK_CATEGORIES,
  TASK_CATEGORY_INFO,
  TASK_DEFAULT_SORT,
  TASK_DEFAULT_STATUSES,
  type TASK_SORT_COLUMNS,
} from '../../../src/shared/constants/task';
import type { OptionQuery } from '../../../src/shared/schemas/common';
import {
  taskPayloadSchemas,
  type TaskCategoryRecord,
  type TaskDetail,
  type TaskEntity,
  type TaskHistoryEntry,
  type TaskListItem,
  type TaskListQuery,
} from '../../../src/shared/schemas/task';
import { taskActions } from '../../../src/shared/task-states';
import type { Db } from '../../db/client';
import { companies, roleFunctionalityRights, taskHistory, tasks, userRoles, users } from '../../db/schema';
import { containsPattern, pagedList, type SortKey } from '../../http/list';
import type { Caller } from '../../plugins/security';

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

/** A task without what depends on the caller. */
export type TaskRow = Omit<TaskListItem, 'allowedActions'>;

const rowColumns = {
  t: tasks,
  assigneeName: assignee.name,
  companyName: companies.name,
};

type Selected = { t: typeof tasks.$inferSelect; assigneeName: string | null; companyName: string | null };

function toRow({ t, assigneeName, companyName }: Selected): TaskRow {
  return {
    taskId: t.id,
    category: t.category,
    status: t.status,
    subject: { kind: t.subjectKind, id: t.subjectId, label: t.subjectLabel, contractId: t.contractId },
    companyId: t.companyId,
    companyName,
    assigneeId: t.assigneeId,
    assigneeName,
    dueDate: t.dueDate === null ? null : toWireDay(t.dueDate),
    lastError: t.lastError,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    version: t.version,
  };
}

/** The row with what the caller may do with it now. */
export const withActions = <R extends TaskRow>(row: R, viewer: Caller): R & Pick<TaskListItem, 'allowedActions'> => ({
  ...row,
  allowedActions: taskActions(
    { status: row.status, assigneeId: row.assigneeId, executable: TASK_CATEGORY_INFO[row.category].executable },
    { userId: viewer.userId ?? 0, canEdit: viewer.can('tasks', 'edit') },
  ),
});

const assigneeJoin = sql`left join ${users} ${sql.identifier('assignee')} on ${assignee.id} = ${tasks.assigneeId}`;
const companyJoin = sql`left join ${companies} on ${companies.id} = ${tasks.companyId}`;

const sorts: Record<(typeof TASK_SORT_COLUMNS)[number], SortKey> = {
  dueDate: { key: tasks.dueDate, nullable: true },
  createdAt: { key: tasks.createdAt },
  updatedAt: { key: tasks.updatedAt },
  status: { key: tasks.status },
  category: { key: tasks.category },
  assignee: { key: sql`lower(${assignee.name})`, joins: [assigneeJoin], nullable: true },
  subject: { key: sql`lower(${tasks.subjectLabel})` },
  company: { key: sql`lower(${companies.name})`, joins: [companyJoin], nullable: true },
};

/** The filters: none given means the active statuses; `mine` is the caller, `nobody` unassigned. */
function filtersOf(q: TaskListQuery, viewer: Caller): SQL | undefined {
  const ids = (q.assignees ?? []).flatMap((a) =>
    a === 'mine' ? (viewer.userId === null ? [] : [viewer.userId]) : typeof a === 'number' ? [a] : [],
  );
  const nobody = q.assignees?.includes('nobody');
  const assigned = q.assignees?.length
    ? or(ids.length ? inArray(tasks.assigneeId, ids) : sql`false`, nobody ? isNull(tasks.assigneeId) : undefined)
    : undefined;
  const search = q.searchText
    ? or(
        ilike(tasks.subjectLabel, containsPattern(q.searchText)),
        sql`${tasks.companyId} in (select ${companies.id} from ${companies} where ${ilike(companies.name, containsPattern(q.searchText))})`,
      )
    : undefined;
  return and(
    inArray(tasks.status, q.statuses?.length ? q.statuses : [...TASK_DEFAULT_STATUSES]),
    q.categories?.length ? inArray(tasks.category, q.categories) : undefined,
    assigned,
    q.subjectKind ? eq(tasks.subjectKind, q.subjectKind) : undefined,
    q.subjectId !== undefined ? eq(tasks.subjectId, q.subjectId) : undefined,
    q.companyId !== undefined ? eq(tasks.companyId, q.companyId) : undefined,
    q.dueFrom ? gte(tasks.dueDate, q.dueFrom) : undefined,
    q.dueUntil ? lte(tasks.dueDate, q.dueUntil) : undefined,
    search,
  );
}

export async function listTasks(db: Db, q: TaskListQuery, viewer: Caller) {
  const page = await pagedList(db, {
    list: { from: tasks, id: tasks.id, where: filtersOf(q, viewer), sorts, defaultSort: TASK_DEFAULT_SORT },
    query: q,
    rows: (byIds) =>
      db
        .select(rowColumns)
        .from(tasks)
        .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
        .leftJoin(companies, eq(companies.id, tasks.companyId))
        .where(byIds),
    toItem: toRow,
    idOf: (task) => task.taskId,
  });
  return { ...page, items: page.items.map((row) => withActions(row, viewer)) };
}

const historyUser = alias(users, 'history_user');
const historyAssignee = alias(users, 'history_assignee');

async function historyOf(db: Db, taskId: number): Promise<TaskHistoryEntry[]> {
  const rows = await db
    .select({ h: taskHistory, userName: historyUser.name, assigneeName: historyAssignee.name })
    .from(taskHistory)
    .leftJoin(historyUser, eq(historyUser.id, taskHistory.userId))
    .leftJoin(historyAssignee, eq(historyAssignee.id, taskHistory.assigneeId))
    .where(eq(taskHistory.taskId, taskId))
    .orderBy(desc(taskHistory.id));
  return rows.map(({ h, userName, assigneeName }) => ({
    taskHistoryId: h.id,
    at: h.at.toISOString(),
    userId: h.userId,
    userName,
    action: h.action,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    assigneeId: h.assigneeId,
    assigneeName,
    detail: h.detail,
  }));
}

/** One task with its payload and history (newest first), as the caller may act on it; null when there is none. */
export async function taskDetail(db: Db, id: number, viewer: Caller): Promise<TaskDetail | null> {
  const [row] = await db
    .select({ ...rowColumns, createdByName: creator.name })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(companies, eq(companies.id, tasks.companyId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .where(eq(tasks.id, id));
  if (!row) return null;
  return withActions(
    {
      ...toRow(row),
      payload: row.t.payload,
      createdById: row.t.createdBy,
      createdByName: row.createdByName,
      history: await historyOf(db, id),
    },
    viewer,
  );
}

/** The categories, each with its subject kind, handler, due days and its payload's JSON Schema. */
export function taskCategories(): TaskCategoryRecord[] {
  return TASK_CATEGORIES.map((code) => ({
    code,
    ...TASK_CATEGORY_INFO[code],
    payloadSchema: z.toJSONSchema(taskPayloadSchemas[code], { unrepresentable: 'any', io: 'input' }) as Record<
      string,
      unknown
    >,
  }));
}

/**
 * Whether a user holds the tasks edit right through one of their roles (the SQL of `hasRight` in
 * src/shared/access.ts: MODULE_EDIT with the module key, or a Boolean TRUE).
 */
export const canEditTasks = (userId: SQL | typeof users.id) => sql`exists (select 1 from ${userRoles} ur
  join ${roleFunctionalityRights} r on r.role_id = ur.role_id
  where ur.user_id = ${userId} and upper(r.function_code) = 'MODULE_EDIT'
    and ((r.value_type = 'Multiselect' and lower(r.value_code) = 'tasks')
      or (r.value_type = 'Boolean' and upper(r.value_code) = 'TRUE')))`;

/** The staff a task can be given to: enabled users with the tasks edit right, by name or e-mail (50 at most), or by id. */
export function taskEntities(db: Db, q: OptionQuery): Promise<TaskEntity[]> {
  const search = q.searchText
    ? or(ilike(users.name, containsPattern(q.searchText)), ilike(users.email, containsPattern(q.searchText)))
    : undefined;
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.disabled, false), canEditTasks(users.id), q.ids?.length ? inArray(users.id, q.ids) : search))
    .orderBy(asc(users.name), asc(users.id))
    .limit(50);
}
