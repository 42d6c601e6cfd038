/**
 * What the page's main thread did during one measured hop of `npm run bench:steps -- --trace`: every task from the
 * Continue click to the end of the trace, in order, with its time split into script, style, layout, paint and GC,
 * and the API calls' send and answer times, so the critical path between the save's answer and the paint is read
 * off one table.
 *
 *   npx tsx scripts/trace-summary.ts reports/steps-trace/1-loan-purpose-personal-details.json [--min 2]
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; elementCount?: number; beginData?: Record<string, unknown> };
}

const kinds: Array<[string, (name: string) => boolean]> = [
  ['style', (n) => n === 'UpdateLayoutTree' || n === 'RecalculateStyles' || n === 'ParseAuthorStyleSheet'],
  ['layout', (n) => n === 'Layout'],
  ['paint', (n) => ['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'PaintImage', 'UpdateLayerTree'].includes(n)],
  ['gc', (n) => n === 'MinorGC' || n === 'MajorGC' || n.startsWith('V8.GC') || n === 'BlinkGC.AtomicPhase'],
];

export function summariseTrace(events: TraceEvent[], minMs = 1): string {
  const threadName = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (threadName.get(key) === 'CrRendererMain') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return 'no renderer main thread in this trace';
  const on = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const click = on.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const t0 = click?.ts ?? on[0]!.ts;
  const at = (ts: number) => ((ts - t0) / 1000).toFixed(0).padStart(5);
  const lines: string[] = [];
  // The API calls: sent, answered (all threads: the network events are the renderer's).
  const sent = new Map<string, { url: string; ts: number }>();
  for (const e of events.filter((x) => x.name === 'ResourceSendRequest' || x.name === 'ResourceReceiveResponse' || x.name === 'ResourceFinish').sort((a, b) => a.ts - b.ts)) {
    const d = e.args?.data ?? {};
    const id = String(d.requestId);
    if (e.name === 'ResourceSendRequest') sent.set(id, { url: String(d.url), ts: e.ts });
    const s = sent.get(id);
    if (!s || !new URL(s.url).pathname.startsWith('/api/')) continue;
    if (e.ts >= t0) lines.push(`${at(e.ts)} ms  ${e.name.replace('Resource', '').padEnd(15)} ${new URL(s.url).pathname.replace(/[0-9a-f-]{36}/g, ':id')}`);
  }
  // Top-level tasks and their split.
  const tasks = on.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts + (e.dur ?? 0) >= t0);
  const totals: Record<string, number> = { script: 0, style: 0, layout: 0, paint: 0, gc: 0 };
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = on.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    const split: Record<string, number> = { style: 0, layout: 0, paint: 0, gc: 0 };
    const notes: string[] = [];
    // Only the outermost event of each kind counts (a Layout inside a Layout is not twice the time).
    const open: Record<string, number> = {};
    for (const e of inside) {
      const kind = kinds.find(([, is]) => is(e.name))?.[0];
      if (!kind) continue;
      if ((open[kind] ?? 0) > e.ts) continue;
      open[kind] = e.ts + (e.dur ?? 0);
      split[kind]! += (e.dur ?? 0) / 1000;
      if (e.name === 'UpdateLayoutTree' && e.args?.elementCount) notes.push(`style ${e.args.elementCount} el`);
      if (e.name === 'Layout') {
        const d = e.args?.beginData as { dirtyObjects?: number; totalObjects?: number } | undefined;
        if (d?.dirtyObjects) notes.push(`layout ${d.dirtyObjects}/${d.totalObjects}`);
      }
    }
    const ms = (task.dur ?? 0) / 1000;
    const script = Math.max(0, ms - split.style! - split.layout! - split.paint! - split.gc!);
    totals.script! += script;
    for (const k of Object.keys(split)) totals[k]! += split[k]!;
    if (ms < minMs) continue;
    const what = inside.find((e) => ['EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FunctionCall', 'XHRReadyStateChange', 'ResourceReceiveResponse', 'ParseHTML', 'EvaluateScript', 'v8.callFunction', 'RunMicrotasks'].includes(e.name));
    const d = what?.args?.data as { type?: string; functionName?: string; url?: string } | undefined;
    const label = what ? `${what.name}${d?.type ? ` ${d.type}` : ''}${d?.functionName ? ` ${d.functionName}` : ''}${d?.url ? ` ${String(d.url).split('/').pop()?.slice(0, 40)}` : ''}` : '';
    lines.push(
      `${at(task.ts)} ms  task ${ms.toFixed(1).padStart(6)}  script ${script.toFixed(1).padStart(5)}  style ${split.style!.toFixed(1).padStart(5)}  layout ${split.layout!.toFixed(1).padStart(5)}  paint ${split.paint!.toFixed(1).padStart(5)}  gc ${split.gc!.toFixed(1).padStart(4)}  ${label}${notes.length ? `  [${notes.slice(0, 4).join(', ')}]` : ''}`,
    );
  }
  lines.sort((a, b) => Number(a.slice(0, 5)) - Number(b.slice(0, 5)));
  lines.push(`totals from the click: ${Object.entries(totals).map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(', ')}`);
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('trace-summary.ts')) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npx tsx scripts/trace-summary.ts <trace.json> [--min ms]');
  const i = process.argv.indexOf('--min');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  console.log(summariseTrace(Array.isArray(json) ? json : (json.traceEvents ?? []), i > 0 ? Number(process.argv[i + 1]) : 1));
}
