/** Query-key factory of saved filters: all -> lists -> list(screen). */
import { queryOptions } from '@tanstack/react-query';
import { screenConfigurationApi } from './screen-configuration-api';

export const screenConfigurationQueries = {
  all: () => ['screenConfigurations'] as const,
  lists: () => [...screenConfigurationQueries.all(), 'list'] as const,
  list: (screen: string) =>
    queryOptions({
      queryKey: [...screenConfigurationQueries.lists(), screen.toLowerCase()] as const,
      queryFn: ({ signal }) => screenConfigurationApi.list(screen, signal),
      staleTime: 5 * 60_000,
    }),
};
