// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { FieldConfig } from '~/api/contract/form-rules';
import { StepForm } from '~/ui/forms/step-form';

afterEach(cleanup);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/**
 * A field that applies only with another answer (W3-C item 10: the province of birth, for those born in the
 * Philippines): shown with that answer, gone with another, and what was typed in it is not sent.
 */
const bornHere = { field: 'birth_country', equals: 'PHL', because: 'of those born in the Philippines' };
const fields: FieldConfig[] = [
  { name: 'birth_country', label: 'Country of birth', kind: 'RADIO', required: true, options: [{ code: 'PHL', label: 'Philippines' }, { code: 'AUS', label: 'Australia' }] },
  { name: 'birth_province', label: 'Province of birth', kind: 'INPUT', required: false, applies_when: bornHere },
];

it('shows the province of birth only for the Philippines, and does not send it once another country is chosen', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StepForm fields={fields} initial={{ birth_country: 'PHL' }} serverErrors={{}} saving={false} onDraft={() => {}} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText(/Province of birth/), 'Abra');
  await user.click(screen.getByRole('radio', { name: 'Australia' }));
  expect(screen.queryByLabelText(/Province of birth/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onSubmit).toHaveBeenCalledWith({ birth_country: 'AUS', birth_province: '' });
  // Back to the Philippines: the field returns with what was typed.
  await user.click(screen.getByRole('radio', { name: 'Philippines' }));
  expect((screen.getByLabelText(/Province of birth/) as HTMLInputElement).value).toBe('Abra');
});
