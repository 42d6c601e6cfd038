// jsdom lacks ResizeObserver, which Radix's radio group measures with; a no-op is enough for behaviour tests.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
