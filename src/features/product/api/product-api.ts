import { getPage, http, type QueryParams } from '@/lib/http';
import type { ListAnswer } from '@/shared/schemas/common';
import type {
  MetadataItem,
  PriceMethod,
  ProductCreated,
  ProductDetail,
  ProductInput,
  ProductListItem,
  ProductStatus,
  ProductType,
  ProductUpdate,
} from '@/shared/schemas/product';

export const PRODUCT_BASE = '/api/product/v2';
export const PRODUCT_EXPORT_PATH = `${PRODUCT_BASE}/products/export`;

/** What the products list sends: paging, search, orderBys and the sidebar's filters. */
export type ProductListParams = QueryParams & { pageIndex: number; pageSize: number };

export const productApi = {
  list: (params: ProductListParams, signal?: AbortSignal) =>
    getPage<ListAnswer<ProductListItem>>(`${PRODUCT_BASE}/products`, params, { signal }),
  statuses: (signal?: AbortSignal) => http.get<ProductStatus[]>(`${PRODUCT_BASE}/products/statuses`, { signal }),
  productTypes: (signal?: AbortSignal) => http.get<ProductType[]>(`${PRODUCT_BASE}/producttypes`, { signal }),
  priceMethods: (signal?: AbortSignal) => http.get<PriceMethod[]>(`${PRODUCT_BASE}/pricemethods`, { signal }),
  metadatas: (signal?: AbortSignal) => http.get<MetadataItem[]>(`${PRODUCT_BASE}/metadatas/product`, { signal }),
  /** By numeric id, or by guid when the key is not a number (spec 01 section 7). */
  detail: (key: string, signal?: AbortSignal) =>
    http.get<ProductDetail>(
      /^\d+$/.test(key)
        ? `${PRODUCT_BASE}/products/${key}`
        : `${PRODUCT_BASE}/products/guid/${encodeURIComponent(key)}`,
      { signal },
    ),
  create: (input: ProductInput) => http.post<ProductCreated>(`${PRODUCT_BASE}/products`, input),
  update: (input: ProductUpdate) => http.put<ProductDetail>(`${PRODUCT_BASE}/products`, input),
};
