/**
 * Bank statements (base /api/payment/v2; docs/domain.md "Bank statements"): the statements, one with
 * its lines, the money not on an invoice per customer (the invoices module's read right), and a line
 * confirmed to an invoice (its edit right). Statements come in as a file import (`bankStatement`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { bankStatementEndpoints } from '../../../../src/shared/endpoints/bank-statement';
import { found } from '../../../http/errors';
import { moduleAccess, registerRoutes } from '../../../http/routes';
import type { Db } from '../../../db/client';
import { callerOf } from '../../../plugins/security';
import type { ModuleDeps } from '../../deps';
import { confirmLine } from './statement-match';
import { listStatements, statementDetail, statementLine, unmatchedByCustomer } from './statement-read';

const { read, write } = moduleAccess('invoices', { domain: 'invoices' });

export const bankStatementRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) => {
  const { db } = deps;
  return registerRoutes(app, bankStatementEndpoints, {
    list: { access: read, handler: (request) => listStatements(db, request.query) },
    detail: { access: read, handler: async (request) => found(await statementDetail(db, request.params.id)) },
    unmatchedByCustomer: { access: read, handler: () => unmatchedByCustomer(db) },
    confirm: {
      ...write,
      handler: async (request) => {
        const lineId = request.params.id;
        await db.transaction((tx) =>
          confirmLine(tx as unknown as Db, lineId, request.body.invoiceId, callerOf(request)),
        );
        return found(await statementLine(db, lineId));
      },
    },
  });
};
