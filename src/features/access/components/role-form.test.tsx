import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type { Role } from '@/shared/schemas/access';
import { RoleDialog } from './role-form';

vi.mock('@/lib/alerts', () => ({ alertError: vi.fn(), showAlert: vi.fn(), translateMessage: (m: string) => m }));
// Unit test of the dialog: the calls answer from here (role-routes.test.ts and e2e/identity.spec.ts use the real server).
const answers = vi.hoisted(() => ({
  create: vi.fn<(body: Record<string, unknown>) => Promise<unknown>>(),
  update: vi.fn<(body: Record<string, unknown>) => Promise<unknown>>(),
}));
vi.mock('@/lib/http', async (importOriginal) => {
  const { roleEndpoints: api } = await import('@/shared/endpoints/access');
  return {
    ...(await importOriginal<object>()),
    call: (endpoint: unknown, input: { body?: Record<string, unknown> }) => {
      if (endpoint === api.create) return answers.create(input.body!);
      if (endpoint === api.update) return answers.update(input.body!);
      return new Promise(() => {});
    },
  };
});

const clerk: Role = {
  roleId: 7,
  name: 'Clerk',
  description: '',
  roleType: 'custom',
  requireTwoFactor: false,
  version: 3,
  userCount: 1,
  definitions: [],
  updatedAt: '2026-11-28T10:00:00.000Z',
};

function renderDialog(role: Role | null) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RoleDialog open role={role} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

describe('role dialog', () => {
  beforeEach(() => {
    answers.create.mockReset();
    answers.update.mockReset();
  });

  it('requires two-factor sign-in with a switch, saved on the version shown', async () => {
    const user = userEvent.setup();
    answers.update.mockResolvedValue({ ...clerk, requireTwoFactor: true, version: 4 });
    const { onClose } = renderDialog(clerk);
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/are signed out and set one up at their next sign-in/)).toBeTruthy();
    await user.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(answers.update).toHaveBeenCalledWith({
      roleId: 7,
      version: 3,
      name: 'Clerk',
      description: '',
      requireTwoFactor: true,
    });
  });

  it('shows the role as it is', async () => {
    renderDialog({ ...clerk, requireTwoFactor: true });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('a new role does not require it unless switched on', async () => {
    const user = userEvent.setup();
    answers.create.mockResolvedValue({ roleId: 8 });
    const { onClose } = renderDialog(null);
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByLabelText(/^Name/), 'Treasurer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(answers.create).toHaveBeenCalledWith({ name: 'Treasurer', description: '', requireTwoFactor: false });
  });
});
