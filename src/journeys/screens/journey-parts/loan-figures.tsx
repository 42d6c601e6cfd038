import { Text } from '~/ui';
import { figureLines, type LoanFigures } from '~/journeys/loan-figures';
import * as s from './journey.css';

export { figuresOfOffer, figuresOfQuote, type LoanFigures } from '~/journeys/loan-figures';

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
