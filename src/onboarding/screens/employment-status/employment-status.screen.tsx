import { Button, Text } from '~/ui';
import { onboardingPages } from '@machines/onboarding/onboarding-pages';
import { StepPage } from '~/ui/step-page/step-page';
import * as s from '~/ui/page-styles/page-styles.css';
import { useOnboarding } from '../onboarding-parts/use-onboarding';

/** /employment-status: the borrower confirms they still work for the company on their profile. */
export default function EmploymentStatusScreen() {
  const o = useOnboarding();
  const company = o.company?.name ?? 'your company';
  return (
    <StepPage title={onboardingPages.employmentStatus.title} error={o.error} onRetry={() => o.send({ type: 'step.retry' })}>
      <Text>Do you still work at {company}? We check this before you apply, so your loan goes through your current employer.</Text>
      <div className={s.actions}>
        <Button fullWidth loading={o.saving} onClick={() => o.send({ type: 'employment.confirm' })}>
          Yes, I still work there
        </Button>
        <Button fullWidth variant="secondary" disabled={o.saving} onClick={() => o.send({ type: 'employment.update' })}>
          Yes, but my job details changed
        </Button>
        <Button fullWidth variant="secondary" disabled={o.saving} onClick={() => o.send({ type: 'employment.changed' })}>
          No, I work somewhere else now
        </Button>
      </div>
    </StepPage>
  );
}
