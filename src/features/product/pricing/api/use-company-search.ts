import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import type { PriceCompany } from '@/shared/schemas/price';
import { priceQueries } from './price-api';

/** A company as a choice: its id, its name, and the label that tells it apart (name and VAT number). */
export type CompanyChoice = { id: number; name: string; label: string };

export const companyChoice = (c: PriceCompany): CompanyChoice => ({
  id: c.companyId,
  name: c.name,
  label: c.vatNumber ? `${c.name} (${formatEnterpriseNumber(c.vatNumber)})` : c.name,
});

/**
 * The companies a price can be for, found by part of the name or VAT number once typing rests.
 * With `emptyToo`, an empty search lists the first companies by name; otherwise it asks nothing.
 */
export function useCompanySearch(text: string, emptyToo = false) {
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const companies = useQuery({ ...priceQueries.companies(search), enabled: emptyToo || search !== '' });
  // The same array while the answer is the same (callers compare it to see a new answer).
  const choices = useMemo(() => companies.data?.map(companyChoice), [companies.data]);
  /** The answer to the current search; undefined while there is none (nothing asked, or loading). */
  return { search, choices };
}
