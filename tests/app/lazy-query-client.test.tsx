// @vitest-environment jsdom
/**
 * The browser's query client is created on first need (src/app/lazy-query-client.ts, issue W2-F: TanStack Query's
 * core leaves the first load of /login). Created once, a failed download retried, and the providers hand it to
 * screens the moment it exists without remounting what is already on the page.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyQueryClient } from '~/app/lazy-query-client';
import { Providers } from '~/app/providers';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('lazyQueryClient', () => {
  it('creates the client once for every caller, and only when asked', async () => {
    let created = 0;
    const lazy = lazyQueryClient(async () => (created++, new QueryClient()));
    expect(lazy.get()).toBeUndefined();
    expect(created).toBe(0);
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(await lazy.load()).toBe(a);
    expect(lazy.get()).toBe(a);
    expect(created).toBe(1);
  });

  it('a failed download is forgotten: the next load tries again', async () => {
    let attempt = 0;
    const lazy = lazyQueryClient(async () => {
      attempt++;
      if (attempt === 1) throw new Error('offline');
      return new QueryClient();
    });
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.get()).toBeUndefined();
    await expect(lazy.load()).resolves.toBeInstanceOf(QueryClient);
    expect(attempt).toBe(2);
  });
});

/** A public screen: no queries; its typed text is state that a remount would lose. */
function Typed() {
  const [text, setText] = useState('');
  return <input aria-label="Typed" value={text} onChange={(e) => setText(e.target.value)} />;
}

/** A signed-in screen: reads through the client. */
function Reads() {
  const client = useQueryClient();
  const q = useQuery({ queryKey: ['greeting'], queryFn: async () => 'Hello from the cache' });
  return <p>{client ? q.data ?? 'Loading' : 'no client'}</p>;
}

describe('Providers with a client that arrives later', () => {
  it('renders public screens before the client exists, then gives screens the client without remounting them', async () => {
    const creation = deferred<QueryClient>();
    const lazy = lazyQueryClient(() => creation.promise);
    const { rerender } = render(
      <Providers queryClient={lazy}>
        <Typed />
      </Providers>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Typed');
    act(() => {
      input.value = 'Maria';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(screen.getByLabelText<HTMLInputElement>('Typed').value).toBe('Maria');

    const loading = lazy.load();
    await act(async () => {
      creation.resolve(new QueryClient());
      await loading;
    });
    // Same element, same state: the provider's tree did not change shape when the client arrived.
    expect(screen.getByLabelText<HTMLInputElement>('Typed')).toBe(input);
    expect(input.value).toBe('Maria');

    rerender(
      <Providers queryClient={lazy}>
        <Typed />
        <Reads />
      </Providers>,
    );
    expect(await screen.findByText('Hello from the cache')).toBeTruthy();
  });

  it('a client that exists already (tests, the build-time render) works as with QueryClientProvider', async () => {
    render(
      <Providers queryClient={new QueryClient()}>
        <Reads />
      </Providers>,
    );
    expect(await screen.findByText('Hello from the cache')).toBeTruthy();
  });
});
