/**
 * Which price applies (the rule of server/modules/product/price-rules.ts), asked for a customer or
 * none, a day, a quantity and a price type, answered in plain words with why the other prices do not
 * apply. A question form, not a saved form: plain controlled inputs, asked once it is complete and
 * typing rests (not on every keystroke of the quantity).
 * In the detail page's chunk: no zod, types only from the schemas.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, labelClass } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { isCalendarDay } from '@/shared/calendar-day';
import { DateInput, isValidDate } from '@/components/form/date-input';
import { calendarDayOf, dayAtNoon, todayCalendarDay } from '@/shared/dates';
import type { Price, PriceExplanationAnswer } from '@/shared/schemas/price';
import type { PriceQuestion } from '../api/price-api';
import type { ExplainQuestion } from '../../product-view';
import { priceQueries } from '../api/price-api';
import { useCompanySearch } from '../api/use-company-search';
import {
  isValidQuantity,
  noneHintText,
  outcomeText,
  priceFacts,
  questionKey,
  questionOf,
  questionOfKey,
  reasonTexts,
  translateText,
  whyTexts,
  type Text,
} from '../price-explanation-text';
import { PRICE_TYPE } from '@/shared/constants/product';
import { priceTypeLabel } from '@/shared/enumerations';

/** The key of the explanation while the question is incomplete (the query is then disabled). */
const NO_QUESTION: PriceQuestion = { date: '', quantity: 0, priceTypeId: 0 };

/** A customer as the select offers it: plain name for one with own prices, "name (VAT)" for one found. */
type Customer = { id: number; name: string };

export type PriceExplanationProps = {
  productGuid: string;
  /** A question to ask at once ("why this price" from a contract item); the panel scrolls into view. */
  initial?: ExplainQuestion | undefined;
  /** The product's prices: the customers with their own prices are offered first. */
  prices: Price[] | undefined;
};

