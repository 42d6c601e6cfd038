import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '~/api/contract/form-rules';
import { emailFields, pendingEmailPrompt } from '~/ui/forms/email-check';

const fields = [
  { name: 'first_name', label: 'First name', kind: 'INPUT', required: true },
  { name: 'work_email', label: 'Work email', kind: 'INPUT', required: false },
  { name: 'personal_email', label: 'Personal email', kind: 'INPUT', required: true },
] as unknown as FieldConfig[];

describe('email sanity prompt in server-driven forms', () => {
  it('applies to every INPUT field whose name is an email', () => {
    expect(emailFields(fields).map((f) => f.name)).toEqual(['work_email', 'personal_email']);
  });

  it('asks about the first near-miss with a suggestion that keeps the local part', () => {
    expect(pendingEmailPrompt(fields, { first_name: 'gmial', work_email: 'maria@acme.ph', personal_email: 'Maria.S@gmial.com' }, new Set())).toEqual({
      field: 'personal_email',
      typed: 'Maria.S@gmial.com',
      suggestion: 'Maria.S@gmail.com',
    });
  });

  it('does not ask again about an address the borrower kept as typed', () => {
    expect(pendingEmailPrompt(fields, { personal_email: 'maria@gmail.con' }, new Set(['maria@gmail.con']))).toBeNull();
  });

  it('does not ask when every address looks right or is empty', () => {
    expect(pendingEmailPrompt(fields, { work_email: '', personal_email: 'maria@yahoo.com.ph' }, new Set())).toBeNull();
  });
});
