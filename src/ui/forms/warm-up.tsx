import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { fieldKinds, type FieldConfig } from '~/api/contract/form-rules';
import { FieldInput } from './field-input';

/** One field of every kind the platform configures, with its own options (no list is read). */
const specimens: FieldConfig[] = fieldKinds.map((kind) => ({
  name: `warm_up_${kind.toLowerCase()}`,
  label: kind,
  kind,
  required: true,
  options: [
    { code: 'A', label: 'A' },
    { code: 'B', label: 'B' },
  ],
}));
const noop = () => undefined;
let warmed = false;

/**
 * One render of every field kind, as the form draws it (FieldInput), into a detached root, once per tab, while the
 * borrower is on the step before the first form (prefetch-next-step.ts, at idle). The first form's render then runs
 * code the engine has already compiled: on a 4× slowed CPU the first form took ~280 ms from the save's answer to its
 * paint against ~140 ms for the forms after it, and ~180 ms once warmed (docs/performance.md). Nothing is added to
 * the page, and nothing is fetched.
 */
export function warmUpFields(): void {
  if (warmed) return;
  warmed = true;
  const root = createRoot(document.createElement('div'));
  flushSync(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <form>
          {specimens.map((field) => (
            <FieldInput key={field.name} field={field} values={{ [field.name]: 'A' }} error={undefined} onChange={noop} />
          ))}
        </form>
      </QueryClientProvider>,
    ),
  );
  root.unmount();
}
