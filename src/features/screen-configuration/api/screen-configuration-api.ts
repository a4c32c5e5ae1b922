import { http } from '@/lib/http';
import { APPLICATION_CODE, SCREEN_CONFIG_TYPE } from '@/shared/schemas/constants';
import type { ScreenConfiguration, ScreenConfigurationInput } from '@/shared/schemas/security';

const BASE = '/config/v2/screenconfigurations';

/** Saved custom filters of one screen (spec 01 section 7); the screen name is lower-cased. */
export const screenConfigurationApi = {
  list: (screen: string, signal?: AbortSignal) =>
    http.get<ScreenConfiguration[]>(BASE, {
      searchParams: { type: SCREEN_CONFIG_TYPE, applicationCode: APPLICATION_CODE, screen: screen.toLowerCase() },
      signal,
    }),
  save: (input: Omit<ScreenConfigurationInput, 'type' | 'applicationCode'>) =>
    http.post<{ screenConfigurationId: number }>(BASE, {
      ...input,
      screen: input.screen.toLowerCase(),
      type: SCREEN_CONFIG_TYPE,
      applicationCode: APPLICATION_CODE,
    }),
  delete: (id: number) => http.delete<null>(`${BASE}/${id}`, { cancelPrevious: false }),
};
