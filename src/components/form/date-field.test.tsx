import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { renderForm } from './testing/render-form';
import { DateField } from './date-field';
import { DATE_INPUT_DEBOUNCE_MS } from './date-input';

type Values = { from: Date | null; until: Date | null };

const date = z.date({ error: (i) => (i.input === undefined ? 'validation.required' : 'validation.date') }).nullable();
const schema = z.object({ from: date, until: date });

function setup(defaults: Partial<Values> = {}, fake = false) {
  return renderForm<Values>(
    (form) => {
      const [from, until] = form.watch(['from', 'until']);
      return (
        <>
          <DateField form={form} name="from" label="From" maxDate={until} />
          <DateField form={form} name="until" label="Until" minDate={from} />
        </>
      );
    },
    {
      defaultValues: { from: null, until: null, ...defaults },
      schema,
      ...(fake ? { userOptions: { advanceTimers: vi.advanceTimersByTime.bind(vi) } } : {}),
    },
  );
}

const input = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const parts = (d: unknown) =>
  d instanceof Date ? [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()] : d;

describe('DateField typing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 5, 1, 9) });
    // Testing Library lets fake timers run while it waits only when it sees `jest`.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('applies DD/MM/YYYY after 1000 ms of rest, as the day at 12:00', async () => {
    const { user, values } = setup({}, true);
    await user.type(input('From'), '15/06/2026');
    expect(values().from).toBeNull();
    act(() => vi.advanceTimersByTime(DATE_INPUT_DEBOUNCE_MS - 1));
    expect(values().from).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(parts(values().from)).toEqual([2026, 6, 15, 12, 0]);
  });

  it('restarts the pause on every keystroke', async () => {
    const { user, values } = setup({}, true);
    await user.type(input('From'), '15/06/202');
    act(() => vi.advanceTimersByTime(900));
    await user.type(input('From'), '7');
    act(() => vi.advanceTimersByTime(900));
    expect(values().from).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(parts(values().from)).toEqual([2027, 6, 15, 12, 0]);
  });

  it('applies DD-MM-YYYY at once when the field loses focus', async () => {
    const { user, values } = setup({}, true);
    await user.type(input('Until'), '01-12-2026');
    await user.tab();
    expect(parts(values().until)).toEqual([2026, 12, 1, 12, 0]);
  });

  it.each(['32/01/2026', '00/01/2026', '01/13/2026', '31/02/2026', '2026-01-31', '1/1/2026'])(
    'rejects %s: the form holds an invalid date and says so once touched',
    async (text) => {
      const { user, values } = setup({}, true);
      await user.type(input('From'), text);
      await user.tab();
      const held = values().from;
      expect(held instanceof Date && Number.isNaN(held.getTime())).toBe(true);
      expect(await screen.findByText('Enter a valid date.')).toBeTruthy();
      expect(input('From').value).toBe(text);
    },
  );

  it('empty clears the date', async () => {
    const { user, values } = setup({ from: new Date(2026, 0, 31, 12) }, true);
    expect(input('From').value).toBe('31/01/2026');
    await user.clear(input('From'));
    act(() => vi.advanceTimersByTime(DATE_INPUT_DEBOUNCE_MS));
    expect(values().from).toBeNull();
  });

  it('shows a date set from outside (a reset) as DD/MM/YYYY', () => {
    const { form } = setup({}, true);
    act(() => form().reset({ from: new Date(2026, 2, 5, 12), until: null }));
    expect(input('From').value).toBe('05/03/2026');
  });
});

describe('DateField calendar', () => {
  it('picks a day from the calendar, held at 12:00, and closes', async () => {
    const { user, values } = setup({ from: new Date(2026, 5, 10, 12) });
    await user.click(screen.getAllByRole('button', { name: 'Choose a date' })[0]!);
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    const day = calendar.querySelector<HTMLButtonElement>('[data-day="2026-06-20"] button')!;
    await user.click(day);
    expect(parts(values().from)).toEqual([2026, 6, 20, 12, 0]);
    expect(input('From').value).toBe('20/06/2026');
    expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull();
  });

  it('the from-picker disables days after the until date', async () => {
    const { user } = setup({ from: new Date(2026, 5, 10, 12), until: new Date(2026, 5, 15, 12) });
    await user.click(screen.getAllByRole('button', { name: 'Choose a date' })[0]!);
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    const cell = (iso: string) => calendar.querySelector(`[data-day="${iso}"]`)!;
    expect(cell('2026-06-15').hasAttribute('data-disabled')).toBe(false);
    expect(cell('2026-06-16').hasAttribute('data-disabled')).toBe(true);
    expect(cell('2026-06-01').hasAttribute('data-disabled')).toBe(false);
    expect(within(calendar).getAllByRole('grid')).toHaveLength(1);
  });

  it('the until-picker disables days before the from date', async () => {
    const { user } = setup({ from: new Date(2026, 5, 10, 12), until: new Date(2026, 5, 15, 12) });
    await user.click(screen.getAllByRole('button', { name: 'Choose a date' })[1]!);
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    const cell = (iso: string) => calendar.querySelector(`[data-day="${iso}"]`)!;
    expect(cell('2026-06-09').hasAttribute('data-disabled')).toBe(true);
    expect(cell('2026-06-10').hasAttribute('data-disabled')).toBe(false);
    expect(cell('2026-06-30').hasAttribute('data-disabled')).toBe(false);
  });
});

describe('DateField holding a calendar day', () => {
  function setupDay(day: string | null) {
    return renderForm<{ day: string | null }>(
      (form) => <DateField form={form} name="day" label="End of sale" holds="day" />,
      { defaultValues: { day } },
    );
  }

  it('shows the held YYYY-MM-DD as DD/MM/YYYY and holds a typed or picked day as YYYY-MM-DD', async () => {
    const { user, values } = setupDay('2026-01-31');
    expect(input('End of sale').value).toBe('31/01/2026');
    await user.clear(input('End of sale'));
    await user.type(input('End of sale'), '15/06/2026');
    await user.tab();
    expect(values().day).toBe('2026-06-15');
    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    await user.click(calendar.querySelector<HTMLButtonElement>('[data-day="2026-06-20"] button')!);
    expect(values().day).toBe('2026-06-20');
    expect(input('End of sale').value).toBe('20/06/2026');
  });

  it('empty holds null; text that is not a date is held as typed, so the schema refuses it', async () => {
    const { user, values } = setupDay('2026-01-31');
    await user.clear(input('End of sale'));
    await user.tab();
    expect(values().day).toBeNull();
    await user.type(input('End of sale'), '31/02/2026');
    await user.tab();
    expect(values().day).toBe('31/02/2026');
    expect(input('End of sale').value).toBe('31/02/2026');
  });
});
