/**
 * A company's timeline (docs/domain.md): every change to the company or anything of it is recorded
 * in the same transaction as the change itself, with who, when, what and the changed fields before
 * and after; the timeline lists them newest first, page by page, filtered by kind.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TimelineEvent, TimelineQuery } from '../../../src/shared/schemas/company';
import type { Db } from '../../db/client';
import { timelineEvents, users } from '../../db/schema';
import { pagedList } from '../../http/list';

export type TimelineChange = { field: string; before: unknown; after: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs between two versions of a record, in the order given. */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]) {
  return fields.flatMap((field): TimelineChange[] =>
    same(before[field], after[field]) ? [] : [{ field, before: before[field] ?? null, after: after[field] ?? null }],
  );
}

/** Records one event; call it with the transaction that makes the change. */
export async function recordEvent(db: Db, event: typeof timelineEvents.$inferInsert) {
  await db.insert(timelineEvents).values(event);
}

/** Written out in full: in a one-table SELECT drizzle leaves column names unqualified. */
const userName = sql<string | null>`(select u.name from ${users} u where u.id = "timeline_events"."user_id")`;

/** A company's events, newest first, of the kinds asked for (all when none). */
export function listTimeline(db: Db, companyId: number, q: TimelineQuery) {
  return pagedList(db, {
    list: {
      from: timelineEvents,
      id: timelineEvents.id,
      idDescending: true,
      where: and(
        eq(timelineEvents.companyId, companyId),
        q.kinds?.length ? inArray(timelineEvents.kind, q.kinds) : undefined,
      ),
      sorts: {},
      defaultOrder: [{ key: timelineEvents.occurredAt, descending: true }],
    },
    query: q,
    rows: (byIds) =>
      db
        .select({
          eventId: timelineEvents.id,
          occurredAt: timelineEvents.occurredAt,
          userName,
          kind: timelineEvents.kind,
          action: timelineEvents.action,
          recordId: timelineEvents.recordId,
          label: timelineEvents.label,
          changes: timelineEvents.changes,
        })
        .from(timelineEvents)
        .where(byIds),
    toItem: (r): TimelineEvent => ({ ...r, occurredAt: r.occurredAt.toISOString() }),
    idOf: (e) => e.eventId,
  });
}
