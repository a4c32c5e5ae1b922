import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';
import { DocumentTitle } from './page-heading';

afterEach(() => onlineManager.setOnline(true));

describe('ErrorScreen', () => {
  it('says a crash is a crash, and tries again on the button', () => {
    const retry = vi.fn();
    render(<ErrorScreen onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says when the server cannot be reached, and tries again by itself once the connection is back', () => {
    const retry = vi.fn();
    render(<ErrorScreen unreachable onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The server cannot be reached');
    act(() => onlineManager.setOnline(false));
    expect(retry).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('DocumentTitle', () => {
  it("names the screen, then the application; the application alone without one", () => {
    const { rerender } = render(<DocumentTitle title="Invoice 2026/000535" />);
    expect(document.title).toBe('Invoice 2026/000535 · Back office');
    rerender(<DocumentTitle title="" />);
    expect(document.title).toBe('Back office');
  });
});
