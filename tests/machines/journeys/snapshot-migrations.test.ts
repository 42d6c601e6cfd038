import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSnapshot } from '@machines/journeys/snapshot-migrations';
import { snapshotVersions, type SnapshotVersion } from '@machines/journeys/snapshot-versions';
import { routedStepTables } from '@machines/journeys/snapshot-fingerprint';
import { planJourney, readSnapshot, SNAPSHOT_VERSION } from '@machines/journeys/snapshot';
import type { ResumableApplication } from '@machines/journeys/resume';
import { startJourney, stepOf } from './fake-platform';

const fixturesDir = join(__dirname, 'snapshot-fixtures');
interface Fixture {
  application: ResumableApplication;
  lands: string;
  snapshot: Record<string, unknown> & { version: number; userId: string; savedAt: number; answers: object; drafts: object };
}
const fixture = (version: number) => JSON.parse(readFileSync(join(fixturesDir, `v${version}.json`), 'utf8')) as Fixture;

describe('journey snapshot versions', () => {
  it("the last version's routed steps are today's charts' (a chart change needs a new version and migration)", () => {
    const last = snapshotVersions[snapshotVersions.length - 1]!;
    // On failure: add a version to machines/journeys/snapshot-versions.ts with this table and a migration saying
    // where a borrower on a renamed/split/removed step lands, plus a fixture of the version it replaces.
    expect(routedStepTables()).toEqual(last.journeys);
    expect(SNAPSHOT_VERSION).toBe(last.version);
  });

  it('versions count up from 1 and every later version declares its migration', () => {
    snapshotVersions.forEach((v, i) => {
      expect(v.version).toBe(i + 1);
      if (i > 0) expect(v.migration, `version ${v.version} has no migration`).toBeDefined();
    });
  });

  it('every earlier version has a recorded snapshot, and no fixture names a version that does not exist', () => {
    const earlier = snapshotVersions.slice(0, -1).map((v) => `v${v.version}.json`);
    const files = readdirSync(fixturesDir).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual(earlier.sort());
  });

  it.each(snapshotVersions.slice(0, -1).map((v) => v.version))('a recorded version-%i snapshot restores into today\'s chart with nothing lost', (version) => {
    const { application, lands, snapshot } = fixture(version);
    const verdict = readSnapshot(JSON.stringify(snapshot), { userId: snapshot.userId, now: snapshot.savedAt + 3_600_000 });
    expect(verdict).toMatchObject({ ok: true, migratedFrom: version, record: { version: SNAPSHOT_VERSION } });
    const plan = planJourney({ application, snapshot: verdict });
    expect(plan).toMatchObject({ discarded: null, migratedFrom: version });
    expect(plan.journey?.startAt).toBe(lands);
    const { actor } = startJourney(plan.journey!);
    expect(stepOf(actor.getSnapshot().value)).toBe(lands);
    const context = actor.getSnapshot().context;
    expect(context.drafts).toEqual(snapshot.drafts);
    expect(context.answers).toEqual(snapshot.answers);
    actor.stop();
  });

  it('a snapshot of a newer version (the app rolled back) is not migrated: the status resume decides, with the reason', () => {
    const { application, snapshot } = fixture(1);
    const verdict = readSnapshot(JSON.stringify({ ...snapshot, version: SNAPSHOT_VERSION + 1 }), { userId: snapshot.userId, now: snapshot.savedAt });
    expect(verdict).toEqual({ ok: false, reason: 'version', detail: `version ${SNAPSHOT_VERSION + 1} is unknown (current ${SNAPSHOT_VERSION})` });
    const plan = planJourney({ application, snapshot: verdict });
    expect(plan).toMatchObject({ discarded: 'version', detail: expect.stringContaining('unknown') });
    expect(plan.journey?.startAt).toBe('address');
  });

  it('a migrated snapshot still answers to the server: a status moved in the back office discards its step', () => {
    const { application, snapshot } = fixture(1);
    const verdict = readSnapshot(JSON.stringify(snapshot), { userId: snapshot.userId, now: snapshot.savedAt });
    const plan = planJourney({ application: { ...application, status: 'WCR' }, snapshot: verdict });
    expect(plan).toMatchObject({ discarded: 'step', journey: { type: 'wcr', startAt: 'wcrDocuments' } });
  });
});

