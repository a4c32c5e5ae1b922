import { act, screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { renderForm } from './testing/render-form';
import { FormTextField } from './form-text-field';
import { TextField } from './text-field';

const schema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(5, 'validation.maxLength|5'),
  note: z.string(),
});

function setup() {
  return renderForm<z.input<typeof schema>>(
    (form) => (
      <>
        <FormTextField form={form} name="name" label="Name" required hint="Short name" />
        <FormTextField form={form} name="note" label="Note" />
      </>
    ),
    { defaultValues: { name: '', note: '' }, schema },
  );
}

describe('field frame and FormTextField', () => {
  it('marks a required field with an asterisk and aria-required, not an optional one', () => {
    setup();
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.closest('div')?.querySelector('[data-required-mark]')?.textContent).toBe('*');
    const note = screen.getByLabelText('Note');
    expect(note.getAttribute('aria-required')).toBeNull();
    expect(note.closest('div')?.querySelector('[data-required-mark]')).toBeNull();
  });

  it('links the hint with aria-describedby', () => {
    setup();
    const name = screen.getByLabelText(/^Name/);
    const hint = screen.getByText('Short name');
    expect(name.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('shows the error only after the field was touched, translated and linked', async () => {
    const { user, form } = setup();
    const name = screen.getByLabelText(/^Name/);
    await act(() => form().trigger('name'));
    // Invalid, but not touched: nothing shown.
    expect(form().getFieldState('name').invalid).toBe(true);
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();

    await user.click(name);
    await user.type(name, 'toolong');
    // Typing alone shows nothing (onTouched: no validation before the first blur).
    expect(screen.queryByText('Must be at most 5 characters.')).toBeNull();
    await user.tab();
    const error = await screen.findByText('Must be at most 5 characters.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });

  it('shows every error after a submit, touched or not', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('the plain TextField (login page) still shows the error it is given', () => {
    render(<TextField label="E-mail" required error="validation.email" />);
    const input = screen.getByLabelText(/^E-mail/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid e-mail address.').id).toBe(input.getAttribute('aria-describedby'));
  });
});
