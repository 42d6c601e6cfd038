import { useQuery } from '@tanstack/react-query';
import { applicationQuery } from '~/api/queries/loans';
import { formatPeso } from '~/domain/money';
import { Button, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';
import { productStatusText } from '../ewa-withdrawal/withdrawal-history';
import { applicationStatusWords } from '~/domain/application-status-words';

/** /insta-funds/success: the quick loan is submitted; its status, and the way home. */
export default function QuickLoanSuccessScreen() {
  const j = useJourney();
  const id = j.context.applicationId ?? '';
  const app = useQuery({ ...applicationQuery(id), enabled: id !== '', staleTime: 0 });
  return (
    <JourneyPage title={steps[j.step].title} progress={j.progress}>
      {app.data ? (
        <div className={s.card} role="status">
          <Text weight="semibold">
            {formatPeso(app.data.loan_amount_centavos ?? 0)}: {productStatusText(app.data.status)}
          </Text>
        </div>
      ) : null}
      <Text>Thank you. {applicationStatusWords(app.data?.status ?? j.context.applicationStatus ?? 'SYSTEM_REVIEW', 'QUICK_LOAN').next}</Text>
      <Button fullWidth onClick={() => j.send({ type: 'journey.finish' })}>
        Go to home
      </Button>
    </JourneyPage>
  );
}
