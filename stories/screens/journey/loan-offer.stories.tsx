import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { offers } from '~/api/contract';
import { answersBefore, applicationId, seedOffers } from './cache';
import { recorded, recordedInput, refused } from './fixtures';
import { answered, promoRefused, saveRefused, submit } from './journey-story';
import { journeyMeta } from './meta';
import { expectBusy, expectServerError } from './plays';

const meta = { title: 'Screens/Loan application/Loan offer', ...journeyMeta } satisfies Meta<typeof journeyMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const base = { step: 'loanOffer', applicationId, answers: answersBefore('loanOffer') } as const;
const best = recorded(offers.listOffers, 'offers.withDiscounts').offers.find((o) => o.selected)!;
const refusedCode = (recordedInput('promo.expired') as { body: { promo_code: string } }).body.promo_code;
/** The chart reads the offers before the step shows them (and prices them when there are none). */
const shown = (name: 'offers.withDiscounts' | 'offers.promoApplied' | 'offers.none') => {
  const list = { offers: recorded(offers.listOffers, name).offers };
  return list.offers.length > 0 ? [answered('readOffers', list)] : [answered('readOffers', list), answered('generateOffers', list)];
};
const bestCard = (canvasElement: HTMLElement) => within(canvasElement).findByRole('listitem', { name: /best offer/ });

/** The offers of a borrower disbursing to GoTyme: the bank fee waived ('GT Waived') on every offer. */
export const Filled: Story = {
  name: 'Filled',
  args: { ...base, cache: seedOffers('offers.withDiscounts'), then: shown('offers.withDiscounts'), expectState: 'newLoan.loanOffer.editing' },
  play: async ({ canvasElement }) => {
    // The waiver is shown once, on the fee it waives.
    await expect(within(await bestCard(canvasElement)).getByText(/^Bank fee ₱0\.00 \(₱[\d,.]+ waived, released to GoTyme\)$/)).toBeVisible();
  },
};
/**
 * No offer to show: what the platform lists for an application it has not priced (recorded before offers were
 * generated). The sandbox itself refuses to price rather than answer an empty list (AMOUNT_TOO_LOW and the like).
 */
export const Empty: Story = {
  name: 'Empty',
  args: { ...base, cache: seedOffers('offers.none'), then: shown('offers.none'), expectState: 'newLoan.loanOffer.editing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByText('There is no offer for this application yet. Please check your loan amount and salary.');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('list', { name: 'Your offers' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Accept offer/ })).toBeNull();
  },
};
export const PromoApplied: Story = {
  name: 'Promo applied',
  args: { ...base, cache: seedOffers('offers.promoApplied'), then: shown('offers.promoApplied'), expectState: 'newLoan.loanOffer.editing' },
  play: async ({ canvasElement }) => {
    const code = recorded(offers.listOffers, 'offers.promoApplied').offers.find((o) => o.selected)!.promo_code!;
    await expect(await within(canvasElement).findByText(code)).toBeVisible();
    await expect(within(await bestCard(canvasElement)).getByText(/^Service fee ₱[\d,.]+ \(₱[\d,.]+ waived, with your promo code\)$/)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Remove promo code' })).toBeVisible();
  },
};
export const PromoRefused: Story = {
  name: 'Promo refused',
  args: {
    ...base,
    cache: seedOffers('offers.withDiscounts'),
    then: [...shown('offers.withDiscounts'), { type: 'promo.apply', code: refusedCode }, promoRefused(refused('promo.expired'))],
    expectState: 'newLoan.loanOffer.editing',
  },
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('textbox', { name: /Promo code/ });
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(refused('promo.expired').fields.promo_code!));
  },
};
export const FieldErrors: Story = {
  name: 'Field errors',
  args: { ...base, cache: seedOffers('offers.withDiscounts'), then: shown('offers.withDiscounts'), expectState: 'newLoan.loanOffer.editing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /Promo code/ });
    await userEvent.type(field, 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('x');
  },
};
export const Saving: Story = {
  name: 'Saving',
  args: { ...base, cache: seedOffers('offers.withDiscounts'), then: [...shown('offers.withDiscounts'), submit({ offer_id: best.id })], expectState: 'newLoan.loanOffer.acceptingOffer' },
  play: ({ canvasElement }) => expectBusy(canvasElement, /^Accept offer/),
};
export const ServerError: Story = {
  name: 'Server error',
  args: {
    ...base,
    cache: seedOffers('offers.withDiscounts'),
    then: [...shown('offers.withDiscounts'), submit({ offer_id: best.id }), saveRefused(refused('save.unavailable'), 'acceptOffer')],
    expectState: 'newLoan.loanOffer.error',
  },
  play: async ({ canvasElement }) => {
    await expectServerError(canvasElement, refused('save.unavailable').message);
  },
};
