import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MonthPicker } from './month-picker';
import { YearPicker } from './year-picker';

function Months({ initial = null }: { initial?: number | null }) {
  const [month, setMonth] = useState<number | null>(initial);
  return (
    <>
      <MonthPicker value={month} onChange={setMonth} />
      <output>{String(month)}</output>
    </>
  );
}

const optionTexts = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);

describe('MonthPicker', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('offers January to December, holding 1 to 12', async () => {
    render(<Months />);
    const select = screen.getByRole('combobox', { name: 'Month' });
    expect(optionTexts(select).slice(1)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup().selectOptions(select, 'March');
    expect(screen.getByRole('status').textContent).toBe('3');
  });

  it('names the months in the interface language', async () => {
    await act(() => i18next.changeLanguage('nl'));
    const { unmount } = render(<Months initial={1} />);
    expect(optionTexts(screen.getByRole('combobox')).slice(1, 4)).toEqual(['januari', 'februari', 'maart']);
    unmount();
    await act(() => i18next.changeLanguage('fr'));
    render(<Months initial={1} />);
    expect(optionTexts(screen.getByRole('combobox')).slice(1, 4)).toEqual(['janvier', 'février', 'mars']);
  });
});

describe('YearPicker', () => {
  it('offers the previous year up to three years ahead', () => {
    render(<YearPicker value={2026} onChange={() => {}} today={new Date(2026, 4, 1)} />);
    const select = screen.getByRole('combobox', { name: 'Year' });
    expect(optionTexts(select).slice(1)).toEqual(['2025', '2026', '2027', '2028', '2029']);
  });

  it('keeps a held year outside the range visible', () => {
    render(<YearPicker value={2020} onChange={() => {}} today={new Date(2026, 4, 1)} required />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /^Year/ });
    expect(optionTexts(select)).toEqual(['2020', '2025', '2026', '2027', '2028', '2029']);
    expect(select.value).toBe('2020');
  });
});
