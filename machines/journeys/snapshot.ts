import * as v from 'valibot';
import { journeys, journeyTypes, type JourneyType } from './definitions';
import type { JourneyInput } from './journey-types';
import { journeyTypeFor, resumeStep, type ResumableApplication } from './resume';
import { steps, type StepId } from './steps';
import { migrateSnapshot } from './snapshot-migrations';
import { snapshotVersions } from './snapshot-versions';

/**
 * The persisted journey snapshot: where the borrower is and what they typed, per user. Versioned: a snapshot of an
 * earlier version is migrated (snapshot-versions.ts declares each chart change, snapshot-migrations.ts applies them
 * in order); anything that cannot be migrated, does not parse, belongs to another user/application/status, is older
 * than MAX_AGE or names a step the server state does not allow is discarded, and the resume map decides instead.
 */
export const SNAPSHOT_VERSION: number = snapshotVersions[snapshotVersions.length - 1]!.version;
export const SNAPSHOT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
export { snapshotKey } from './snapshot-key';

const stepIds = Object.keys(steps) as StepId[];
const answers = v.record(v.string(), v.unknown());
// Keys are checked against the step ids; a record with an unknown step is corrupt.
const stepMap = v.pipe(
  v.record(v.string(), answers),
  v.check((m) => Object.keys(m).every((k) => (stepIds as string[]).includes(k)), 'Unknown step.'),
  v.transform((m) => m as Partial<Record<StepId, Record<string, unknown>>>),
);

export const journeySnapshotSchema = v.object({
  version: v.literal(SNAPSHOT_VERSION),
  userId: v.string(),
  applicationId: v.nullable(v.string()),
  /** Server status when saved; a different status now means the back office moved it: stale. */
  status: v.nullable(v.string()),
  journeyType: v.picklist(journeyTypes),
  step: v.picklist(stepIds),
  reached: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50)),
  answers: stepMap,
  drafts: stepMap,
  savedAt: v.number(),
});
export type JourneySnapshotRecord = v.InferOutput<typeof journeySnapshotSchema>;

export type SnapshotVerdict =
  | { ok: true; record: JourneySnapshotRecord; /** The version it was saved with, when migrated. */ migratedFrom?: number }
  | { ok: false; reason: 'missing' | 'corrupt' | 'version' | 'owner' | 'stale' | 'step'; /** Why a migration failed. */ detail?: string };

export function readSnapshot(raw: string | null, expect: { userId: string; now: number }): SnapshotVerdict {
  if (raw === null || raw === '') return { ok: false, reason: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  const version = (json as { version?: unknown } | null)?.version;
  let migratedFrom: number | undefined;
  if (typeof version === 'number' && version !== SNAPSHOT_VERSION) {
    const migrated = migrateSnapshot(json);
    if (!migrated.ok) return { ok: false, reason: 'version', detail: migrated.detail };
    json = migrated.record;
    migratedFrom = migrated.from;
  }
  const parsed = v.safeParse(journeySnapshotSchema, json);
  if (!parsed.success) return { ok: false, reason: 'corrupt' };
  const record = parsed.output;
  if (record.userId !== expect.userId) return { ok: false, reason: 'owner' };
  if (expect.now - record.savedAt > SNAPSHOT_MAX_AGE_MS || record.savedAt > expect.now + 60_000) return { ok: false, reason: 'stale' };
  return migratedFrom === undefined ? { ok: true, record } : { ok: true, record, migratedFrom };
}

// Steps the server's status does not record: documents, review, warning, and the offer choice (the offer is
// accepted on the platform only when review is confirmed, docs/decisions.md).
const skippable = new Set(['offer', 'documents', 'review', 'warning']);

/** A persisted step is trusted only if the server's status could have the borrower there. */
function stepAllowed(type: JourneyType, step: StepId, resumeAt: StepId): boolean {
  const order = journeys[type].steps as readonly StepId[];
  const index = order.indexOf(step);
  const resumeIndex = order.indexOf(resumeAt);
  if (index < 0) return step === 'warningPage' || step === 'gotymeLinking';
  if (index <= resumeIndex) return true;
  return order.slice(resumeIndex, index).every((s) => skippable.has(steps[s].kind));
}

/**
 * Decides how a journey starts on boot: the persisted snapshot when it fits the server's ongoing application,
 * otherwise the resume map. Null when there is nothing for the borrower to do (no application, or in review).
 */
export function planJourney(input: {
  application: ResumableApplication | null;
  snapshot: SnapshotVerdict;
}): JourneyPlan {
  const plan = planFrom(input);
  const { snapshot } = input;
  // Recorded with the plan: why a saved journey was not migrated, or which version it was migrated from.
  if (!snapshot.ok && snapshot.detail) return { ...plan, detail: snapshot.detail };
  if (snapshot.ok && snapshot.migratedFrom !== undefined) return { ...plan, migratedFrom: snapshot.migratedFrom };
  return plan;
}

export interface JourneyPlan {
  journey: JourneyInput | null;
  discarded: string | null;
  /** Why an earlier version's snapshot could not be migrated (with discarded 'version'). */
  detail?: string;
  /** The version a restored snapshot was migrated from. */
  migratedFrom?: number;
}

function planFrom(input: { application: ResumableApplication | null; snapshot: SnapshotVerdict }): JourneyPlan {
  const { application, snapshot } = input;
  const record = snapshot.ok ? snapshot.record : null;
  if (!application) {
    // A journey whose application is not created yet (calculator, purpose) lives only in the snapshot.
    if (record && record.applicationId === null) {
      return { journey: { type: record.journeyType, applicationId: null, applicationStatus: null, startAt: record.step, answers: record.answers, drafts: record.drafts, reached: record.reached }, discarded: null };
    }
    return { journey: null, discarded: record ? 'owner' : snapshot.ok ? null : snapshot.reason };
  }
  const type = journeyTypeFor(application);
  if (!type) return { journey: null, discarded: record ? 'stale' : null };
  const resumeAt = resumeStep(type, application);
  const fits =
    record !== null &&
    record.applicationId === application.id &&
    record.journeyType === type &&
    record.status === application.status &&
    stepAllowed(type, record.step, resumeAt);
  if (record && fits) {
    return {
      journey: { type, applicationId: application.id, applicationStatus: application.status, startAt: record.step, answers: record.answers, drafts: record.drafts, reached: record.reached },
      discarded: null,
    };
  }
  const order = journeys[type].steps as readonly StepId[];
  return {
    journey: {
      type,
      applicationId: application.id,
      applicationStatus: application.status,
      startAt: resumeAt,
      // Drafts of the same application survive a status change: nothing typed is lost.
      drafts: record?.applicationId === application.id ? record.drafts : {},
      reached: Math.max(0, order.indexOf(resumeAt)),
    },
    discarded: record ? 'step' : snapshot.ok ? null : snapshot.reason,
  };
}
