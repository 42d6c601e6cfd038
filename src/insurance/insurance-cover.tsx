import { useQuery } from '@tanstack/react-query';
import { Button, Heading, Text } from '~/ui';
import { relationLabels } from '~/api/contract/insurance';
import { insuranceQuery } from '~/api/queries/insurance';
import * as s from '~/ui/page-styles/page-styles.css';

/**
 * The borrower's current cover (insuranceLatest) for home: status, employer and beneficiaries, read-only. Shows
 * nothing while loading, when the read fails, or when the company does not offer insurance; `onOpen` (the app
 * chart's `insurance.open`) adds the way to enrol or to update the beneficiaries.
 */
export function InsuranceCover({ onOpen }: { onOpen?: (() => void) | undefined }) {
  const read = useQuery(insuranceQuery());
  if (!read.data?.offered) return null;
  const latest = read.data.latest;
  return (
    <section className={s.card} aria-labelledby="insurance-cover">
      <Heading level={2} size={4} id="insurance-cover">
        Your insurance
      </Heading>
      {latest ? (
        <>
          <Text>{latest.status === 'ACTIVE' ? 'Your cover is active.' : 'Your application is waiting for the insurer to confirm it.'}</Text>
          <dl className={s.definition}>
            <div className={s.row}>
              <dt>Employer</dt>
              <dd>{latest.employer_name}</dd>
            </div>
            <div className={s.row}>
              <dt>Beneficiaries</dt>
              <dd>
                {latest.beneficiaries
                  .map((b) => `${b.full_name} (${relationLabels[b.relation]}${b.share_percent === undefined ? '' : `, ${b.share_percent}%`})`)
                  .join('; ')}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <Text>Your employer offers insurance cover. You have not enrolled yet.</Text>
      )}
      {onOpen ? (
        <Button variant="secondary" onClick={onOpen}>
          {latest ? 'Update your insurance' : 'Get insured'}
        </Button>
      ) : null}
    </section>
  );
}
