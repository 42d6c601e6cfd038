// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import './dom';
import { Button, Dialog, FileDrop, PageLayout, Progress, Select, SkeletonGroup, ToastProvider, useToast } from '~/ui';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title, closes on Escape and gives focus back', async () => {
    render(
      <Dialog title="Cancel your application?" description="Your details are kept." trigger={<Button>Cancel</Button>}>
        <p>Body</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Cancel' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Cancel your application?' });
    expect(dialog).toHaveAccessibleDescription('Your details are kept.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});

describe('Toast', () => {
  function Trigger() {
    const toast = useToast();
    return <Button onClick={() => toast.show({ title: 'Document uploaded', tone: 'success' })}>Upload</Button>;
  }

  it('shows a message in the notifications region and can be dismissed', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    // The toast's code is downloaded with the first toast.
    const region = await screen.findByRole('region', { name: /Notification/ });
    await waitFor(() => expect(region).toHaveTextContent('Document uploaded'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(region).not.toHaveTextContent('Document uploaded');
  });
});

describe('FileDrop', () => {
  it('is a labelled file input described by hint and error, and reports chosen files', async () => {
    const onFiles = vi.fn();
    render(
      <FileDrop label="Company ID" hint="Up to 10 MB" error=".jpg or .png or .pdf only. Max 10MB." onFiles={onFiles} accept=".jpg,.png,.pdf" />,
    );
    const input = screen.getByLabelText('Company ID') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input).toHaveAccessibleDescription('Up to 10 MB Error: .jpg or .png or .pdf only. Max 10MB.');
    const file = new File(['id'], 'id.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});

describe('Select', () => {
  it('is named by its label and described by its error', () => {
    render(
      <Select
        label="Marital status"
        error="Select your marital status"
        options={[
          { value: 'SINGLE', label: 'Single' },
          { value: 'MARRIED', label: 'Married' },
        ]}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Marital status' });
    expect(trigger).toHaveAccessibleDescription('Error: Select your marital status');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveTextContent('Select an option');
  });

  const statuses = [
    { value: 'SINGLE', label: 'Single' },
    { value: 'MARRIED', label: 'Married' },
    { value: 'WIDOWED', label: 'Widowed' },
  ];

  it('shows the chosen answer while closed, and every option once opened', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Marital status" options={statuses} value="MARRIED" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Marital status' });
    expect(trigger).toHaveTextContent('Married');
    await userEvent.click(trigger);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Single', 'Married', 'Widowed']);
    await userEvent.click(screen.getByRole('option', { name: 'Widowed' }));
    expect(onValueChange).toHaveBeenCalledWith('WIDOWED');
  });

  it('chooses by typing on the closed select, reached with Tab', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Marital status" options={statuses} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Marital status' })).toHaveFocus();
    await userEvent.keyboard('w');
    expect(onValueChange).toHaveBeenCalledWith('WIDOWED');
  });
});

describe('PageLayout', () => {
  it('has a skip link first, a header with the wordmark, a back action and one main landmark', async () => {
    const onBack = vi.fn();
    render(
      <PageLayout back={{ onClick: onBack }} progress={<Progress weights={[1, 1]} current={1} />}>
        <h1>Address</h1>
      </PageLayout>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Lakbay home' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('SkeletonGroup', () => {
  it('tells screen readers it is loading and hides the shapes', () => {
    const { container } = render(<SkeletonGroup />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  });
});
