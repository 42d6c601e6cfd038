import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AutoComplete, DateField, RadioGroup, Select, TextField } from '~/ui';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const noop = () => undefined;
let warmed = false;

/**
 * One render of every field kind into a detached root, once per tab, while the borrower is on the step before the
 * first form (prefetch-next-step.ts, at idle). The first form's render then runs code the engine has already
 * compiled: on a 4× slowed CPU the first form took ~280 ms from the save's answer to its paint against ~140 ms for
 * the forms after it, and ~180 ms once warmed (docs/performance.md). Nothing is added to the page.
 */
export function warmUpFields(): void {
  if (warmed) return;
  warmed = true;
  const root = createRoot(document.createElement('div'));
  flushSync(() =>
    root.render(
      <form>
        <TextField id="warm-up-text" label="Text" value="" onChange={noop} />
        <Select id="warm-up-select" label="Select" options={options} value="a" onValueChange={noop} />
        <RadioGroup id="warm-up-radio" legend="Radio" options={options} value="a" onValueChange={noop} />
        <AutoComplete id="warm-up-auto" label="Auto" options={options} value={null} onValueChange={noop} />
        <DateField id="warm-up-date" label="Date" value="" onChange={noop} />
      </form>,
    ),
  );
  root.unmount();
}
