import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError } from '@/lib/api-error';
import { FormDialog, recordKey } from './form-dialog';
import { FormTextField } from './form-text-field';
import { SaveForm } from './save-form';
import { useSaveForm, type Save } from './use-save-form';

const alertError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/alerts', () => ({ alertError }));

type Group = { groupId: number; name: string; version: number };

const schema = z.object({ name: z.string().trim().min(1, 'validation.required') });
const stored: Group = { groupId: 4, name: 'Gold', version: 2 };

function GroupForm({
  group,
  save,
  onClose,
}: {
  group: Group;
  save: Save<{ name: string }, Group>;
  onClose: () => void;
}) {
  const { form, ...saving } = useSaveForm({
    schema,
    defaultValues: { name: group.name },
    version: group.version,
    save,
    onSaved: onClose,
    showTheirs: (theirs: Group, f) => f.reset({ name: theirs.name }),
  });
  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <FormTextField form={form} name="name" label="Name" />
    </SaveForm>
  );
}

/** A page holding the dialog open until the form closes it. */
function setup(save: Save<{ name: string }, Group>) {
  function Page() {
    const [open, setOpen] = useState(true);
    return (
      <FormDialog open={open} onClose={() => setOpen(false)} title="Edit group" formKey={recordKey(stored, 'groupId')}>
        <GroupForm group={stored} save={save} onClose={() => setOpen(false)} />
      </FormDialog>
    );
  }
  const user = userEvent.setup();
  render(<Page />);
  const name = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
  const retype = async (text: string) => {
    await user.clear(name());
    await user.type(name(), text);
  };
  const saveButton = () => screen.getByRole('button', { name: 'Save' });
  return { user, name, retype, saveButton };
}

