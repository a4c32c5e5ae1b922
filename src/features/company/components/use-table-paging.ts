/**
 * The page, page size and sort of a company tab's table, kept by the tab (a list screen keeps them
 * in the URL). Another sort or page size starts again at page one. (In the company feature while only
 * its tabs page: src/components would put it in the screens chunk every page loads.)
 *
 *   const paging = useTablePaging({ pageSize: 20, orderBys: ['dateStart_desc'] });
 *   useQuery(contractQueries.list({ ...paging.query, customerIds }));
 *   <DataTable {...paging.sort} ... />  <Pagination {...paging.pages} totalCount={...} />
 */
import { useState } from 'react';
import type { PageSize } from '@/shared/constants/common';

type Paging = { pageIndex: number; pageSize: PageSize; orderBys: string[] | undefined };

export function useTablePaging(first: { pageIndex?: number; pageSize: PageSize; orderBys?: string[] }) {
  const [paging, setPaging] = useState<Paging>({ pageIndex: 1, orderBys: undefined, ...first });
  const { pageIndex, pageSize, orderBys } = paging;
  return {
    /** The page to ask for. */
    query: paging,
    /** DataTable's sort. */
    sort: {
      orderBys,
      onOrderBysChange: (next: string[] | undefined) => setPaging({ pageIndex: 1, pageSize, orderBys: next }),
    },
    /** Pagination's page and page size. */
    pages: {
      pageIndex,
      pageSize,
      onPageChange: (index: number) => setPaging({ ...paging, pageIndex: index }),
      onPageSizeChange: (size: PageSize) => setPaging({ pageIndex: 1, pageSize: size, orderBys }),
    },
  };
}
