import { describe, expect, it, vi } from 'vitest';
import { importOnce } from '~/ui/platform/import-once';

describe('importOnce', () => {
  it('imports a module once: every later call gets the same promise', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const module = importOnce(load);
    const first = module();
    expect(module()).toBe(first);
    expect(await module()).toEqual({ value: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ value: 2 });
    const module = importOnce(load);
    await expect(module()).rejects.toThrow('Failed to fetch');
    expect(await module()).toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
