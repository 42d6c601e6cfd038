import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button, Heading, Skeleton, Text } from '~/ui';
import { formatPeso } from '~/domain/money';
import { parseAmountInput } from '~/domain/amount-input';
import type { FieldConfig } from '~/api/contract/form-rules';
import { formSteps, type FormJourney, type FormStep } from '~/api/contract/form-options';
import { applicationQuery, stepAnswersQuery } from '~/api/queries/loans';
import { fieldConfigQuery, loanPurposesQuery, purposeOptions } from '~/api/queries/form-options';
import { formatDate } from '~/domain/dates';
import { journeyCode, journeys } from '@machines/journeys/definitions';
import { steps, type StepId } from '@machines/journeys/steps';
import { offerListQuery } from '~/journeys/offer-queries';
import { JourneyPage } from '../journey-parts/journey-page';
import { LoanFiguresView } from '~/ui/loan-figures/loan-figures';
import { figuresOfOffer } from '~/journeys/offer-figures';
import { offerName } from '../loan-offer/offer-card';
import { useJourney, useJourneyType } from '../journey-parts/use-journey';
import { useFieldOptions } from '~/ui/forms/use-field-options';
import * as s from '~/ui/page-styles/page-styles.css';
import { RepricedNotice } from './repriced-notice';

type Answers = Record<string, unknown>;

const editable = new Set(['calculator', 'purpose', 'form']);
const hidden = new Set(['idempotency_key', 'campaign_code']);
const text = (value: unknown) => String(value ?? '');

/** The calculator's answers in the borrower's words; any other key falls back to its name, humanized. */
/** Centavos as the journey holds them (a number) or as the platform stores answers (digits in a string). */
const centavosOf = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : null;
const pesosOrText = (v: unknown) => {
  const c = centavosOf(v);
  return c === null ? text(v) : formatPeso(c);
};
/** Answers that are amounts in pesos as typed ('35000', '35,000.50'): the salary and any other amount field. */
const isPesoField = (name: string) => /salary|income_amount|amount$|_pesos$/.test(name) && !name.endsWith('_centavos');
const pesoAnswer = (name: string, value: string): string => {
  if (!isPesoField(name)) return value;
  const c = parseAmountInput(value);
  return c === null ? value : formatPeso(c);
};

const calculatorRows: Record<string, { label: string; shown: (value: unknown) => string }> = {
  amount_centavos: { label: 'Amount', shown: pesosOrText },
  tenure_months: { label: 'Term', shown: (v) => (Number(v) === 1 ? '1 month' : `${text(v)} months`) },
  repayment_cycle: { label: 'Repayment cycle', shown: text }, // as the calculator offers it: '1 Month', '2 Weeks'…
};
const humanized = (key: string) => key.replace(/_centavos$/, '').replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const plainValue = (key: string, value: unknown) => (key.endsWith('_centavos') ? pesosOrText(value) : pesoAnswer(key, text(value))) || '—';

/**
 * Every answer with a change link: the chart takes the borrower to that step and back here after saving it.
 * Answers read as the borrower gave them: the form's own labels, the chosen option's label rather than its code,
 * amounts in pesos, dates in words. A GoTyme link stands in for the bank details it replaced.
 */
