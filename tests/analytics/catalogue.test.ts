import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { catalogue, catalogueEntry, identifyingEvents } from '~/analytics/catalogue';
import { chartRules } from '~/analytics/inspector';
import { routedStates } from '@machines/shared/meta';
import { routedCharts } from '@machines/registry';

// The registry's routed charts plus every other chart module (child charts may own routes too).
const chartModules = import.meta.glob<Record<string, unknown>>(['../../machines/**/*.machine.ts'], { eager: true });

function charts(): AnyStateMachine[] {
  const globbed = Object.values(chartModules)
    .flatMap((mod) => Object.values(mod))
    .filter((v): v is AnyStateMachine => typeof v === 'object' && v !== null && 'root' in v && 'config' in v);
  return [...new Set([...routedCharts, ...globbed])];
}

describe('event catalogue (spec §3)', () => {
  it('has about 150 events, each named once', () => {
    const names = catalogue.map((e) => e.name);
    expect(names.length).toBeGreaterThanOrEqual(150);
    expect(new Set(names).size).toBe(names.length);
  });

  it('covers every area the spec lists', () => {
    const has = (re: RegExp) => catalogue.some((e) => e.type === 'track' && re.test(e.name));
    for (const area of [/^signup_/, /^otp_/, /^employment_|^company_/, /^application_/, /^document_/, /^selfie_/, /^liveness_/, /^offer_/, /^home_/, /^payment_/, /^referral_/, /^survey_/, /^refinance_/, /^ewa_/]) {
      expect(has(area), String(area)).toBe(true);
    }
  });

  it('allows no property key that names personal data', () => {
    const forbidden = /(^|_)(name|email|phone|mobile|number|token|otp|password|username|identifier|address|birth|tin|code)($|_)/;
    for (const e of catalogue) for (const key of e.props) if (key !== 'error_code') expect(key, `${e.name}.${key}`).not.toMatch(forbidden);
  });

  it('identifies on the login and user-created-success events only', () => {
    expect([...identifyingEvents].sort()).toEqual(['login', 'user_created_success']);
  });

  it('every mapping rule emits a catalogued track event', () => {
    for (const rule of chartRules) expect(catalogueEntry(rule.emit)?.type, rule.on).toBe('track');
  });

  it("every chart's routed state has its page in the catalogue", () => {
    const found = charts();
    expect(found.length).toBeGreaterThan(0);
    const missing = found.flatMap((m) => routedStates(m)).map((s) => s.meta.page).filter((page) => catalogueEntry(page)?.type !== 'page');
    expect([...new Set(missing)]).toEqual([]);
  });
});
