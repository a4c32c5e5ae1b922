/**
 * Module access rules, pure so that the SPA and the server apply the same ones.
 * A functionality right counts for a module when its value type is Multiselect and its code equals
 * the module key (case-insensitive), or its value type is Boolean and its code is TRUE.
 */
import type { FunctionalityRight, Module } from './schemas/security';

export type Right = 'read' | 'edit';
export const FUNCTION_FOR: Record<Right, string> = { read: 'MODULE_READ', edit: 'MODULE_EDIT' };

export function entryMatches(entry: FunctionalityRight, moduleKey: string): boolean {
  if (entry.valueType === 'Boolean') return entry.valueCode.toUpperCase() === 'TRUE';
  return entry.valueCode.toLowerCase() === moduleKey.toLowerCase();
}

/** Whether the rights hold `right` on exactly this key. */
export function hasRight(rights: readonly FunctionalityRight[], moduleKey: string, right: Right): boolean {
  const fn = FUNCTION_FOR[right];
  return rights.some((r) => r.functionCode.toUpperCase() === fn && entryMatches(r, moduleKey));
}

type ModuleLike = { key: string; subModules?: readonly ModuleLike[] | undefined };

/** A module is accessible when it or any of its sub-modules (at any depth) is readable. */
export function isModuleAccessible(rights: readonly FunctionalityRight[], module: ModuleLike): boolean {
  return hasRight(rights, module.key, 'read') || (module.subModules ?? []).some((s) => isModuleAccessible(rights, s));
}

/** The modules (and, inside them, the sub-modules) the rights may read, order kept. */
export function accessibleModules<T extends ModuleLike>(
  rights: readonly FunctionalityRight[],
  modules: readonly T[],
): T[] {
  return modules
    .filter((m) => isModuleAccessible(rights, m))
    .map((m) => (m.subModules ? { ...m, subModules: accessibleModules(rights, m.subModules) } : m));
}

/** Edit capability keyed by the lower-cased module key: `{ products: true, ... }`. */
export function editableModules(
  rights: readonly FunctionalityRight[],
  keys: readonly string[],
): Record<string, boolean> {
  return Object.fromEntries(keys.map((k) => [k.toLowerCase(), hasRight(rights, k, 'edit')]));
}

/** Asks whether the caller holds a right on a module (the server's `Caller.can`). */
type Can = (module: 'access', right: Right) => boolean;

/** Whether the caller may change or delete anyone's owned record (a colleague's saved filter): an access editor. */
export const mayChangeAnyOwned = (can: Can): boolean => can('access', 'edit');

/**
 * The owner rule (routes that declare `{ authenticated: true, owner: true }`): a record one user keeps,
 * such as a saved filter, is changed or deleted by its owner, or by a user who may edit access.
 */
export const mayChangeOwned = (caller: { userId: number | null; can: Can }, ownerId: number): boolean =>
  (caller.userId !== null && caller.userId === ownerId) || mayChangeAnyOwned(caller.can);

export type { Module };
