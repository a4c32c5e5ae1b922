/** How a product status looks: by id first, else by its description. */
import type { Tone } from './tone';
import { PRODUCT_STATUS } from './constants/product';

/** Active is fine, To check asks for attention (warning), Decommissioned is the end state (danger). */
const BY_ID: Record<number, Tone> = {
  [PRODUCT_STATUS.active]: 'success',
  [PRODUCT_STATUS.toCheck]: 'warning',
  [PRODUCT_STATUS.decommissioned]: 'danger',
};

const BY_DESCRIPTION: Record<string, Tone> = {
  active: 'success',
  'to check': 'warning',
  decommissioned: 'danger',
  // One source spells it with a single "s".
  decommisioned: 'danger',
};

/**
 * The badge tone of a product status, given its id (1 active, 2 to check, 3 decommissioned) or its
 * description ("Active", "To check", "Decommissioned", case and spacing ignored). Anything else is neutral.
 */
export function productStatusTone(idOrDescription: number | string | null | undefined): Tone {
  if (typeof idOrDescription === 'number') return BY_ID[idOrDescription] ?? 'neutral';
  if (typeof idOrDescription !== 'string') return 'neutral';
  const key = idOrDescription.trim().replace(/\s+/g, ' ').toLowerCase();
  return Object.hasOwn(BY_DESCRIPTION, key) ? (BY_DESCRIPTION[key] ?? 'neutral') : 'neutral';
}
