import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MonthPicker } from './month-picker';
import { NumberSelect } from './number-select';
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

describe('NumberSelect', () => {
  const options = [
    { value: 1, label: 'One' },
    { value: 2, label: 'Two' },
  ];

  it('marks only a required field, whether or not it offers an empty choice', () => {
    const { container, rerender } = render(
      <NumberSelect label="View" value={1} clearable={false} options={options} onChange={() => {}} />,
    );
    const select = screen.getByRole('combobox', { name: 'View' });
    expect(optionTexts(select)).toEqual(['One', 'Two']);
    expect(container.querySelector('[data-required-mark]')).toBeNull();
    expect(select.getAttribute('aria-required')).toBeNull();

    rerender(<NumberSelect label="View" value={1} required options={options} onChange={() => {}} />);
    expect(optionTexts(select)).toEqual(['One', 'Two']);
    expect(container.querySelector('[data-required-mark]')).not.toBeNull();
    expect(select.getAttribute('aria-required')).toBe('true');
  });

  it('offers the empty choice unless told otherwise, and while nothing is chosen', () => {
    const { rerender } = render(<NumberSelect label="View" value={1} options={options} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'View' });
    expect(optionTexts(select)).toHaveLength(3);
    rerender(<NumberSelect label="View" value={null} clearable={false} options={options} onChange={() => {}} />);
    expect(optionTexts(select)).toHaveLength(3);
  });

  it('puts the label beside the control when inline', () => {
    render(<NumberSelect label="View" inline value={1} clearable={false} options={options} onChange={() => {}} />);
    expect(screen.getByText('View').parentElement?.className).toContain('items-center');
  });
});
