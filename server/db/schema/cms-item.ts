/**
 * The CMS (docs/domain.md "CMS"): items with a title and sanitised HTML body per language, a status
 * (0 InActive, 1 Active, 2 Hidden), a publication window of days, tags (some featured), an author,
 * a version and their history; the images their bodies show.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CMS_IMAGE_TYPES, CMS_ITEM_KINDS, CMS_LANGUAGES } from '../../../src/shared/constants/cms-item';
import { createdAt, inList, moment, tableWithId, versioned } from './columns';
import { users } from './security';

/** Bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const cmsItems = tableWithId(
  'cms_items',
  {
    /** The item's link key: the portal opens an item by it (a Hidden one only so). */
    linkKey: uuid('link_key').notNull().unique().defaultRandom(),
    kind: text('kind', { enum: CMS_ITEM_KINDS }).notNull(),
    status: smallint('status').notNull().default(0),
    /** The window, both days inclusive; null: open on that side. */
    publishFrom: date('publish_from', { mode: 'string' }),
    publishUntil: date('publish_until', { mode: 'string' }),
    authorId: integer('author_id').references(() => users.id),
    ...versioned(),
  },
  (t) => [
    check('cms_items_kind_check', inList('kind', CMS_ITEM_KINDS)),
    check('cms_items_status_check', sql`status in (0, 1, 2)`),
    check(
      'cms_items_window_check',
      sql`publish_until is null or publish_from is null or publish_until >= publish_from`,
    ),
    index('cms_items_portal_idx').on(t.status, t.publishFrom),
  ],
);

export const cmsItemTexts = pgTable(
  'cms_item_texts',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => cmsItems.id, { onDelete: 'cascade' }),
    language: text('language', { enum: CMS_LANGUAGES }).notNull(),
    title: text('title').notNull(),
    /** HTML, sanitised before it is stored (server/modules/cms-item/cms-html.ts). */
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.language] }),
    check('cms_item_texts_language_check', inList('language', CMS_LANGUAGES)),
  ],
);

export const cmsTags = tableWithId(
  'cms_tags',
  {
    name: text('name').notNull(),
    /** A featured tag's items come first on the portal. */
    isFeatured: boolean('is_featured').notNull().default(false),
    ...versioned(),
  },
  (t) => [uniqueIndex('cms_tags_name_idx').on(sql`lower(${t.name})`)],
);

export const cmsItemTags = pgTable(
  'cms_item_tags',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => cmsItems.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => cmsTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagId] }), index('cms_item_tags_tag_idx').on(t.tagId)],
);

/** An item's history: who did what when, with the changed fields before and after. */
export const cmsItemEvents = tableWithId(
  'cms_item_events',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => cmsItems.id, { onDelete: 'cascade' }),
    occurredAt: moment('occurred_at').notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
  },
  (t) => [index('cms_item_events_item_idx').on(t.itemId, t.occurredAt.desc())],
);

/** Images uploaded for item bodies, served by their key (`/api/cms/v2/images/{key}`). */
export const cmsImages = tableWithId(
  'cms_images',
  {
    key: uuid('key').notNull().unique().defaultRandom(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: CMS_IMAGE_TYPES }).notNull(),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  () => [check('cms_images_type_check', inList('content_type', CMS_IMAGE_TYPES))],
);
