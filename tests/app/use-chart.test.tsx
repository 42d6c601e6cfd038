// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { chartWhenDownloaded } from '@machines/app/signed-in-charts';
import { authMachine } from '@machines/auth/auth.machine';
import { accountMachine } from '@machines/account/account.machine';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { ChartProvider, chartNameOf, useChart } from '~/app/use-chart';

afterEach(cleanup);

/** The actor a route would hand its screen (not started: only its chart's identity matters here). */
const unstarted = (machine: AnyStateMachine) => createActor(machine);

class Catch extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null as string | null };
  static getDerivedStateFromError(e: Error) { return { message: e.message }; }
  render() { return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children; }
}

function AuthScreen() {
  const auth = useChart('auth');
  return <h1>{auth.getSnapshot().machine.id}</h1>;
}

describe('useChart: a screen names the chart it belongs to', () => {
  it('answers with the journey kind for every journey chart and the machine id otherwise', () => {
    expect(chartNameOf(unstarted(journeyMachines.refinance))).toBe('journey');
    expect(chartNameOf(unstarted(journeyMachines.newLoan))).toBe('journey');
    expect(chartNameOf(unstarted(accountMachine))).toBe('account');
  });

  it('knows a signed-in chart behind the logic that waits for its chunk (as the app runs it)', () => {
    const journey = chartWhenDownloaded('refinanceJourney', () => journeyMachines.refinance as unknown as AnyActorLogic);
    expect(chartNameOf(createActor(journey))).toBe('journey');
    expect(chartNameOf(createActor(chartWhenDownloaded('account', () => accountMachine as unknown as AnyActorLogic)))).toBe('account');
  });

  it('gives the screen its chart when the route is owned by that chart', () => {
    render(<ChartProvider actor={unstarted(authMachine)}><AuthScreen /></ChartProvider>);
    expect(screen.getByRole('heading', { name: 'auth' })).toBeTruthy();
  });

  it('fails loudly, naming both charts, when a route hands the screen another chart', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Catch><ChartProvider actor={unstarted(accountMachine)}><AuthScreen /></ChartProvider></Catch>);
    expect(screen.getByRole('alert').textContent).toBe('This screen belongs to the auth chart, but its route is owned by the account chart.');
  });
});
