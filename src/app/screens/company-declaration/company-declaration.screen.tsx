import { Button, Heading, PageLayout, Text } from '~/ui';
import { useApp } from '../entry-parts/use-app';
import * as s from '~/ui/page-styles/page-styles.css';

/** /company-declaration: the borrower confirms they are employed by the chosen company. */
export default function CompanyDeclarationScreen() {
  const app = useApp();
  return (
    <PageLayout back={{ label: 'Back', onClick: () => app.send({ type: 'step.back' }) }}>
      <Heading level={1}>Confirm your employer</Heading>
      <Text>Do you currently work for {app.company?.name ?? 'this company'}?</Text>
      <div className={s.actions}>
        <Button loading={app.saving} onClick={() => app.send({ type: 'company.confirm', employed: true })}>
          Yes, I work there
        </Button>
        <Button variant="secondary" onClick={() => app.send({ type: 'company.confirm', employed: false })}>
          No
        </Button>
      </div>
    </PageLayout>
  );
}
