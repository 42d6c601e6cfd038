import { useId } from 'react';
import { Heading, Text } from '~/ui';
import type { DeviationCopy } from './deviation-copy';
import * as s from './deviation-notice.css';

/** A named region above the offers (found by heading or landmark), not a toast: it stays while the offer does. */
export function DeviationNotice({ copy }: { copy: DeviationCopy }) {
  const id = useId();
  return (
    <section className={s.notice} aria-labelledby={id}>
      <Heading level={2} size={5} id={id}>
        {copy.heading}
      </Heading>
      {copy.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </section>
  );
}
