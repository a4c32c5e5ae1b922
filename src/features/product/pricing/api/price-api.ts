import { http } from '@/lib/http';
import type {
  Price,
  PriceCompany,
  PriceCreated,
  PriceExplanationAnswer,
  PriceInput,
  PriceTranslation,
  PriceType,
  PriceUpdate,
} from '@/shared/schemas/price';
import { PRODUCT_BASE } from '../../api/product-api';

const PRICES = `${PRODUCT_BASE}/prices`;

/** What the price explanation asks: a day (`YYYY-MM-DD`), a quantity, a price type and a customer or none. */
export type PriceQuestion = { date: string; quantity: number; priceTypeId: number; entityId?: number | undefined };

/**
 * Price writes run side by side (saving collected edits sends one PUT per price), so none of them
 * cancels an earlier one on the same path.
 */
const together = { cancelPrevious: false } as const;

export const priceApi = {
  list: (productGuid: string, signal?: AbortSignal) =>
    http.get<Price[]>(`${PRICES}/${encodeURIComponent(productGuid)}`, { signal }),
  priceTypes: (signal?: AbortSignal) => http.get<PriceType[]>(`${PRICES}/pricetypes`, { signal }),
  priceTranslations: (signal?: AbortSignal) => http.get<PriceTranslation[]>(`${PRICES}/pricetranslations`, { signal }),
  companies: (searchText: string, signal?: AbortSignal) =>
    http.get<PriceCompany[]>(`${PRICES}/companies`, { signal, searchParams: { searchText: searchText || undefined } }),
  explain: (productGuid: string, question: PriceQuestion, signal?: AbortSignal) =>
    http.get<PriceExplanationAnswer>(`${PRICES}/${encodeURIComponent(productGuid)}/explain`, {
      signal,
      searchParams: question,
    }),
  create: (input: PriceInput) => http.post<PriceCreated>(PRICES, input, together),
  update: (input: PriceUpdate) => http.put<Price>(PRICES, input, together),
  remove: (priceId: number) => http.delete<null>(`${PRICES}/${priceId}`, together),
};
