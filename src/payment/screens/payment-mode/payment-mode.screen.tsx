import { purposeLabels, type PaymentMethodCode } from '@machines/payment/payment-types';
import { formatPeso } from '~/domain/money';
import { Button, Heading, PageLayout, RadioGroup, SkeletonGroup, Text } from '~/ui';
import { PaymentError, usePayment } from '../payments/payment-parts';
import * as s from '../payments/payments.css';

/** /payments/payment-mode: GCash, Maya or GoTyme, the chosen method's fee and the total, then the provider. */
export default function PaymentModeScreen() {
  const { actor, snapshot, context } = usePayment();
  const due = context.due;
  const is = (state: 'loading' | 'reloading' | 'error' | 'reloadError' | 'redirecting' | 'feeError' | 'submitError' | 'submitting' | 'loadingFee') => snapshot.matches({ paymentMode: state });
  const method = context.methods.find((m) => m.code === context.method);
  return (
    <PageLayout back={{ label: 'Back', onClick: () => actor.send({ type: 'payment.back' }) }}>
      <Heading level={1}>Choose how to pay</Heading>
      {is('loading') || is('reloading') ? <SkeletonGroup label="Loading payment methods…" /> : null}
      {is('error') || is('reloadError') ? <PaymentError message={context.errorMessage} onRetry={() => actor.send({ type: 'payment.retry' })} /> : null}
      {is('redirecting') ? <SkeletonGroup label={`Taking you to ${method?.name ?? 'the provider'} to approve the payment…`} /> : null}
      {context.methods.length > 0 && !is('redirecting') && !is('loading') && !is('reloading') ? (
        <form
          className={s.stack}
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'payment.submit' });
          }}
        >
          <RadioGroup
            legend="Payment method"
            value={context.method ?? ''}
            onValueChange={(code) => actor.send({ type: 'method.select', method: code as PaymentMethodCode })}
            options={context.methods.map((m) => ({ value: m.code, label: m.feeNote ? `${m.name} (${m.feeNote})` : m.name }))}
          />
          {due ? (
            <dl className={s.summary} aria-live="polite">
              <dt className={s.term}>{purposeLabels[due.purpose].balanceLabel}</dt>
              <dd className={s.amount}>{formatPeso(due.amount)}</dd>
              <dt className={s.term}>Fee</dt>
              <dd className={s.amount}>{context.fee === undefined ? (context.method ? 'Checking…' : 'Choose a method') : formatPeso(context.fee)}</dd>
              <dt className={s.total}>Total</dt>
              <dd className={`${s.amount} ${s.total}`}>{context.fee === undefined ? '—' : formatPeso(due.amount + context.fee)}</dd>
            </dl>
          ) : null}
          {is('feeError') || is('submitError') ? (
            <PaymentError message={context.errorMessage} onRetry={() => actor.send({ type: 'payment.retry' })} />
          ) : null}
          <Text size="small" tone="muted">
            You will approve the payment on {method?.name ?? 'the provider'}’s page, then come back here.
          </Text>
          <div className={s.actions}>
            <Button type="submit" loading={is('submitting') || is('loadingFee')} disabled={context.fee === undefined && !is('loadingFee')}>
              {due && context.fee !== undefined ? `Pay ${formatPeso(due.amount + context.fee)}` : 'Pay'}
            </Button>
          </div>
        </form>
      ) : null}
    </PageLayout>
  );
}
