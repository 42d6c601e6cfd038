import { useQuery } from '@tanstack/react-query';
import { applicationsQuery } from '~/api/queries/loans';
import { formatPeso } from '~/domain/money';
import type { LoanCard } from '~/domain/loan-dashboard';
import { loanStatusText } from '~/repayments/loan-words';
import { formatDate } from '~/domain/dates';
import { Button, Heading, PageLayout, SkeletonGroup, Text } from '~/ui';
import type { LoanStatusCode } from '@machines/repayments/repayments-types';
import { SurveyPrompt } from '~/surveys/survey-prompt';
import { InsuranceCover } from '~/insurance/insurance-cover';
import { useApp } from '../entry-parts/use-app';
import { CompanyLine, NavLink, OfferNotice, ProductList } from '../entry-parts/product-list';
import { useDashboard } from './home-queries';
import { HomeNotifications } from './home-notifications';
import { applicationTypeText, daysText, loanProductText } from './home-words';
import { applicationStatusWords } from '~/domain/application-status-words';
import { inReviewStatuses, isStatusIn } from '@machines/journeys/statuses';
import * as s from '~/ui/page-styles/page-styles.css';

type App = ReturnType<typeof useApp>;

/**
 * Home, the borrower's dashboard: what needs them first (a past-due loan, an application to continue or in
 * review), then their running loans, the products their company offers them, and their account links.
 */
export default function HomeScreen() {
  const app = useApp();
  const dash = useDashboard();
  const pastDue = dash.loans.filter((l) => l.pastDue);
  // An application the borrower (or the lender) cancelled says so until a new one starts.
  const latest = useQuery(applicationsQuery()).data?.data[0];
  const lastCancelled = !app.account?.ongoing && latest?.status === 'CANCELLED' ? latest : null;
  return (
    <PageLayout wide>
      <div className={s.stack}>
        <Heading level={1}>Home</Heading>
        {dash.firstName ? <Text>Hello, {dash.firstName}.</Text> : null}
        {app.error ? (
          <div className={s.notice} role="alert">
            <Text>{app.error}</Text>
          </div>
        ) : null}
        {pastDue.map((loan) => (
          <PastDueWarning key={loan.id} app={app} loan={loan} />
        ))}
        <Application app={app} />
        {lastCancelled ? (
          <section className={s.card} aria-labelledby="home-cancelled">
            <Heading level={2} size={4} id="home-cancelled">
              Your application was cancelled
            </Heading>
            <Text>{`${lastCancelled.cancellation_reason === 'CANCELLED_BY_BORROWER' ? 'You cancelled your application' : 'Your application was cancelled'} on ${formatDate(lastCancelled.updated_at)}. You can start a new one whenever you are ready.`}</Text>
          </section>
        ) : null}
        <HomeNotifications />
        <SurveyPrompt onOpen={(survey) => app.send({ type: 'survey.open', survey })} onDismiss={(survey) => app.send({ type: 'survey.dismiss', survey })} busy={app.saving} />
        <Loans app={app} dash={dash} />
        <section className={s.stack} aria-labelledby="home-products">
          <Heading level={2} size={3} id="home-products">
            Your products
          </Heading>
          <CompanyLine app={app} />
          <OfferNotice app={app} offer={app.offer} />
          <ProductList app={app} offer={app.offer} where="home" label="Products of your company" />
          <InsuranceCover onOpen={() => app.send({ type: 'insurance.open' })} />
          {app.offer.products.length > 0 ? (
            <div>
              <Button variant="ghost" onClick={() => app.send({ type: 'product.choose' })}>
                See all products
              </Button>
            </div>
          ) : null}
        </section>
        <nav aria-label="Your account" className={s.actions}>
          <Button variant="secondary" onClick={() => app.send({ type: 'payments.open' })}>
            Payments
          </Button>
          <NavLink app={app} route="/profile">
            Profile
          </NavLink>
          <NavLink app={app} route="/referral" variant="ghost">
            Refer a friend
          </NavLink>
          <NavLink app={app} route="/contact-us" variant="ghost">
            Contact us
          </NavLink>
        </nav>
      </div>
    </PageLayout>
  );
}

