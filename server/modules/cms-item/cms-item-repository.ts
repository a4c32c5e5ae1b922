/**
 * CMS items in the database (docs/domain.md "CMS"): the list with its filters, one item with its
 * history, create and update on the version (texts sanitised, tags checked), publish, unpublish and
 * delete. Every write records the item's history in its own transaction.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CMS_ITEM_DEFAULT_SORT,
  CMS_ITEM_SORT_COLUMNS,
  CMS_LANGUAGES,
  CMS_STATUS_INACTIVE,
} from '../../../src/shared/constants/cms-item';
import type { CustomerLanguage } from '../../../src/shared/constants/company';
import type {
  CmsItem,
  CmsItemDetail,
  CmsItemEvent,
  CmsItemListQuery,
  CmsItemParsedInput,
  CmsItemUpdate,
  CmsTag,
} from '../../../src/shared/schemas/cms-item';
import type { Db } from '../../db/client';
import { cmsItemEvents, cmsItems, cmsItemTags, cmsItemTexts, cmsTags, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { columnSorts, containsPattern, idIn, inIdOrder, pagedList } from '../../http/list';
import { changedFields, type TimelineChange } from '../company/timeline';
import { sanitizeCmsHtml } from './cms-html';

/** `exists (subquery)`: drizzle's exists() leaves a raw subquery without its parentheses. */
const sqlExists = (subquery: SQL) => sql`exists (${subquery})`;

type Text = { language: CustomerLanguage; title: string; body: string };

// Written out in full: in a one-table SELECT drizzle leaves column names unqualified.
const texts = sql<
  Text[]
>`(select coalesce(json_agg(json_build_object('language', t.language, 'title', t.title, 'body', t.body)), '[]'::json) from ${cmsItemTexts} t where t.item_id = "cms_items"."id")`;
const tags = sql<
  CmsTag[]
>`(select coalesce(json_agg(json_build_object('cmsTagId', g.id, 'name', g.name, 'isFeatured', g.is_featured, 'version', g.version) order by g.is_featured desc, lower(g.name)), '[]'::json) from ${cmsItemTags} it join ${cmsTags} g on g.id = it.tag_id where it.item_id = "cms_items"."id")`;
const authorName = sql<string | null>`(select u.name from ${users} u where u.id = "cms_items"."author_id")`;

const LANGUAGE_ORDER = new Map(CMS_LANGUAGES.map((l, i) => [l, i]));
const byLanguage = (a: Text, b: Text) => LANGUAGE_ORDER.get(a.language)! - LANGUAGE_ORDER.get(b.language)!;

const itemColumns = {
  id: cmsItems.id,
  linkKey: cmsItems.linkKey,
  kind: cmsItems.kind,
  status: cmsItems.status,
  publishFrom: cmsItems.publishFrom,
  publishUntil: cmsItems.publishUntil,
  version: cmsItems.version,
  createdAt: cmsItems.createdAt,
  updatedAt: cmsItems.updatedAt,
  texts,
  tags,
  authorName,
};
type ItemRow = {
  id: number;
  linkKey: string;
  kind: CmsItem['kind'];
  status: number;
  publishFrom: string | null;
  publishUntil: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  texts: Text[];
  tags: CmsTag[];
  authorName: string | null;
};

