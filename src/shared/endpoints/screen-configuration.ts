/** Saved custom filters per user and screen (base /config/v2/screenconfigurations). */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/screen-configuration'));
const BASE = '/config/v2/screenconfigurations';

export const screenConfigurationEndpoints = {
  list: api.get(BASE, (s) => ({ query: s.screenConfigurationQuery, response: s.screenConfigurations })),
  save: api.post(BASE, (s) => ({ body: s.screenConfigurationInput, response: s.screenConfigurationCreated }), 201),
  delete: api.delete(`${BASE}/:id`, (s) => ({ params: s.idParam, response: s.emptyAnswer })),
};
