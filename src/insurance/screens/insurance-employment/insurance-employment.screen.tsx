import { Skeleton, Text } from '~/ui';
import { insurancePages } from '@machines/insurance/insurance-pages';
import { StepForm } from '~/ui/forms/step-form';
import { InsurancePage } from '../insurance-parts/insurance-page';
import { useInsurance } from '../insurance-parts/use-insurance';

/** Step 3 of 3: employment; continuing sends the enrolment. */
export default function InsuranceEmploymentScreen() {
  const ins = useInsurance();
  return (
    <InsurancePage
      title={insurancePages.employment.title}
      step={2}
      onBack={() => ins.send({ type: 'step.back' })}
      error={ins.error}
      onRetry={() => ins.send({ type: 'step.retry' })}
    >
      <Text>Your cover comes through your employer. Continuing sends your insurance application.</Text>
      {ins.form ? (
        <StepForm
          fields={ins.form.employment}
          initial={ins.context.employment}
          serverErrors={ins.error?.fields ?? {}}
          saving={ins.saving}
          onDraft={(values) => ins.send({ type: 'draft.update', values })}
          onSubmit={(values) => ins.send({ type: 'step.submit', values })}
        />
      ) : (
        <Skeleton shape="block" />
      )}
    </InsurancePage>
  );
}
