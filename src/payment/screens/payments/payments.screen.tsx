import { purposeLabels } from '@machines/payment/payment-types';
import { formatPeso } from '~/domain/money';
import { Button, Heading, PageLayout, RadioGroup, SkeletonGroup, Text } from '~/ui';
import { PaymentError, usePayment } from './payment-parts';
import { purposeExplanation } from './purpose-words';
import * as s from './payments.css';

/** /payments: what is due, by purpose (spec §4 payment purposes), and which one to pay now. */
export default function PaymentsScreen() {
  const { actor, snapshot, context } = usePayment();
  return (
    <PageLayout back={{ label: 'Home', href: '/home' }}>
      <Heading level={1}>Payments</Heading>
      {snapshot.hasTag('loading') ? <SkeletonGroup label="Loading what you owe…" /> : null}
      {snapshot.matches({ payments: 'error' }) ? (
        <PaymentError message={context.errorMessage} onRetry={() => actor.send({ type: 'payment.retry' })} reassurance="Please try again." />
      ) : null}
      {snapshot.matches({ payments: 'ready' }) && context.paymentId ? (
        <div role="status" className={s.stack}>
          <Text>A payment you started is waiting for the provider&apos;s confirmation. What is still due is listed below.</Text>
          <div className={s.actions}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'payment.refresh' })}>
              See its status
            </Button>
          </div>
        </div>
      ) : null}
      {snapshot.matches({ payments: 'ready' }) ? (
        context.amountsDue.length === 0 ? (
          <Text>You have nothing to pay right now.</Text>
        ) : (
          <form
            className={s.stack}
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: 'payment.continue' });
            }}
          >
            <RadioGroup
              legend="What would you like to pay?"
              value={context.due?.purpose ?? ''}
              onValueChange={(purpose) => actor.send({ type: 'purpose.select', purpose: purpose as (typeof context.amountsDue)[number]['purpose'] })}
              options={context.amountsDue.map((due) => ({
                value: due.purpose,
                label: (
                  <span>
                    <strong>{purposeLabels[due.purpose].title}</strong>{' '}
                    <br />
                    {purposeLabels[due.purpose].balanceLabel}: {formatPeso(due.amount)}{' '}
                    <br />
                    <span className={s.term}>{purposeExplanation(due, context.amountsDue)}</span>
                  </span>
                ),
              }))}
            />
            <div className={s.actions}>
              <Button type="submit" disabled={!context.due}>
                Continue
              </Button>
            </div>
          </form>
        )
      ) : null}
    </PageLayout>
  );
}
