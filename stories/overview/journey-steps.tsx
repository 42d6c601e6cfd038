/**
 * A journey's steps on one page, for copy review: each step in order with its screen title and route, the states
 * the step can be in (editing, saving, an error, a failure page), what the borrower can do there and what the
 * platform can answer, in the map's words, and every string its screens show (field labels, hints, validation
 * messages, error and retry texts), on arrival and after field errors or a failure. Steps come from the chart at
 * run time (chartGraph), like the map; the strings from the screens rendered at `npm run generate`
 * (journey-copy.generated.json, checked by tests/stories/journey-copy.test.tsx).
 */
import type { AnyStateMachine } from 'xstate';
import { chartGraph, topLevelOf, type MapNode } from '../flows/chart-map/graph';
import { journeyColumns, mapHref } from './journey-strips';
import type { JourneyCopy } from './journey-copy';
import copyFile from './journey-copy.generated.json';
import fieldErrorsFile from './field-errors.generated.json';
import type { JourneyFieldErrors } from './field-errors';
import * as css from './journey-strips.css';

const copy = copyFile as JourneyCopy;
const fieldErrors = fieldErrorsFile as JourneyFieldErrors;

/** The platform's own field errors for a form step (field-errors.generated.json, from the server's field rules). */
function ServerFieldErrors({ chartId, page }: { chartId: string; page: MapNode }) {
  const lines = fieldErrors[chartId]?.[page.id];
  if (!lines?.length) return null;
  return (
    <details>
      <summary>Field errors the platform can answer ({lines.reduce((n, l) => n + l.messages.length, 0)})</summary>
      <ul className={css.list} aria-label={`Server field errors of ${page.title}`}>
        {lines.map((line) => (
          <li key={line.field}>
            <strong>{line.field}</strong>: {line.messages.join(' / ')}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The page's strings as rendered (marked "spec" where the product spec gives them word for word) (journey-copy.generated.json), each with when it shows if not on arrival. */
function PageCopy({ chartId, page }: { chartId: string; page: MapNode }) {
  const lines = copy[chartId]?.[page.id];
  if (!lines) return <p>Not collected yet: run npm run generate.</p>;
  return (
    <ul className={css.list} aria-label={`Copy of ${page.title}`}>
      {lines.map((line) => (
        <li key={line.text}>
          {line.text}
          {line.spec ? <span className={css.spec}> spec</span> : null}
          {line.when[0] !== 'On arrival' ? <em className={css.when}> (after {line.when.join('; or ')})</em> : null}
        </li>
      ))}
    </ul>
  );
}

const uniq = (xs: string[]) => [...new Set(xs)];

export function JourneySteps({ machine }: { machine: AnyStateMachine }) {
  const graph = chartGraph(machine);
  const within = (step: MapNode) => graph.nodes.filter((n) => n.id === step.id || n.id.startsWith(`${step.id}.`));
  const leaving = (step: MapNode, kind: 'action' | 'answer' | 'timer') =>
    uniq(
      graph.edges
        .filter((e) => e.kind === kind && topLevelOf(machine.id, e.source) === step.id)
        .map((e) => {
          const to = graph.nodes.find((n) => n.id === e.target);
          return `${e.label}${e.condition ? ` (${e.condition})` : ''} → ${to?.title ?? e.target}`;
        }),
    );
  const steps = journeyColumns(machine).flatMap((c) => [
    c.step,
    ...c.screens.map((s) => graph.nodes.find((n) => n.id === topLevelOf(machine.id, s.id))!),
  ]);
  return (
    <article aria-labelledby={`steps-${machine.id}`}>
      <h2 id={`steps-${machine.id}`} className={css.stripHeading}>
        {machine.id}: steps and copy
      </h2>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Screen (title shown) and route</th>
            <th scope="col">Every string the screens show</th>
            <th scope="col">States of the step</th>
            <th scope="col">What the borrower can do (button words)</th>
            <th scope="col">What the platform can answer</th>
          </tr>
        </thead>
        <tbody>
          {uniq(steps.map((s) => s.id)).map((id, i) => {
            const step = graph.nodes.find((n) => n.id === id)!;
            const pages = within(step).filter((n) => n.route);
            return (
              <tr key={id}>
                <td>{i + 1}</td>
                <td>
                  {pages.map((p) => (
                    <div key={p.id}>
                      <a href={mapHref(machine.id, p.id)} target="_top">
                        {p.title}
                      </a>{' '}
                      <code>{p.route}</code>
                    </div>
                  ))}
                </td>
                <td>
                  {pages.map((p) => (
                    <div key={p.id}>
                      {pages.length > 1 ? <strong>{p.title}</strong> : null}
                      <PageCopy chartId={machine.id} page={p} />
                      <ServerFieldErrors chartId={machine.id} page={p} />
                    </div>
                  ))}
                </td>
                <td>
                  <ul className={css.list}>
                    {within(step)
                      .filter((n) => n.id !== step.id)
                      .map((n) => (
                        <li key={n.id}>
                          {n.title}
                          {n.detail ? `: ${n.detail}` : ''}
                        </li>
                      ))}
                  </ul>
                </td>
                {(['action', 'answer'] as const).map((kind) => (
                  <td key={kind}>
                    <ul className={css.list}>
                      {[
                        ...leaving(step, kind),
                        ...(kind === 'action' ? uniq(within(step).flatMap((n) => n.stays)) : []),
                      ].map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </article>
  );
}
