// Shared by the DOM tests in tests/ui: vitest runs without globals, so testing-library cannot clean up by itself.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks pointer capture and scrollIntoView, which Radix primitives call during ordinary clicks.
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

afterEach(() => cleanup());