/** A made-up history exercising each kind of chart change on a small journey. */
const table = (...order: string[]) => ({ order: order.map((s) => `${s}:form`), branches: [] });
const history: SnapshotVersion[] = [
  { version: 1, since: 'test', note: 'three steps', journeys: { newLoan: table('personalDetails', 'professionalDetails', 'address', 'loanSuccess'), wcr: table('wcrDocuments') } },
  {
    version: 2,
    since: 'test',
    note: 'professional details renamed to additional details; bank details added before the address',
    journeys: { newLoan: table('personalDetails', 'additionalDetails', 'bankDetails', 'address', 'loanSuccess'), wcr: table('wcrDocuments') },
    migration: { renamed: { professionalDetails: 'additionalDetails' }, added: ['bankDetails'] },
  },
  {
    version: 3,
    since: 'test',
    note: 'personal details split in two; the address removed (its answers kept with bank details); wcr removed',
    journeys: { newLoan: table('loanPurpose', 'personalDetails', 'additionalDetails', 'bankDetails', 'loanSuccess') },
    migration: {
      split: { personalDetails: { into: ['loanPurpose', 'personalDetails'], land: 'loanPurpose', answers: ({ purpose, ...rest }) => ({ loanPurpose: { purpose }, personalDetails: rest }) } },
      removed: { address: { land: 'bankDetails', keepIn: 'bankDetails' } },
      removedJourneys: ['wcr'],
    },
  },
];
const v1 = (over: Record<string, unknown>) => ({ version: 1, journeyType: 'newLoan', step: 'personalDetails', reached: 0, answers: {}, drafts: {}, ...over });

describe('snapshot migrations (declared renames, splits, additions, removals)', () => {
  it('a renamed step keeps the borrower on it with its answers; an added step before re-counts the furthest reached', () => {
    const result = migrateSnapshot(v1({ step: 'professionalDetails', reached: 2, answers: { professionalDetails: { employer: 'Acme' } } }), history.slice(0, 2));
    expect(result).toEqual({ ok: true, from: 1, record: expect.objectContaining({ version: 2, step: 'additionalDetails', reached: 3, answers: { additionalDetails: { employer: 'Acme' } } }) });
  });

  it('migrations run in order: a split step lands on its first part with its answers divided, a removed step lands where declared', () => {
    const split = migrateSnapshot(v1({ step: 'personalDetails', drafts: { personalDetails: { purpose: 'EDUCATION', first_name: 'Maria' } } }), history);
    expect(split).toMatchObject({ ok: true, record: { version: 3, step: 'loanPurpose', drafts: { loanPurpose: { purpose: 'EDUCATION' }, personalDetails: { first_name: 'Maria' } } } });
    const removed = migrateSnapshot(v1({ step: 'address', reached: 2, answers: { address: { street: '12 Rizal St' }, professionalDetails: { employer: 'Acme' } } }), history);
    expect(removed).toMatchObject({
      ok: true,
      record: { step: 'bankDetails', reached: 3, answers: { bankDetails: { street: '12 Rizal St' }, additionalDetails: { employer: 'Acme' } } },
    });
  });

  it('a removed journey, a step removed without a landing step, or one no migration mentions cannot be migrated, and says why', () => {
    expect(migrateSnapshot(v1({ journeyType: 'wcr', step: 'wcrDocuments' }), history)).toEqual({ ok: false, detail: 'journey wcr was removed in version 3' });
    const noLanding: SnapshotVersion = { ...history[1]!, migration: { removed: { professionalDetails: { land: null } } } };
    expect(migrateSnapshot(v1({ step: 'professionalDetails' }), [history[0]!, noLanding])).toEqual({ ok: false, detail: 'step professionalDetails was removed in version 2 with no step to land on' });
    const silent: SnapshotVersion = { ...history[1]!, migration: {} };
    expect(migrateSnapshot(v1({ step: 'professionalDetails' }), [history[0]!, silent])).toEqual({
      ok: false,
      detail: 'step professionalDetails is not a step of newLoan in version 2 and no migration says where it went',
    });
  });
});
