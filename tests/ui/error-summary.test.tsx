// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import './dom';
import { ErrorSummary, TextField } from '~/ui';

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus when it appears and is announced as an alert', () => {
    const { rerender } = render(<ErrorSummary errors={[]} />);
    rerender(<ErrorSummary errors={[{ fieldId: 'email', message: 'Enter your email address' }]} />);
    const alert = screen.getByRole('alert', { name: 'There is a problem' });
    expect(alert).toHaveFocus();
  });

  it('links each message to its field and moves focus there', async () => {
    render(
      <>
        <ErrorSummary
          errors={[
            { fieldId: 'mobile', message: 'Enter a valid mobile number' },
            { fieldId: null, message: 'Something went wrong on our side' },
          ]}
        />
        <TextField id="mobile" label="Mobile number" error="Enter a valid mobile number" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Enter a valid mobile number' });
    expect(link).toHaveAttribute('href', '#mobile');
    await userEvent.click(link);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    expect(screen.getByText('Something went wrong on our side').tagName).toBe('LI');
  });

  it('leaves the focus where the borrower is typing when they fix a problem, and takes it again when a new one is found', () => {
    const city = { fieldId: 'city', message: 'Please fill in city or municipality.' };
    const barangay = { fieldId: 'barangay', message: 'Please fill in barangay.' };
    const form = (errors: { fieldId: string; message: string }[]) => (
      <>
        <ErrorSummary errors={errors} />
        <TextField id="barangay" label="Barangay" />
      </>
    );
    const { rerender } = render(form([city, barangay]));
    expect(screen.getByRole('alert')).toHaveFocus();
    const typing = screen.getByRole('textbox', { name: 'Barangay' });
    typing.focus();
    rerender(form([barangay]));
    expect(typing).toHaveFocus();
    rerender(form([barangay, { fieldId: 'zip', message: 'Please fill in zip code.' }]));
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
