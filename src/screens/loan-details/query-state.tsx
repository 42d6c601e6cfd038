import type { ReactNode } from 'react';
import { Button, SkeletonGroup, Text } from '~/ui';
import * as s from './loan-details.css';

/** Loading and failure of a read-only query, with a retry; children render once the data is there. */
export function QueryState({ loading, error, retry, children }: { loading: boolean; error: Error | null; retry: () => void; children: ReactNode }) {
  if (error) {
    return (
      <div className={s.notice} role="alert">
        <Text>{error.message || 'We could not load your loan.'}</Text>
        <Button onClick={retry}>Try again</Button>
      </div>
    );
  }
  if (loading) return <SkeletonGroup />;
  return <>{children}</>;
}
