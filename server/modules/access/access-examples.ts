/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself) where a
 * request made from the schemas cannot succeed: roles and users of the gate's own (never the
 * administrator's: nobody changes their own roles or disables themselves), each made fresh.
 */
import type { AdminCall, ModuleExamples } from '../../testing/routes';

const ROLES = '/api/access/v2/roles';
const ENTITIES = '/api/access/v2/entities';
let made = 0;
const unique = (name: string) => `${name} ${++made}`;

const gateRole = async (callAsAdmin: AdminCall, definition?: string) => {
  const { roleId } = await callAsAdmin<{ roleId: number }>('POST', ROLES, { name: unique('Gate role') });
  if (definition)
    await callAsAdmin('POST', `${ROLES}/${roleId}/set-accessdefinition`, {
      accessDefinitionCode: definition,
      value: 'read',
    });
  return roleId;
};

const gateUser = async (callAsAdmin: AdminCall) =>
  (
    await callAsAdmin<{ entityId: number }>('POST', ENTITIES, {
      name: unique('Gate user'),
      email: `gate-user-${++made}@backoffice.test`,
      language: 'en',
    })
  ).entityId;

export const examples: ModuleExamples = (callAsAdmin) => ({
  [`POST ${ROLES}`]: async () => ({ body: { name: unique('Gate role'), description: 'Made by the gate' } }),
  [`PUT ${ROLES}`]: async () => ({
    body: { roleId: await gateRole(callAsAdmin), version: 1, name: unique('Gate role') },
  }),
  [`POST ${ROLES}/:id/set-accessdefinition`]: async () => ({
    params: { id: await gateRole(callAsAdmin) },
    body: { accessDefinitionCode: 'module:products', value: 'edit' },
  }),
  [`POST ${ROLES}/:id/update-accessdefinitionvalue`]: async () => ({
    params: { id: await gateRole(callAsAdmin, 'module:products') },
    body: { accessDefinitionCode: 'module:products', value: 'edit' },
  }),
  [`POST ${ROLES}/:id/delete-accessdefinition`]: async () => ({
    params: { id: await gateRole(callAsAdmin, 'module:products') },
    body: { accessDefinitionCode: 'module:products' },
  }),
  [`POST ${ENTITIES}`]: async () => ({
    body: { name: unique('Gate user'), email: `gate-new-${++made}@backoffice.test`, language: 'nl' },
  }),
  [`POST ${ENTITIES}/:id/assign-roles`]: async () => ({
    params: { id: await gateUser(callAsAdmin) },
    body: { roleIds: [await gateRole(callAsAdmin, 'module:products')], version: 1 },
  }),
  [`POST ${ENTITIES}/:id/disable`]: async () => ({ params: { id: await gateUser(callAsAdmin) }, body: { version: 1 } }),
  [`POST ${ENTITIES}/:id/enable`]: async () => {
    const id = await gateUser(callAsAdmin);
    await callAsAdmin('POST', `${ENTITIES}/${id}/disable`, { version: 1 });
    return { params: { id }, body: { version: 2 } };
  },
});