export function PriceExplanation({ productGuid, prices, initial }: PriceExplanationProps) {
  const { t } = useTranslation();
  const tx = (text: Text) => translateText(text, (key, values) => t(key, values));
  const id = useId();

  const [date, setDate] = useState(() => initial?.explainDate ?? todayCalendarDay());
  const [quantity, setQuantity] = useState(String(initial?.explainQuantity ?? 1));
  const [priceTypeId, setPriceTypeId] = useState(String(initial?.explainPriceTypeId ?? PRICE_TYPE.sales));
  const [customer, setCustomer] = useState<Customer | null>(() =>
    initial?.explainEntityId
      ? {
          id: initial.explainEntityId,
          name: initial.explainEntityName ?? t('pricing:explain.customerId', { id: initial.explainEntityId }),
        }
      : null,
  );
  // Asked from elsewhere: the panel comes into view.
  const panel = useRef<HTMLDivElement>(null);
  const asked = initial !== undefined;
  useEffect(() => {
    if (asked) panel.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  const [searchText, setSearchText] = useState('');
  const { search, choices } = useCompanySearch(searchText);

  const priceTypes = useQuery(priceQueries.priceTypes());

  // The question the inputs ask now, and the one asked once they rest: debounced as its key, a text
  // that stays equal while the question does (the object is new every render).
  const typed = questionOf({ date, quantity, priceTypeId, entityId: customer ? String(customer.id) : '' });
  const typedKey = questionKey(typed);
  const askedKey = useDebouncedValue(typedKey, SEARCH_DEBOUNCE_MS);
  const question = useMemo(() => questionOfKey(askedKey), [askedKey]);
  const settling = typedKey !== askedKey;
  const answer = useQuery({
    ...priceQueries.explanation(productGuid, question ?? NO_QUESTION),
    // Not while the inputs are incomplete, even before that has rested.
    enabled: question !== null && typed !== null,
    // The panel shows the failure itself.
    meta: { suppressError: true },
  });

  const ownCustomers = useMemo(
    () => customersWithOwnPrices(prices, (entityId) => t('pricing:explain.customerId', { id: entityId })),
    [prices, t],
  );
  // The companies found, told apart by VAT number; those with own prices are offered above already.
  const searched = search !== '' && choices !== undefined;
  const found: Customer[] = searched
    ? choices.filter((c) => !ownCustomers.some((o) => o.id === c.id)).map((c) => ({ id: c.id, name: c.label }))
    : [];
  // The chosen customer stays a choice when a new search no longer finds it.
  const chosenElsewhere = customer && ![...ownCustomers, ...found].some((c) => c.id === customer.id) ? customer : null;

  const pickCustomer = (value: string) => {
    const picked = [...ownCustomers, ...found, ...(chosenElsewhere ? [chosenElsewhere] : [])].find(
      (c) => String(c.id) === value,
    );
    setCustomer(value === '' ? null : (picked ?? null));
  };

  const dateInvalid = !isCalendarDay(date);
  const quantityInvalid = !isValidQuantity(quantity);
  const shown = typed === null || question === null || answer.isError ? undefined : answer.data;
  // The answer shown is for the inputs as they were: kept, dimmed, until the new one is in.
  const stale = settling || answer.isPlaceholderData;

  return (
    <div ref={panel} className="flex scroll-mt-4 flex-col gap-4">
      <div role="group" aria-label={t('pricing:explain.question')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={`${id}-search`} className={labelClass}>
            {t('pricing:explain.searchCustomer')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={searchText}
            placeholder={t('pricing:explain.searchPlaceholder')}
            autoComplete="off"
            aria-describedby={search !== '' ? `${id}-search-count` : undefined}
            onChange={(e) => setSearchText(e.target.value)}
            className={controlClass(false)}
          />
          {searched && (
            <p id={`${id}-search-count`} aria-live="polite" className="text-xs text-slate-600">
              {t('pricing:explain.searchCount', { number: found.length })}
            </p>
          )}
          <label htmlFor={`${id}-customer`} className={cn(labelClass, 'mt-2')}>
            {t('pricing:explain.customer')}
          </label>
          <select
            id={`${id}-customer`}
            value={customer ? String(customer.id) : ''}
            onChange={(e) => pickCustomer(e.target.value)}
            className={controlClass(false, 'pr-8')}
          >
            <option value="">{t('pricing:explain.noCustomer')}</option>
            {chosenElsewhere && <option value={String(chosenElsewhere.id)}>{chosenElsewhere.name}</option>}
            {ownCustomers.length > 0 && (
              <optgroup label={t('pricing:explain.ownPrices')}>
                {ownCustomers.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            )}
            {searched && (
              <optgroup label={t('pricing:explain.searchResults')}>
                {found.length === 0 ? (
                  <option disabled value="-">
                    {t('pricing:explain.noResults')}
                  </option>
                ) : (
                  found.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))
                )}
              </optgroup>
            )}
          </select>
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-date`} className={labelClass}>
            {t('pricing:explain.day')}
          </label>
          <DateInput
            id={`${id}-date`}
            value={date === '' ? null : dayAtNoon(date)}
            aria-required
            aria-invalid={dateInvalid || undefined}
            aria-describedby={dateInvalid ? `${id}-date-error` : undefined}
            // A day that is not a date stays invalid (not a question), empty stays empty.
            onChange={(next) => setDate(next === null ? '' : isValidDate(next) ? calendarDayOf(next) : 'invalid')}
          />
          {dateInvalid && (
            <p id={`${id}-date-error`} className="text-sm text-red-700">
              {t('pricing:explain.invalidDate')}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-quantity`} className={labelClass}>
            {t('pricing:explain.quantity')}
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={quantity}
            required
            aria-invalid={quantityInvalid || undefined}
            aria-describedby={quantityInvalid ? `${id}-quantity-error` : undefined}
            onChange={(e) => setQuantity(e.target.value)}
            className={controlClass(quantityInvalid)}
          />
          {quantityInvalid && (
            <p id={`${id}-quantity-error`} className="text-sm text-red-700">
              {t('pricing:explain.invalidQuantity')}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className={labelClass}>
            {t('pricing:explain.priceType')}
          </label>
          <select
            id={`${id}-type`}
            value={priceTypeId}
            onChange={(e) => setPriceTypeId(e.target.value)}
            className={controlClass(false, 'pr-8')}
          >
            {priceTypes.data ? (
              priceTypes.data.map((pt) => (
                <option key={pt.priceTypeId} value={String(pt.priceTypeId)}>
                  {priceTypeLabel(t, { priceTypeId: pt.priceTypeId, priceTypeDescription: pt.description })}
                </option>
              ))
            ) : (
              <option value={priceTypeId}>{t('pricing:explain.loadingTypes')}</option>
            )}
          </select>
        </div>
      </div>

      <div
        aria-live="polite"
        aria-busy={settling || answer.isFetching || undefined}
        aria-label={t('pricing:explain.answer')}
        role="region"
        className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
      >
        {typed === null ? (
          <p className="text-slate-700">{t('pricing:explain.incomplete')}</p>
        ) : answer.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-red-700">{t('pricing:explain.error')}</p>
            <Button variant="secondary" onClick={() => void answer.refetch()}>
              {t('pricing:explain.retry')}
            </Button>
          </div>
        ) : shown === undefined ? (
          <>
            <p className="text-slate-700">{t('pricing:explain.checking')}</p>
            <Skeleton className="h-5 w-72" />
            <Skeleton className="h-4 w-96 max-w-full" />
          </>
        ) : (
          <AnswerSummary answer={shown} tx={tx} stale={stale} />
        )}
        {shown !== undefined && stale && <p className="text-xs text-slate-600">{t('pricing:explain.checking')}</p>}
      </div>

      {shown !== undefined && shown.rejected.length > 0 && (
        <details className="rounded-md border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            {t('pricing:explain.rejected', { number: shown.rejected.length })}
          </summary>
          <ul className="mt-3 flex flex-col gap-3">
            {shown.rejected.map((r) => (
              <li key={r.price.priceId} className="flex flex-col gap-1">
                <PriceLine price={r.price} tx={tx} />
                <ul className="list-disc pl-5 text-slate-700">
                  {reasonTexts(r).map((reason) => (
                    <li key={reason.key}>{tx(reason)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** The outcome in plain words: the price and why, no price and a hint, or the overlapping prices. */
function AnswerSummary({
  answer,
  tx,
  stale,
}: {
  answer: PriceExplanationAnswer;
  tx: (text: Text) => string;
  stale: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col gap-2', stale && 'opacity-60')}>
      <p
        className={cn(
          'text-base font-semibold',
          answer.outcome === 'none' && 'text-slate-900',
          answer.outcome === 'overlap' && 'text-red-700',
        )}
      >
        {tx(outcomeText(answer))}
      </p>
      {answer.outcome === 'price' && (
        <p className="text-slate-700">
          <span className="font-medium">{t('pricing:explain.why.label')}</span> {whyTexts(answer).map(tx).join('; ')}
        </p>
      )}
      {answer.outcome === 'none' && <p className="text-slate-700">{tx(noneHintText(answer))}</p>}
      {answer.outcome === 'overlap' && (
        <>
          <p className="text-slate-700">{t('pricing:explain.candidates')}</p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {answer.candidates.map((p) => (
              <li key={p.priceId}>
                <PriceLine price={p} tx={tx} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** One price in a line: amount, price type, who for, quantity range, validity window. */
function PriceLine({ price, tx }: { price: Price; tx: (text: Text) => string }) {
  const { amount, priceType, facts } = priceFacts(price);
  return (
    <span>
      <span className="font-medium tabular-nums">{amount}</span>
      {' · '}
      {tx(priceType)}
      {' · '}
      {facts.map(tx).join(' · ')}
    </span>
  );
}

/** The customers with a price of their own on this product, by name, each once. */
function customersWithOwnPrices(prices: Price[] | undefined, unnamed: (entityId: number) => string): Customer[] {
  const byId = new Map<number, Customer>();
  for (const p of prices ?? [])
    if (p.entityId !== null && !byId.has(p.entityId))
      byId.set(p.entityId, { id: p.entityId, name: p.entityName ?? unnamed(p.entityId) });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
