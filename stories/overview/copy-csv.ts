/**
 * The copy review as a spreadsheet, for copywriters and translators: every string of every step of every journey
 * with where it appears (journey, step number, screen title, route, state) and when (on arrival, or after which
 * events), the platform's field errors of each form step included. Same data as the page (Overview/Journey steps
 * and copy): journey-copy.generated.json and field-errors.generated.json, steps in the chart's reading order.
 */
import type { AnyStateMachine } from 'xstate';
import { chartGraph, topLevelOf } from '../flows/chart-map/graph';
import { journeyColumns } from './journey-columns';
import type { JourneyCopy } from './journey-copy';
import type { JourneyFieldErrors } from './field-errors';
import copyFile from './journey-copy.generated.json';
import fieldErrorsFile from './field-errors.generated.json';

export const csvColumns = ['journey', 'step', 'screen', 'route', 'state', 'kind', 'text', 'when', 'spec'] as const;
export type CopyRow = Record<(typeof csvColumns)[number], string>;

/** The routed states of a journey, grouped per top-level step in reading order (the page's table rows). */
function pagesInOrder(machine: AnyStateMachine) {
  const graph = chartGraph(machine);
  const stepIds = [
    ...new Set(journeyColumns(machine).flatMap((c) => [c.step.id, ...c.screens.map((s) => topLevelOf(machine.id, s.id))])),
  ];
  return stepIds.map((id, i) => ({
    number: i + 1,
    pages: graph.nodes.filter((n) => n.route && (n.id === id || n.id.startsWith(`${id}.`))),
  }));
}

export function copyRows(
  machines: readonly AnyStateMachine[],
  copy: JourneyCopy = copyFile as JourneyCopy,
  fieldErrors: JourneyFieldErrors = fieldErrorsFile as JourneyFieldErrors,
): CopyRow[] {
  return machines.flatMap((machine) =>
    pagesInOrder(machine).flatMap(({ number, pages }) =>
      pages.flatMap((page) => {
        const where = { journey: machine.id, step: String(number), screen: page.title, route: page.route ?? '', state: page.id };
        return [
          ...(copy[machine.id]?.[page.id] ?? []).map((line) => ({
            ...where,
            kind: 'copy',
            text: line.text,
            when: line.when.join('; or '),
            spec: line.spec ? 'yes' : '',
          })),
          ...(fieldErrors[machine.id]?.[page.id] ?? []).flatMap((line) =>
            line.messages.map((message) => ({
              ...where,
              kind: `platform field error (${line.field})`,
              text: message,
              when: 'When the platform refuses the answers',
              spec: '',
            })),
          ),
        ];
      }),
    ),
  );
}

/** RFC 4180: every field quoted, quotes doubled, CRLF line ends; a BOM so spreadsheet apps read UTF-8 (₱, ñ). */
export function toCsv(rows: readonly CopyRow[]): string {
  const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return `\uFEFF${[csvColumns.map(cell).join(','), ...rows.map((r) => csvColumns.map((c) => cell(r[c])).join(','))].join('\r\n')}\r\n`;
}