function toDto(row: ItemRow): CmsItem {
  const translations = [...row.texts].sort(byLanguage);
  const titled = translations.filter((t) => t.title);
  return {
    cmsItemId: row.id,
    linkKey: row.linkKey,
    kind: row.kind,
    statusId: row.status,
    publishFrom: row.publishFrom,
    publishUntil: row.publishUntil,
    tagIds: row.tags.map((t) => t.cmsTagId),
    tags: row.tags,
    translations,
    title: titled[0]?.title ?? '',
    languages: titled.map((t) => t.language),
    authorName: row.authorName,
    version: row.version,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const sorts = columnSorts(cmsItems, CMS_ITEM_SORT_COLUMNS);
const hasText = (where: SQL | undefined) =>
  sqlExists(
    sql`select 1 from ${cmsItemTexts} t where t.item_id = ${cmsItems.id} and t.title <> ''${where ? sql` and ${where}` : sql``}`,
  );

export function listCmsItems(db: Db, q: CmsItemListQuery) {
  const search = q.searchText ? containsPattern(q.searchText) : undefined;
  return pagedList(db, {
    list: {
      from: cmsItems,
      id: cmsItems.id,
      where: and(
        q.statuses?.length ? inArray(cmsItems.status, q.statuses.map(Number)) : undefined,
        q.kinds?.length ? inArray(cmsItems.kind, q.kinds) : undefined,
        q.languages?.length ? hasText(sql`t.language in ${q.languages}`) : undefined,
        q.tagIds?.length
          ? sqlExists(
              sql`select 1 from ${cmsItemTags} it where it.item_id = ${cmsItems.id} and it.tag_id in ${q.tagIds}`,
            )
          : undefined,
        search ? hasText(sql`(t.title ilike ${search} or t.body ilike ${search})`) : undefined,
      ),
      sorts,
      defaultSort: CMS_ITEM_DEFAULT_SORT,
    },
    query: q,
    rows: (byIds) => db.select(itemColumns).from(cmsItems).where(byIds),
    toItem: (row) => toDto(row as ItemRow),
    idOf: (r) => r.cmsItemId,
  });
}

export async function cmsItemsByIds(db: Db, ids: ArrayLike<number>): Promise<CmsItem[]> {
  const rows = await db.select(itemColumns).from(cmsItems).where(idIn(cmsItems.id, ids));
  return inIdOrder(ids, (rows as ItemRow[]).map(toDto), (r) => r.cmsItemId);
}

export const cmsItemById = async (db: Db, id: number) => (await cmsItemsByIds(db, [id]))[0];

async function historyOf(db: Db, itemId: number): Promise<CmsItemEvent[]> {
  const rows = await db
    .select({
      eventId: cmsItemEvents.id,
      occurredAt: cmsItemEvents.occurredAt,
      userName: users.name,
      action: cmsItemEvents.action,
      changes: cmsItemEvents.changes,
    })
    .from(cmsItemEvents)
    .leftJoin(users, eq(users.id, cmsItemEvents.userId))
    .where(eq(cmsItemEvents.itemId, itemId))
    .orderBy(desc(cmsItemEvents.occurredAt), desc(cmsItemEvents.id))
    .limit(100);
  return rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() }));
}

export async function cmsItemDetail(db: Db, id: number): Promise<CmsItemDetail | undefined> {
  const item = await cmsItemById(db, id);
  return item && { ...item, history: await historyOf(db, id) };
}

/** Records one event of an item's history; call it with the transaction that makes the change. */
export async function recordCmsEvent(
  db: Db,
  event: { itemId: number; userId: number | null; action: string; changes?: TimelineChange[] },
) {
  await db.insert(cmsItemEvents).values(event);
}

/** The texts as stored: bodies sanitised, languages without a title or body left out. */
function cleanTexts(translations: CmsItemParsedInput['translations']): Text[] {
  return translations
    .map((t) => ({ language: t.language, title: t.title, body: sanitizeCmsHtml(t.body) }))
    .filter((t) => t.title || t.body)
    .sort(byLanguage);
}

/** The tags named exist (a tag deleted meanwhile is the field's error). */
async function checkTags(db: Db, tagIds: readonly number[]) {
  if (!tagIds.length) return;
  const known = await db
    .select({ id: cmsTags.id })
    .from(cmsTags)
    .where(inArray(cmsTags.id, [...tagIds]));
  if (known.length !== new Set(tagIds).size) throw badRequest('validation.failed', { tagIds: 'validation.unknown' });
}

async function writeTextsAndTags(db: Db, itemId: number, cleaned: Text[], tagIds: readonly number[]) {
  await db.delete(cmsItemTexts).where(eq(cmsItemTexts.itemId, itemId));
  if (cleaned.length) await db.insert(cmsItemTexts).values(cleaned.map((t) => ({ ...t, itemId })));
  await db.delete(cmsItemTags).where(eq(cmsItemTags.itemId, itemId));
  const unique = [...new Set(tagIds)];
  if (unique.length) await db.insert(cmsItemTags).values(unique.map((tagId) => ({ itemId, tagId })));
}

