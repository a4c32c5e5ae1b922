/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself) where a
 * request made from the schemas cannot succeed: a description of the gate's own; the first group of
 * the list on its version.
 */
import type { RebateGroup } from '../../../src/shared/schemas/rebate-group';
import type { ModuleExamples } from '../../testing/routes';

const BASE = '/api/partner/v2/rebategroups';

export const examples: ModuleExamples = (callAsAdmin) => ({
  [`POST ${BASE}`]: async () => ({ body: { description: 'Gate partner', rebatePercentage: 7.5 } }),
  [`PUT ${BASE}`]: async () => {
    const page = await callAsAdmin<{ items: RebateGroup[] }>('GET', `${BASE}?pageSize=5`);
    const group = page.items[0]!;
    return { body: { ...group, description: `${group.description} (gate)`, updatedAt: undefined } };
  },
});
