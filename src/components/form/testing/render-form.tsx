/**
 * Test support (imported by the field tests only, never by the app): a react-hook-form form around
 * the fields under test, in mode onTouched like the app's forms, with the form kept for assertions.
 * It has a submit button ("submit") and another focusable button ("elsewhere").
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

type Options<T extends FieldValues> = {
  defaultValues: DefaultValues<T>;
  schema?: z.ZodType<unknown, T> | undefined;
  onSubmit?: ((values: unknown) => void | Promise<void>) | undefined;
  userOptions?: Parameters<typeof userEvent.setup>[0];
};

const SUBMIT = 'submit';
const ELSEWHERE = 'elsewhere';

export function renderForm<T extends FieldValues>(
  fields: (form: UseFormReturn<T, unknown, unknown>) => ReactNode,
  { defaultValues, schema, onSubmit = () => {}, userOptions }: Options<T>,
) {
  const holder: { form: UseFormReturn<T, unknown, unknown> | null } = { form: null };
  function Harness() {
    const form = useForm<T, unknown, unknown>({
      defaultValues,
      mode: 'onTouched',
      ...(schema ? { resolver: zodResolver(schema) } : {}),
    });
    holder.form = form;
    return (
      <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
        {fields(form)}
        <button type="submit">{SUBMIT}</button>
        <button type="button">{ELSEWHERE}</button>
      </form>
    );
  }
  const user = userEvent.setup(userOptions);
  const result = render(<Harness />);
  const form = () => {
    if (!holder.form) throw new Error('the form did not render');
    return holder.form;
  };
  return { ...result, user, form, values: () => form().getValues() };
}
