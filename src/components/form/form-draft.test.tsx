import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { securityQueries } from '@/lib/security-queries';
import { draftKey, dropAllDrafts, readDraft, writeDraft } from './form-draft';
import { FormTextField } from './form-text-field';
import { SaveForm } from './save-form';
import { useSaveForm } from './use-save-form';

afterEach(() => localStorage.clear());

describe('a form draft', () => {
  const key = draftKey(7, 'company:12');

  it('is offered back on the version it was typed on, and dropped once the record has another', () => {
    writeDraft(key, 3, { name: 'Acme' }, new Date('2026-12-07T09:30:00Z'));
    expect(readDraft(key, 3)).toEqual({ version: 3, values: { name: 'Acme' }, savedAt: '2026-12-07T09:30:00.000Z' });
    expect(readDraft(key, 4)).toBeNull();
    // Dropped, not just passed over: the record's old version never comes back.
    expect(readDraft(key, 3)).toBeNull();
  });

  it("is a user's own, and a new record's is kept apart from a stored one's", () => {
    writeDraft(draftKey(7, 'company:new'), null, { name: 'New' });
    expect(readDraft(draftKey(8, 'company:new'), null)).toBeNull();
    expect(readDraft(draftKey(7, 'company:new'), null)?.values).toEqual({ name: 'New' });
  });

  it('drops what is not a draft of ours, and signing out drops every draft but nothing else', () => {
    localStorage.setItem(key, 'not json');
    expect(readDraft(key, 3)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    writeDraft(draftKey(7, 'contact:1'), 1, { name: 'Ann' });
    writeDraft(draftKey(9, 'role:new'), null, { name: 'Billing' });
    localStorage.setItem('other', 'kept');
    dropAllDrafts();
    expect(Object.keys(localStorage)).toEqual(['other']);
  });
});

const schema = z.object({ name: z.string().trim().min(1, 'validation.required') });

function NameForm({ version, onSaved }: { version: number; onSaved: () => void }) {
  const { form, ...saving } = useSaveForm({
    schema,
    defaultValues: { name: 'Gold' },
    version,
    draft: 'group:4',
    save: async (values) => values,
    onSaved,
  });
  return (
    <SaveForm saving={saving} onCancel={() => {}}>
      <FormTextField form={form} name="name" label="Name" />
    </SaveForm>
  );
}

/** The form as the signed-in user 7 sees it; `unmount` is a reload (the page gone without a word). */
function open(version = 2, onSaved = () => {}) {
  const client = new QueryClient();
  client.setQueryData(securityQueries.account().queryKey, { userId: 7, name: 'Ann', email: 'a@b.c', language: 'en' });
  return render(
    <QueryClientProvider client={client}>
      <NameForm version={version} onSaved={onSaved} />
    </QueryClientProvider>,
  );
}

describe('a form left unsaved', () => {
  const name = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });

  it('offers what was typed when it opens again, and restores it on request', async () => {
    const user = userEvent.setup();
    open().unmount();
    expect(screen.queryByRole('status')).toBeNull();
    const first = open();
    await user.clear(name());
    await user.type(name(), 'Platinum');
    first.unmount();
    open();
    expect(await screen.findByText(/You left unsaved changes in this form/)).toBeTruthy();
    expect(name().value).toBe('Gold');
    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(name().value).toBe('Platinum');
    expect(screen.queryByText(/You left unsaved changes/)).toBeNull();
  });

  it('offers nothing once the record has another version, nor after a save or a discard', async () => {
    const user = userEvent.setup();
    const typeAndLeave = async (version: number) => {
      const form = open(version);
      await user.type(name(), ' and more');
      form.unmount();
    };
    const offered = () => screen.queryByText(/You left unsaved changes/);

    await typeAndLeave(2);
    open(3).unmount(); // a colleague saved meanwhile
    open(2).unmount();
    expect(offered()).toBeNull();

    let saved = false;
    const saving = open(2, () => (saved = true));
    await user.type(name(), ' and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => saved).toBe(true);
    saving.unmount();
    open(2).unmount();
    expect(localStorage.length).toBe(0);

    await typeAndLeave(2);
    open(2);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(offered()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
