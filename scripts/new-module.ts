/**
 * Adds a module in the project's one shape, working from the first run: a list of records with a
 * name, searchable, sortable and paged, with a create/edit dialog (version, 409), behind the module's
 * access rights, announced on the hub, with its API test and its end-to-end path. Every file of the
 * recipe in docs/architecture.md ("Adding a module") is written or wired, the migration generated;
 * the developer then gives the record its real fields.
 *
 *   npm run new-module -- <name> --module <moduleKey> [--api <path>]
 *   npm run new-module -- service-fee --module servicefee
 *
 * <name> is the record in kebab case, singular (service-fee). The module must be in the catalogue
 * (src/shared/catalogue.ts) and its screen a placeholder route (which the list replaces). --api
 * defaults to /api/<module>/v2/<records>.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MODULE_CATALOGUE, type ModuleDefinition } from '../src/shared/catalogue';

export type ModuleNames = {
  /** service-fee */
  kebab: string;
  /** serviceFee */
  camel: string;
  /** ServiceFee */
  pascal: string;
  /** serviceFees: the domain and the query-key root */
  plural: string;
  /** ServiceFees */
  pluralPascal: string;
  /** service-fees */
  pluralKebab: string;
  /** service_fees */
  table: string;
  /** SERVICE_FEE */
  constant: string;
  /** servicefee */
  moduleKey: string;
  /** /servicefee */
  spaPath: string;
  /** /api/servicefee/v2/servicefees */
  apiPath: string;
};

const pluralOf = (word: string) =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;

function findModule(key: string): ModuleDefinition | undefined {
  for (const m of MODULE_CATALOGUE) {
    if (m.key === key) return m;
    const sub = m.subModules?.find((s) => s.key === key);
    if (sub) return sub;
  }
  return undefined;
}

export function namesOf(name: string, moduleKey: string, apiPath?: string): ModuleNames {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`The name must be kebab case: ${name}`);
  const module = findModule(moduleKey);
  if (!module) throw new Error(`No module "${moduleKey}" in src/shared/catalogue.ts`);
  if (!module.path) throw new Error(`Module "${moduleKey}" has no screen (path) in the catalogue`);
  const parts = name.split('-');
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const pluralParts = [...parts.slice(0, -1), pluralOf(parts.at(-1)!)];
  const camel = parts[0]! + parts.slice(1).map(cap).join('');
  const plural = pluralParts[0]! + pluralParts.slice(1).map(cap).join('');
  return {
    kebab: name,
    camel,
    pascal: cap(camel),
    plural,
    pluralPascal: cap(plural),
    pluralKebab: pluralParts.join('-'),
    table: pluralParts.join('_'),
    constant: parts.join('_').toUpperCase(),
    moduleKey,
    spaPath: module.path,
    apiPath: apiPath ?? `/api/${moduleKey.toLowerCase()}/v2/${pluralParts.join('')}`,
  };
}

