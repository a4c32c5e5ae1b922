import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenConfigurationApi } from './screen-configuration-api';
import { screenConfigurationQueries } from './screen-configuration-queries';

export function useSaveScreenConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: screenConfigurationApi.save,
    meta: { successMessage: 'savedFilters.saved' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: screenConfigurationQueries.lists() }),
  });
}

export function useDeleteScreenConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: screenConfigurationApi.delete,
    meta: { successMessage: 'savedFilters.deleted' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: screenConfigurationQueries.lists() }),
  });
}
