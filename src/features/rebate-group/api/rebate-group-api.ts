import { getPage, http } from '@/lib/http';
import type { ListAnswer } from '@/shared/schemas/common';
import type {
  RebateGroup,
  RebateGroupInput,
  RebateGroupOption,
  RebateGroupUpdate,
} from '@/shared/schemas/rebate-group';

const BASE = '/api/partner/v2/rebategroups';

export type RebateGroupListParams = {
  pageIndex: number;
  pageSize: number;
  searchText?: string | undefined;
  orderBys?: string[] | undefined;
};

export const rebateGroupApi = {
  list: (params: RebateGroupListParams, signal?: AbortSignal) =>
    getPage<ListAnswer<RebateGroup>>(BASE, params, { signal }),
  create: (input: RebateGroupInput) => http.post<{ rebateGroupId: number }>(BASE, input),
  update: (input: RebateGroupUpdate) => http.put<RebateGroup>(BASE, input),
  options: (signal?: AbortSignal) => http.get<RebateGroupOption[]>('/api/partner/v2/products/rebategroups', { signal }),
};
