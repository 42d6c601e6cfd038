import { RefinanceCalculator } from '../refinance-calculator/refinance-form';

/** /recovery-refinance-calculator: a past-due loan replaced by one that covers what is owed (RECOVERY_REFINANCE). */
export default function RecoveryRefinanceCalculatorScreen() {
  return <RefinanceCalculator kind="RECOVERY_REFINANCE" title="Recovery refinance calculator" />;
}
