/** Route guards: every module route checks its module key before anything loads. */
import type { QueryClient } from '@tanstack/react-query';
import { hasRight, isModuleAccessible, type Right } from '@/shared/access';
import { MODULE_CATALOGUE, type ModuleKey } from '@/shared/catalogue';
import { securityQueries } from '@/lib/security-queries';

/** Thrown by a guard; the error screen shows a clear "no access" state instead of a crash. */
export class AccessDeniedError extends Error {
  readonly moduleKey: string;
  readonly right: Right;
  constructor(moduleKey: string, right: Right) {
    super(`No ${right} access to ${moduleKey}`);
    this.name = 'AccessDeniedError';
    this.moduleKey = moduleKey;
    this.right = right;
  }
}

function withSubModules(key: string) {
  const def = MODULE_CATALOGUE.find((m) => m.key.toLowerCase() === key.toLowerCase());
  return { key, subModules: def?.subModules ?? [] };
}

/** The route's guard: read (or edit) right on a module of the catalogue, else a clear no-access screen. */
export function requireModule(moduleKey: ModuleKey, right: Right = 'read') {
  return async ({ context }: { context: { queryClient: QueryClient } }) => {
    const { functionalityAccessRights: fr } = await context.queryClient.ensureQueryData(securityQueries.accessRights());
    const allowed =
      right === 'read' ? isModuleAccessible(fr, withSubModules(moduleKey)) : hasRight(fr, moduleKey, 'edit');
    if (!allowed) throw new AccessDeniedError(moduleKey, right);
  };
}
