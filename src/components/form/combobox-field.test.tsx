import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ComboboxField } from './combobox-field';
import { useChoices, type Choice } from './use-choices';

type Company = { companyId: number; name: string };
const COMPANIES: Company[] = [
  { companyId: 1, name: 'Acme NV' },
  { companyId: 2, name: 'Globex BV' },
  { companyId: 3, name: 'Écoles Réunies' },
];

/** The server's search: part of the name, case and accents ignored (as pg's ilike/unaccent would). */
const asked = vi.fn<(text: string) => void>();
const companies = (text: string) =>
  queryOptions({
    queryKey: ['test', 'companies', text] as const,
    queryFn: () => {
      asked(text);
      const wanted = text.toLowerCase();
      return Promise.resolve(COMPANIES.filter((c) => c.name.toLowerCase().includes(wanted)));
    },
  });

function Harness({ initial = null, current }: { initial?: number | null; current?: Choice }) {
  const form = useForm<{ customerId: number | null }>({ defaultValues: { customerId: initial }, mode: 'onTouched' });
  const choices = useChoices(current, companies, (c) => ({ id: c.companyId, label: c.name }));
  const held = useWatch({ control: form.control, name: 'customerId' });
  return (
    <form>
      <ComboboxField form={form} name="customerId" label="Customer" placeholder="Find a customer" choices={choices} />
      <p data-testid="held">{String(held)}</p>
      <button type="button">elsewhere</button>
    </form>
  );
}

function renderField(props: Parameters<typeof Harness>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Customer' }) };
}

const value = () => screen.getByTestId('held').textContent;

describe('ComboboxField', { timeout: 20_000 }, () => {
  it('is a labelled combobox that finds on the server as the user types, and picks with the keyboard', async () => {
    const { user, input } = renderField();
    expect(input.getAttribute('placeholder')).toBe('Find a customer');
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'Acme NV' })).toBeTruthy();
    await user.type(input, 'glo');
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith('glo'));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Acme NV' })).toBeNull());
    // Down moves to the first match, Enter picks it: the input shows its name, the form holds its id.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(value()).toBe('2');
    expect((input as HTMLInputElement).value).toBe('Globex BV');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves with the arrows and leaves with Escape without changing the choice', async () => {
    const { user, input } = renderField();
    await user.click(input);
    await screen.findByRole('option', { name: 'Globex BV' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(value()).toBe('2');
    await user.click(input);
    await screen.findByRole('option', { name: 'Globex BV', selected: true });
    await user.keyboard('{ArrowUp}{Escape}');
    // Closed once Ariakit has hidden its popover (it does so after the key event).
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(value()).toBe('2');
    expect((input as HTMLInputElement).value).toBe('Globex BV');
  });

  it('shows the chosen record by name when it is not among the matches, and says when nothing matches', async () => {
    const { user, input } = renderField({ initial: 9, current: { id: 9, label: 'Initech SA' } });
    expect((input as HTMLInputElement).value).toBe('Initech SA');
    await user.click(input);
    await user.keyboard('zzz');
    expect(await screen.findByRole('option', { name: 'Nothing matches “zzz”' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “zzz”');
    // Tab leaves: the choice stays, its name comes back.
    await user.tab();
    expect(value()).toBe('9');
    expect((input as HTMLInputElement).value).toBe('Initech SA');
  });

  it('says it is searching while typing rests and the server answers', async () => {
    const { user, input } = renderField();
    await user.click(input);
    await user.keyboard('x');
    expect(input.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await waitFor(() => expect(input.getAttribute('aria-busy')).toBeNull());
  });

  it('is cleared by its button or by emptying the text and leaving', async () => {
    const { user, input } = renderField({ initial: 1, current: { id: 1, label: 'Acme NV' } });
    await user.click(screen.getByRole('button', { name: 'Clear Customer' }));
    expect(value()).toBe('null');
    expect(document.activeElement).toBe(input);
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    await user.keyboard('acme');
    await screen.findByRole('option', { name: 'Acme NV' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(value()).toBe('1');
    await user.click(input);
    await user.keyboard('{Backspace}');
    await user.tab();
    expect(value()).toBe('null');
    expect((input as HTMLInputElement).value).toBe('');
  });
});
