// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import './dom';
import { OtpInput } from '~/ui';

function Harness({ onComplete, error }: { onComplete?: (code: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} error={error} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('is six numeric boxes in a labelled group, the first asking for the SMS code', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Enter the 6-digit code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeInTheDocument();
  });

  it('moves forward as digits are typed, ignores letters and completes once', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12a3');
    expect(screen.getByTestId('value')).toHaveTextContent('123');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.keyboard('456');
    expect(screen.getByTestId('value')).toHaveTextContent('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('spreads a pasted code across all boxes, whatever box has focus', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste(' 654 321 ');
    expect(screen.getByTestId('value')).toHaveTextContent('654321');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('takes a whole code the phone autofills into the first box', async () => {
    render(<Harness />);
    await userEvent.type(boxes()[0]!, '987654');
    expect(screen.getByTestId('value')).toHaveTextContent('987654');
  });

  it('Backspace clears the digit and then steps back', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('123');
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1$/);
    expect(boxes()[1]).toHaveFocus();
  });

  it('announces an error and describes every box with it', () => {
    render(<Harness error="The code is incorrect. You have 2 tries left." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The code is incorrect. You have 2 tries left.');
    for (const box of boxes()) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(/The code is incorrect/);
    }
  });
});
