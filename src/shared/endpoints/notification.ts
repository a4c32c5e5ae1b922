/** The signed-in user's notifications (base /api/notification/v2/notifications). */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/notification'));
const BASE = '/api/notification/v2/notifications';

export const notificationEndpoints = {
  list: api.get(BASE, (s) => ({ query: s.notificationListQuery, response: s.notificationPage })),
  unreadCount: api.get(`${BASE}/unreadcount`, (s) => ({ response: s.unreadCountAnswer })),
  markRead: api.post(`${BASE}/read`, (s) => ({ body: s.markReadBody, response: s.emptyAnswer })),
};
