/** Saved custom filters per user and screen, some shared with the team (base /config/v2/screenconfigurations). */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/screen-configuration'));
const BASE = '/config/v2/screenconfigurations';

export const screenConfigurationEndpoints = {
  list: api.get(BASE, (s) => ({ query: s.screenConfigurationQuery, response: s.screenConfigurations })),
  save: api.post(BASE, (s) => ({ body: s.screenConfigurationInput, response: s.screenConfigurationCreated }), 201),
  /** One saved filter: the caller's own, or one shared in a module the caller may read (a shared view's link). */
  detail: api.get(`${BASE}/:id`, (s) => ({ params: s.idParam, response: s.screenConfigurationSchema })),
  update: api.put(BASE, (s) => ({
    body: s.screenConfigurationUpdate,
    response: s.screenConfigurationSchema,
    conflict: s.screenConfigurationSchema,
  })),
  delete: api.delete(`${BASE}/:id`, (s) => ({ params: s.idParam, response: s.emptyAnswer })),
};
