import { Heading, PageLayout, Spinner } from '~/ui';
import * as s from '~/ui/page-styles/form-page.css';

/** /learnworlds/sso: the hand-off to the learning platform is under way (the page then opens Fintelligence). */
export default function LearnworldsSsoScreen() {
  return (
    <PageLayout>
      <div className={s.stack}>
        <Heading>Opening Fintelligence</Heading>
        <div className={s.row} role="status">
          <Spinner />
          <p className={s.lead}>Signing you in to Fintelligence…</p>
        </div>
      </div>
    </PageLayout>
  );
}
