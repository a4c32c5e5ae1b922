/** Read/edit rights of the signed-in user, for hiding and disabling in screens. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { accessibleModules, hasRight, isModuleAccessible } from '@/shared/access';
import type { ModuleKey } from '@/shared/catalogue';
import { securityQueries } from '@/lib/security-queries';

export function useAccess() {
  const { data: rights } = useSuspenseQuery(securityQueries.accessRights());
  const { data: allModules } = useSuspenseQuery(securityQueries.modules());
  return useMemo(() => {
    const fr = rights.functionalityAccessRights;
    const codes = new Set(rights.accessRights.map((r) => r.accessCode.toLowerCase()));
    return {
      modules: accessibleModules(fr, allModules),
      canRead: (key: ModuleKey) => isModuleAccessible(fr, { key }),
      /** Edit capability keyed by the lower-cased module key. */
      canEdit: (key: ModuleKey) => hasRight(fr, key.toLowerCase(), 'edit'),
      hasAccessCode: (code: string) => codes.has(code.toLowerCase()),
    };
  }, [rights, allModules]);
}
