import { Skeleton, Text } from '~/ui';
import { earlierStepNotice, insurancePages } from '@machines/insurance/insurance-pages';
import { StepForm } from '~/ui/forms/step-form';
import { InsurancePage } from '../insurance-parts/insurance-page';
import { useInsurance } from '../insurance-parts/use-insurance';

/** Step 1 of 3: the insured borrower, fields as the platform configures them. */
export default function InsurancePersonalDetailsScreen() {
  const ins = useInsurance();
  return (
    <InsurancePage
      title={insurancePages.personalDetails.title}
      step={0}
      onBack={() => ins.send({ type: 'step.back' })}
      error={ins.error}
      onRetry={() => ins.send({ type: 'step.retry' })}
      notice={ins.context.askedFor ? earlierStepNotice(ins.context.askedFor, 'personalDetails') : null}
    >
      <Text>Your employer offers you insurance cover. Tell us about yourself, then name who receives the benefit.</Text>
      {ins.form ? (
        <StepForm
          fields={ins.form.personal_details}
          initial={ins.context.personal}
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
