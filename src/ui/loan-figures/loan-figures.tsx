import { Text } from '../text/text';
import { figureLines, type LoanFigures } from '~/domain/loan-figures';
import * as s from '../page-styles/page-styles.css';

/** The figures as lines: amount, balance paid off (a refinance), fees with their waivers, what is released, repayment. */
export function LoanFiguresView({ figures, showTerms = true }: { figures: LoanFigures; showTerms?: boolean }) {
  const l = figureLines(figures);
  return (
    <div className={s.stack}>
      {showTerms ? <Text>{l.terms}</Text> : null}
      <Text size="small">{l.repayment}</Text>
      <div>
        <Text size="small">{l.amount}</Text>
        {l.payoff ? <Text size="small">{l.payoff}</Text> : null}
        <Text size="small">{l.serviceFee}</Text>
        <Text size="small">{l.bankFee}</Text>
        {l.interestOff ? <Text size="small">{l.interestOff}</Text> : null}
        {l.cashback ? <Text size="small">{l.cashback}</Text> : null}
      </div>
      <Text size="small" weight="semibold">
        {l.receive}
      </Text>
    </div>
  );
}
