import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RebateGroupInput, RebateGroupUpdate } from '@/shared/schemas/rebate-group';
import { rebateGroupApi } from './rebate-group-api';
import { rebateGroupQueries } from './rebate-group-queries';

/** Create or update; the form shows field errors and conflicts itself, lists refresh after any outcome. */
export function useSaveRebateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RebateGroupInput | RebateGroupUpdate) =>
      'rebateGroupId' in input ? rebateGroupApi.update(input) : rebateGroupApi.create(input),
    meta: { suppressError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebateGroupQueries.all() }),
  });
}
