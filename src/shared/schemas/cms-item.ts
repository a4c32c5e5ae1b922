/**
 * CMS items (docs/domain.md "CMS"): the list query, an item's input (kind, window, tags, a title and
 * body per language), its update on a version, publish and unpublish, the record with its history,
 * the tags, the images its bodies show, and the portal's public read.
 */
import * as z from 'zod';
import {
  CMS_BODY_MAX,
  CMS_IMAGE_TYPES,
  CMS_ITEM_KINDS,
  CMS_ITEM_SORT_COLUMNS,
  CMS_ITEM_STATUSES,
  CMS_LANGUAGES,
  CMS_TITLE_MAX,
} from '../constants/cms-item';
import { isCalendarDay } from '../calendar-day';
import { dbInt, listOf, listQuery, queryId, recordEvent, repeated, requiredString } from './common';

export { idParam } from './common';

const language = z.enum(CMS_LANGUAGES, {
  error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
});

export const cmsItemListQuery = listQuery(
  {
    /** Absent: every status. */
    statuses: repeated(z.enum(CMS_ITEM_STATUSES, { message: 'validation.invalid' })).optional(),
    kinds: repeated(z.enum(CMS_ITEM_KINDS, { message: 'validation.invalid' })).optional(),
    /** Items carrying any of these tags. */
    tagIds: repeated(queryId).optional(),
    /** Items with a title in any of these languages. */
    languages: repeated(language).optional(),
  },
  CMS_ITEM_SORT_COLUMNS,
);
export type CmsItemListQuery = z.infer<typeof cmsItemListQuery>;

/** A day of the publication window, `YYYY-MM-DD`; empty or absent: open on that side. */
const windowDay = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isCalendarDay(v), 'validation.date');

/** One language's text: the title, and the body as HTML (sanitised by the server before it is stored). */
export const cmsTranslation = z.object({
  language,
  title: z.string().trim().max(CMS_TITLE_MAX, `validation.maxLength|${CMS_TITLE_MAX}`),
  body: z.string().max(CMS_BODY_MAX, `validation.maxLength|${CMS_BODY_MAX}`),
});
export type CmsTranslation = z.infer<typeof cmsTranslation>;

/** Whether an HTML body says anything (text or an image), judged on its markup alone. */
export const hasContent = (html: string) =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

const cmsItemFields = z.object({
  kind: z.enum(CMS_ITEM_KINDS, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
  }),
  publishFrom: windowDay,
  publishUntil: windowDay,
  tagIds: z.array(dbInt).max(20, 'validation.maxItems|20').default([]),
  translations: z.array(cmsTranslation).max(CMS_LANGUAGES.length, `validation.maxItems|${CMS_LANGUAGES.length}`),
});

/** What the schema's fields alone cannot say: the window's order, one text per language, a title for a body, a language. */
function itemRules(item: z.output<typeof cmsItemFields>, ctx: z.RefinementCtx) {
  if (item.publishFrom && item.publishUntil && item.publishUntil < item.publishFrom)
    ctx.addIssue({ code: 'custom', path: ['publishUntil'], message: 'validation.dateOrder' });
  const seen = new Set<string>();
  item.translations.forEach((t, i) => {
    if (seen.has(t.language))
      ctx.addIssue({ code: 'custom', path: ['translations', i, 'language'], message: 'validation.unique' });
    seen.add(t.language);
    // A body needs its title: the portal lists an item by it.
    if (!t.title && hasContent(t.body))
      ctx.addIssue({ code: 'custom', path: ['translations', i, 'title'], message: 'validation.required' });
  });
  if (!item.translations.some((t) => t.title))
    ctx.addIssue({ code: 'custom', path: ['translations'], message: 'validation.cmsNoLanguage' });
}

export const cmsItemInput = cmsItemFields.superRefine(itemRules);
export type CmsItemInput = z.input<typeof cmsItemInput>;
export type CmsItemParsedInput = z.output<typeof cmsItemInput>;

export const cmsItemUpdate = cmsItemFields.extend({ cmsItemId: dbInt, version: dbInt }).superRefine(itemRules);
export type CmsItemUpdate = z.output<typeof cmsItemUpdate>;

/** Publish (Active, or Hidden: reachable by its link only) or unpublish, on the version read. */
export const cmsItemPublish = z.object({
  cmsItemId: dbInt,
  version: dbInt,
  /** 1 Active, 2 Hidden. */
  statusId: z.union([z.literal(1), z.literal(2)], { error: 'validation.invalid' }),
});
export const cmsItemUnpublish = z.object({ cmsItemId: dbInt, version: dbInt });