export default function ReviewDetailsScreen() {
  const j = useJourney();
  const order = journeys[j.context.type].steps as readonly StepId[];
  const sections = order.slice(0, order.indexOf('reviewDetails')).filter((id) => editable.has(steps[id].kind));
  return (
    <JourneyPage title={steps[j.step].title} onBack={() => j.send({ type: 'step.back' })} progress={j.progress} error={j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      <Text>Check your details before you continue. Use Change to correct anything.</Text>
      {j.context.repriced ? <RepricedNotice applicationId={j.context.applicationId ?? ''} /> : null}
      <ChosenOffer applicationId={j.context.applicationId ?? ''} />
      {sections.map((id) => (
        <section key={id} className={s.card} aria-labelledby={`review-${id}`}>
          <Heading level={2} size={4} id={`review-${id}`}>
            {steps[id].title}
          </Heading>
          <SavedAnswers step={id} answers={j.context.answers[id]} applicationId={j.context.applicationId} linked={id === 'bankDetails' ? j.context.answers.gotymeLinking : undefined} />
          <Button variant="ghost" onClick={() => j.send({ type: 'review.edit', step: id })} aria-label={`Change ${steps[id].title.toLowerCase()}`}>
            Change
          </Button>
        </section>
      ))}
      <Button loading={j.saving} fullWidth onClick={() => j.send({ type: 'step.submit', values: { confirmed: true } })}>
        Confirm and continue
      </Button>
    </JourneyPage>
  );
}

/** The loan as it will be signed: the chosen offer's figures (a refinance with the balance it pays off). */
function ChosenOffer({ applicationId }: { applicationId: string }) {
  const offers = useQuery({ ...offerListQuery(applicationId), enabled: applicationId !== '' });
  const chosen = offers.data?.offers.find((o) => o.selected);
  if (!chosen) return null;
  return (
    <section className={s.card} aria-labelledby="review-loan">
      <Heading level={2} size={4} id="review-loan">
        Your loan: {offerName(chosen)}
      </Heading>
      <LoanFiguresView figures={figuresOfOffer(chosen)} />
    </section>
  );
}

const isFormStep = (step: string): step is FormStep => (formSteps as readonly string[]).includes(step);

/**
 * The journey's own answers; on a resumed journey (a reload after a status change, another device) the step has
 * none, so review reads what the platform saved: the form step's answers, the application's amount and purpose.
 */
function SavedAnswers({ step, answers, applicationId, linked }: { step: StepId; answers: Answers | undefined; applicationId: string | null; linked: Answers | undefined }) {
  const serverStep = steps[step].serverStep;
  const fetchForm = answers === undefined && linked === undefined && applicationId !== null && isFormStep(serverStep);
  const form = useQuery({ ...stepAnswersQuery(applicationId ?? '', isFormStep(serverStep) ? serverStep : 'personal-details'), enabled: fetchForm });
  const fetchApplication = answers === undefined && applicationId !== null && (steps[step].kind === 'calculator' || steps[step].kind === 'purpose');
  const application = useQuery({ ...applicationQuery(applicationId ?? ''), enabled: fetchApplication });
  if ((fetchForm && form.isPending) || (fetchApplication && application.isPending)) return <Skeleton shape="text" />;
  const a = application.data;
  const fromPlatform: Answers | undefined = fetchForm
    ? form.data?.answers
    : fetchApplication && a
      ? steps[step].kind === 'purpose'
        ? { loan_purpose: a.loan_purpose ?? '' }
        : { amount_centavos: a.loan_amount_centavos ?? '', tenure_months: a.tenure_months ?? '', repayment_cycle: a.repayment_cycle ?? '' }
      : undefined;
  return <StepAnswers step={step} answers={answers ?? fromPlatform ?? {}} linked={linked} />;
}

function StepAnswers({ step, answers, linked }: { step: StepId; answers: Answers; linked: Answers | undefined }) {
  const shown = Object.entries(answers).filter(([k, value]) => !hidden.has(k) && text(value) !== '');
  if (linked) {
    return (
      <dl className={s.definition}>
        <Row label="Bank">GoTyme Bank (linked)</Row>
        <Row label="Account name">{text(linked.account_name)}</Row>
        <Row label="Account number">{text(linked.masked_account_number)}</Row>
      </dl>
    );
  }
  if (shown.length === 0) return <Text size="small" className={s.muted}>Saved with your application.</Text>;
  switch (steps[step].kind) {
    case 'calculator':
      return (
        <dl className={s.definition}>
          {shown.map(([k, value]) => (
            <Row key={k} label={calculatorRows[k]?.label ?? humanized(k)}>
              {calculatorRows[k]?.shown(value) ?? plainValue(k, value)}
            </Row>
          ))}
        </dl>
      );
    case 'purpose':
      return <PurposeAnswer code={text(answers.loan_purpose)} />;
    default:
      return <FormAnswers step={step} answers={answers} />;
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The key and value as stored: what review shows when the labels could not be loaded (nothing is hidden). */
function PlainAnswers({ answers }: { answers: Answers }) {
  return (
    <dl className={s.definition}>
      {Object.entries(answers)
        .filter(([k]) => !hidden.has(k))
        .map(([k, value]) => (
          <Row key={k} label={humanized(k)}>
            {plainValue(k, value)}
          </Row>
        ))}
    </dl>
  );
}

function PurposeAnswer({ code }: { code: string }) {
  const purposes = useQuery(loanPurposesQuery());
  const label = purposeOptions(purposes.data ?? []).find((o) => o.value === code)?.label;
  return (
    <dl className={s.definition}>
      <Row label="Loan purpose">{label ?? code}</Row>
    </dl>
  );
}

/** A form step's answers in the order and with the labels of its field config (the form the borrower filled). */
function FormAnswers({ step, answers }: { step: StepId; answers: Answers }) {
  const type = useJourneyType();
  const config = useQuery(fieldConfigQuery(journeyCode[type] as FormJourney, steps[step].serverStep as FormStep));
  if (config.isError) return <PlainAnswers answers={answers} />;
  if (!config.data) return <Skeleton shape="text" />;
  const values = Object.fromEntries(Object.entries(answers).map(([k, value]) => [k, text(value)]));
  const fields = config.data.fields.filter((f) => (values[f.name] ?? '') !== '');
  return (
    <dl className={s.definition}>
      {fields.map((field) => (
        <Row key={field.name} label={field.label}>
          <FieldValue field={field} values={values} />
        </Row>
      ))}
    </dl>
  );
}

/**
 * The chosen option's label for a pick list (while its list loads, the stored value), a date in words. Only an answer
 * from a list read from the platform watches the query cache: review shows some 30 answers at once.
 */
function FieldValue({ field, values }: { field: FieldConfig; values: Record<string, string> }) {
  const value = values[field.name] ?? '';
  if (field.kind === 'DATE' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return <>{formatDate(value)}</>;
  if (field.options_source && !field.options) return <ListedValue field={field} values={values} />;
  return <>{field.options?.find((o) => o.code === value)?.label ?? pesoAnswer(field.name, value)}</>;
}

function ListedValue({ field, values }: { field: FieldConfig; values: Record<string, string> }) {
  const { options } = useFieldOptions(field, values);
  const value = values[field.name] ?? '';
  return <>{options.find((o) => o.value === value)?.label ?? pesoAnswer(field.name, value)}</>;
}
