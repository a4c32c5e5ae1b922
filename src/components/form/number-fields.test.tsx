import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { amountPattern } from '@/shared/validators';
import { renderForm } from './testing/render-form';
import { AmountField } from './amount-field';
import { CurrencyField } from './currency-field';
import { PercentageField } from './percentage-field';
import { WholeNumberField } from './whole-number-field';

type Values = { quantity: number | null; amount: number | null; percent: number | null; price: number | null };
const empty: Values = { quantity: null, amount: null, percent: null, price: null };

const number = () =>
  z.number({ error: (i) => (i.input === null || i.input === undefined ? 'validation.required' : 'validation.number') });

const schema = z.object({
  quantity: number().int('validation.invalid').positive('validation.positive').nullable(),
  amount: number().min(0, 'validation.positive').nullable(),
  percent: number().min(0, 'validation.min|0').max(100, 'validation.max|100'),
  price: number().nullable(),
});

function setup(defaults: Partial<Values> = {}, amountProps: { step?: number; precision?: number } = {}) {
  return renderForm<Values>(
    (form) => (
      <>
        <WholeNumberField form={form} name="quantity" label="Quantity" />
        <AmountField form={form} name="amount" label="Amount" {...amountProps} />
        <PercentageField form={form} name="percent" label="Rebate" />
        <CurrencyField form={form} name="price" label="Price" />
      </>
    ),
    { defaultValues: { ...empty, ...defaults }, schema },
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false, selector: 'input' });

describe('WholeNumberField', () => {
  it('accepts digits only and holds a whole number', async () => {
    const { user, values } = setup();
    await user.type(input('Quantity'), '1a2.5-,3');
    expect(input('Quantity').value).toBe('1253');
    expect(values().quantity).toBe(1253);
  });

  it('empty clears to null', async () => {
    const { user, values } = setup({ quantity: 4 });
    expect(input('Quantity').value).toBe('4');
    await user.clear(input('Quantity'));
    expect(values().quantity).toBeNull();
  });

  it('refuses pasted text that is not a whole number', () => {
    const { values } = setup({ quantity: 7 });
    fireEvent.change(input('Quantity'), { target: { value: '1,5' } });
    expect(input('Quantity').value).toBe('7');
    expect(values().quantity).toBe(7);
  });
});

describe('AmountField', () => {
  it('reads a comma as decimal mark, holds a number and shows exactly two decimals after leaving', async () => {
    const { user, values } = setup();
    await user.type(input('Amount'), '1234,5');
    expect(values().amount).toBe(1234.5);
    expect(input('Amount').value).toBe('1234,5');
    await user.tab();
    expect(input('Amount').value).toBe('1234,50');
    expect(amountPattern(2).test(input('Amount').value)).toBe(true);
  });

  it('refuses a third decimal and letters; a point is read as the comma', async () => {
    const { user, values } = setup();
    await user.type(input('Amount'), '12,345x');
    expect(input('Amount').value).toBe('12,34');
    await user.clear(input('Amount'));
    await user.type(input('Amount'), '7.5');
    expect(values().amount).toBe(7.5);
    await user.tab();
    expect(input('Amount').value).toBe('7,50');
  });

  it('accepts an optional minus; a lone minus is not a number yet (NaN, so the schema says so)', async () => {
    const { user, values } = setup();
    await user.type(input('Amount'), '-');
    expect(values().amount).toBeNaN();
    await user.tab();
    expect(await screen.findByText('Enter a number.')).toBeTruthy();
    await user.type(input('Amount'), '3,1');
    expect(values().amount).toBe(-3.1);
  });

  it('displays a held number with a comma and the precision', () => {
    setup({ amount: 1.5 }, { precision: 3 });
    expect(input('Amount').value).toBe('1,500');
    expect(amountPattern(3).test(input('Amount').value)).toBe(true);
  });

  it('the stepper moves by 1 without a step, and by its step with one (buttons and arrow keys)', async () => {
    const first = setup({ amount: 1.25 });
    await first.user.click(screen.getByRole('button', { name: 'Increase Amount' }));
    expect(first.values().amount).toBe(2.25);
    expect(input('Amount').value).toBe('2,25');
    first.unmount();

    const second = setup({ amount: 1.1 }, { step: 0.2 });
    await second.user.click(screen.getByRole('button', { name: 'Increase Amount' }));
    expect(second.values().amount).toBe(1.3);
    await second.user.click(screen.getByRole('button', { name: 'Decrease Amount' }));
    await second.user.click(screen.getByRole('button', { name: 'Decrease Amount' }));
    expect(second.values().amount).toBe(0.9);
    input('Amount').focus();
    await second.user.keyboard('{ArrowUp}');
    expect(second.values().amount).toBe(1.1);
    expect(input('Amount').value).toBe('1,10');
    expect(screen.getByRole('spinbutton', { name: 'Amount' }).getAttribute('aria-valuenow')).toBe('1.1');
  });

  it('precision 0 takes no comma', async () => {
    const { user, values } = setup({}, { precision: 0 });
    await user.type(input('Amount'), '12,5');
    expect(input('Amount').value).toBe('125');
    expect(values().amount).toBe(125);
  });
});

describe('PercentageField', () => {
  it('reads a comma as decimal point and keeps the typed text', async () => {
    const { user, values } = setup();
    await user.type(input('Rebate'), '12,5');
    expect(values().percent).toBe(12.5);
    await user.tab();
    expect(input('Rebate').value).toBe('12,5');
  });

  it('takes no minus sign and refuses a keystroke that would take the value above 100', async () => {
    const { user, values } = setup();
    await user.type(input('Rebate'), '-101');
    expect(input('Rebate').value).toBe('10');
    expect(values().percent).toBe(10);
    await user.type(input('Rebate'), '0,5');
    expect(input('Rebate').value).toBe('100,');
    expect(values().percent).toBe(100);
    await user.clear(input('Rebate'));
    await user.type(input('Rebate'), '99,99');
    expect(values().percent).toBe(99.99);
  });

  it('refuses pasted text above 100', () => {
    const { values } = setup({ percent: 12 });
    fireEvent.change(input('Rebate'), { target: { value: '100,01' } });
    expect(input('Rebate').value).toBe('12');
    expect(values().percent).toBe(12);
  });

  it('shows a held value with a comma', () => {
    setup({ percent: 7.25 });
    expect(input('Rebate').value).toBe('7,25');
  });
});

describe('CurrencyField', () => {
  it('shows the euro symbol by default, describing the input, and holds the amount', async () => {
    const { user, values } = setup();
    const price = input('Price');
    const symbol = screen.getByText('€');
    expect(price.getAttribute('aria-describedby')?.split(' ')).toContain(symbol.id);
    await user.type(price, '9,99');
    expect(values().price).toBe(9.99);
  });

  it('takes another symbol', () => {
    renderForm<{ price: number | null }>(
      (form) => <CurrencyField form={form} name="price" label="Price" symbol="$" />,
      { defaultValues: { price: 3 } },
    );
    expect(screen.getByText('$')).toBeTruthy();
    expect(input('Price').value).toBe('3,00');
  });
});
