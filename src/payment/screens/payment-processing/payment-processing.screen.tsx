import { useState } from 'react';
import { paymentStatusTitle } from '@machines/payment/payment-types';
import { PROCESSING_TIME_LIMIT_MS } from '@machines/payment/payment.machine';
import { formatPeso } from '~/domain/money';
import { Button, Heading, PageLayout, Text, AppLink } from '~/ui';
import { PaymentError, usePayment } from '../payments/payment-parts';
import * as s from '../payments/payments.css';

/** /payments/processing: the payment's status (spec §4 payment status display), polled until it is final. */
export default function PaymentProcessingScreen() {
  const { actor, snapshot, context } = usePayment();
  const at = (state: 'successful' | 'failed' | 'timedOut') => snapshot.matches({ processing: state });
  // The chart decides when a payment is final; the spec's table says what each status is called.
  const title = at('successful') || at('failed') ? paymentStatusTitle[context.transaction?.status ?? 'FAILED'] : paymentStatusTitle.PROCESSING;
  const amount = context.transaction?.amount;
  // When the chart's time limit runs out, counted from this page's arrival (the chart's timer starts with it too).
  const [waitEnds] = useState(() =>
    new Date(Date.now() + PROCESSING_TIME_LIMIT_MS).toLocaleTimeString('en-PH', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Manila' }),
  );
  return (
    <PageLayout>
      <div className={s.stack}>
        <Heading level={1}>{title}</Heading>
        {amount !== undefined ? <Charged paid={at('successful')} amount={amount} fee={context.transaction?.fee} total={context.transaction?.total} /> : null}
        {snapshot.matches({ processing: { active: 'error' } }) ? (
          <PaymentError
            message={context.errorMessage}
            onRetry={() => actor.send({ type: 'payment.retry' })}
            reassurance="Your payment is not lost: we will check its status again."
          />
        ) : null}
        {snapshot.matches({ processing: 'active' }) && !snapshot.hasTag('error') ? (
          <>
            <Text role="status">
              We are waiting for the provider to confirm your payment. This page updates by itself until {waitEnds}; then
              you can check again or pay another way.
            </Text>
            <div className={s.actions}>
              <Button asChild variant="secondary">
                <AppLink href="/home">Go to home</AppLink>
              </Button>
            </div>
          </>
        ) : null}
        {at('timedOut') ? (
          <div role="alert" className={s.stack}>
            <Text>
              The provider has not confirmed your payment yet. If money left your account it is safe: we will update
              this payment as soon as they answer. You can check again now or come back later.
            </Text>
            <div className={s.actions}>
              <Button onClick={() => actor.send({ type: 'payment.refresh' })}>Check again</Button>
              <Button variant="secondary" onClick={() => actor.send({ type: 'payment.tryAgain' })}>
                Pay another way
              </Button>
              <Button asChild variant="secondary">
                <AppLink href="/home">Go to home</AppLink>
              </Button>
            </div>
          </div>
        ) : null}
        {at('successful') ? (
          <>
            <Text role="status">Thank you. Your payment was received and will show in your loan within a day.</Text>
            <div className={s.actions}>
              <Button onClick={() => actor.send({ type: 'payment.finish' })}>Done</Button>
            </div>
          </>
        ) : null}
        {at('failed') ? (
          <>
            <Text role="alert">
              {context.transaction?.status === 'CANCELLED' ? 'The payment was cancelled.' : 'The provider declined the payment.'} No
              money was taken. You can try again with the same or another method.
            </Text>
            <div className={s.actions}>
              <Button onClick={() => actor.send({ type: 'payment.tryAgain' })}>Try again</Button>
              <Button variant="secondary" onClick={() => actor.send({ type: 'payment.finish' })}>
                Back to payments
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}

/**
 * What the payment pays toward the loan, the method's fee, and the total (what the borrower's wallet shows): "paid"
 * and "charged" only once the payment succeeded (a failed one took no money).
 */
function Charged({ paid, amount, fee, total }: { paid: boolean; amount: number; fee: number | undefined; total: number | undefined }) {
  if (fee === undefined || total === undefined) return <Text>{paid ? 'Amount paid' : 'Amount'}: {formatPeso(amount)}</Text>;
  return (
    <dl className={s.summary} aria-label="Your payment">
      <dt className={s.term}>{paid ? 'Amount paid to your loan' : 'Amount to your loan'}</dt>
      <dd className={s.amount}>{formatPeso(amount)}</dd>
      <dt className={s.term}>Payment fee</dt>
      <dd className={s.amount}>{formatPeso(fee)}</dd>
      <dt className={s.term}>{paid ? 'Total charged' : 'Total'}</dt>
      <dd className={`${s.amount} ${s.total}`}>{formatPeso(total)}</dd>
    </dl>
  );
}
