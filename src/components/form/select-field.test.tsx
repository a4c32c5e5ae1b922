import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { renderForm } from './testing/render-form';
import { CheckboxField } from './checkbox-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField, type SelectOption } from './select-field';

type Values = { typeId: number | null };
const required = z.object({
  typeId: z.number({ error: 'validation.required' }),
});
const optional = z.object({ typeId: z.number().nullable() });

const ONE: SelectOption[] = [{ value: 7, label: 'Licence' }];
const TWO: SelectOption[] = [...ONE, { value: 8, label: 'Service' }];

function setup(options: SelectOption[], schema: z.ZodType<unknown, Values>, props: { required?: boolean } = {}) {
  return renderForm<Values>(
    (form) => <SelectField form={form} name="typeId" label="Type" options={options} {...props} />,
    { defaultValues: { typeId: null }, schema },
  );
}

/** Lets validation on mount and any auto-pick finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /^Type/ });

describe('SelectField', () => {
  it('is validated when it appears, the error hidden until touched', async () => {
    const { form, user } = setup(TWO, required);
    await waitFor(() => expect(form().getFieldState('typeId').error?.message).toBe('validation.required'));
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(select().getAttribute('aria-invalid')).toBeNull();
    await user.click(select());
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(select().getAttribute('aria-invalid')).toBe('true');
  });

  it('picks the only option of a required, empty select (required by the schema), without dirtying the form', async () => {
    const { values, form } = setup(ONE, required);
    await waitFor(() => expect(values().typeId).toBe(7));
    expect(select().value).toBe('7');
    expect(form().getFieldState('typeId').error).toBeUndefined();
    expect(form().formState.isDirty).toBe(false);
  });

  it('picks the only option when marked required, whatever the schema', async () => {
    const { values } = setup(ONE, optional, { required: true });
    await waitFor(() => expect(values().typeId).toBe(7));
  });

  it('does not pick when there are two options', async () => {
    const { form, values } = setup(TWO, required);
    await waitFor(() => expect(form().getFieldState('typeId').error).toBeDefined());
    expect(values().typeId).toBeNull();
    expect(select().value).toBe('');
  });

  it('does not pick for an optional select', async () => {
    const { values } = setup(ONE, optional);
    await settle();
    expect(values().typeId).toBeNull();
  });

  it('does not replace a value already there', async () => {
    const { values } = renderForm<Values>(
      (form) => <SelectField form={form} name="typeId" label="Type" options={ONE} required />,
      { defaultValues: { typeId: 9 }, schema: required },
    );
    await settle();
    expect(values().typeId).toBe(9);
  });

  it('holds the option value with its type (a number), and null for the empty choice', async () => {
    const { user, values } = setup(TWO, optional);
    await user.selectOptions(select(), 'Service');
    expect(values().typeId).toBe(8);
    await user.selectOptions(select(), 'Choose…');
    expect(values().typeId).toBeNull();
  });

  it('marks the label of a required select with an asterisk', () => {
    setup(TWO, required, { required: true });
    expect(select().getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*')).toBeTruthy();
  });
});

describe('CheckboxField and RadioGroupField', () => {
  it('a checkbox holds a boolean', async () => {
    const { user, values } = renderForm<{ agree: boolean }>(
      (form) => <CheckboxField form={form} name="agree" label="Agree" />,
      { defaultValues: { agree: false } },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(values().agree).toBe(true);
  });

  it('a radio group holds the picked value and shows its error once submitted', async () => {
    const schema = z.object({ segment: z.enum(['commercial', 'education'], { error: 'validation.required' }) });
    const { user, values } = renderForm<{ segment: string | null }>(
      (form) => (
        <RadioGroupField
          form={form}
          name="segment"
          label="Segment"
          required
          options={[
            { value: 'commercial', label: 'Commercial' },
            { value: 'education', label: 'Education' },
          ]}
        />
      ),
      { defaultValues: { segment: null }, schema },
    );
    const group = screen.getByRole('radiogroup', { name: /^Segment/ });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    const error = await screen.findByText('This field is required.');
    expect(group.getAttribute('aria-describedby')).toBe(error.id);
    await user.click(screen.getByRole('radio', { name: 'Education' }));
    expect(values().segment).toBe('education');
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
  });
});
