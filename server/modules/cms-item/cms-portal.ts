/**
 * The customer portal's read (docs/domain.md "CMS"): the Active items inside their window, in one
 * language (those with a title in it), of a tag or a kind when asked, featured first (an item with a
 * featured tag), then the newest. A Hidden item is never listed; its link (its key) opens it, inside
 * its window like an Active one. InActive items are not on the portal. Bodies are stored sanitised.
 */
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { CMS_STATUS_ACTIVE, CMS_STATUS_HIDDEN } from '../../../src/shared/constants/cms-item';
import type { CustomerLanguage } from '../../../src/shared/constants/company';
import type { PortalItem, PortalItemsQuery } from '../../../src/shared/schemas/cms-item';
import { todayCalendarDay } from '../../../src/shared/dates';
import type { Db } from '../../db/client';
import { cmsItems, cmsItemTags, cmsItemTexts, cmsTags } from '../../db/schema';

/** `exists (subquery)`: drizzle's exists() leaves a raw subquery without its parentheses. */
const sqlExists = (subquery: SQL) => sql`exists (${subquery})`;

const featured = sql<boolean>`exists (select 1 from ${cmsItemTags} it join ${cmsTags} g on g.id = it.tag_id where it.item_id = ${cmsItems.id} and g.is_featured)`;
const tagsOf = sql<
  { name: string; isFeatured: boolean }[]
>`(select coalesce(json_agg(json_build_object('name', g.name, 'isFeatured', g.is_featured) order by g.is_featured desc, lower(g.name)), '[]'::json) from ${cmsItemTags} it join ${cmsTags} g on g.id = it.tag_id where it.item_id = ${cmsItems.id})`;

/** Inside the window on `today` (both days inclusive; an open side always is). */
const inWindow = (today: string) =>
  and(
    or(isNull(cmsItems.publishFrom), lte(cmsItems.publishFrom, today)),
    or(isNull(cmsItems.publishUntil), gte(cmsItems.publishUntil, today)),
  );

const columns = {
  key: cmsItems.linkKey,
  kind: cmsItems.kind,
  language: cmsItemTexts.language,
  title: cmsItemTexts.title,
  body: cmsItemTexts.body,
  featured,
  tags: tagsOf,
  publishFrom: cmsItems.publishFrom,
  updatedAt: cmsItems.updatedAt,
};

type Row = Omit<PortalItem, 'updatedAt'> & { updatedAt: Date };
const toItem = (r: Row): PortalItem => ({
  ...r,
  featured: Boolean(r.featured),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

export async function portalItems(db: Db, q: PortalItemsQuery, today = todayCalendarDay()) {
  const where = and(
    eq(cmsItems.status, CMS_STATUS_ACTIVE),
    inWindow(today),
    q.kind ? eq(cmsItems.kind, q.kind) : undefined,
    q.tag
      ? sqlExists(
          sql`select 1 from ${cmsItemTags} it join ${cmsTags} g on g.id = it.tag_id where it.item_id = ${cmsItems.id} and lower(g.name) = lower(${q.tag})`,
        )
      : undefined,
  );
  const joined = and(
    eq(cmsItemTexts.itemId, cmsItems.id),
    eq(cmsItemTexts.language, q.language),
    sql`${cmsItemTexts.title} <> ''`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(cmsItems)
      .innerJoin(cmsItemTexts, joined)
      .where(where)
      .orderBy(
        sql`${featured} desc`,
        sql`coalesce(${cmsItems.publishFrom}, ${cmsItems.createdAt}::date) desc`,
        sql`${cmsItems.id} desc`,
      )
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmsItems)
      .innerJoin(cmsItemTexts, joined)
      .where(where),
  ]);
  return {
    items: (rows as Row[]).map(toItem),
    totalCount: Number(total?.n ?? 0),
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
  };
}

/** One item by its link: Active or Hidden, inside its window, in the language asked. */
export async function portalItem(db: Db, key: string, language: CustomerLanguage, today = todayCalendarDay()) {
  const [row] = await db
    .select(columns)
    .from(cmsItems)
    .innerJoin(
      cmsItemTexts,
      and(eq(cmsItemTexts.itemId, cmsItems.id), eq(cmsItemTexts.language, language), sql`${cmsItemTexts.title} <> ''`),
    )
    .where(
      and(eq(cmsItems.linkKey, key), inArray(cmsItems.status, [CMS_STATUS_ACTIVE, CMS_STATUS_HIDDEN]), inWindow(today)),
    );
  return row ? toItem(row as Row) : undefined;
}
