/**
 * The dashboard's tiles and the module whose read right each needs (the server's guard on its call):
 * a user sees, and the route loads, only the tiles of the modules they may read.
 */
import { hasRight } from '@/shared/access';
import type { ModuleKey } from '@/shared/catalogue';
import type { FunctionalityRight } from '@/shared/schemas/security';

export const TILES = [
  { key: 'invoices', module: 'invoices' },
  { key: 'monthRun', module: 'drafts' },
  { key: 'tasks', module: 'tasks' },
  { key: 'mails', module: 'mails' },
  { key: 'dataQuality', module: 'dataquality' },
  { key: 'serviceFees', module: 'servicefee' },
  { key: 'contracts', module: 'contract' },
  { key: 'products', module: 'products' },
] as const satisfies readonly { key: string; module: ModuleKey }[];

export type TileKey = (typeof TILES)[number]['key'];

/** The tiles the user may read, in the dashboard's order. */
export const visibleTiles = (rights: readonly FunctionalityRight[]): TileKey[] =>
  TILES.filter((tile) => hasRight(rights, tile.module, 'read')).map((tile) => tile.key);