function PastDueWarning({ app, loan }: { app: App; loan: LoanCard }) {
  const id = `past-due-${loan.id}`;
  const days = loan.pastDue!.days;
  const amount = loan.pastDue!.amount;
  return (
    <section className={s.notice} aria-labelledby={id}>
      <Heading level={2} size={4} id={id}>
        {days > 0 ? `Your ${loanProductText[loan.productType]?.toLowerCase() ?? 'loan'} is ${daysText(days)} past due` : 'Your loan is past due'}
      </Heading>
      <Text>
        {amount !== null
          ? `Pay the past-due amount of ${formatPeso(amount)} now to bring your loan back on track.`
          : 'Pay what is past due now to bring your loan back on track.'}{' '}
        Outstanding Balance: {formatPeso(loan.balance)}.
      </Text>
      <div className={s.actions}>
        <Button onClick={() => app.send({ type: 'payments.open' })}>Pay now</Button>
      </div>
    </section>
  );
}

/**
 * The application in progress: its status in the borrower's words (the one table, src/domain/application-status-words.ts,
 * that the success pages and notifications read too), and "Continue application" when it waits for them.
 */
function Application({ app }: { app: App }) {
  const ongoing = app.account?.ongoing;
  const kind = ongoing ? (applicationTypeText[ongoing.applicationType] ?? 'Loan') : null;
  const resumable = Boolean(app.account?.resume);
  if (!ongoing || (!resumable && !isStatusIn(inReviewStatuses, ongoing.status))) return null;
  const words = applicationStatusWords(ongoing.status, ongoing.applicationType);
  const id = resumable ? 'home-ongoing' : 'home-review';
  return (
    <section className={s.card} aria-labelledby={id}>
      <Heading level={2} size={4} id={id}>
        {words.headline}
      </Heading>
      <dl className={s.definition}>
        <dt>Application</dt>
        <dd>{kind}</dd>
        <dt>Status</dt>
        <dd>{words.label}</dd>
      </dl>
      <Text>{words.next}</Text>
      {resumable ? (
        <div>
          <Button onClick={() => app.send({ type: 'journey.resume' })}>
            Continue application
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function Loans({ app, dash }: { app: App; dash: ReturnType<typeof useDashboard> }) {
  if (dash.loading) return <SkeletonGroup label="Loading your loans…" />;
  if (dash.failed) {
    return (
      <div className={s.notice} role="alert">
        <Text weight="semibold">We could not load your loans.</Text>
        <Text>Check your connection, then try again.</Text>
        <div>
          <Button variant="secondary" onClick={dash.retry}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (dash.loans.length === 0) return null;
  return (
    <section className={s.stack} aria-labelledby="home-loans">
      <Heading level={2} size={3} id="home-loans">
        Your loans
      </Heading>
      <ul className={s.list} aria-label="Your loans">
        {dash.loans.map((loan) => (
          <LoanItem key={loan.id} app={app} loan={loan} />
        ))}
      </ul>
    </section>
  );
}

function LoanItem({ app, loan }: { app: App; loan: LoanCard }) {
  const name = loanProductText[loan.productType] ?? 'Loan';
  const status = loanStatusText[loan.statusCode as LoanStatusCode] ?? 'Active';
  return (
    <li className={s.card}>
      <Heading level={3} size={4}>
        {name} of {formatPeso(loan.principal)}
      </Heading>
      <dl className={s.definition}>
        <dt>Status</dt>
        <dd>{loan.pastDue ? `${status}, ${loan.pastDue.days > 0 ? `${daysText(loan.pastDue.days)} ` : ''}past due` : status}</dd>
        <dt>Outstanding Balance</dt>
        <dd>{formatPeso(loan.balance)}</dd>
        {loan.nextDue ? (
          <>
            <dt>Next due</dt>
            <dd>
              {formatPeso(loan.nextDue.amount)} on {formatDate(loan.nextDue.date)}
            </dd>
          </>
        ) : null}
      </dl>
      <div className={s.actions}>
        <Button variant="secondary" onClick={() => app.send({ type: 'nav.request', path: '/loan-details', search: { paymentId: undefined, loanId: loan.id } })}>
          Loan details
        </Button>
      </div>
    </li>
  );
}
