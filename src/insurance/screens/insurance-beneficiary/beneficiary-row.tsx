import { Button, DateField, Select, TextField } from '~/ui';
import { relationLabels, relations } from '~/api/contract/insurance';
import type { BeneficiaryInput } from '~/api/contract/insurance-rules';
import * as s from '~/ui/page-styles/page-styles.css';

const relationOptions = relations.map((r) => ({ value: r, label: relationLabels[r] }));
export const beneficiaryFieldId = (i: number, field: keyof BeneficiaryInput) => `beneficiary-${i}-${field.replace(/_/g, '-')}`;

/** One beneficiary: name, relation (spec §3 PARENT, CHILD, SPOUSE, SIBLING), date of birth and, when asked, share. */
export function BeneficiaryRow({
  index,
  value,
  errors,
  withShare,
  onChange,
  onRemove,
}: {
  index: number;
  value: BeneficiaryInput;
  errors: Record<string, string>;
  withShare: boolean;
  onChange: (field: keyof BeneficiaryInput, value: string) => void;
  onRemove?: (() => void) | undefined;
}) {
  const n = index + 1;
  const error = (field: keyof BeneficiaryInput) => errors[`beneficiaries.${index}.${field}`];
  return (
    <fieldset className={s.card}>
      <legend>Beneficiary {n}</legend>
      <TextField
        id={beneficiaryFieldId(index, 'full_name')}
        label="Full name"
        value={value.full_name}
        onChange={(e) => onChange('full_name', e.target.value)}
        error={error('full_name')}
        autoComplete="off"
        maxLength={100}
        required
      />
      <Select
        id={beneficiaryFieldId(index, 'relation')}
        label="Relation"
        options={relationOptions}
        value={value.relation}
        onValueChange={(v) => onChange('relation', v)}
        placeholder="Choose…"
        error={error('relation')}
        required
      />
      <DateField
        id={beneficiaryFieldId(index, 'birth_date')}
        label="Date of birth"
        value={value.birth_date}
        onChange={(e) => onChange('birth_date', e.target.value)}
        error={error('birth_date')}
        required
      />
      {withShare ? (
        <TextField
          id={beneficiaryFieldId(index, 'share_percent')}
          label="Share (%)"
          hint="Whole percent of the benefit this person receives."
          value={value.share_percent}
          onChange={(e) => onChange('share_percent', e.target.value)}
          error={error('share_percent')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          required
        />
      ) : null}
      {onRemove ? (
        <Button type="button" variant="ghost" onClick={onRemove} aria-label={`Remove beneficiary ${n}`}>
          Remove
        </Button>
      ) : null}
    </fieldset>
  );
}
