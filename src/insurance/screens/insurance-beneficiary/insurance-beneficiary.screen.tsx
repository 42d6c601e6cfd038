import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, Skeleton, Text } from '~/ui';
import { checkBeneficiaries, type BeneficiaryInput } from '~/api/contract/insurance-rules';
import { earlierStepNotice, insurancePages } from '@machines/insurance/insurance-pages';
import type { InsuranceForm } from '@machines/insurance/insurance-types';
import * as s from '~/ui/page-styles/page-styles.css';
import { InsurancePage } from '../insurance-parts/insurance-page';
import { useInsurance } from '../insurance-parts/use-insurance';
import { BeneficiaryRow, beneficiaryFieldId } from './beneficiary-row';

const empty = (): BeneficiaryInput => ({ full_name: '', relation: '', birth_date: '', share_percent: '' });

/** Step 2 of 3: who receives the benefit. Several people, each with a relation; shares add up to 100% when asked. */
export default function InsuranceBeneficiaryScreen() {
  const ins = useInsurance();
  return (
    <InsurancePage
      title={insurancePages.beneficiary.title}
      step={1}
      onBack={() => ins.send({ type: 'step.back' })}
      error={ins.error}
      onRetry={() => ins.send({ type: 'step.retry' })}
      notice={ins.context.askedFor ? earlierStepNotice(ins.context.askedFor, 'beneficiary') : null}
    >
      {ins.form ? (
        <BeneficiariesForm
          rules={ins.form.beneficiaries}
          initial={ins.context.beneficiaries.length > 0 ? ins.context.beneficiaries : [empty()]}
          serverErrors={ins.error?.fields ?? {}}
          saving={ins.saving}
          onDraft={(beneficiaries) => ins.send({ type: 'beneficiaries.update', beneficiaries })}
          onSubmit={(beneficiaries) => ins.send({ type: 'beneficiaries.submit', beneficiaries })}
        />
      ) : (
        <Skeleton shape="block" />
      )}
    </InsurancePage>
  );
}

function BeneficiariesForm({
  rules,
  initial,
  serverErrors,
  saving,
  onDraft,
  onSubmit,
}: {
  rules: InsuranceForm['beneficiaries'];
  initial: BeneficiaryInput[];
  serverErrors: Record<string, string>;
  saving: boolean;
  onDraft: (list: BeneficiaryInput[]) => void;
  onSubmit: (list: BeneficiaryInput[]) => void;
}) {
  const [list, setList] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  const update = (next: BeneficiaryInput[]) => {
    setList(next);
    onDraft(next);
  };
  const change = (i: number, field: keyof BeneficiaryInput, value: string) => {
    update(list.map((b, j) => (j === i ? { ...b, [field]: value } : b)));
    setErrors(({ [`beneficiaries.${i}.${field}`]: _, ...rest }) => rest);
  };
  // Errors are keyed by position: removing a row re-checks instead of leaving messages on the wrong person.
  const remove = (i: number) => {
    const next = list.filter((_, j) => j !== i);
    update(next);
    setErrors(Object.keys(errors).length ? checkBeneficiaries(rules, next) : {});
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkBeneficiaries(rules, list);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(list);
  };

  const total = list.reduce((sum, b) => sum + (Number(b.share_percent.trim().replace(/%$/, '')) || 0), 0);
  const fields = ['full_name', 'relation', 'birth_date', 'share_percent'] as const;
  const summary = [
    ...(shown.beneficiaries ? [{ fieldId: null, message: shown.beneficiaries }] : []),
    ...list.flatMap((_, i) =>
      fields.filter((f) => shown[`beneficiaries.${i}.${f}`]).map((f) => ({ fieldId: beneficiaryFieldId(i, f), message: `Beneficiary ${i + 1}: ${shown[`beneficiaries.${i}.${f}`]}` })),
    ),
  ];
  return (
    <form className={s.stack} onSubmit={submit} noValidate>
      <Text>
        Name the people who receive the benefit: a parent, child, spouse or sibling. You can name up to {rules.max}
        {rules.shares_required ? ', and give each a share; the shares must add up to 100%.' : '.'}
      </Text>
      {summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
      {list.map((b, i) => (
        <BeneficiaryRow
          key={i}
          index={i}
          value={b}
          errors={shown}
          withShare={rules.shares_required}
          onChange={(field, value) => change(i, field, value)}
          onRemove={list.length > 1 ? () => remove(i) : undefined}
        />
      ))}
      {rules.shares_required ? (
        <Text aria-live="polite" className={total === 100 ? undefined : s.muted}>
          Shares so far: {total}% of 100%
        </Text>
      ) : null}
      <div className={s.actions}>
        {list.length < rules.max ? (
          <Button type="button" variant="secondary" onClick={() => update([...list, empty()])}>
            Add another beneficiary
          </Button>
        ) : null}
        <Button type="submit" loading={saving} fullWidth>
          Continue
        </Button>
      </div>
    </form>
  );
}
