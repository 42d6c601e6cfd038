import type { ChartRule } from './chart-map';

/** Rules for the insurance chart (machines/insurance): started, beneficiaries saved, submitted. */
export const insuranceRules: readonly ChartRule[] = [
  // Started: the enrolment form is open (its read came back), however the borrower arrived.
  { on: 'done:loadInsurance', machine: 'insurance', emit: 'insurance_started' },
  { on: 'done:saveBeneficiaries', machine: 'insurance', emit: 'insurance_beneficiary_submitted' },
  // Saving employment submits the enrolment.
  { on: 'done:submitInsurance', machine: 'insurance', emit: 'insurance_submitted' },
];
