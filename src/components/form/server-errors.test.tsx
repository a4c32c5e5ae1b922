import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderForm } from './testing/render-form';
import { FormTextField } from './form-text-field';
import { PercentageField } from './percentage-field';
import { applyServerErrors, toDotPath } from './server-errors';

const alertError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/alerts', () => ({ alertError }));

type Values = { description: string; profile: { rebate: number | null }; translations: { text: string }[] };

function setup() {
  return renderForm<Values>(
    (form) => (
      <>
        <FormTextField form={form} name="description" label="Description" />
        <PercentageField form={form} name="profile.rebate" label="Rebate" />
        <FormTextField form={form} name="translations.1.text" label="French" />
      </>
    ),
    { defaultValues: { description: 'Gold', profile: { rebate: 10 }, translations: [{ text: 'a' }, { text: 'b' }] } },
  );
}

describe('applyServerErrors', () => {
  it('puts each field error of a 400 on its field (dot paths), focusing the first', async () => {
    const { form } = setup();
    const error = new ApiError(400, 'validation.failed', {
      description: 'validation.unique',
      'profile.rebate': 'validation.max|100',
      'translations[1].text': 'validation.required',
    });
    let handled = false;
    act(() => {
      handled = applyServerErrors(form(), error);
    });
    expect(handled).toBe(true);
    // Errors set after a submit show at once; here the form was not submitted, so check the state too.
    expect(form().getFieldState('description').error?.message).toBe('validation.unique');
    expect(form().getFieldState('profile.rebate').error?.message).toBe('validation.max|100');
    expect(form().getFieldState('translations.1.text').error?.message).toBe('validation.required');
    expect(document.activeElement).toBe(screen.getByLabelText('Description'));
    expect(alertError).not.toHaveBeenCalled();
  });

  it('shows them on the fields once the form was submitted', async () => {
    const { form, user } = setup();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    act(() => {
      applyServerErrors(form(), new ApiError(400, '', { 'profile.rebate': 'validation.max|100' }));
    });
    expect(screen.getByText('Must be at most 100.')).toBeTruthy();
    expect(screen.getByLabelText('Rebate').getAttribute('aria-invalid')).toBe('true');
  });

  it('alerts the errors that name no field of the form', () => {
    const { form } = setup();
    act(() => {
      applyServerErrors(
        form(),
        new ApiError(400, '', { description: 'validation.unique', code: 'validation.required' }),
      );
    });
    expect(form().getFieldState('description').error?.message).toBe('validation.unique');
    expect(alertError).toHaveBeenCalledTimes(1);
    const alerted = alertError.mock.calls[0]![0] as ApiError;
    expect(alerted.fieldErrors).toEqual({ code: 'validation.required' });
  });

  it('leaves any other error to the caller', () => {
    const { form } = setup();
    expect(applyServerErrors(form(), new ApiError(409, 'conflict'))).toBe(false);
    expect(applyServerErrors(form(), new ApiError(400, 'validation.failed'))).toBe(false);
    expect(applyServerErrors(form(), new Error('network'))).toBe(false);
  });

  it('reads bracket indexes as dot paths', () => {
    expect(toDotPath('translations[0].description')).toBe('translations.0.description');
    expect(toDotPath('a.b')).toBe('a.b');
  });
});
