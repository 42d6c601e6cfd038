// Shared by the DOM tests in tests/ui: vitest runs without globals, so testing-library cannot clean up by itself.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
