/**
 * Insurance enrolment (machines/insurance) in the states a designer needs: each step empty, filled, saving, a
 * failed save with "Try again", field errors, and a later step opened too early (the first unsaved step, with the
 * reason). The chart's loading and load-failure states have no page of their own: the router shows its page
 * skeleton and error screen there.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { insurancePages } from '@machines/insurance/insurance-pages';
import { sampleBeneficiaries, sampleForm, samplePersonal } from '@machines/insurance/insurance.samples';
import type { InsuranceLoaded } from '@machines/insurance/insurance-types';
import type { ChartSamples } from '../../../tests/paths/graph';
import { holdFetch } from '../../charts/seeded-screen';
import { expectBusy, expectServerError, pressAndExpectSummary } from '../journey/plays';
import { ProductStory } from './product-story';

const meta = {
  title: 'Screens/Insurance',
  component: ProductStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: holdFetch,
} satisfies Meta<typeof ProductStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (personal: boolean, beneficiaries: boolean): InsuranceLoaded => ({
  form: sampleForm,
  personal: personal ? samplePersonal : {},
  beneficiaries: beneficiaries ? sampleBeneficiaries : [],
  employment: {},
  saved: { personal, beneficiaries },
});
/** Opened on `route` (a link or a reload), the platform holding the steps saved so far. */
const opened = (route: string | undefined, personal: boolean, beneficiaries: boolean): Partial<ChartSamples> => ({
  inputs: [{ ...(route ? { route } : {}), companyName: 'Sinag Bank Corporation' }],
  outcomes: { loadInsurance: { done: [loaded(personal, beneficiaries)] } },
});
const fresh = opened(undefined, false, false);
const fault = { code: 'HTTP_503', httpStatus: 503, message: 'We could not save this step. Please try again.' };
const seesHeading = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 15_000 })).toBeVisible();
};

export const PersonalEmpty: Story = {
  name: 'Personal details: empty',
  args: { chart: 'insurance', at: 'insurance.personalDetails.editing', samples: fresh },
  play: seesHeading(insurancePages.personalDetails.title),
};
export const PersonalFilled: Story = {
  name: 'Personal details: filled (saved before)',
  args: { chart: 'insurance', at: 'insurance.personalDetails.editing', samples: opened(undefined, true, false) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('First name', { exact: false, selector: 'input' }, { timeout: 15_000 })).toHaveValue('Maria');
  },
};
export const PersonalFieldErrors: Story = {
  name: 'Personal details: field errors',
  args: { chart: 'insurance', at: 'insurance.personalDetails.editing', samples: fresh },
  play: async ({ canvasElement }) => {
    await pressAndExpectSummary(canvasElement, /^Continue$/, 5);
  },
};
export const PersonalSaving: Story = {
  name: 'Personal details: saving',
  args: { chart: 'insurance', at: 'insurance.personalDetails.saving', samples: fresh },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Continue/),
};
export const PersonalSaveFailed: Story = {
  name: 'Personal details: save failed, Try again',
  args: { chart: 'insurance', at: 'insurance.personalDetails.error', samples: { ...fresh, outcomes: { ...fresh.outcomes, savePersonalDetails: { error: [fault] } } } },
  play: async ({ canvasElement }) => {
    await expectServerError(canvasElement, fault.message);
  },
};
export const PersonalBeforeEmployment: Story = {
  name: 'Personal details: opened from /insurance/employment (explained)',
  args: { chart: 'insurance', at: 'insurance.personalDetails.editing', samples: opened(insurancePages.employment.route, false, false) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 15_000 })).toHaveTextContent('Your employment details come after your personal details');
  },
};

export const BeneficiaryEmpty: Story = {
  name: 'Beneficiaries: empty',
  args: { chart: 'insurance', at: 'insurance.beneficiary.editing', samples: opened(insurancePages.beneficiary.route, true, false) },
  play: seesHeading(insurancePages.beneficiary.title),
};
export const BeneficiaryFilled: Story = {
  name: 'Beneficiaries: two, shares adding up',
  args: { chart: 'insurance', at: 'insurance.beneficiary.editing', samples: opened(insurancePages.beneficiary.route, true, true) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group', { name: 'Beneficiary 2' }, { timeout: 15_000 })).toBeVisible();
  },
};
export const BeneficiaryFieldErrors: Story = {
  name: 'Beneficiaries: field errors',
  args: { chart: 'insurance', at: 'insurance.beneficiary.editing', samples: opened(insurancePages.beneficiary.route, true, false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Beneficiary 1' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: /^Continue$/ }));
    // The summary names the beneficiary; the field, inside its "Beneficiary 1" group, carries the message itself.
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveTextContent('Beneficiary 1: Please fill in the full name.');
    const field = canvasElement.ownerDocument.getElementById(links[0]!.getAttribute('href')!.slice(1));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Please fill in the full name.'));
  },
};
export const BeneficiaryRefused: Story = {
  name: 'Beneficiaries: refused by the platform (shares)',
  args: {
    chart: 'insurance',
    at: 'insurance.beneficiary.error',
    samples: {
      ...opened(insurancePages.beneficiary.route, true, true),
      outcomes: {
        loadInsurance: { done: [loaded(true, true)] },
        saveBeneficiaries: { error: [{ code: 'VALIDATION', httpStatus: 400, message: 'Some fields need your attention.', fields: { beneficiaries: 'Shares must add up to 100%. They add up to 90% now.' } }] },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Shares must add up to 100%. They add up to 90% now.', {}, { timeout: 15_000 })).not.toHaveLength(0);
  },
};
export const BeneficiaryBeforeEmployment: Story = {
  name: 'Beneficiaries: opened from /insurance/employment (explained)',
  args: { chart: 'insurance', at: 'insurance.beneficiary.editing', samples: opened(insurancePages.employment.route, true, false) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 15_000 })).toHaveTextContent('Your employment details come after your beneficiaries.');
  },
};

export const EmploymentFilled: Story = {
  name: 'Employment: employer offered',
  args: { chart: 'insurance', at: 'insurance.employment.editing', samples: opened(insurancePages.employment.route, true, true) },
  play: seesHeading(insurancePages.employment.title),
};
export const EmploymentSaving: Story = {
  name: 'Employment: submitting',
  args: { chart: 'insurance', at: 'insurance.employment.saving', samples: opened(insurancePages.employment.route, true, true) },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Continue/),
};
export const EmploymentSaveFailed: Story = {
  name: 'Employment: submit failed, Try again',
  args: {
    chart: 'insurance',
    at: 'insurance.employment.error',
    samples: { ...opened(insurancePages.employment.route, true, true), outcomes: { loadInsurance: { done: [loaded(true, true)] }, submitInsurance: { error: [fault] } } },
  },
  play: async ({ canvasElement }) => {
    await expectServerError(canvasElement, fault.message);
  },
};
export const Success: Story = {
  name: 'Success: waiting for confirmation',
  args: { chart: 'insurance', at: 'insurance.success', samples: opened(insurancePages.employment.route, true, true) },
  play: seesHeading(insurancePages.success.title),
};
