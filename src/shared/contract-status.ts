/** How a contract (or contract item) status looks. */
import type { Tone } from './tone';
import type { ContractStatus } from './constants/contract';

/**
 * Active invoices (success); a quote is not yet a contract (info); suspended and active-without-invoice
 * run but ask for attention (warning); inactive is the end state (neutral, nothing to act on).
 */
const TONE_OF: Record<ContractStatus, Tone> = {
  ACTIVE: 'success',
  QUOTE: 'info',
  SUSPENDED: 'warning',
  ACTIVE_NOINVOICE: 'warning',
  INACTIVE: 'neutral',
};

/** The badge tone of a contract status code; an unknown code is neutral. */
export function contractStatusTone(status: string | null | undefined): Tone {
  if (typeof status !== 'string' || !Object.hasOwn(TONE_OF, status)) return 'neutral';
  return TONE_OF[status as ContractStatus];
}
