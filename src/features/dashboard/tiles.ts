/**
 * The dashboard's tiles and the module whose read right each needs (the server's guard on its call):
 * a user sees, and the route loads, only the tiles of the modules they may read.
 */
import { hasRight } from '@/shared/access';
import type { ModuleKey } from '@/shared/catalogue';
import type { FunctionalityRight } from '@/shared/schemas/security';

/** Each tile, in the dashboard's order, and the module whose read right it needs. */
export const TILE_MODULES = {
  invoices: 'invoices',
  monthRun: 'drafts',
  tasks: 'tasks',
  mails: 'mails',
  dataQuality: 'dataquality',
  serviceFees: 'servicefee',
  contracts: 'contract',
  products: 'products',
} as const satisfies Record<string, ModuleKey>;

export type TileKey = keyof typeof TILE_MODULES;

/** The tiles the user may read, in the dashboard's order. */
export const visibleTiles = (rights: readonly FunctionalityRight[]): TileKey[] =>
  (Object.keys(TILE_MODULES) as TileKey[]).filter((key) => hasRight(rights, TILE_MODULES[key], 'read'));
