import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessRightsAnswer } from '@/shared/schemas/security';
import { securityQueries } from '@/lib/security-queries';
import { AccessCheck } from './access-check';

function renderWith(rights: AccessRightsAnswer, code: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(securityQueries.accessRights().queryKey, rights);
  queryClient.setQueryData(securityQueries.modules().queryKey, []);
  return render(
    <QueryClientProvider client={queryClient}>
      <AccessCheck code={code} fallback={<p>hidden</p>}>
        <p>secret</p>
      </AccessCheck>
    </QueryClientProvider>,
  );
}

describe('content-level access check', () => {
  const rights: AccessRightsAnswer = {
    accessRights: [{ accessType: 'FUNCTION', accessCode: 'USER_MANAGEMENT' }],
    functionalityAccessRights: [],
  };

  it('shows its children when the access codes include the code (case-insensitive)', () => {
    renderWith(rights, 'user_management');
    expect(screen.getByText('secret')).toBeTruthy();
  });

  it('hides them otherwise', () => {
    renderWith(rights, 'INVOICE_APPROVAL');
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByText('hidden')).toBeTruthy();
  });
});
