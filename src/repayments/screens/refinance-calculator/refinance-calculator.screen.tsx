import { RefinanceCalculator } from './refinance-form';

/** /refinance-calculator: a larger loan that pays off the running one (application type REFINANCE). */
export default function RefinanceCalculatorScreen() {
  return <RefinanceCalculator kind="REFINANCE" title="Refinance calculator" />;
}
