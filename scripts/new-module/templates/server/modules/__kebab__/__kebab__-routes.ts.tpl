/** __Records__: the list and its CSV export, one record, create, update with its version, and delete (one or many). */
import type { FastifyPluginAsync } from 'fastify';
import en from '../../../src/locales/en/__camel__.json';
import fr from '../../../src/locales/fr/__camel__.json';
import nl from '../../../src/locales/nl/__camel__.json';
import type { Language } from '../../../src/shared/constants/common';
import { __camel__Endpoints } from '../../../src/shared/endpoints/__kebab__';
import { columnsCsv, sendCsv } from '../../http/csv';
import { found } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { requireSession } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import {
  __camel__ById,
  __camel__IdsInOrder,
  __plural__ByIds,
  create__pascal__,
  delete__pluralPascal__,
  list__pluralPascal__,
  update__pascal__,
} from './__kebab__-repository';

const { read, edit, write } = moduleAccess('__moduleKey__', { domain: '__plural__', idKey: '__camel__Id' });

/** The export's columns: the record's fields the texts label (`fields`), in their order, headed in the user's language. */
const EXPORTED = Object.keys(en.fields) as (keyof typeof en.fields)[];
const HEADERS: Record<Language, typeof en.fields> = { en: en.fields, nl: nl.fields, fr: fr.fields };

export const __camel__Routes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, __camel__Endpoints, {
    list: { access: read, handler: (request) => list__pluralPascal__(deps.db, request.query) },
    /** The list's rows as CSV, however many (http/csv.ts). */
    export: {
      access: read,
      handler: async (request, reply) => {
        const headers = HEADERS[requireSession(request).user.language];
        const ids = await __camel__IdsInOrder(deps.db, request.query);
        const csv = columnsCsv(EXPORTED, headers, ids, (batch) => __plural__ByIds(deps.db, batch));
        return sendCsv(reply, '__pluralKebab__', ids.length, csv);
      },
    },
    detail: { access: read, handler: async (request) => found(await __camel__ById(deps.db, request.params.id)) },
    create: {
      ...write,
      handler: async (request) => ({ __camel__Id: await create__pascal__(deps.db, request.body) }),
    },
    update: { ...write, handler: (request) => update__pascal__(deps.db, request.body) },
    remove: {
      access: edit,
      changes: { domain: '__plural__', idKey: '__camel__Ids' },
      handler: (request) => delete__pluralPascal__(deps.db, request.body.__camel__Ids),
    },
  });