/** A new item, InActive, written by the caller (its author). */
export async function createCmsItem(db: Db, input: CmsItemParsedInput, userId: number | null): Promise<number> {
  await checkTags(db, input.tagIds);
  const cleaned = cleanTexts(input.translations);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cmsItems)
      .values({
        kind: input.kind,
        status: CMS_STATUS_INACTIVE,
        publishFrom: input.publishFrom,
        publishUntil: input.publishUntil,
        authorId: userId,
      })
      .returning({ id: cmsItems.id });
    const id = row!.id;
    await writeTextsAndTags(tx as unknown as Db, id, cleaned, input.tagIds);
    await recordCmsEvent(tx as unknown as Db, { itemId: id, userId, action: 'created' });
    return id;
  });
}

/** What the history compares: the fields and each language's title and body. */
function comparable(item: Pick<CmsItem, 'kind' | 'publishFrom' | 'publishUntil' | 'tagIds' | 'translations'>) {
  const out: Record<string, unknown> = {
    kind: item.kind,
    publishFrom: item.publishFrom,
    publishUntil: item.publishUntil,
    tagIds: [...item.tagIds].sort((a, b) => a - b),
  };
  for (const language of CMS_LANGUAGES) {
    const t = item.translations.find((x) => x.language === language);
    out[`title${language}`] = t?.title ?? null;
    out[`body${language}`] = t?.body ?? null;
  }
  return out;
}

/**
 * Updates only when the stored version is the one the caller read (one statement: two parallel
 * updates cannot both win); otherwise 409 with the current item, or 404.
 */
export async function updateCmsItem(db: Db, { cmsItemId, version, ...input }: CmsItemUpdate, userId: number | null) {
  await checkTags(db, input.tagIds);
  const cleaned = cleanTexts(input.translations);
  const changed = await db.transaction(async (tx) => {
    const before = await cmsItemById(tx as unknown as Db, cmsItemId);
    const [updated] = await tx
      .update(cmsItems)
      .set({
        kind: input.kind,
        publishFrom: input.publishFrom,
        publishUntil: input.publishUntil,
        version: sql`${cmsItems.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(cmsItems.id, cmsItemId), eq(cmsItems.version, version)))
      .returning({ id: cmsItems.id });
    if (!updated || !before) return false;
    await writeTextsAndTags(tx as unknown as Db, cmsItemId, cleaned, input.tagIds);
    const after = comparable({ ...input, tagIds: input.tagIds, translations: cleaned });
    const fields = Object.keys(after);
    await recordCmsEvent(tx as unknown as Db, {
      itemId: cmsItemId,
      userId,
      action: 'updated',
      changes: changedFields(comparable(before), after, fields),
    });
    return true;
  });
  const current = await cmsItemById(db, cmsItemId);
  if (!current) throw notFound();
  if (!changed) throw conflict(current);
  return current;
}

/** Moves an item to a status on its version (publish: Active or Hidden; unpublish: InActive). */
export async function setCmsItemStatus(
  db: Db,
  { cmsItemId, version, statusId }: { cmsItemId: number; version: number; statusId: number },
  userId: number | null,
) {
  const current = await cmsItemById(db, cmsItemId);
  if (!current) throw notFound();
  // Publishing needs a language the portal can show: a title and a body.
  if (statusId !== CMS_STATUS_INACTIVE && !current.translations.some((t) => t.title && t.body))
    throw badRequest('cmsItem:errors.nothingToPublish', { statusId: 'cmsItem:errors.nothingToPublish' });
  const changed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(cmsItems)
      .set({ status: statusId, version: sql`${cmsItems.version} + 1`, updatedAt: new Date() })
      .where(and(eq(cmsItems.id, cmsItemId), eq(cmsItems.version, version)))
      .returning({ id: cmsItems.id });
    if (!updated) return false;
    await recordCmsEvent(tx as unknown as Db, {
      itemId: cmsItemId,
      userId,
      action: statusId === CMS_STATUS_INACTIVE ? 'unpublished' : 'published',
      changes: [{ field: 'statusId', before: current.statusId, after: statusId }],
    });
    return true;
  });
  const after = await cmsItemById(db, cmsItemId);
  if (!after) throw notFound();
  if (!changed) throw conflict(after);
  return after;
}

export async function deleteCmsItems(db: Db, ids: number[]) {
  const deleted = await db.delete(cmsItems).where(inArray(cmsItems.id, ids)).returning({ id: cmsItems.id });
  return { deletedCount: deleted.length };
}