describe('a form dialog on useSaveForm', () => {
  beforeEach(() => alertError.mockReset());

  it('a success saves the valid values on the record version and closes; the save button is busy meanwhile', async () => {
    let answer: (saved: Group) => void = () => {};
    const save = vi.fn<Save<{ name: string }, Group>>(() => new Promise((resolve) => (answer = resolve)));
    const { user, retype, saveButton } = setup(save);
    await retype('  Platinum ');
    await user.click(saveButton());
    expect(save).toHaveBeenCalledWith({ name: 'Platinum' }, 2);
    await waitFor(() => expect(saveButton().getAttribute('aria-busy')).toBe('true'));
    answer({ ...stored, name: 'Platinum', version: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(alertError).not.toHaveBeenCalled();
  });

  it('a 400 puts the field errors on their fields, keeps what was typed and the dialog open', async () => {
    const save = vi.fn<Save<{ name: string }, Group>>(() =>
      Promise.reject(new ApiError(400, 'validation.failed', { name: 'validation.unique' })),
    );
    const { user, name, retype, saveButton } = setup(save);
    await retype('Silver');
    await user.click(saveButton());
    expect(await screen.findByText('This value is already in use.')).toBeTruthy();
    expect(name().value).toBe('Silver');
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name());
    expect(screen.getByRole('dialog', { name: 'Edit group' })).toBeTruthy();
    expect(saveButton().getAttribute('aria-busy')).toBeNull();
    expect(alertError).not.toHaveBeenCalled();
  });

  it('the schema refuses before anything is sent', async () => {
    const save = vi.fn<Save<{ name: string }, Group>>();
    const { user, retype, saveButton } = setup(save);
    await retype(' ');
    await user.click(saveButton());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('a 409 keeps the input and shows the notice; their version resets the form and becomes the base', async () => {
    const theirs: Group = { groupId: 4, name: 'Gold (theirs)', version: 5 };
    const save = vi
      .fn<Save<{ name: string }, Group>>()
      .mockRejectedValueOnce(new ApiError(409, 'versionConflict', undefined, theirs))
      .mockResolvedValueOnce(theirs);
    const { user, name, retype, saveButton } = setup(save);
    await retype('Mine');
    await user.click(saveButton());
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Someone else changed this record in the meantime.');
    expect(name().value).toBe('Mine');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Use their version' }));
    expect(name().value).toBe('Gold (theirs)');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(saveButton());
    expect(save).toHaveBeenLastCalledWith({ name: 'Gold (theirs)' }, 5);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(alertError).not.toHaveBeenCalled();
  });

  it('keeps the conflict notice and the buttons out of the scrolling fields, in the footer', async () => {
    const theirs: Group = { groupId: 4, name: 'Gold (theirs)', version: 5 };
    const save = vi
      .fn<Save<{ name: string }, Group>>()
      .mockRejectedValueOnce(new ApiError(409, 'x', undefined, theirs));
    const { user, name, saveButton } = setup(save);
    await user.click(saveButton());
    const notice = await screen.findByRole('alert');
    // The fields scroll in their own box (the modal's height is the viewport's at most); what must
    // stay in reach is outside it.
    const fields = name().closest('.overflow-y-auto')!;
    expect(fields.closest('form')).toBeTruthy();
    expect(fields.contains(saveButton())).toBe(false);
    expect(fields.contains(notice)).toBe(false);
    expect(screen.getByRole('button', { name: 'Cancel' }).parentElement).toBe(saveButton().parentElement);
  });

  it('a 409 answered with "keep mine" saves my input over their version', async () => {
    const theirs: Group = { groupId: 4, name: 'Gold (theirs)', version: 5 };
    const save = vi
      .fn<Save<{ name: string }, Group>>()
      .mockRejectedValueOnce(new ApiError(409, 'versionConflict', undefined, theirs))
      .mockResolvedValueOnce({ ...theirs, name: 'Mine', version: 6 });
    const { user, name, retype, saveButton } = setup(save);
    await retype('Mine');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Keep mine' }));
    expect(name().value).toBe('Mine');
    await user.click(saveButton());
    expect(save).toHaveBeenLastCalledWith({ name: 'Mine' }, 5);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('any other failure is an alert; the dialog stays open with what was typed', async () => {
    const failure = new ApiError(500, 'generic');
    const { user, name, retype, saveButton } = setup(() => Promise.reject(failure));
    await retype('Bronze');
    await user.click(saveButton());
    await waitFor(() => expect(alertError).toHaveBeenCalledWith(failure));
    expect(name().value).toBe('Bronze');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Cancel closes without saving', async () => {
    const save = vi.fn<Save<{ name: string }, Group>>();
    const { user } = setup(save);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('useSaveForm without the notice', () => {
  beforeEach(() => alertError.mockReset());

  function StaleForm({ onStale }: { onStale?: () => void }) {
    const { form, ...saving } = useSaveForm({
      schema,
      defaultValues: { name: 'Gold' },
      save: () => Promise.reject(new ApiError(409, 'versionConflict', undefined, stored)),
      onSaved: () => {},
      onStale,
    });
    return (
      <SaveForm saving={saving} onCancel={() => {}}>
        <FormTextField form={form} name="name" label="Name" />
      </SaveForm>
    );
  }

  it('says a 409 through onStale, and shows no notice', async () => {
    const onStale = vi.fn();
    render(<StaleForm onStale={onStale} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onStale).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alertError).not.toHaveBeenCalled();
  });

  it('without onStale a 409 is an alert like any failure', async () => {
    render(<StaleForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertError).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FormDialog', () => {
  it('mounts the form only while open, and afresh for another version of the record', async () => {
    function Page({ open, group }: { open: boolean; group: Group }) {
      return (
        <FormDialog open={open} onClose={() => {}} title="Edit group" formKey={recordKey(group, 'groupId')}>
          <GroupForm group={group} save={() => Promise.resolve(group)} onClose={() => {}} />
        </FormDialog>
      );
    }
    const user = userEvent.setup();
    const { rerender } = render(<Page open={false} group={stored} />);
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    rerender(<Page open group={stored} />);
    const name = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    await user.type(name(), ' typed');
    expect(name().value).toBe('Gold typed');
    rerender(<Page open group={{ ...stored, name: 'Gold 2', version: 3 }} />);
    expect(name().value).toBe('Gold 2');
    expect(recordKey<Group>(null, 'groupId')).toBe('new');
    expect(recordKey(stored, 'groupId')).toBe('4-2');
  });
});
