/**
 * A log line's message, from the code the run wrote and its values (server/modules/invoice/
 * invoice-run.ts): contractSkipped {status}, nothingDue, noPrice {product}, storedPrice {product}, noUsage {product},
 * zeroPrice {product}, alreadyDrafted {count}. A code this screen does not know shows as itself,
 * with its values, rather than as nothing.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUSES } from '@/shared/constants/contract';
import { EMPTY } from '@/shared/format';

export const DETAIL_CODES = [
  'contractSkipped',
  'nothingDue',
  'noPrice',
  'storedPrice',
  'noUsage',
  'zeroPrice',
  'alreadyDrafted',
] as const;
type DetailCode = (typeof DETAIL_CODES)[number];
const isKnown = (code: string): code is DetailCode => (DETAIL_CODES as readonly string[]).includes(code);
const isContractStatus = (value: unknown): value is (typeof CONTRACT_STATUSES)[number] =>
  (CONTRACT_STATUSES as readonly unknown[]).includes(value);

type Line = { code: string; values: Record<string, string | number> };

export function useDetailMessage() {
  const { t } = useTranslation();
  return useCallback(
    ({ code, values }: Line): string => {
      if (!isKnown(code)) {
        const shown = Object.entries(values)
          .map(([key, value]) => `${key}: ${value}`)
          .join(', ');
        return t('requestLog:codes.unknown', { code, values: shown || EMPTY });
      }
      const status = values.status;
      return t(`requestLog:codes.${code}`, {
        ...values,
        // The contract's status in words (the code itself when it is a new one).
        ...(isContractStatus(status) ? { status: t(`requestLog:contractStatuses.${status}`) } : {}),
        interpolation: { escapeValue: false },
      });
    },
    [t],
  );
}
