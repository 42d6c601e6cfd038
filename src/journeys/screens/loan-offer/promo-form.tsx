import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDate } from '~/domain/dates';
import { promoDetailsQuery } from '~/journeys/offer-queries';
import { Button, Text, TextField } from '~/ui';
import { parsePromoCode } from '@machines/journeys/promo';
import type { StepError } from '@machines/journeys/journey-types';
import * as s from '~/ui/page-styles/page-styles.css';

/** Apply or remove a promo code; the code is checked like the server would before it is sent. */
export function PromoForm({
  applied,
  busy,
  serverError,
  onApply,
  onRemove,
}: {
  applied: string | null;
  busy: boolean;
  serverError: StepError | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsePromoCode(text);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    onApply(parsed.code);
  };
  const details = useQuery({ ...promoDetailsQuery(applied ?? ''), enabled: applied !== null });
  const shown = error ?? (serverError ? (serverError.fields.promo_code ?? serverError.message) : null);
  if (applied) {
    return (
      <div className={s.card}>
        <Text>
          Promo code <strong>{applied}</strong> is applied.
        </Text>
        {details.data ? <Text>{`${details.data.description}. Valid until ${formatDate(details.data.valid_until)}.`}</Text> : null}
        {serverError ? <Text role="alert">{serverError.message}</Text> : null}
        <Button variant="secondary" loading={busy} onClick={onRemove}>
          Remove promo code
        </Button>
      </div>
    );
  }
  return (
    <form className={s.card} onSubmit={submit} noValidate aria-label="Promo code">
      <TextField id="promo-code" label="Promo code (optional)" value={text} onChange={(e) => setText(e.target.value)} error={shown ?? undefined} autoComplete="off" maxLength={40} />
      <Button type="submit" variant="secondary" loading={busy}>
        Apply
      </Button>
    </form>
  );
}
