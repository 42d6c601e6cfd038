import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Text } from '~/ui';
import { onboardingPages } from '@machines/onboarding/onboarding-pages';
import { StepPage } from '~/ui/step-page/step-page';
import * as s from '~/ui/page-styles/page-styles.css';
import { StepForm } from '~/ui/forms/step-form';
import { onboardingAnswersQuery, onboardingFieldsQuery } from '~/onboarding/onboarding-queries';
import { useOnboarding } from '../onboarding-parts/use-onboarding';

const steps = {
  personalDetails: { step: 'personal-details', n: 1, intro: 'Before you choose a product, tell us who you are. We use this to match you with your employer’s records.' },
  criticalDetails: { step: 'critical-details', n: 2, intro: 'Last step: these details are required before you can apply for a loan.' },
} as const;

/**
 * /onboarding/personal-details and /onboarding/critical-details: server-driven fields (registration field
 * config), the journey forms' components. What the borrower typed stays in the chart through errors.
 */
export default function OnboardingDetailsScreen() {
  const o = useOnboarding();
  const { step, n, intro } = steps[o.page];
  const draft = o.context.drafts[o.page];
  const config = useQuery(onboardingFieldsQuery(step));
  const saved = useQuery({ ...onboardingAnswersQuery(step), enabled: !draft });

  return (
    <StepPage
      title={onboardingPages[o.page].title}
      onBack={o.page === 'criticalDetails' ? () => o.send({ type: 'step.back' }) : undefined}
      error={o.error}
      onRetry={() => o.send({ type: 'step.retry' })}
    >
      <Text size="small">Step {n} of 2</Text>
      <Text>{intro}</Text>
      {config.isError ? (
        <div className={s.notice} role="alert">
          <Text>We could not load this form. Check your connection and try again.</Text>
          <Button variant="secondary" onClick={() => void config.refetch()}>
            Try again
          </Button>
        </div>
      ) : !config.data || (saved.isLoading && !draft) ? (
        <Skeleton shape="block" />
      ) : (
        <StepForm
          key={o.page}
          fields={config.data}
          initial={draft ?? saved.data ?? {}}
          serverErrors={o.error?.fields ?? {}}
          saving={o.saving}
          onDraft={(values) => o.send({ type: 'draft.update', values })}
          onSubmit={(values) => o.send({ type: 'step.submit', values })}
        />
      )}
    </StepPage>
  );
}
