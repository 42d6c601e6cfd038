import type { Offer } from '~/api/contract/offers';
import { Button, Text } from '~/ui';
import { formatPeso } from '~/domain/money';
import { LoanFiguresView } from '~/ui/loan-figures/loan-figures';
import { figuresOfOffer } from '~/journeys/offer-figures';
import * as s from '~/ui/page-styles/page-styles.css';

/** The loan's name as the borrower knows it: a refinance says so. */
export const offerName = (offer: Offer) =>
  offer.refinance ? `${offer.pricing_name} ${offer.refinance.kind === 'RECOVERY_REFINANCE' ? 'recovery refinance' : 'refinance'}` : offer.pricing_name;

/**
 * One offer. The chosen one shows every figure (amount, balance paid off, fees with their waivers, what is released);
 * the others are one compact comparison line (tenure, instalment, total), so nine offers fit a phone screen.
 */
export function OfferCard({ offer, best, chosen, onChoose }: { offer: Offer; best: boolean; chosen: boolean; onChoose?: (() => void) | undefined }) {
  const name = `${offerName(offer)}, ${offer.tenure_months} months${best ? ', best offer' : ''}`;
  return (
    <li className={chosen ? `${s.card} ${s.cardSelected}` : s.card} aria-label={name}>
      {chosen ? (
        <>
          <Text weight="semibold">
            {offerName(offer)}
            {best ? ' — Best offer' : ''}
          </Text>
          <LoanFiguresView figures={figuresOfOffer(offer)} />
        </>
      ) : (
        <Text size="small">
          {best ? <strong>Best offer: </strong> : null}
          {formatPeso(offer.principal_centavos)} over {offer.tenure_months} months · {formatPeso(offer.installment_amount_centavos)} per instalment · Total{' '}
          {formatPeso(offer.total_repayment_centavos)}
        </Text>
      )}
      {onChoose ? (
        <Button variant="ghost" aria-pressed={chosen} onClick={onChoose}>
          {chosen ? 'Chosen' : 'Choose this offer'}
        </Button>
      ) : null}
    </li>
  );
}
