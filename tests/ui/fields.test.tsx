// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import './dom';
import { Button, Checkbox, DateField, RadioGroup, TextField } from '~/ui';

describe('TextField', () => {
  it('is labelled and described by its hint and error', () => {
    render(<TextField label="Mobile number" hint="We will text you a code" error="Enter a valid mobile number" prefix="+63" />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAccessibleDescription(/\+63 We will text you a code Error: Enter a valid mobile number/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('+63')).toBeVisible();
  });

  it('has no error state without an error', () => {
    render(<TextField label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('uses the id it is given, so an error summary can link to it', () => {
    render(<TextField id="firstName" label="First name" />);
    expect(screen.getByLabelText('First name')).toHaveAttribute('id', 'firstName');
  });
});

describe('Button', () => {
  it('does not fire while loading but keeps focus and says it is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    button.focus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('fires on Enter and Space when idle', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is type="button" unless told otherwise, so it never submits a form by accident', () => {
    render(<Button>Back</Button>);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('type', 'button');
  });

  it('can render a link with button styling', () => {
    render(
      <Button asChild>
        <a href="/home">Go to home</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });
});

describe('RadioGroup', () => {
  function Gender() {
    const [value, setValue] = useState<string>('MALE');
    return (
      <RadioGroup
        legend="Gender"
        hint="As shown on your ID"
        value={value}
        onValueChange={setValue}
        options={[
          { value: 'MALE', label: 'Male' },
          { value: 'FEMALE', label: 'Female' },
        ]}
      />
    );
  }

  it('is a named group, described by its hint, moved through with arrow keys', async () => {
    render(<Gender />);
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription('As shown on your ID');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    // Held down: Radix moves focus on a timer and checks the option only while the arrow key is still pressed.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    await userEvent.keyboard('{/ArrowDown}');
  });
});

describe('Checkbox', () => {
  it('toggles with Space and reports a boolean', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="I agree to the terms of use" onCheckedChange={onChange} error="Tick the box to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms of use' });
    expect(box).toHaveAccessibleDescription('Error: Tick the box to continue');
    box.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
  });
});

describe('DateField', () => {
  it('is a labelled native date input with an ISO value', () => {
    render(<DateField label="Date of birth" defaultValue="1990-05-17" max="2008-01-01" />);
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('1990-05-17');
  });
});
