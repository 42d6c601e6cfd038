/**
 * Where a chart's pages are: routedStates (the router's table, stories, analytics read it), fillRoute (a page's
 * address with its parameters) and routeOfSnapshot (the page a running chart is on, which the app chart remembers
 * when a session ends).
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { fillRoute, routedStates, routeOfSnapshot, routeParamPattern, routeParamsOf } from '@machines/shared/meta';

const page = (route: string, screen: string) => ({ route, screen, title: screen, page: screen });

const chart = createMachine({
  id: 'demo',
  initial: 'list',
  context: { routeParams: { product: 'salary' } },
  meta: page('/root-is-not-walked-twice', 'root'),
  states: {
    list: { meta: page('/list', 'list'), on: { open: 'detail', deep: 'wizard' } },
    detail: { meta: page('/{$product}-special', 'detail') },
    wizard: {
      initial: 'first',
      meta: { title: 'no route' },
      states: { first: { meta: page('/wizard/first', 'first') }, second: {} },
    },
    noMeta: {},
  },
});

describe('routedStates', () => {
  it('lists every state with a route, nested ones too, in document order, with the chart id', () => {
    expect(routedStates(chart).map((r) => [r.machineId, r.stateId, r.meta.route])).toEqual([
      ['demo', 'demo', '/root-is-not-walked-twice'],
      ['demo', 'demo.list', '/list'],
      ['demo', 'demo.detail', '/{$product}-special'],
      ['demo', 'demo.wizard.first', '/wizard/first'],
    ]);
    expect(routedStates(chart)[1]!.meta).toEqual(page('/list', 'list'));
  });
});

describe('fillRoute', () => {
  it('fills each parameter and leaves a route without any as it is', () => {
    expect(fillRoute('/{$product}-versary-special', { product: 'salary-loan' })).toBe('/salary-loan-versary-special');
    expect(fillRoute('/a/{$x}/b/{$y_2}', { x: 'one', y_2: 'two' })).toBe('/a/one/b/two');
    expect(fillRoute('/payments', null)).toBe('/payments');
    expect(fillRoute('/payments', undefined)).toBe('/payments');
  });

  it('gives no address while a parameter is missing or malformed (nothing odd reaches a URL)', () => {
    expect(fillRoute('/{$product}-special', null)).toBeNull();
    expect(fillRoute('/{$product}-special', {})).toBeNull();
    expect(fillRoute('/{$product}-special', { other: 'x' })).toBeNull();
    for (const bad of ['Salary', '-salary', 'sal ary', '../x', '', 'a'.repeat(33), 'x/y'])
      expect(fillRoute('/{$product}-special', { product: bad }), bad).toBeNull();
    expect(fillRoute('/{$a}/{$b}', { a: 'ok' })).toBeNull();
  });

  it('accepts lowercase letters, digits and hyphens up to 32 characters', () => {
    for (const ok of ['a', '0', 'a-b', 'salary-2', 'a'.repeat(32)]) expect(routeParamPattern.test(ok), ok).toBe(true);
    expect(fillRoute('/{$p}', { p: 'a'.repeat(32) })).toBe(`/${'a'.repeat(32)}`);
  });
});

describe('routeParamsOf', () => {
  it("reads a chart's context.routeParams, and nothing when there are none", () => {
    expect(routeParamsOf({ context: { routeParams: { product: 'x' } } })).toEqual({ product: 'x' });
    expect(routeParamsOf({ context: {} })).toBeUndefined();
    expect(routeParamsOf({})).toBeUndefined();
    expect(routeParamsOf(undefined)).toBeUndefined();
  });
});

describe('routeOfSnapshot', () => {
  it("gives the running chart's page, with its parameters filled in", () => {
    const actor = createActor(chart).start();
    expect(routeOfSnapshot(actor.getSnapshot())).toBe('/list');
    actor.send({ type: 'open' });
    expect(routeOfSnapshot(actor.getSnapshot())).toBe('/salary-special');
    actor.stop();
  });

  it('takes the deepest routed state: the nested page, not its parent', () => {
    const actor = createActor(chart).start();
    actor.send({ type: 'deep' });
    expect(routeOfSnapshot(actor.getSnapshot())).toBe('/wizard/first');
    actor.stop();
  });

  it("a child chart's page wins over its parent's; a child with no page leaves the parent's", () => {
    const withChild = (childRoute: string | null) => ({
      status: 'active',
      getMeta: () => ({ 'app.borrower': page('/home', 'home') }),
      children: {
        none: undefined,
        child: { getSnapshot: () => ({ status: 'active', getMeta: () => (childRoute ? { 'j.step': page(childRoute, 'step') } : {}) }) },
      },
    });
    expect(routeOfSnapshot(withChild('/journey/step'))).toBe('/journey/step');
    expect(routeOfSnapshot(withChild(null))).toBe('/home');
  });

  it('a page whose parameter is missing gives way to the page found before it', () => {
    const s = { status: 'active', getMeta: () => ({ a: page('/home', 'home'), b: page('/{$product}', 'x'), c: { title: 'no route' }, d: null }) };
    expect(routeOfSnapshot(s)).toBe('/home');
  });

  it('a chart that has stopped (or nothing) is on no page', () => {
    const actor = createActor(chart).start();
    actor.stop();
    expect(routeOfSnapshot(actor.getSnapshot())).toBeNull();
    expect(routeOfSnapshot({ status: 'done', getMeta: () => ({ a: page('/x', 'x') }) })).toBeNull();
    expect(routeOfSnapshot(undefined)).toBeNull();
    expect(routeOfSnapshot({ status: 'active' })).toBeNull();
  });
});
