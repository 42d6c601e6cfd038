import { readAmount, type AmountReading, type AmountRules } from '~/domain/amount-input';

/**
 * What an edit of an amount field shows next. The reading is the domain's (src/domain/amount-input.ts, the one
 * reader of typed amounts); this adds only the field's part: thousands separators as the borrower types, and the
 * caret kept next to the digit it followed. Text that is not an amount is kept exactly as typed.
 */
export type AmountFormatOptions = AmountRules;

export type AmountEdit = {
  text: string;
  /** Where the caret goes in `text`; null when the text is the borrower's own (leave the caret where it is). */
  caret: number | null;
  reading: AmountReading;
};

const isSignificant = (ch: string) => (ch >= '0' && ch <= '9') || ch === '.';
const significant = (text: string) => [...text.normalize('NFKC')].filter(isSignificant).length;

/** The part of `next` that an edit of `before` inserted (typed or pasted). */
function inserted(before: string, next: string): string {
  let start = 0;
  while (start < before.length && start < next.length && before[start] === next[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < next.length - start && before[before.length - 1 - end] === next[next.length - 1 - end]) end += 1;
  return next.slice(start, next.length - end);
}

/**
 * The field after an edit from `before` to `raw` (caret at `caret` in `raw`). Separators the field put in itself are
 * regrouped when a digit is typed or deleted ('1,0000' -> '10,000'); commas the borrower typed are read as typed,
 * so '25,00' is not quietly taken as 2,500.
 */
export function editAmount(before: string, raw: string, caret: number, options?: AmountFormatOptions): AmountEdit {
  const was = readAmount(before, options).status;
  const ours = (was === 'amount' || was === 'empty') && !/[,，]/.test(inserted(before, raw));
  const regrouped = ours ? readAmount(raw.replace(/,/g, ''), options) : null;
  const reading = regrouped?.status === 'amount' ? regrouped : readAmount(raw, options);
  if (reading.status !== 'amount') return { text: raw, caret: null, reading };
  // Leading zeros are the only significant characters formatting drops ('007' -> '7'), and they come first.
  const dropped = significant(raw) - significant(reading.text);
  const keep = Math.max(0, significant(raw.slice(0, Math.max(0, caret))) - dropped);
  let pos = 0;
  let seen = 0;
  while (pos < reading.text.length && seen < keep) {
    if (isSignificant(reading.text.charAt(pos))) seen += 1;
    pos += 1;
  }
  return { text: reading.text, caret: pos, reading };
}
