// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import './dom';
import { AmountField } from '~/ui';

const setup = () => {
  const onValueChange = vi.fn();
  render(<AmountField label="Loan amount" hint="From ₱5,000 to ₱80,000" onValueChange={onValueChange} />);
  const input = screen.getByRole('textbox', { name: 'Loan amount' }) as HTMLInputElement;
  return { input, onValueChange };
};

describe('AmountField', () => {
  it('adds thousands separators while typing and reports the centavos', async () => {
    const { input, onValueChange } = setup();
    await userEvent.type(input, '25000.5');
    expect(input).toHaveValue('25,000.5');
    expect(onValueChange).toHaveBeenLastCalledWith('25,000.5', 2_500_050);
  });

  it('keeps letters and a second decimal point as typed, says why, and reports no amount', async () => {
    const { input, onValueChange } = setup();
    await userEvent.type(input, '1a2.3.4');
    expect(input).toHaveValue('1a2.3.4');
    expect(onValueChange).toHaveBeenLastCalledWith('1a2.3.4', null);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter the amount in numbers only, e\.g\. 25,000\./);
  });

  it.each([
    ['25.000,00', 'Use commas for thousands and a point for centavos, e.g. 25,000.00.'],
    ['1e5', 'Enter the amount in numbers only, e.g. 25,000.'],
    ['-25000', 'Enter the amount without a minus sign, e.g. 25,000.'],
    ['25,000.505', 'Enter at most 2 decimals for centavos, e.g. 25,000.50.'],
  ])('typed %j stays as typed, with %j announced', async (typed, message) => {
    const { input, onValueChange } = setup();
    await userEvent.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(onValueChange).toHaveBeenLastCalledWith(typed, null);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')));
  });

  it('refused pasted text is kept as pasted and said; mending it by hand makes it an amount again', async () => {
    const { input, onValueChange } = setup();
    await userEvent.type(input, '25000');
    await userEvent.paste('abc');
    expect(input).toHaveValue('25,000abc');
    expect(onValueChange).toHaveBeenLastCalledWith('25,000abc', null);
    expect(input).toHaveAccessibleDescription(/Enter the amount in numbers only, e\.g\. 25,000\./);
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}1');
    expect(input).toHaveValue('250,001');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onValueChange).toHaveBeenLastCalledWith('250,001', 25_000_100);
  });

  it.each([
    ['₱25,000.00', '25,000.00', 2_500_000],
    ['PHP 25000', '25,000', 2_500_000],
    ['Php 25,000', '25,000', 2_500_000],
    ['２５０００', '25,000', 2_500_000],
    ['12,500.75', '12,500.75', 1_250_075],
  ])('takes pasted %j as %j', async (pasted, text, centavos) => {
    const { input, onValueChange } = setup();
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue(text);
    expect(onValueChange).toHaveBeenLastCalledWith(text, centavos);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says a half-typed amount ("25,00") only once the borrower leaves the field', async () => {
    const { input } = setup();
    await userEvent.type(input, '25,00');
    expect(input).toHaveValue('25,00');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Put commas only between thousands, e\.g\. 25,000\./);
    await userEvent.type(input, '0');
    expect(input).toHaveValue('25,000');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the caret in place when typing in the middle', async () => {
    const { input } = setup();
    await userEvent.type(input, '1000');
    expect(input).toHaveValue('1,000');
    // Caret after the "1", then type 5: "15,000" with the caret after the 5.
    input.setSelectionRange(1, 1);
    await userEvent.type(input, '5', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('15,000');
    expect(input.selectionStart).toBe(2);
    await userEvent.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('159,000');
    expect(input.selectionStart).toBe(3);
  });

  it('keeps the caret when deleting next to a separator', async () => {
    const { input } = setup();
    await userEvent.type(input, '1234567');
    expect(input).toHaveValue('1,234,567');
    // Backspace with the caret after "4" (position 5, after "1,234").
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('123,567');
    expect(input.value.slice(0, input.selectionStart ?? 0).replace(/\D/g, '')).toBe('123');
  });

  it('shows the peso sign and a decimal keypad on phones', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('₱')).toBeVisible();
    expect(input).toHaveAccessibleDescription(/From ₱5,000 to ₱80,000/);
  });
});