export const cmsTagSchema = z.object({
  cmsTagId: z.number().int(),
  name: z.string(),
  isFeatured: z.boolean(),
  version: z.number().int(),
});
export type CmsTag = z.infer<typeof cmsTagSchema>;

export const cmsItemEvent = recordEvent(z.string());
export type CmsItemEvent = z.infer<typeof cmsItemEvent>;

/** An item as the back office reads it. */
export const cmsItemSchema = z.object({
  cmsItemId: z.number().int(),
  /** Its link's key: how the portal opens it (a Hidden item only so). */
  linkKey: z.string(),
  kind: z.enum(CMS_ITEM_KINDS),
  statusId: z.number().int(),
  publishFrom: z.string().nullable(),
  publishUntil: z.string().nullable(),
  tagIds: z.array(z.number().int()),
  tags: z.array(cmsTagSchema),
  translations: z.array(z.object({ language, title: z.string(), body: z.string() })),
  /** The first title in NL, FR, EN, DE order: what the list shows. */
  title: z.string(),
  /** The languages with a title. */
  languages: z.array(language),
  authorName: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CmsItem = z.infer<typeof cmsItemSchema>;
export const cmsItemDetail = cmsItemSchema.extend({ history: z.array(cmsItemEvent) });
export type CmsItemDetail = z.infer<typeof cmsItemDetail>;

export const cmsItemPage = listOf(cmsItemSchema);
export const cmsItemCreated = z.object({ cmsItemId: z.number().int() });

/** Delete one or many (after the screen's confirmation); the answer counts those deleted. */
export const cmsItemDelete = z.object({
  cmsItemIds: z.array(dbInt).min(1, 'validation.required').max(500, 'validation.maxItems|500'),
});
export const cmsItemDeleted = z.object({ deletedCount: z.number().int() });

export const cmsTagList = z.array(cmsTagSchema);
export const cmsTagInput = z.object({ name: requiredString(50), isFeatured: z.boolean().default(false) });
export type CmsTagInput = z.input<typeof cmsTagInput>;
export const cmsTagUpdate = cmsTagInput.extend({ cmsTagId: dbInt, version: dbInt });
export type CmsTagUpdate = z.output<typeof cmsTagUpdate>;
export const cmsTagCreated = z.object({ cmsTagId: z.number().int() });

/** An image upload: its name, type and bytes (base64); the answer is where the API serves it. */
/**
 * A link typed into a body: a web address (http or https) or an e-mail address (mailto:), what the
 * server keeps of a link (server/modules/cms-item/cms-html.ts); empty removes the link.
 */
export const cmsLinkHref = z
  .string()
  .trim()
  .refine((href) => href === '' || /^(https?:\/\/[^\s/]+\S*|mailto:[^\s@]+@[^\s@]+)$/i.test(href), {
    message: 'validation.linkAddress',
  });

export const cmsImageUpload = z.object({
  fileName: requiredString(200),
  contentType: z.enum(CMS_IMAGE_TYPES, { error: 'validation.cmsImageType' }),
  // 2 MB in base64 is 2,796,203 characters.
  data: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(2_796_204, 'validation.cmsImageTooLarge')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'validation.invalid'),
});
export const cmsImageCreated = z.object({ imageKey: z.string(), url: z.string() });
export const cmsImageParam = z.object({ key: z.uuid({ error: 'validation.invalid' }) });

/** The portal's read: the published items in one language, of a tag or kind if asked, featured first. */
export const portalItemsQuery = z.object({
  language,
  tag: z.string().trim().max(50, 'validation.maxLength|50').optional(),
  kind: z.enum(CMS_ITEM_KINDS, { message: 'validation.invalid' }).optional(),
  pageIndex: z.coerce.number().int().min(1, 'validation.min|1').max(1000, 'validation.max|1000').default(1),
  pageSize: z.coerce.number().int().min(1, 'validation.min|1').max(100, 'validation.max|100').default(20),
});
export type PortalItemsQuery = z.infer<typeof portalItemsQuery>;
export const portalItemQuery = z.object({ language });
export const portalItemParam = z.object({ key: z.uuid({ error: 'validation.invalid' }) });

export const portalItem = z.object({
  key: z.string(),
  kind: z.enum(CMS_ITEM_KINDS),
  language,
  title: z.string(),
  body: z.string(),
  featured: z.boolean(),
  tags: z.array(z.object({ name: z.string(), isFeatured: z.boolean() })),
  publishFrom: z.string().nullable(),
  updatedAt: z.string(),
});
export type PortalItem = z.infer<typeof portalItem>;
export const portalItemPage = listOf(portalItem);