/** The files to write (path -> text), relative to the project root. */
export function moduleFiles(n: ModuleNames): Record<string, string> {
  const ns = n.camel;
  const texts = {
    en: {
      add: 'Add',
      addTitle: 'New record',
      editTitle: 'Edit record',
      editNamed: 'Edit {{name}}',
      empty: 'Nothing here yet.',
      noMatch: 'Nothing matches the search.',
      name: 'Name',
      updatedAt: 'Last changed',
    },
    nl: {
      add: 'Toevoegen',
      addTitle: 'Nieuw record',
      editTitle: 'Record bewerken',
      editNamed: '{{name}} bewerken',
      empty: 'Hier staat nog niets.',
      noMatch: 'Niets komt overeen met de zoekopdracht.',
      name: 'Naam',
      updatedAt: 'Laatst gewijzigd',
    },
    fr: {
      add: 'Ajouter',
      addTitle: 'Nouvel enregistrement',
      editTitle: "Modifier l'enregistrement",
      editNamed: 'Modifier {{name}}',
      empty: "Rien ici pour l'instant.",
      noMatch: 'Rien ne correspond à la recherche.',
      name: 'Nom',
      updatedAt: 'Dernière modification',
    },
  };
  const locale = (l: keyof typeof texts) =>
    `${JSON.stringify(
      {
        add: texts[l].add,
        addTitle: texts[l].addTitle,
        editTitle: texts[l].editTitle,
        editNamed: texts[l].editNamed,
        empty: texts[l].empty,
        noMatch: texts[l].noMatch,
        fields: { name: texts[l].name, updatedAt: texts[l].updatedAt },
      },
      null,
      2,
    )}\n`;
  const routeId = `/_app${n.spaPath}`;
  return {
    [`src/shared/schemas/${n.kebab}.ts`]: `/** ${n.pluralPascal}: the list query, the input of a create and an update (with its version), the record. */
import * as z from 'zod';
import { ${n.constant}_SORT_COLUMNS } from '../endpoints/${n.kebab}';
import { dbInt, listOf, listQueryBase, orderBysOf } from './common';

export const ${n.camel}ListQuery = listQueryBase.extend({ orderBys: orderBysOf(${n.constant}_SORT_COLUMNS).optional() });
export type ${n.pascal}ListQuery = z.infer<typeof ${n.camel}ListQuery>;

export const ${n.camel}Input = z.object({
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
});
export type ${n.pascal}Input = z.infer<typeof ${n.camel}Input>;

export const ${n.camel}Update = ${n.camel}Input.extend({ ${n.camel}Id: dbInt, version: dbInt });
export type ${n.pascal}Update = z.infer<typeof ${n.camel}Update>;

export const ${n.camel}Schema = ${n.camel}Update.extend({ updatedAt: z.string() });
export type ${n.pascal} = z.infer<typeof ${n.camel}Schema>;

export const ${n.camel}Page = listOf(${n.camel}Schema);
export const ${n.camel}Created = z.object({ ${n.camel}Id: z.number().int() });
`,
    [`src/shared/endpoints/${n.kebab}.ts`]: `/** ${n.pluralPascal}: the list, create, and update with its version. */
import { endpointsOf } from './endpoint';

/** Columns the list sorts by (\`orderBys\`). */
export const ${n.constant}_SORT_COLUMNS = ['name', 'updatedAt'] as const;

const api = endpointsOf(() => import('../schemas/${n.kebab}'));
const BASE = '${n.apiPath}';

export const ${n.camel}Endpoints = {
  list: api.get(BASE, (s) => ({ query: s.${n.camel}ListQuery, response: s.${n.camel}Page })),
  create: api.post(BASE, (s) => ({ body: s.${n.camel}Input, response: s.${n.camel}Created }), 201),
  update: api.put(BASE, (s) => ({ body: s.${n.camel}Update, response: s.${n.camel}Schema, conflict: s.${n.camel}Schema })),
};
`,
    [`server/db/schema/${n.kebab}.ts`]: `/** ${n.pluralPascal}. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const ${n.plural} = pgTable(
  '${n.table}',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('${n.table}_name_idx').on(sql\`lower(\${t.name})\`)],
);
`,
    [`server/db/seed/${n.kebab}.ts`]: `/** Demo ${n.plural}. */
import type { Db } from '../client';
import { ${n.plural} } from '../schema';

const NAMES = ['First example', 'Second example', 'Third example'];

export async function seed${n.pluralPascal}(tx: Pick<Db, 'insert'>) {
  await tx.insert(${n.plural}).values(NAMES.map((name) => ({ name })));
}
`,
    [`server/modules/${n.kebab}/${n.kebab}-repository.ts`]: `/** ${n.pluralPascal} in the database: the list, create, and update with optimistic concurrency on the version. */
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { ${n.constant}_SORT_COLUMNS } from '../../../src/shared/endpoints/${n.kebab}';
import type {
  ${n.pascal},
  ${n.pascal}Input,
  ${n.pascal}ListQuery,
  ${n.pascal}Update,
} from '../../../src/shared/schemas/${n.kebab}';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ${n.plural} } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { containsPattern, pagedList, type SortKey } from '../../http/list';

const toDto = (r: typeof ${n.plural}.$inferSelect): ${n.pascal} => ({
  ${n.camel}Id: r.id,
  name: r.name,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

const sorts: Record<(typeof ${n.constant}_SORT_COLUMNS)[number], SortKey> = {
  name: { key: sql\`lower(\${${n.plural}.name})\` },
  updatedAt: { key: ${n.plural}.updatedAt },
};

/** The records whose name contains the search text; by id when unsorted. */
export function list${n.pluralPascal}(db: Db, q: ${n.pascal}ListQuery) {
  return pagedList(db, {
    list: {
      from: ${n.plural},
      id: ${n.plural}.id,
      where: q.searchText ? ilike(${n.plural}.name, containsPattern(q.searchText)) : undefined,
      sorts,
    },
    query: q,
    rows: (byIds) => db.select().from(${n.plural}).where(byIds),
    toItem: toDto,
    idOf: (r) => r.${n.camel}Id,
  });
}

const NAME_TAKEN = { name: 'validation.unique' };

export async function create${n.pascal}(db: Db, input: ${n.pascal}Input): Promise<number> {
  try {
    const [row] = await db.insert(${n.plural}).values(input).returning({ id: ${n.plural}.id });
    return row!.id;
  } catch (error) {
    // The name is unique case-insensitively (index): a clash is a field error.
    if (isUniqueViolation(error)) throw badRequest('validation.failed', NAME_TAKEN);
    throw error;
  }
}

/** Updates only when the stored version is the one the caller loaded; otherwise 409 with the current record, or 404. */
export async function update${n.pascal}(db: Db, input: ${n.pascal}Update): Promise<${n.pascal}> {
  let updated;
  try {
    [updated] = await db
      .update(${n.plural})
      .set({ name: input.name, version: sql\`\${${n.plural}.version} + 1\`, updatedAt: new Date() })
      .where(and(eq(${n.plural}.id, input.${n.camel}Id), eq(${n.plural}.version, input.version)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('validation.failed', NAME_TAKEN);
    throw error;
  }
  if (updated) return toDto(updated);
  const [current] = await db.select().from(${n.plural}).where(eq(${n.plural}.id, input.${n.camel}Id));
  if (!current) throw notFound();
  throw conflict(toDto(current));
}
`,
    [`server/modules/${n.kebab}/${n.kebab}-routes.ts`]: `/** ${n.pluralPascal}: the list, create, and update with its version. */
import type { FastifyPluginAsync } from 'fastify';
import { ${n.camel}Endpoints } from '../../../src/shared/endpoints/${n.kebab}';
import { registerRoutes } from '../../http/routes';
import type { ModuleDeps } from '../deps';
import { create${n.pascal}, list${n.pluralPascal}, update${n.pascal} } from './${n.kebab}-repository';

const read = { module: '${n.moduleKey}', right: 'read' } as const;
const edit = { module: '${n.moduleKey}', right: 'edit' } as const;
const changes = { domain: '${n.plural}', idKey: '${n.camel}Id' } as const;

export const ${n.camel}Routes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, ${n.camel}Endpoints, {
    list: { access: read, handler: (request) => list${n.pluralPascal}(deps.db, request.query) },
    create: {
      access: edit,
      changes,
      handler: async (request) => ({ ${n.camel}Id: await create${n.pascal}(deps.db, request.body) }),
    },
    update: { access: edit, changes, handler: (request) => update${n.pascal}(deps.db, request.body) },
  });
`,
    [`server/modules/${n.kebab}/${n.kebab}-routes.test.ts`]: `import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, NOMODULE, VIEWER, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.login(ADMIN);
});

const BASE = '${n.apiPath}';

describe('${n.pluralKebab.replace(/-/g, ' ')}', () => {
  it('lists with search, sorting and paging', async () => {
    const page = (await t.call({ method: 'GET', url: \`\${BASE}?pageSize=5&orderBys=name_desc\`, cookie: admin })).json()
      .response;
    expect(page).toMatchObject({ totalCount: 3, pageIndex: 1, pageSize: 5 });
    expect(page.items.map((r: { name: string }) => r.name)).toEqual(['Third example', 'Second example', 'First example']);
    const found = (await t.call({ method: 'GET', url: \`\${BASE}?searchText=SECOND\`, cookie: admin })).json().response;
    expect(found.items.map((r: { name: string }) => r.name)).toEqual(['Second example']);
  });

  it('creates, updates with the version, and answers a stale edit with 409 and the current record', async () => {
    const created = await t.call({ method: 'POST', url: BASE, payload: { name: ' New one ' }, cookie: admin });
    expect(created.statusCode).toBe(201);
    const id = created.json().response.${n.camel}Id;
    const updated = await t.call({ method: 'PUT', url: BASE, payload: { ${n.camel}Id: id, version: 1, name: 'Renamed' }, cookie: admin });
    expect(updated.json().response).toMatchObject({ ${n.camel}Id: id, name: 'Renamed', version: 2 });
    const stale = await t.call({ method: 'PUT', url: BASE, payload: { ${n.camel}Id: id, version: 1, name: 'Late' }, cookie: admin });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorMessage: 'versionConflict', response: { name: 'Renamed', version: 2 } });
  });

  it('answers every rule with fieldErrors, a duplicate name included', async () => {
    const blank = await t.call({ method: 'POST', url: BASE, payload: { name: ' ' }, cookie: admin });
    expect(blank.json().fieldErrors).toEqual({ name: 'validation.required' });
    const duplicate = await t.call({ method: 'POST', url: BASE, payload: { name: 'FIRST EXAMPLE' }, cookie: admin });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors).toEqual({ name: 'validation.unique' });
  });

  it('lets readers list but not change; others get 403', async () => {
    const viewer = await t.login(VIEWER);
    expect((await t.call({ method: 'GET', url: BASE, cookie: viewer })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: BASE, payload: { name: 'x' }, cookie: viewer })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: BASE, cookie: await t.login(NOMODULE) })).statusCode).toBe(403);
  });
});
`,
    [`src/features/${n.kebab}/api/${n.kebab}-api.ts`]: `/** The ${n.camel} domain on the client, through its endpoints: the query-key factory and the save hook. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { invalidateDomain } from '@/lib/query-client';
import { queryRoot } from '@/shared/catalogue';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { ${n.camel}Endpoints as api } from '@/shared/endpoints/${n.kebab}';
import type { ${n.pascal}Input, ${n.pascal}Update } from '@/shared/schemas/${n.kebab}';

export const ${n.camel}Queries = {
  all: () => queryRoot('${n.plural}'),
  lists: () => [...${n.camel}Queries.all(), 'list'] as const,
  list: (query: QueryOf<typeof api.list>) =>
    queryOptions({
      queryKey: [...${n.camel}Queries.lists(), query] as const,
      queryFn: ({ signal }) => call(api.list, { query }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/** Create or update; the form shows field errors and conflicts itself; lists refresh after any outcome. */
export function useSave${n.pascal}() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ${n.pascal}Input | ${n.pascal}Update) =>
      '${n.camel}Id' in input ? call(api.update, { body: input }) : call(api.create, { body: input }),
    meta: { suppressError: true },
    onSettled: () => invalidateDomain(queryClient, '${n.plural}'),
  });
}
`,
    [`src/features/${n.kebab}/${n.pluralKebab}-page.tsx`]: `/** ${n.pluralPascal}: searchable, sortable, paged list (state in the URL) with a create/edit dialog. */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { FilterSidebar } from '@/components/filters/filter-sidebar';
import { SearchInput } from '@/components/filters/search-input';
import { Button } from '@/components/ui/button';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import type { FilterSpec, ListSearch } from '@/lib/list-search';
import { formatTimestamp } from '@/shared/dates';
import { ${n.constant}_SORT_COLUMNS } from '@/shared/endpoints/${n.kebab}';
import type { ${n.pascal} } from '@/shared/schemas/${n.kebab}';
import { SavedFilters } from '@/components/saved-filters/saved-filters';
import { useAccess } from '@/hooks/use-access';
import { TruncatedText } from '@/components/ui/truncated-text';
import { ${n.camel}Queries } from './api/${n.kebab}-api';

const route = getRouteApi('${routeId}');
/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const ${n.pascal}Dialog = lazy(() => import('./components/${n.kebab}-form').then((m) => ({ default: m.${n.pascal}Dialog })));

const NO_FILTERS = {} satisfies FilterSpec;

export function ${n.pluralPascal}Page() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canEdit = useAccess().canEdit('${n.moduleKey}');
  const update = useCallback<SearchUpdater<ListSearch>>((change) => void navigate({ search: (s) => change(s) }), [navigate]);
  const list = useListState(search, update, NO_FILTERS, ${n.constant}_SORT_COLUMNS);
  const records = useQuery(${n.camel}Queries.list(list.query));
  const [editing, setEditing] = useState<${n.pascal} | 'new' | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts({ onAdd: canEdit ? () => setEditing('new') : undefined, onRefresh: () => void records.refetch(), searchRef });

  const columns = useMemo<ColumnDef<${n.pascal}, unknown>[]>(
    () => [
      { id: 'name', header: t('${ns}:fields.name'), meta: { grow: true }, cell: ({ row }) => <TruncatedText text={row.original.name} /> },
      { id: 'updatedAt', header: t('${ns}:fields.updatedAt'), cell: ({ row }) => formatTimestamp(row.original.updatedAt) },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('list.actions')}</span>,
        cell: ({ row }) =>
          canEdit ? (
            <Button variant="ghost" onClick={() => setEditing(row.original)} aria-label={t('${ns}:editNamed', { name: row.original.name })}>
              {t('actions.edit')}
            </Button>
          ) : null,
      },
    ],
    [t, canEdit],
  );

  return (
    <section aria-labelledby="${n.pluralKebab}-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="${n.pluralKebab}-title" className="text-2xl font-semibold">
          {t('modules.${n.moduleKey}')}
        </h1>
        {canEdit && <Button onClick={() => setEditing('new')}>{t('${ns}:add')}</Button>}
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={list.activeFilters} onReset={list.reset}>
          <SavedFilters screen="${n.pluralKebab}" moduleKey="${n.moduleKey}" currentValues={list.savedValues} onApply={list.applySaved} />
        </FilterSidebar>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <SearchInput ref={searchRef} value={list.searchText} onChange={list.setSearchText} />
          <DataTable
            caption={t('modules.${n.moduleKey}')}
            data={records.data?.items}
            columns={columns}
            sortable={${n.constant}_SORT_COLUMNS}
            orderBys={list.query.orderBys}
            onOrderBysChange={list.setSort}
            getRowId={(r) => String(r.${n.camel}Id)}
            loading={records.isPending}
            refreshing={records.isPlaceholderData}
            placeholderRows={list.pageSize}
            empty={
              <div className="flex flex-col items-center gap-3">
                <p>{list.query.searchText ? t('${ns}:noMatch') : t('${ns}:empty')}</p>
                {canEdit && <Button onClick={() => setEditing('new')}>{t('${ns}:add')}</Button>}
              </div>
            }
          />
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={records.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
      {editing !== null && (
        <Suspense fallback={null}>
          <${n.pascal}Dialog open record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
`,
    [`src/features/${n.kebab}/components/${n.kebab}-form.tsx`]: `/** Create or edit a record in a dialog: the shared zod schema, server field errors on their fields, a colleague's version (409). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '@/components/form/conflict-notice';
import { FormTextField } from '@/components/form/form-text-field';
import { applyServerErrors } from '@/components/form/server-errors';
import { useVersionConflict } from '@/components/form/use-version-conflict';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { alertError } from '@/lib/alerts';
import { ${n.camel}Input, type ${n.pascal}, type ${n.pascal}Input } from '@/shared/schemas/${n.kebab}';
import { useSave${n.pascal} } from '../api/${n.kebab}-api';

type FormValues = z.input<typeof ${n.camel}Input>;
type Props = { record: ${n.pascal} | null; open: boolean; onClose: () => void };

const valuesOf = (record: ${n.pascal} | null): FormValues => ({ name: record?.name ?? '' });

export function ${n.pascal}Dialog({ record, open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t(record ? '${ns}:editTitle' : '${ns}:addTitle')}>
      {open && <${n.pascal}Form key={record ? \`\${record.${n.camel}Id}-\${record.version}\` : 'new'} record={record} onClose={onClose} />}
    </Modal>
  );
}

function ${n.pascal}Form({ record, onClose }: { record: ${n.pascal} | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSave${n.pascal}();
  const conflict = useVersionConflict<${n.pascal}>(record?.version);
  const form = useForm<FormValues, unknown, ${n.pascal}Input>({
    resolver: zodResolver(${n.camel}Input),
    mode: 'onTouched',
    defaultValues: valuesOf(record),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    conflict.clear();
    try {
      await save.mutateAsync(
        record && conflict.version !== undefined ? { ...values, ${n.camel}Id: record.${n.camel}Id, version: conflict.version } : values,
      );
      onClose();
    } catch (error) {
      if (!conflict.caught(error) && !applyServerErrors(form, error)) alertError(error);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <FormTextField form={form} name="name" label={t('${ns}:fields.name')} required maxLength={100} />
      {conflict.current && (
        <ConflictNotice onUseTheirs={() => conflict.useTheirs((theirs) => form.reset(valuesOf(theirs)))} onKeepMine={conflict.keepMine} />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
`,
    [`src/locales/en/${ns}.json`]: locale('en'),
    [`src/locales/nl/${ns}.json`]: locale('nl'),
    [`src/locales/fr/${ns}.json`]: locale('fr'),
    [`e2e/${n.pluralKebab}.spec.ts`]: `import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures';

test.describe('${n.pluralKebab.replace(/-/g, ' ')}', () => {
  test('list, search, add and rename, each change in the list at once', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '${n.spaPath}');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4); // header + 3 seeded
    await page.getByLabel('Search').fill('second');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search').fill('');
    await page.getByRole('button', { name: 'Add' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New record' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Added in the test');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Added in the test' }).click();
    await page.getByRole('dialog', { name: 'Edit record' }).getByLabel('Name').fill('Renamed in the test');
    await page.getByRole('dialog', { name: 'Edit record' }).getByRole('button', { name: 'Save' }).click();
    await expect(table).toContainText('Renamed in the test');
  });
});
`,
    [routeFileOf(n)]: `import { createFileRoute } from '@tanstack/react-router';
import { ${n.pluralPascal}Page } from '@/features/${n.kebab}/${n.pluralKebab}-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { listQueryOf, parseListSearch } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import { ${n.constant}_SORT_COLUMNS } from '@/shared/endpoints/${n.kebab}';
import { useUiStore } from '@/stores/ui-store';

export const Route = createFileRoute('${routeId}')({
  validateSearch: (search) => parseListSearch(search, ${n.constant}_SORT_COLUMNS),
  loaderDeps: ({ search }) => listQueryOf(search, {}, useUiStore.getState().pageSize),
  beforeLoad: requireModule('${n.moduleKey}'),
  // The page's rows and texts beside the route's code; the query factory too (docs/architecture.md).
  loader: (match) =>
    Promise.all([
      loadNamespaces('${ns}'),
      import('@/features/${n.kebab}/api/${n.kebab}-api').then(({ ${n.camel}Queries }) =>
        loadQueries(match, ${n.camel}Queries.list(match.deps)),
      ),
    ]),
  component: ${n.pluralPascal}Page,
});
`,
  };
}

