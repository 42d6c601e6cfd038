import { useQuery } from '@tanstack/react-query';
import { applicationsQuery, loanProductsQuery } from '~/api/queries/loans';
import { Button, Heading, PageLayout, Text } from '~/ui';
import type { JourneyType } from '@machines/journeys/definitions';
import { SurveyPrompt } from '~/surveys/survey-prompt';
import { useApp } from '../entry-parts/use-app';
import * as s from '~/journeys/screens/journey-parts/journey.css';

const startLabels: Partial<Record<JourneyType, string>> = {
  newLoan: 'Apply for a salary loan',
  reloan: 'Reloan',
  refinance: 'Refinance your loan',
  ewaActivation: 'Activate earned wage access',
};
const inReview = new Set(['TIER_1_REVIEW', 'TIER_2_REVIEW', 'SYSTEM_REVIEW', 'PENDING_MANAGER_APPROVAL']);

/** Home: the ongoing application (continue it), or what the borrower can start with their company. */
export default function HomeScreen() {
  const app = useApp();
  const ongoing = app.account?.ongoing;
  // Read-only server data: a borrower with a running loan gets a way to its details.
  const loans = useQuery(loanProductsQuery());
  const latest = useQuery(applicationsQuery()).data?.data[0];
  const lastCancelled = !ongoing && latest?.status === 'CANCELLED' ? latest : null;
  const hasActiveLoan = loans.data?.data.some((l) => l.status_code === 300 || l.status_code === 303 || l.status_code === 304) ?? false;
  return (
    <PageLayout>
      <div className={s.stack}>
        <Heading level={1}>Home</Heading>
        {app.error ? (
          <div className={s.notice} role="alert">
            <Text>{app.error}</Text>
          </div>
        ) : null}
        {app.company ? (
          <Text>
            Company: <strong>{app.company.name}</strong>{' '}
            <Button variant="ghost" onClick={() => app.send({ type: 'company.change' })}>
              Change company
            </Button>
          </Text>
        ) : null}
        {app.company && !app.company.isCompanyActive ? (
          <Text>Your company is not accepting new applications right now. We will let you know when it does.</Text>
        ) : null}
        {app.account?.resume ? (
          <section className={s.card} aria-labelledby="home-ongoing">
            <Heading level={2} size={4} id="home-ongoing">
              Your application
            </Heading>
            <Text>You have an application in progress. Continue where you left off.</Text>
            <Button onClick={() => app.send({ type: 'journey.resume' })}>Continue application</Button>
          </section>
        ) : ongoing && inReview.has(ongoing.status) ? (
          <section className={s.card}>
            <Heading level={2} size={4}>
              Your application is in review
            </Heading>
            <Text>We will let you know by SMS and email as soon as it is decided.</Text>
          </section>
        ) : lastCancelled ? (
          <section className={s.card} aria-labelledby="home-cancelled">
            <Heading level={2} size={4} id="home-cancelled">
              Your application was cancelled
            </Heading>
            <Text>{`${lastCancelled.cancellation_reason === 'CANCELLED_BY_BORROWER' ? 'You cancelled your application' : 'Your application was cancelled'} on ${new Date(lastCancelled.updated_at).toLocaleDateString('en-PH', { dateStyle: 'long' })}. You can start a new one at any time.`}</Text>
          </section>
        ) : null}
        <SurveyPrompt onOpen={(survey) => app.send({ type: 'survey.open', survey })} onDismiss={(survey) => app.send({ type: 'survey.dismiss', survey })} busy={app.saving} />
        {app.startable.length > 0 ? (
          <div className={s.actions}>
            {app.startable.map((type) => (
              <Button key={type} variant={type === 'newLoan' ? 'primary' : 'secondary'} onClick={() =>
                  // A refinance starts on the refinance notification (the repayments chart), which knows the loan it replaces.
                  type === 'refinance'
                    ? app.send({ type: 'repayments.open', route: '/refinance-notification' })
                    : app.send({ type: 'journey.start', journeyType: type })
                } loading={app.saving}>
                {startLabels[type] ?? type}
              </Button>
            ))}
            <Button variant="ghost" onClick={() => app.send({ type: 'product.choose' })}>
              See all products
            </Button>
          </div>
        ) : null}
        <div className={s.actions}>
          {hasActiveLoan ? (
            <Button variant="secondary" onClick={() => app.send({ type: 'repayments.open' })}>
              Loan details
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => app.send({ type: 'payments.open' })}>
            Payments
          </Button>
          <Button variant="ghost" onClick={() => app.send({ type: 'session.signOut' })}>
            Sign out
          </Button>
        </div>
      </div>
    </PageLayout>
  );
}
