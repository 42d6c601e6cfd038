import { snapshotVersions, type SnapshotVersion, type StepMigration } from './snapshot-versions';

type Answers = Record<string, unknown>;
type StepMap = Record<string, Answers>;

export type MigrationResult =
  | { ok: true; record: Record<string, unknown>; from: number }
  | { ok: false; detail: string };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const idOf = (entry: string) => entry.slice(0, entry.indexOf(':'));

/** Where a step of the previous version is in the next one: renamed, split (its landing step), removed (or null). */
function mapStep(m: StepMigration, step: string): string | null {
  if (m.renamed?.[step]) return m.renamed[step];
  if (m.split?.[step]) return m.split[step].land;
  if (m.removed && step in m.removed) return m.removed[step]!.land;
  return step;
}

/** Moves answers or drafts keyed by step along the migration: renamed keys move, split ones divide, removed ones drop or merge. */
function mapStepMap(m: StepMigration, map: StepMap): StepMap {
  const out: StepMap = {};
  const put = (step: string, values: Answers) => void (out[step] = { ...out[step], ...values });
  for (const [step, values] of Object.entries(map)) {
    const split = m.split?.[step];
    if (m.renamed?.[step]) put(m.renamed[step], values);
    else if (split) {
      const parts = split.answers ? split.answers(values) : Object.fromEntries(split.into.map((s) => [s, values]));
      for (const [s, v] of Object.entries(parts)) if (v) put(s, v);
    } else if (m.removed && step in m.removed) {
      const keepIn = m.removed[step]!.keepIn;
      if (keepIn) put(keepIn, values);
    } else put(step, values);
  }
  return out;
}

function step(from: SnapshotVersion, to: SnapshotVersion, record: Record<string, unknown>): MigrationResult {
  const m = to.migration ?? {};
  const type = String(record.journeyType);
  const before = from.journeys[type];
  const after = to.journeys[type];
  if (!before) return { ok: false, detail: `journey ${type} is not a journey of version ${from.version}` };
  if (!after || m.removedJourneys?.includes(type)) return { ok: false, detail: `journey ${type} was removed in version ${to.version}` };
  const saved = String(record.step);
  const landed = mapStep(m, saved);
  if (landed === null) return { ok: false, detail: `step ${saved} was removed in version ${to.version} with no step to land on` };
  const orderAfter = after.order.map(idOf);
  if (!orderAfter.includes(landed) && !after.branches.map(idOf).includes(landed)) {
    return { ok: false, detail: `step ${landed} is not a step of ${type} in version ${to.version} and no migration says where it went` };
  }
  // The furthest step reached, counted in the new order: the last step up to it that still exists.
  const orderBefore = before.order.map(idOf);
  const reachedBefore = typeof record.reached === 'number' ? Math.min(record.reached, orderBefore.length - 1) : 0;
  let reached = 0;
  for (let i = reachedBefore; i >= 0; i--) {
    const mapped = mapStep(m, orderBefore[i]!);
    if (mapped !== null && orderAfter.includes(mapped)) {
      reached = orderAfter.indexOf(mapped);
      break;
    }
  }
  return {
    ok: true,
    from: from.version,
    record: {
      ...record,
      version: to.version,
      step: landed,
      reached,
      answers: mapStepMap(m, isRecord(record.answers) ? (record.answers as StepMap) : {}),
      drafts: mapStepMap(m, isRecord(record.drafts) ? (record.drafts as StepMap) : {}),
    },
  };
}

/**
 * Brings a parsed snapshot of an earlier version up to the last version, one declared migration at a time. The
 * result is still checked by the snapshot schema and the server's status (snapshot.ts); a snapshot that cannot be
 * migrated says why, and the status resume decides instead.
 */
export function migrateSnapshot(json: unknown, versions: readonly SnapshotVersion[] = snapshotVersions): MigrationResult {
  if (!isRecord(json)) return { ok: false, detail: 'not a journey snapshot' };
  const from = versions.findIndex((v) => v.version === json.version);
  const current = versions[versions.length - 1]!;
  if (from < 0) return { ok: false, detail: `version ${String(json.version)} is unknown (current ${current.version})` };
  if (typeof json.step !== 'string' || typeof json.journeyType !== 'string') return { ok: false, detail: 'not a journey snapshot' };
  let record: Record<string, unknown> = json;
  for (let i = from + 1; i < versions.length; i++) {
    const result = step(versions[i - 1]!, versions[i]!, record);
    if (!result.ok) return result;
    record = result.record;
  }
  return { ok: true, record, from: versions[from]!.version };
}
