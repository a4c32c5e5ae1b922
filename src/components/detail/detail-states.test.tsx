import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecordDetail } from './detail-states';

/** A mail's page at /mails/$mailId, as the mails feature declares it, on a server answering `read`. */
function renderMailPage(path: string, read: (id: number) => Promise<{ subject: string }>) {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/mails/$mailId',
    component: () => (
      <RecordDetail
        param="mailId"
        query={(id) => queryOptions({ queryKey: ['mail', id], queryFn: () => read(id) })}
        texts="mail:"
        back="/mails"
      >
        {(mail) => <h1>{mail.subject}</h1>}
      </RecordDetail>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('RecordDetail', () => {
  it('asks for the record its address names and shows it', async () => {
    const read = vi.fn(async (id: number) => ({ subject: `Invoice for mail ${id}` }));
    renderMailPage('/mails/42', read);
    expect(await screen.findByRole('heading', { name: 'Invoice for mail 42' })).toBeTruthy();
    expect(read).toHaveBeenCalledWith(42);
  });

  it('names no record for an address that is no id: not found, in its texts, with the way back', async () => {
    const read = vi.fn(async () => ({ subject: 'never' }));
    renderMailPage('/mails/not-a-number', read);
    expect(await screen.findByRole('heading', { name: 'Mail not found' })).toBeTruthy();
    expect(screen.getByText('There is no mail not-a-number.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to mails' }).getAttribute('href')).toBe('/mails');
    expect(read).not.toHaveBeenCalled();
  });
});
