/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself) where a
 * request made from the schemas cannot succeed: each on a record of its own, so none depends on the
 * seed or on another route's turn.
 */
import type { __pascal__ } from '../../../src/shared/schemas/__kebab__';
import type { ModuleExamples } from '../../testing/routes';

const BASE = '__apiPath__';
let made = 0;

export const examples: ModuleExamples = (callAsAdmin) => {
  const fresh = async () => {
    const { __camel__Id } = await callAsAdmin<{ __camel__Id: number }>('POST', BASE, {
      name: `Gate example ${++made}`,
      status: 'active',
    });
    return callAsAdmin<__pascal__>('GET', `${BASE}/${__camel__Id}`);
  };
  return {
    [`GET ${BASE}/:id`]: async () => ({ params: { id: (await fresh()).__camel__Id } }),
    [`PUT ${BASE}`]: async () => {
      const record = await fresh();
      return { body: { ...record, name: `${record.name} (renamed)` } };
    },
    [`POST ${BASE}/delete`]: async () => ({ body: { __camel__Ids: [(await fresh()).__camel__Id] } }),
  };
};
