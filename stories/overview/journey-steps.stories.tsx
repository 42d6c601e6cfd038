import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import { routedCharts } from '@machines/registry';
import { journeyTypes } from '@machines/journeys/definitions';
import { JourneySteps } from './journey-steps';
import { copyRows, toCsv } from './copy-csv';

function downloadCsv(machines: readonly AnyStateMachine[], name: string) {
  const url = URL.createObjectURL(new Blob([toCsv(copyRows(machines))], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Every journey's steps and copy, one section per journey (from the registry, so a new journey appears here). */
function AllJourneySteps({ journey }: { journey: string }) {
  const journeys = routedCharts.filter(
    (m) => (journeyTypes as readonly string[]).includes(m.id) && (journey === 'all' || m.id === journey),
  );
  return (
    <div>
      <h1>Journey steps and copy</h1>
      <p>
        <button type="button" onClick={() => downloadCsv(journeys, `journey-copy-${journey}.csv`)}>
          Download CSV
        </button>{' '}
        every string of every step with where it appears ({copyRows(journeys).length} rows), for copywriters and translators.
      </p>
      {journeys.map((m: AnyStateMachine) => (
        <JourneySteps key={m.id} machine={m} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Overview/Journey steps and copy',
  component: AllJourneySteps,
  args: { journey: 'all' },
  argTypes: { journey: { control: 'select', options: ['all', ...journeyTypes] } },
} satisfies Meta<typeof AllJourneySteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllJourneys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(journeyTypes.length);
    await expect(canvas.getAllByRole('link', { name: 'Your loan offer' }).length).toBeGreaterThan(0);
    // The screens' own strings (journey-copy.generated.json): dialog and retry texts, not only titles.
    await expect(canvas.getAllByRole('list', { name: /^Copy of / }).length).toBeGreaterThan(20);
    await expect(canvas.getAllByText('Cancel your application?').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/\(after Continue/).length).toBeGreaterThan(0);
    // The platform's field errors per form step (field-errors.generated.json, from the server's field rules).
    await expect(canvas.getAllByText(/^Field errors the platform can answer/).length).toBeGreaterThan(10);
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  },
};
