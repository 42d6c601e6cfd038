// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ChartProvider } from '~/app/use-chart';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { fakePlatform } from '../../machines/journeys/fake-platform';
import JourneyFormScreen from '~/journeys/screens/journey-form/journey-form.screen';
import { onlyChoice } from '~/ui/forms/use-field-options';
import type { FieldConfig } from '~/api/contract/form-rules';
import { lookups } from '../../../sandbox/platform/form-options-data';
import { fieldConfig } from '../../../sandbox/platform/form-options-fields';
import { barangaysOf, citiesOf, provinces, zipcodesOf } from '../../../sandbox/platform/form-options-geo';

afterEach(cleanup);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Option lists come from the query cache below (the sandbox's real PSGC / PHLPost data); nothing goes out.
globalThis.fetch = () => new Promise<Response>(() => {});

const addressFields = fieldConfig.NEW_LOAN.address!;
const zipField = addressFields.find((f) => f.name === 'zipcode')!;

describe('zip code filled in when the city has only one (rule)', () => {
  const one = [{ value: '4500', label: '4500 Legazpi City' }];
  it('fills the only zip code of the chosen city while the field is empty', () => {
    expect(onlyChoice(zipField, one, '', 'legazpi')).toBe('4500');
  });
  it('leaves it when there are several, none, when it is answered, or before the city is chosen', () => {
    expect(onlyChoice(zipField, [...one, { value: '4511', label: '4511 Tabaco' }], '', 'city')).toBeNull();
    expect(onlyChoice(zipField, [], '', 'city')).toBeNull();
    expect(onlyChoice(zipField, one, '4501', 'city')).toBeNull();
    expect(onlyChoice(zipField, one, '', '')).toBeNull();
  });
  it('only for dependent pick lists: a search box or an independent list is never filled in', () => {
    const city = addressFields.find((f) => f.name === 'city')!;
    const resident: FieldConfig = addressFields.find((f) => f.name === 'resident_type')!;
    expect(onlyChoice(city, one, '', 'albay')).toBeNull();
    expect(onlyChoice(resident, one, '', '')).toBeNull();
  });
});

const byLabel = (list: { code: string; label: string }[] | undefined, label: string) => list!.find((o) => o.label === label)!.code;
const albay = byLabel(provinces(), 'Albay');
const metroManila = byLabel(provinces(), 'Metro Manila');
const legazpi = byLabel(citiesOf(albay), 'Legazpi City');
const tabaco = byLabel(citiesOf(albay), 'Tabaco City');
const makati = byLabel(citiesOf(metroManila), 'Makati City');

/** What the sandbox's form options answer for the two provinces used here, keyed as the app caches it. */
const geoCache: [unknown[], unknown][] = [
  [['formOptions', 'provinces'], provinces()],
  ...[albay, metroManila].flatMap((province) => [
    [['formOptions', 'cities', province], citiesOf(province)] as [unknown[], unknown],
    ...(citiesOf(province) ?? []).flatMap((city) => [
      [['formOptions', 'barangays', city.code], barangaysOf(city.code)] as [unknown[], unknown],
      [['formOptions', 'zipcodes', city.code], zipcodesOf(city.code)] as [unknown[], unknown],
    ]),
  ]),
];

function openAddress(saved: Record<string, string> = {}) {
  const platform = fakePlatform();
  const saves = platform.calls;
  const actor = createActor(journeyMachines.newLoan.provide({ actors: platform.actors as never }), {
    input: { type: 'newLoan', applicationId: 'app-1', startAt: 'address', reached: 5 },
  }).start();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(['formOptions', 'fieldConfig', 'NEW_LOAN', 'address'], { journey: 'NEW_LOAN', step: 'address', fields: addressFields });
  qc.setQueryData(['loans', 'application', 'app-1', 'step', 'address'], { step: 'address', answers: saved });
  qc.setQueryData(['formOptions', 'lookup', 'RESIDENT_TYPE'], lookups.RESIDENT_TYPE);
  for (const [key, data] of geoCache) qc.setQueryData(key, data);
  render(
    <QueryClientProvider client={qc}>
      <ChartProvider actor={actor}>
        <JourneyFormScreen />
      </ChartProvider>
    </QueryClientProvider>,
  );
  return { actor, saves };
}

/** Types into a search box and picks the option, as a borrower does. */
function pick(label: string, typed: string, option: string) {
  const box = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.mouseDown(within(document.getElementById(box.getAttribute('aria-controls')!)!).getByText(option, { selector: '[role=option]' }));
}
const zip = () => screen.getByLabelText('Zip code', { selector: 'button' });

describe('address form: zip code auto-fill (PSGC cities, PHLPost zip codes)', () => {
  it('fills the zip code of a city that has only one, shows why, and keeps it editable', async () => {
    const { actor } = openAddress();
    expect(zip().textContent).toContain('Choose…');
    pick('Province', 'Alb', 'Albay');
    pick('City or municipality', 'Legaz', 'Legazpi City');
    await waitFor(() => expect(zip().textContent).toContain('4500 Legazpi City'));
    expect(screen.getByText('The only choice for this city.')).toBeTruthy();
    expect(zip().hasAttribute('disabled')).toBe(false);
    // Kept with the step's draft like a chosen answer.
    expect(actor.getSnapshot().context.drafts.address).toMatchObject({ province: albay, city: legazpi, zipcode: '4500' });
  });

  it('another city replaces it with that city’s zip code; a new province clears it and a city with many leaves it to the borrower', async () => {
    const { actor } = openAddress();
    pick('Province', 'Alb', 'Albay');
    pick('City or municipality', 'Legaz', 'Legazpi City');
    await waitFor(() => expect(zip().textContent).toContain('4500'));
    pick('City or municipality', 'Tabac', 'Tabaco City');
    await waitFor(() => expect(zip().textContent).toContain('4511 Tabaco'));
    expect(actor.getSnapshot().context.drafts.address).toMatchObject({ city: tabaco, zipcode: '4511' });

    pick('Province', 'Metro', 'Metro Manila');
    expect(zip().textContent).toContain('Choose…');
    expect(actor.getSnapshot().context.drafts.address).toMatchObject({ city: '', barangay: '', zipcode: '' });
    pick('City or municipality', 'Makati', 'Makati City');
    expect(zipcodesOf(makati)!.length).toBeGreaterThan(1);
    // Nothing is guessed among Makati's zip codes.
    await new Promise((r) => setTimeout(r, 20));
    expect(zip().textContent).toContain('Choose…');
    expect(screen.queryByText('The only choice for this city.')).toBeNull();
    expect(actor.getSnapshot().context.drafts.address).toMatchObject({ city: makati, zipcode: '' });
  });

  it('the filled-in zip code is saved with the address', async () => {
    // The rest of the address was saved before; the borrower moved and picks the new city.
    const { saves } = openAddress({ address_type: 'CURRENT', street: '12 Rizal St', resident_type: 'RENTED', years_at_address: '3' });
    pick('Province', 'Alb', 'Albay');
    pick('City or municipality', 'Legaz', 'Legazpi City');
    const barangay = barangaysOf(legazpi)![0]!;
    pick('Barangay', barangay.label, barangay.label);
    await waitFor(() => expect(zip().textContent).toContain('4500'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.input.values).toMatchObject({ province: albay, city: legazpi, barangay: barangay.code, zipcode: '4500' });
  });
});
