import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Button, Skeleton, Text } from '~/ui';
import { onboardingPages } from '@machines/onboarding/onboarding-pages';
import { StepPage } from '~/ui/step-page/step-page';
import * as s from '~/ui/page-styles/page-styles.css';
import { StepForm } from '~/ui/forms/step-form';
import { employmentQuery } from '~/onboarding/onboarding-queries';
import { useOnboarding } from '../onboarding-parts/use-onboarding';

/** /employment-information: the employment details with the company on the profile (server-driven fields). */
export default function EmploymentInformationScreen() {
  const o = useOnboarding();
  const canGoBack = useSelector(o.actor, (snap) => snap.can({ type: 'step.back' }));
  const employment = useQuery(employmentQuery());
  const draft = o.context.drafts.employmentInformation;
  return (
    <StepPage
      title={onboardingPages.employmentInformation.title}
      onBack={canGoBack ? () => o.send({ type: 'step.back' }) : undefined}
      error={o.error}
      onRetry={() => o.send({ type: 'step.retry' })}
    >
      <Text>Tell us about your work at {o.company?.name ?? 'your company'}, so your loan offers match your job today.</Text>
      {employment.isError ? (
        <div className={s.notice} role="alert">
          <Text>We could not load this form. Check your connection and try again.</Text>
          <Button variant="secondary" onClick={() => void employment.refetch()}>
            Try again
          </Button>
        </div>
      ) : !employment.data ? (
        <Skeleton shape="block" />
      ) : (
        <StepForm
          fields={employment.data.fields}
          initial={draft ?? employment.data.details}
          serverErrors={o.error?.fields ?? {}}
          saving={o.saving}
          onDraft={(values) => o.send({ type: 'draft.update', values })}
          onSubmit={(values) => o.send({ type: 'step.submit', values })}
        />
      )}
    </StepPage>
  );
}