/** The module's placeholder route file (`/x.tsx`, or `/x/index.tsx` when the module has sub-routes). */
function routeFileOf(n: ModuleNames): string {
  const flat = `src/routes/_app${n.spaPath}.tsx`;
  const index = `src/routes/_app${n.spaPath}/index.tsx`;
  return existsSync(index) ? index : flat;
}

/** The file's opening comment (an import goes right after it; imports are hoisted, order is free). */
const LEADING_COMMENT = /^(\/\*\*[\s\S]*?\*\/\n)?/;

/** Lines the module adds to files that list every module (text, edited in place). */
export function wiring(n: ModuleNames): { file: string; after: RegExp; insert: string }[] {
  return [
    { file: 'src/shared/catalogue.ts', after: /export const DOMAIN_NAMES = \[\n/, insert: `  '${n.plural}',\n` },
    {
      file: 'src/shared/catalogue.ts',
      after: /export const DOMAINS: Readonly<Record<Domain, DomainDefinition>> = \{\n/,
      insert: `  ${n.plural}: { heardBy: '${n.moduleKey}', shownIn: [] },\n`,
    },
    { file: 'server/db/schema/index.ts', after: /$/, insert: `export * from './${n.kebab}';\n` },
    {
      file: 'server/db/seed/index.ts',
      after: /\/\/ Module seeds \(npm run new-module adds a line here\)\.\n/,
      insert: `    await seed${n.pluralPascal}(tx);\n`,
    },
    {
      file: 'server/db/seed/index.ts',
      after: LEADING_COMMENT,
      insert: `import { seed${n.pluralPascal} } from './${n.kebab}';\n`,
    },
    {
      file: 'server/modules/index.ts',
      after: LEADING_COMMENT,
      insert: `import { ${n.camel}Routes } from './${n.kebab}/${n.kebab}-routes';\n`,
    },
    { file: 'server/modules/index.ts', after: /export const MODULE_ROUTES = \[\n/, insert: `  ${n.camel}Routes,\n` },
    {
      // The gate's schema-made update would rename record 1 to the name its create just took.
      file: 'server/gates/contract.test.ts',
      after: /const EXAMPLES: Record<string, \(\) => Promise<Partial<RouteInput>>> = \{\n/,
      insert: `  'PUT ${n.apiPath}': async () => ({ body: { ${n.camel}Id: 1, version: 1, name: 'Renamed by the gate' } }),\n`,
    },
  ];
}

export function addModule(root: string, name: string, moduleKey: string, apiPath?: string) {
  const n = namesOf(name, moduleKey, apiPath);
  const files = moduleFiles(n);
  for (const file of Object.keys(files))
    if (existsSync(path.join(root, file)) && !file.startsWith('src/routes/'))
      throw new Error(`${file} exists already: pick another name`);
  const route = routeFileOf(n);
  if (existsSync(path.join(root, route)) && !readFileSync(path.join(root, route), 'utf8').includes('ModulePage'))
    throw new Error(`${route} is not a placeholder any more`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  for (const { file, after, insert } of wiring(n)) {
    const full = path.join(root, file);
    const text = readFileSync(full, 'utf8');
    const match = after.exec(text);
    if (!match) throw new Error(`Cannot find where to add ${n.kebab} in ${file}`);
    const at = match.index + match[0].length;
    writeFileSync(full, text.slice(0, at) + insert + text.slice(at));
  }
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  run('npx', ['drizzle-kit', 'generate', '--name', n.table]);
  run('npx', ['tsr', 'generate']);
  const written = [...Object.keys(files), ...new Set(wiring(n).map((w) => w.file))];
  run('npx', ['prettier', '--write', ...written]);
  return { names: n, files: written };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, ...rest] = process.argv.slice(2);
  const option = (flag: string) => {
    const i = rest.indexOf(flag);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const moduleKey = option('--module');
  if (!name || !moduleKey) {
    console.error('Usage: npm run new-module -- <name> --module <moduleKey> [--api <path>]');
    process.exit(1);
  }
  const { names, files } = addModule(process.cwd(), name, moduleKey, option('--api'));
  console.log(`Added ${names.pluralPascal} (${names.apiPath}, screen ${names.spaPath}):`);
  for (const file of files) console.log(`  ${file}`);
  console.log('Next: give the record its fields (schema, table, form, columns, texts), then npm test.');
}
