import { Button, Heading, PageLayout, Text } from '~/ui';
import type { JourneyType } from '@machines/journeys/definitions';
import { useApp } from '../entry-parts/use-app';
import * as s from '~/journeys/screens/journey-parts/journey.css';

const products: Array<{ journey: JourneyType; name: string; about: string }> = [
  { journey: 'newLoan', name: 'Salary loan', about: 'Borrow against your salary, repaid by payroll deduction.' },
  { journey: 'reloan', name: 'Reloan', about: 'Borrow again on top of your running loan.' },
  { journey: 'refinance', name: 'Refinance', about: 'Replace your running loan with a new one.' },
  { journey: 'ewaActivation', name: 'Earned wage access', about: 'Get part of the salary you have already earned before payday.' },
];

/** Products of the borrower's company; those the platform's eligibility disables are shown as unavailable. */
export default function ProductSelectionScreen() {
  const app = useApp();
  return (
    <PageLayout back={{ label: 'Back', onClick: () => app.send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading level={1}>Choose a product</Heading>
        <ul className={s.list}>
          {products.map((p) => {
            const available = app.startable.includes(p.journey);
            return (
              <li key={p.journey} className={s.card}>
                <Heading level={2} size={4}>
                  {p.name}
                </Heading>
                <Text size="small">{p.about}</Text>
                {available ? (
                  <Button onClick={() => app.send({ type: 'journey.start', journeyType: p.journey })} loading={app.saving}>
                    Apply for {p.name.toLowerCase()}
                  </Button>
                ) : (
                  <Text size="small" className={s.muted}>
                    Not available for you right now.
                  </Text>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </PageLayout>
  );
}
