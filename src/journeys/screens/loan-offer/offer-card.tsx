import type { Offer } from '~/api/contract/offers';
import { Button, Text } from '~/ui';
import type { DiscountType } from '~/domain/campaigns';
import { formatPeso } from '~/domain/money';
import * as s from '../journey-parts/journey.css';

/** What each discount is, in the borrower's words; the platform's label (spec §3) says why it was waived. */
export const discountNames: Record<DiscountType, string> = {
  CASHBACK: 'Cashback',
  BANK_FEE_DISCOUNT: 'Bank fee discount',
  SERVICE_FEE_DISCOUNT: 'Service fee discount',
  INTEREST_RATE_DISCOUNT: 'Interest discount',
};

export function discountLine(d: Offer['discounts'][number]): string {
  const base = `${discountNames[d.type]}: ${formatPeso(d.amount_centavos)}`;
  return d.label ? `${base} (${d.label})` : base;
}

/** One offer with its terms, fees and discounts; the best offer is marked. */
export function OfferCard({ offer, best, chosen, onChoose }: { offer: Offer; best: boolean; chosen: boolean; onChoose?: (() => void) | undefined }) {
  return (
    <li className={chosen ? `${s.card} ${s.cardSelected}` : s.card} aria-label={`${offer.pricing_name}${best ? ', best offer' : ''}`}>
      <Text weight="semibold">
        {offer.pricing_name}
        {best ? ' — Best offer' : ''}
      </Text>
      <Text>
        {formatPeso(offer.principal_centavos)} over {offer.tenure_months} months at {offer.monthly_interest_percent}% a month
      </Text>
      <Text size="small">
        {formatPeso(offer.installment_amount_centavos)} per instalment ({offer.repayment_cycle}), {offer.installment_count} instalments. Total{' '}
        {formatPeso(offer.total_repayment_centavos)}.
      </Text>
      <Text size="small">
        Service fee {formatPeso(offer.service_fee_centavos)} · Bank fee {formatPeso(offer.bank_fee_centavos)}
      </Text>
      {offer.discounts.length > 0 ? (
        <ul className={s.list} aria-label="Discounts">
          {offer.discounts.map((d) => (
            <li key={d.type}>
              <Text size="small">{discountLine(d)}</Text>
            </li>
          ))}
        </ul>
      ) : null}
      <Text size="small" weight="semibold">
        You receive {formatPeso(offer.net_proceeds_centavos)}.
      </Text>
      {onChoose ? (
        <Button variant="ghost" aria-pressed={chosen} onClick={onChoose}>
          {chosen ? 'Chosen' : 'Choose this offer'}
        </Button>
      ) : null}
    </li>
  );
}
