import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput, ProductUpdate } from '@/shared/schemas/product';
import { productApi } from './product-api';
import { productQueries } from './product-queries';

/** After a create or update the cached product lists and details are refreshed (spec 01 section 4). */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productQueries.lists() }),
      queryClient.invalidateQueries({ queryKey: productQueries.details() }),
    ]);
}

/** The form shows field errors itself (suppressError); the answer carries the new id. */
export function useCreateProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (input: ProductInput) => productApi.create(input),
    meta: { suppressError: true, successMessage: 'product:created' },
    onSettled: refresh,
  });
}

export function useUpdateProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (input: ProductUpdate) => productApi.update(input),
    meta: { suppressError: true },
    onSettled: refresh,
  });
}
