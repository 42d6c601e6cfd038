import { Button, Text } from '~/ui';
import { insurancePages } from '@machines/insurance/insurance-pages';
import * as s from '~/ui/page-styles/page-styles.css';
import { InsurancePage } from '../insurance-parts/insurance-page';
import { useInsurance } from '../insurance-parts/use-insurance';

/** Sent: what happens next, and the way home (where the cover shows). */
export default function InsuranceSuccessScreen() {
  const ins = useInsurance();
  const cover = ins.context.cover;
  return (
    <InsurancePage title={insurancePages.success.title} step={3}>
      <Text>
        We sent your insurance application{cover?.employerName ? ` through ${cover.employerName}` : ''}. Your cover starts once the insurer
        confirms it; we will let you know by SMS and email.
      </Text>
      {cover ? (
        <dl className={s.definition}>
          <div className={s.row}>
            <dt>Status</dt>
            <dd>{cover.status === 'ACTIVE' ? 'Active' : 'Waiting for confirmation'}</dd>
          </div>
          <div className={s.row}>
            <dt>Beneficiaries</dt>
            <dd>{cover.beneficiaries}</dd>
          </div>
        </dl>
      ) : null}
      <div className={s.actions}>
        <Button onClick={() => ins.send({ type: 'insurance.done' })} fullWidth>
          Back to home
        </Button>
      </div>
    </InsurancePage>
  );
}
