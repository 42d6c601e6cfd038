// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import './dom';
import { AutoComplete } from '~/ui';

const barangays = ['Bagong Ilog', 'Bagong Katipunan', 'Buting', 'Caniogan', 'Kapasigan', 'Malinao', 'Santo Niño', 'Ugong'].map(
  (label) => ({ value: label.toUpperCase().replace(/\s/g, '_'), label }),
);

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <AutoComplete label="Barangay" options={barangays} value={value} onValueChange={setValue} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

describe('AutoComplete', () => {
  it('says what is wrong when the typed text is not in the list (issue 25 item 12: Job title), and clears it once one is chosen', async () => {
    render(
      <>
        <AutoComplete label="Job title" options={[{ value: 'ACCOUNTANT', label: 'Accountant' }, { value: 'NURSE', label: 'Nurse' }]} value={null} onValueChange={() => undefined} />
        <button type="button">elsewhere</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Job title' });
    await userEvent.type(input, 'Chef de partie');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input).toHaveAccessibleDescription(/“Chef de partie” is not in the list\. Type a few letters and choose one of the suggestions\./);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(input, 'Nur');
    await userEvent.click(screen.getByRole('option', { name: 'Nurse' }));
    expect(screen.queryByText(/is not in the list/)).toBeNull();
  });

  it('filters as you type, accent-insensitive, prefix matches first', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Barangay' });
    await userEvent.type(input, 'nino');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Santo Niño']);
    await userEvent.clear(input);
    await userEvent.type(input, 'bag');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bagong Ilog', 'Bagong Katipunan']);
    await userEvent.clear(input);
    await userEvent.type(input, 'ong');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bagong Ilog', 'Bagong Katipunan', 'Ugong']);
  });

  it('moves with the arrow keys via aria-activedescendant and picks with Enter', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Barangay' });
    await userEvent.type(input, 'bag');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Bagong Ilog' });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Bagong Katipunan' });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowDown}'); // wraps around
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('BAGONG_KATIPUNAN');
    expect(input).toHaveValue('Bagong Katipunan');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('closes on Escape without choosing', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Barangay' });
    await userEvent.type(input, 'bu');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('picks with the mouse', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Barangay' }), 'ma');
    await userEvent.click(screen.getByRole('option', { name: 'Malinao' }));
    expect(screen.getByTestId('value')).toHaveTextContent('MALINAO');
  });

  it('says when nothing matches and keeps what was typed until leaving the field', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Barangay' });
    await userEvent.type(input, 'zzz');
    expect(screen.getByText(/No matches/)).toBeVisible();
    expect(input).toHaveValue('zzz');
    expect(screen.getByText('0 results available.')).toBeInTheDocument();
  });

  it('accepts an exact label typed by hand', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Barangay' }), 'buting');
    await userEvent.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('BUTING');
  });
});
