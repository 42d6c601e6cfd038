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
  it('adds thousands separators while typing and reports the number', async () => {
    const { input, onValueChange } = setup();
    await userEvent.type(input, '25000.5');
    expect(input).toHaveValue('25,000.5');
    expect(onValueChange).toHaveBeenLastCalledWith('25,000.5', 25000.5);
  });

  it('refuses a second decimal point and letters', async () => {
    const { input } = setup();
    await userEvent.type(input, '1a2.3.4');
    expect(input).toHaveValue('12.34');
  });

  it('refuses pasted text that is not an amount, keeps what was typed and says why', async () => {
    const { input, onValueChange } = setup();
    await userEvent.type(input, '25000');
    onValueChange.mockClear();
    await userEvent.paste('₱1,000abc');
    expect(input).toHaveValue('25,000');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter the amount in numbers only, e\.g\. 25,000\./);
    // The next valid keystroke clears the message.
    await userEvent.type(input, '1');
    expect(input).toHaveValue('250,001');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('accepts pasted digits with commas and one decimal point', async () => {
    const { input, onValueChange } = setup();
    await userEvent.click(input);
    await userEvent.paste('12,500.75');
    expect(input).toHaveValue('12,500.75');
    expect(onValueChange).toHaveBeenLastCalledWith('12,500.75', 12500.75);
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
