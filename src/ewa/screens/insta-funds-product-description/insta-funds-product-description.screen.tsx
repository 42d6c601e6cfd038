import { ewaPages } from '@machines/ewa/ewa-pages';
import { ineligibleReason } from '@machines/ewa/ineligibility';
import { quickLoanAccess, unavailableReason } from '@machines/ewa/product-access';
import { QUICK_LOAN_MAX, QUICK_LOAN_MIN, QUICK_LOAN_MONTHLY_INTEREST_PERCENT, QUICK_LOAN_TENURE_MONTHS } from '~/domain/ewa';
import { formatPeso } from '~/domain/money';
import { Button, Heading, PageLayout, Text } from '~/ui';
import { useEwa } from '../ewa-parts/use-ewa';
import * as s from '../ewa-parts/ewa.css';

/**
 * /insta-funds/product-description: what insta-funds (QUICK_LOAN) is, then activation or a quick loan as the
 * platform's eligibility allows; a borrower who may not have it reads why here.
 */
export default function InstaFundsProductDescriptionScreen() {
  const { send, context } = useEwa();
  const access = quickLoanAccess(context.account);
  const reason = ineligibleReason(unavailableReason(context.account, 'quickLoan'), 'insta-funds');
  return (
    <PageLayout back={{ label: 'Home', href: '/home', onClick: () => send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading level={1}>{ewaPages.instaFunds.title}</Heading>
        <Text>A small loan when you need it fast, repaid from your salary.</Text>
        <section className={s.card} aria-labelledby="insta-how">
          <Heading level={2} id="insta-how">
            How it works
          </Heading>
          <ol className={s.steps}>
            <li>Activate once with your personal and professional details.</li>
            <li>
              Borrow {formatPeso(QUICK_LOAN_MIN)} to {formatPeso(QUICK_LOAN_MAX)} whenever you need it.
            </li>
            <li>
              Repay in {QUICK_LOAN_TENURE_MONTHS} monthly salary deductions, at {QUICK_LOAN_MONTHLY_INTEREST_PERCENT}% a month.
            </li>
          </ol>
        </section>
        {access === 'open' ? (
          <Button fullWidth onClick={() => send({ type: 'product.start' })}>
            Apply for insta-funds
          </Button>
        ) : access === 'activatable' ? (
          <Button fullWidth onClick={() => send({ type: 'product.start' })}>
            Activate insta-funds
          </Button>
        ) : (
          <>
            <div className={s.notice} role="status">
              <Text weight="semibold">Insta-funds is not available to you yet. {reason.message}</Text>
              <Text>{reason.next}</Text>
            </div>
            <Button fullWidth variant="secondary" onClick={() => send({ type: 'step.back' })}>
              Go to home
            </Button>
          </>
        )}
      </div>
    </PageLayout>
  );
}
