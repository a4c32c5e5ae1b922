/** How a product status looks (spec 01 section 4): by id first, else by its description. */
import type { Tone } from './tone';

const BY_ID: Record<number, Tone> = { 1: 'success', 2: 'danger', 3: 'warning' };

const BY_DESCRIPTION: Record<string, Tone> = {
  active: 'success',
  'to check': 'warning',
  decommissioned: 'danger',
  // One source spells it with a single "s".
  decommisioned: 'danger',
};

/**
 * The badge tone of a product status, given its id (1 active, 2 decommissioned, 3 to check) or its
 * description ("Active", "To check", "Decommissioned", case and spacing ignored). Anything else is neutral.
 */
export function productStatusTone(idOrDescription: number | string | null | undefined): Tone {
  if (typeof idOrDescription === 'number') return BY_ID[idOrDescription] ?? 'neutral';
  if (typeof idOrDescription !== 'string') return 'neutral';
  const key = idOrDescription.trim().replace(/\s+/g, ' ').toLowerCase();
  return Object.hasOwn(BY_DESCRIPTION, key) ? (BY_DESCRIPTION[key] ?? 'neutral') : 'neutral';
}
