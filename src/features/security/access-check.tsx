import type { ReactNode } from 'react';
import { useAccess } from '@/hooks/use-access';

/** Content-level check: shows its children only when the user's access codes include `code`. */
export function AccessCheck({
  code,
  children,
  fallback = null,
}: {
  code: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { hasAccessCode } = useAccess();
  return <>{hasAccessCode(code) ? children : fallback}</>;
}
