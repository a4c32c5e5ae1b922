/**
 * Which price applies (the rule of server/modules/product/price-rules.ts), asked for a customer or
 * none, a day, a quantity and a price type, answered in plain words with why the other prices do not
 * apply. A question form, not a saved form: plain controlled inputs, asked once it is complete and
 * typing rests (not on every keystroke of the quantity).
 * In the detail page's chunk: no zod, types only from the schemas.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ComboboxField } from '@/components/form/combobox-field';
import { controlClass, FieldFrame } from '@/components/form/field';
import { folded, useChoices, type Choice, type Choices } from '@/components/form/use-choices';
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
import { companyChoice } from '../api/use-company-search';
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
  // The customer is a reference like any other: the combobox of every form, on a form of its own.
  const customerForm = useForm<{ customerId: number | null }>({
    defaultValues: { customerId: initial?.explainEntityId ?? null },
  });
  const customerId = useWatch({ control: customerForm.control, name: 'customerId' });
  // Asked from elsewhere: the panel comes into view.
  const panel = useRef<HTMLDivElement>(null);
  const asked = initial !== undefined;
  useEffect(() => {
    if (asked) panel.current?.scrollIntoView({ block: 'start' });
  }, [asked]);

  const priceTypes = useQuery(priceQueries.priceTypes());

  // The question the inputs ask now, and the one asked once they rest: debounced as its key, a text
  // that stays equal while the question does (the object is new every render).
  const typed = questionOf({ date, quantity, priceTypeId, entityId: customerId === null ? '' : String(customerId) });
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
  const askedCustomer = initial?.explainEntityId
    ? {
        id: initial.explainEntityId,
        label: initial.explainEntityName ?? t('pricing:explain.customerId', { id: initial.explainEntityId }),
      }
    : undefined;
  const found = useChoices(askedCustomer, priceQueries.companies, companyChoice);
  // The customers with their own prices first (those matching what is typed), then the companies found.
  const wanted = folded(found.search.trim());
  const own = ownCustomers.filter((c) => !wanted || folded(c.label).includes(wanted));
  const customers: Choices = {
    ...found,
    choices: [...own, ...found.choices.filter((c) => !own.some((o) => o.id === c.id))],
    known: new Map([...found.known, ...ownCustomers.map((c) => [c.id, c] as const)]),
  };

  const dateInvalid = !isCalendarDay(date);
  const quantityInvalid = !isValidQuantity(quantity);
  const shown = typed === null || question === null || answer.isError ? undefined : answer.data;
  // The answer shown is for the inputs as they were: kept, dimmed, until the new one is in.
  const stale = settling || answer.isPlaceholderData;

  return (
    <div ref={panel} className="flex scroll-mt-4 flex-col gap-4">
      <div role="group" aria-label={t('pricing:explain.question')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <ComboboxField
            form={customerForm}
            name="customerId"
            label={t('pricing:explain.customer')}
            placeholder={t('pricing:explain.noCustomer')}
            hint={t('pricing:explain.customerHint')}
            choices={customers}
          />
        </div>

        <FieldFrame
          id={`${id}-date`}
          label={t('pricing:explain.day')}
          error={dateInvalid ? 'pricing:explain.invalidDate' : undefined}
        >
          {(a11y) => (
            <DateInput
              {...a11y}
              value={date === '' ? null : dayAtNoon(date)}
              aria-required
              aria-invalid={dateInvalid || undefined}
              // A day that is not a date stays invalid (not a question), empty stays empty.
              onChange={(next) => setDate(next === null ? '' : isValidDate(next) ? calendarDayOf(next) : 'invalid')}
            />
          )}
        </FieldFrame>

        <FieldFrame
          id={`${id}-quantity`}
          label={t('pricing:explain.quantity')}
          error={quantityInvalid ? 'pricing:explain.invalidQuantity' : undefined}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={quantity}
              required
              aria-invalid={quantityInvalid || undefined}
              onChange={(e) => setQuantity(e.target.value)}
              className={controlClass(quantityInvalid)}
            />
          )}
        </FieldFrame>

        <FieldFrame id={`${id}-type`} label={t('pricing:explain.priceType')}>
          {(a11y) => (
            <select
              id={a11y.id}
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
          )}
        </FieldFrame>
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
function customersWithOwnPrices(prices: Price[] | undefined, unnamed: (entityId: number) => string): Choice[] {
  const byId = new Map<number, Choice>();
  for (const p of prices ?? [])
    if (p.entityId !== null && !byId.has(p.entityId))
      byId.set(p.entityId, { id: p.entityId, label: p.entityName ?? unnamed(p.entityId) });
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}
