import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Heading, Text } from '~/ui';
import { figureLines } from '~/domain/loan-figures';
import { figuresOfOffer } from '~/journeys/offer-figures';
import { offerDeviationQuery, offerListQuery } from '~/journeys/offer-queries';
import { deviationCopy } from '../loan-offer/deviation-copy';
import * as s from '../loan-offer/deviation-notice.css';

/**
 * The loan was changed from review, so its offer was priced again and the new one accepted in place of the one
 * chosen: review says so with the new figures and, when the platform gave less than asked (or another tenure), why,
 * in the offer step's words (deviation-copy.ts).
 */
export function RepricedNotice({ applicationId }: { applicationId: string }) {
  const id = useId();
  const offers = useQuery({ ...offerListQuery(applicationId), enabled: applicationId !== '' });
  const chosen = offers.data?.offers.find((o) => o.selected);
  const deviation = useQuery({ ...offerDeviationQuery(applicationId), enabled: chosen !== undefined });
  if (!chosen) return null;
  const lines = figureLines(figuresOfOffer(chosen));
  const why = deviationCopy(deviation.data, chosen);
  return (
    <section className={s.notice} aria-labelledby={id} role="status">
      <Heading level={2} size={5} id={id}>
        Your offer has changed
      </Heading>
      <Text>
        You changed your loan, so we priced your offer again. Your loan is now {lines.terms}. {lines.repayment}
      </Text>
      {why?.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </section>
  );
}
