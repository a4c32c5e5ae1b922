/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself): accepting
 * takes a finding as the list shows it (its rule, record and fingerprint).
 */
import type { DataQualityPage } from '../../../src/shared/schemas/data-quality';
import type { ModuleExamples } from '../../testing/routes';

const BASE = '/api/dataquality/v2';

export const examples: ModuleExamples = (callAsAdmin) => ({
  [`POST ${BASE}/findings/accept`]: async () => {
    const page = await callAsAdmin<DataQualityPage>('GET', `${BASE}/findings?pageSize=5`);
    const finding = page.items[0]!;
    return {
      body: {
        rule: finding.rule,
        recordId: finding.recordId,
        fingerprint: finding.fingerprint,
        reason: 'Gate: known and agreed',
      },
    };
  },
});
