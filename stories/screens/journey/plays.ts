/** What a borrower would notice in each state, asserted in the story's play function (storybook/test). */
import { expect, userEvent, waitFor, within } from 'storybook/test';

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);

/** Continue (or the step's own submit label) pressed: the error summary lists `count` problems, the first field says its message. */
export async function pressAndExpectSummary(canvasElement: HTMLElement, button: RegExp, count: number) {
  const canvas = canvasOf(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
  const links = within(summary).getAllByRole('link');
  await expect(links).toHaveLength(count);
  const first = links[0]!;
  const field = canvasElement.ownerDocument.getElementById(first.getAttribute('href')!.slice(1));
  await expect(field).not.toBeNull();
  // A text field carries its message; a radio's message describes its group (the fieldset around the radios).
  const described = field!.getAttribute('role') === 'radio' ? field!.closest('fieldset') : field;
  await expect(described).toHaveAccessibleDescription(expect.stringContaining(first.textContent ?? ''));
  await waitFor(() => expect(summary).toHaveFocus());
  return { canvas, links };
}

/** The submit button is busy while the chart saves (a second press cannot send again). */
export async function expectBusy(canvasElement: HTMLElement, button: RegExp) {
  const submit = await canvasOf(canvasElement).findByRole('button', { name: button });
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
}

/** The failed save: an alert with the platform's message and a way to try again; what was typed is still there. */
export async function expectServerError(canvasElement: HTMLElement, message: string, retry = /Try again/) {
  const canvas = canvasOf(canvasElement);
  const alert = await canvas.findByText(message);
  const region = alert.closest('[role="alert"]') as HTMLElement | null;
  await expect(region).not.toBeNull();
  await expect(within(region!).getByRole('button', { name: retry })).toBeVisible();
  return canvas;
}

/** Text inputs show what the chart holds for the step. */
export async function expectInputs(canvasElement: HTMLElement, values: Record<string, string>) {
  const canvas = canvasOf(canvasElement);
  for (const [label, value] of Object.entries(values)) await expect(await canvas.findByLabelText(label, { exact: false, selector: 'input' })).toHaveValue(value);
}
