import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { DraftsSummaryStrip } from './drafts-summary';

const NBSP = '\u00a0';
const summary = { count: 1284, totalExcl: 1_059_662.88, totalVat: 222_529.2, totalIncl: 1_282_192.08, customers: [] };

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('the drafts in figures', () => {
  it('are written in the interface language, and again when it changes', async () => {
    render(<DraftsSummaryStrip summary={summary} />);
    expect(screen.getByTestId('summary-count').textContent).toBe('1,284');
    expect(screen.getByTestId('summary-totalExcl').textContent).toBe('€1,059,662.88');
    // useTranslation re-renders the strip on a change; src/lib/i18n.ts (here src/testing/setup.ts)
    // has set the formatters' language by then.
    await act(() => i18next.changeLanguage('nl'));
    expect(screen.getByTestId('summary-count').textContent).toBe('1.284');
    expect(screen.getByTestId('summary-totalExcl').textContent).toBe(`€${NBSP}1.059.662,88`);
    await act(() => i18next.changeLanguage('fr'));
    expect(screen.getByTestId('summary-totalIncl').textContent).toBe(`1\u202f282\u202f192,08${NBSP}€`);
  });
});
