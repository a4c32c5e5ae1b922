/**
 * Every write to every table is announced on the event bus: a statement-level trigger sends
 * `{ type: 'tableChanged', table, op }` with NOTIFY, which PostgreSQL delivers to every instance after
 * the commit (and drops with a rollback). Whatever wrote (a route, a job, a seed, a person in psql),
 * every instance hears it: the in-memory caches (list reads, sessions and rights) drop what it
 * touched. The trigger is added at start to each table of the public schema that lacks it, so a new
 * module's tables get it without anyone remembering to.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export const CHANGE_TRIGGER = 'bo_table_changed';
/** The bus channel (lib/events.ts EVENTS_CHANNEL; repeated here, the trigger's SQL names it). */
const CHANNEL = 'bo_events';
/** Two instances starting together add the triggers one after the other. */
const LOCK_KEY = 727_001;

export async function ensureChangeNotifications(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(
      sql.raw(`create or replace function ${CHANGE_TRIGGER}() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANNEL}', json_build_object('type', 'tableChanged', 'table', TG_TABLE_NAME, 'op', TG_OP)::text);
  return null;
end $$`),
    );
    const missing = await tx.execute<{ name: string }>(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${CHANGE_TRIGGER})`);
    for (const { name } of missing.rows)
      await tx.execute(
        sql`create trigger ${sql.identifier(CHANGE_TRIGGER)} after insert or update or delete or truncate on ${sql.identifier(name)} for each statement execute function ${sql.identifier(CHANGE_TRIGGER)}()`,
      );
  });
}
