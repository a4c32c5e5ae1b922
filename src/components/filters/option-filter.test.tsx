import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OptionFilter, OPTION_LIMIT, shownOptions, type FilterOption } from './option-filter';

const many: FilterOption[] = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, label: `Group ${i + 1}` }));

describe('shownOptions', () => {
  it('shows a short list whole', () => {
    const few = many.slice(0, OPTION_LIMIT);
    expect(shownOptions(few, new Set(), 'nothing matches')).toEqual({ shown: few, hidden: 0 });
  });

  it('shows at most the limit of a long list, and says how many more there are', () => {
    const { shown, hidden } = shownOptions(many, new Set(), '');
    expect(shown).toHaveLength(OPTION_LIMIT);
    expect(hidden).toBe(2000 - OPTION_LIMIT);
  });

  it('puts the chosen options first, even when they do not match what was typed', () => {
    const { shown } = shownOptions(many, new Set([1999]), 'group 12');
    expect(shown[0]?.id).toBe(1999);
    expect(shown.slice(1).every((o) => o.label.startsWith('Group 12'))).toBe(true);
  });

  it('finds regardless of case and accents', () => {
    const options = [...many, { id: 9001, label: 'Écoles et universités' }];
    expect(shownOptions(options, new Set(), 'ECOLES').shown.map((o) => o.id)).toEqual([9001]);
  });
});

describe('OptionFilter', () => {
  const options: FilterOption<string>[] = [
    { id: 'active', label: 'Active' },
    { id: 'inactive', label: 'Inactive' },
  ];

  it('shows a click at once, before the URL has the new value, and in the options’ order', async () => {
    const onChange = vi.fn();
    render(<OptionFilter legend="Status" options={options} value={['inactive']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    // The parent has not passed a new value yet: the box is checked all the same.
    expect((screen.getByRole('checkbox', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    expect(onChange).toHaveBeenCalledWith(['active', 'inactive']);
  });

  it('forgets a click the URL never takes, after a moment', async () => {
    render(<OptionFilter legend="Status" options={options} value={['active']} onChange={() => {}} />);
    const active = () => screen.getByRole('checkbox', { name: 'Active' }) as HTMLInputElement;
    await userEvent.click(active());
    expect(active().checked).toBe(false);
    await waitFor(() => expect(active().checked).toBe(true), { timeout: 2_000 });
  });
});
