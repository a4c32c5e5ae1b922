import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeFilter } from './date-range-filter';

type Range = { from: string | undefined; until: string | undefined };

/** The filter with its URL values held as state, and every change reported, once its inputs loaded. */
async function setup(initial: Partial<Range> = {}) {
  const changes: Range[] = [];
  function Harness() {
    const [range, setRange] = useState<Range>({ from: undefined, until: undefined, ...initial });
    return (
      <DateRangeFilter
        legend="Updated"
        {...range}
        onChange={(next) => {
          changes.push(next);
          setRange(next);
        }}
      />
    );
  }
  render(<Harness />);
  await screen.findByRole('textbox', { name: 'From' });
  return { user: userEvent.setup(), changes };
}

const input = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

describe('DateRangeFilter', () => {
  it('shows the URL days as DD/MM/YYYY in typed date inputs', async () => {
    await setup({ from: '2026-03-05', until: '2026-04-30' });
    expect(input('From').value).toBe('05/03/2026');
    expect(input('Until').value).toBe('30/04/2026');
  });

  it('a typed day goes to the URL as a calendar day; empty clears it', async () => {
    const { user, changes } = await setup({ until: '2026-12-31' });
    await user.type(input('From'), '15-06-2026');
    await user.tab();
    expect(changes.at(-1)).toEqual({ from: '2026-06-15', until: '2026-12-31' });
    await user.clear(input('Until'));
    await user.tab();
    expect(changes.at(-1)).toEqual({ from: '2026-06-15', until: undefined });
  });

  it('a typed day that is not a date, or after the until-day, is not applied and is marked', async () => {
    const { user, changes } = await setup({ until: '2026-06-10' });
    await user.type(input('From'), '31/02/2026');
    await user.tab();
    expect(changes).toEqual([]);
    expect(input('From').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid date.')).toBeTruthy();
    await user.clear(input('From'));
    await user.type(input('From'), '11/06/2026');
    await user.tab();
    expect(changes).toEqual([]);
    expect(screen.getByText('The end date cannot be before the start date.')).toBeTruthy();
    await user.clear(input('From'));
    await user.type(input('From'), '10/06/2026');
    await user.tab();
    expect(changes).toEqual([{ from: '2026-06-10', until: '2026-06-10' }]);
    expect(input('From').getAttribute('aria-invalid')).toBeNull();
  });

  it('the from-calendar disables days after the until-day, the until-calendar days before the from-day', async () => {
    const { user, changes } = await setup({ from: '2026-06-10', until: '2026-06-15' });
    const [fromButton, untilButton] = screen.getAllByRole('button', { name: 'Choose a date' });
    await user.click(fromButton!);
    let calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    const cell = (iso: string) => calendar.querySelector(`[data-day="${iso}"]`)!;
    expect(cell('2026-06-15').hasAttribute('data-disabled')).toBe(false);
    expect(cell('2026-06-16').hasAttribute('data-disabled')).toBe(true);
    await user.click(cell('2026-06-12').querySelector('button')!);
    expect(changes.at(-1)).toEqual({ from: '2026-06-12', until: '2026-06-15' });
    expect(input('From').value).toBe('12/06/2026');

    await user.click(untilButton!);
    calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    expect(cell('2026-06-11').hasAttribute('data-disabled')).toBe(true);
    expect(cell('2026-06-12').hasAttribute('data-disabled')).toBe(false);
  });
});
