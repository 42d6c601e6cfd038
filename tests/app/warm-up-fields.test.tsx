// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFields } from '~/ui/forms/warm-up';

afterEach(() => vi.restoreAllMocks());
// jsdom has none; Radix's radios measure themselves with it (every browser has it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('warmUpFields', () => {
  it('renders every field kind off the page without a warning or a request and leaves the page as it was', () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    document.body.innerHTML = '<main><h1>Loan purpose</h1></main>';
    const before = document.body.innerHTML;
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    warmUpFields();
    expect(document.body.innerHTML).toBe(before);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(requests).not.toHaveBeenCalled();
  });
});
