import { describe, expect, it } from 'vitest';
import { appMachine } from '@machines/app/app.machine';
import { account, company, nav, page, startApp } from './app-chart-harness';

/**
 * The signed-in areas of the app chart (machines/app/areas.states.ts, onboarding.states.ts, company.states.ts, and
 * signedIn's information pages in app.machine.ts): what each child chart is given, where each of its endings leads,
 * and the router's requests each one takes.
 */

const refusal = 'Insurance is not offered by your company. If you think it should be, please ask your HR team.';
const where = (app: ReturnType<typeof startApp>) => app.actor.getSnapshot().value;

async function signedIn(acc = account()) {
  const app = startApp(appMachine);
  await app.signIn(acc);
  return app;
}
const resume = { type: 'reloan' as const, applicationId: 'app-1' };

describe('app chart: a journey', () => {
  it('leaving it for home loads the account again and stays home (no automatic resume)', async () => {
    const app = await signedIn(account({ resume }));
    expect(where(app)).toEqual({ signedIn: { journey: 'reloan' } });
    app.send(nav('/home'));
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'loading' }, tags: ['loading'] });
    await app.answer('loadAccount', account({ resume }));
    expect(where(app)).toEqual({ signedIn: 'home' });
  });

  it('payments and the profile open from it', async () => {
    const app = await signedIn(account({ resume }));
    app.send(nav('/payments'));
    expect(where(app)).toEqual({ signedIn: 'payments' });
    const other = await signedIn(account({ resume }));
    other.send(nav('/change-mobile-number'));
    expect(where(other)).toEqual({ signedIn: 'account' });
    expect(other.inputs('account')).toEqual([{ route: '/change-mobile-number' }]);
    other.send(nav('/nowhere'));
    expect(where(other)).toEqual({ signedIn: 'account' });
  });

  it('a journey that ends clears it and goes home, even with an application still to resume', async () => {
    const app = await signedIn(account({ resume }));
    await app.answer('reloanJourney', { result: 'left', applicationId: 'app-1' });
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'loading' }, tags: ['loading'] });
    expect(app.actor.getSnapshot().context).toMatchObject({ journey: null, autoResume: false });
    await app.answer('loadAccount', account({ resume }));
    expect(where(app)).toEqual({ signedIn: 'home' });
  });

  it('a loan journey that left for the application another tab created resumes that one', async () => {
    const app = await signedIn(account({ resume }));
    await app.answer('reloanJourney', { result: 'resumed', applicationId: 'app-2' });
    expect(app.actor.getSnapshot().context).toMatchObject({ journey: null, autoResume: true });
    const other = { type: 'newLoan' as const, applicationId: 'app-2' };
    await app.answer('loadAccount', account({ resume: other }));
    expect(where(app)).toEqual({ signedIn: { journey: 'newLoan' } });
    expect(app.inputs('newLoanJourney')).toEqual([other]);
  });

  it('a journey without a purpose step that says "resumed" ends like any other (home)', async () => {
    const wcr = { type: 'wcr' as const, applicationId: 'app-1' };
    const app = await signedIn(account({ resume: wcr }));
    await app.answer('wcrJourney', { result: 'resumed', applicationId: 'app-2' });
    expect(app.actor.getSnapshot().context.autoResume).toBe(false);
    await app.answer('loadAccount', account({ resume: wcr }));
    expect(where(app)).toEqual({ signedIn: 'home' });
  });
});

describe('app chart: payments, repayments, profile and surveys', () => {
  it('payments ends by loading the account again; the router asking for home does the same', async () => {
    const app = await signedIn();
    app.send({ type: 'payments.open' });
    await app.answer('payment', undefined);
    expect(where(app)).toEqual({ signedIn: 'loading' });
    await app.answer('loadAccount', account());
    app.send({ type: 'payments.open' });
    app.send(nav('/home'));
    expect(where(app)).toEqual({ signedIn: 'loading' });
    expect(app.count('loadAccount')).toBe(3);
  });

  it('a preparation error shown on home is cleared by the next account load', async () => {
    const app = await signedIn();
    app.send({ type: 'journey.start', journeyType: 'newLoan' });
    await app.fail('prepareJourney', new Error('Your company is not accepting applications right now.'));
    app.send({ type: 'payments.open' });
    expect(app.actor.getSnapshot().context.error).not.toBeNull();
    await app.answer('payment', undefined);
    await app.answer('loadAccount', account());
    expect(where(app)).toEqual({ signedIn: 'home' });
    expect(app.actor.getSnapshot().context.error).toBeNull();
  });

  it('repayments hands over to the refinance journey it created, to payments, or home', async () => {
    const app = await signedIn();
    app.send({ type: 'repayments.open' });
    const journey = { type: 'refinance', applicationId: 'app-9', startAt: 'loanPurpose' };
    await app.answer('repayments', { next: 'journey', journey });
    expect(where(app)).toEqual({ signedIn: { journey: 'refinance' } });
    expect(app.actor.getSnapshot().context).toMatchObject({ journey, autoResume: true });
    expect(app.inputs('refinanceJourney')).toEqual([journey]);

    const pay = await signedIn();
    pay.send({ type: 'repayments.open' });
    await pay.answer('repayments', { next: 'payments' });
    expect(where(pay)).toEqual({ signedIn: 'payments' });

    const home = await signedIn();
    home.send({ type: 'repayments.open' });
    await home.answer('repayments', { next: 'home' });
    expect(where(home)).toEqual({ signedIn: 'loading' });
  });

  it('a payment id on any page but the provider\'s return is not taken as a payment to confirm', async () => {
    const app = await signedIn();
    app.send(nav('/payments', { paymentId: 'P2' }));
    expect(where(app)).toEqual({ signedIn: 'payments' });
    expect(app.inputs('payment')).toEqual([{ callbackPaymentId: undefined, pendingPaymentId: undefined }]);
  });

  it('repayments takes the router\'s home and payments', async () => {
    const app = await signedIn();
    app.send({ type: 'repayments.open' });
    app.send(nav('/payments/payment-mode'));
    expect(where(app)).toEqual({ signedIn: 'payments' });
    const other = await signedIn();
    other.send({ type: 'repayments.open' });
    other.send(nav('/profile'));
    expect(where(other)).toEqual({ signedIn: 'repayments' });
    other.send(nav('/home'));
    expect(where(other)).toEqual({ signedIn: 'loading' });
  });

  it('the profile and surveys go back through loading for home; a survey done does too', async () => {
    const app = await signedIn();
    app.send(nav('/profile'));
    app.send(nav('/payments'));
    expect(where(app)).toEqual({ signedIn: 'account' });
    app.send(nav('/home'));
    expect(where(app)).toEqual({ signedIn: 'loading' });

    const survey = await signedIn();
    survey.send(nav('/feedback-survey'));
    survey.send(nav('/payments'));
    expect(where(survey)).toEqual({ signedIn: 'surveys' });
    survey.send(nav('/home'));
    expect(where(survey)).toEqual({ signedIn: 'loading' });
    const done = await signedIn();
    done.send({ type: 'survey.open', survey: 'FEEDBACK' });
    await done.answer('surveys', undefined);
    expect(where(done)).toEqual({ signedIn: 'loading' });
  });
});

describe('app chart: the information pages, from anywhere signed in', () => {
  const places: [string, (app: ReturnType<typeof startApp>) => void, unknown][] = [
    ['home', () => {}, 'home'],
    ['a journey', () => {}, { journey: 'reloan' }],
    ['payments', (app) => app.send({ type: 'payments.open' }), 'payments'],
    ['the company selector', (app) => app.send({ type: 'company.change' }), { companySelector: 'choosing' }],
  ];
  it.each(places)('contact us, the app download, products, insurance and engage open from %s', async (_, go, state) => {
    const offered = company({ hasInsuranceProduct: true, hasFintelligenceProduct: true });
    const acc = account({ company: offered, ...(state === places[1]![2] ? { resume } : {}) });
    const open = async (path: string, params?: Record<string, string>) => {
      const app = await signedIn(acc);
      go(app);
      expect(where(app)).toEqual({ signedIn: state });
      app.send(nav(path, {}, params));
      return app;
    };
    expect(where(await open('/contact-us'))).toEqual({ signedIn: 'contactUs' });
    expect(where(await open('/app-download'))).toEqual({ signedIn: 'appDownload' });
    const ewa = await open('/insta-funds/product-description');
    expect(where(ewa)).toEqual({ signedIn: 'products' });
    expect(ewa.inputs('ewa')).toEqual([{ route: '/insta-funds/product-description', account: acc }]);
    const insurance = await open('/insurance/beneficiary');
    expect(where(insurance)).toEqual({ signedIn: 'insurance' });
    expect(insurance.inputs('insurance')).toEqual([{ route: '/insurance/beneficiary', companyName: 'Sinag Bank' }]);
    const engage = await open('/{$product}-versary-special', { product: 'loan' });
    expect(where(engage)).toEqual({ signedIn: 'engage' });
    expect(engage.inputs('engage')).toEqual([{ route: '/{$product}-versary-special', params: { product: 'loan' }, hasFintelligence: true }]);
  });

  it('insurance asked for where the company does not offer it: home says why, from anywhere signed in', async () => {
    const app = await signedIn(account({ resume }));
    app.send(nav('/insurance/employment'));
    expect(where(app)).toEqual({ signedIn: 'home' });
    expect(app.actor.getSnapshot().context.error).toBe(refusal);
    expect(app.count('insurance')).toBe(0);
  });

  it('products without a company stay out of reach (the selector stays)', async () => {
    const app = await signedIn(account({ company: null }));
    app.send(nav('/ewa/product-description'));
    expect(where(app)).toEqual({ signedIn: { companySelector: 'choosing' } });
    expect(app.count('ewa')).toBe(0);
  });

  it('"Back" on contact us and the app download returns to the journey in progress; home from them stays home', async () => {
    for (const path of ['/contact-us', '/app-download']) {
      const app = await signedIn(account({ resume }));
      app.send(nav(path));
      app.send({ type: 'step.back' });
      expect(where(app)).toEqual({ signedIn: 'loading' });
      await app.answer('loadAccount', account({ resume }));
      expect(where(app)).toEqual({ signedIn: { journey: 'reloan' } });
      app.send(nav(path));
      app.send(nav('/payments'));
      expect(where(app)).toEqual({ signedIn: path === '/contact-us' ? 'contactUs' : 'appDownload' });
      app.send(nav('/home'));
      expect(where(app)).toEqual({ signedIn: 'loading' });
      await app.answer('loadAccount', account({ resume }));
      expect(where(app)).toEqual({ signedIn: 'home' });
    }
  });

  it('EWA / insta-funds: a journey they start is prepared with its type; otherwise back through loading', async () => {
    const acc = account();
    const app = await signedIn(acc);
    app.send(nav('/ewa/product-description'));
    await app.answer('ewa', { next: 'journey', journeyType: 'ewaWithdrawal' });
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'preparing' }, tags: ['loading'] });
    expect(app.actor.getSnapshot().context.journey).toEqual({ type: 'ewaWithdrawal', applicationId: null });
    expect(app.inputs('prepareJourney')).toEqual([{ type: 'ewaWithdrawal', account: acc }]);
    await app.answer('prepareJourney', { type: 'ewaWithdrawal', applicationId: 'ewa-1' });
    expect(where(app)).toEqual({ signedIn: { journey: 'ewaWithdrawal' } });

    const back = await signedIn();
    back.send(nav('/ewa/ineligible'));
    await back.answer('ewa', { next: 'home' });
    expect(where(back)).toEqual({ signedIn: 'loading' });
    expect(back.actor.getSnapshot().context.journey).toBeNull();
  });

  it('EWA / insta-funds take the router\'s home and payments', async () => {
    const app = await signedIn();
    app.send(nav('/ewa/product-description'));
    app.send(nav('/profile'));
    expect(where(app)).toEqual({ signedIn: 'products' });
    app.send(nav('/payments'));
    expect(where(app)).toEqual({ signedIn: 'payments' });
    const home = await signedIn();
    home.send(nav('/ewa/product-description'));
    home.send(nav('/home'));
    expect(where(home)).toEqual({ signedIn: 'loading' });
  });

  it('insurance: done or home goes home without resuming; payments and the profile open from it', async () => {
    const acc = account({ company: company({ hasInsuranceProduct: true }), resume });
    for (const leave of ['done', 'home'] as const) {
      const app = await signedIn(acc);
      app.send(nav('/insurance/personal-details'));
      if (leave === 'done') await app.answer('insurance', { submitted: true });
      else app.send(nav('/home'));
      expect(where(app)).toEqual({ signedIn: 'loading' });
      await app.answer('loadAccount', acc);
      expect(where(app)).toEqual({ signedIn: 'home' });
    }
    const pay = await signedIn(acc);
    pay.send(nav('/insurance/personal-details'));
    pay.send(nav('/payments'));
    expect(where(pay)).toEqual({ signedIn: 'payments' });
    const profile = await signedIn(acc);
    profile.send(nav('/insurance/personal-details'));
    profile.send(nav('/profile'));
    expect(where(profile)).toEqual({ signedIn: 'account' });
  });

  it('engage: "Apply" on a promotion prepares the first journey the borrower can start, its calculator on the campaign', async () => {
    const acc = account({ eligibility: { ...account().eligibility, loan: { disabled: false, application_types: ['RE_LOAN'] } } });
    const app = await signedIn(acc);
    app.send(nav('/referral'));
    expect(app.inputs('engage')).toEqual([{ route: '/referral', params: undefined, hasFintelligence: false }]);
    await app.answer('engage', { next: 'journey', journeyTypes: ['newLoan', 'reloan'], campaignCode: 'ANNIVERSARY_1' });
    expect(where(app)).toEqual({ signedIn: 'preparing' });
    const drafts = { reloanCalculator: { campaign_code: 'ANNIVERSARY_1' } };
    expect(app.actor.getSnapshot().context.journey).toEqual({ type: 'reloan', applicationId: null, drafts });
    expect(app.inputs('prepareJourney')).toEqual([{ type: 'reloan', account: acc }]);
    // The prepared journey keeps the calculator draft the promotion chose.
    await app.answer('prepareJourney', { type: 'reloan', applicationId: null });
    expect(where(app)).toEqual({ signedIn: { journey: 'reloan' } });
    expect(app.inputs('reloanJourney')).toEqual([{ type: 'reloan', applicationId: null, drafts }]);
  });

  it('engage: the promotion\'s draft goes only to the journey it chose, and not over the journey\'s own drafts', async () => {
    const acc = account({ eligibility: { ...account().eligibility, loan: { disabled: false, application_types: ['NEW_LOAN', 'RE_LOAN'] } } });
    const own = await signedIn(acc);
    own.send(nav('/{$product}-versary-special', {}, { product: 'loan' }));
    await own.answer('engage', { next: 'journey', journeyTypes: ['reloan'], campaignCode: 'ANNIVERSARY_1' });
    const ownDrafts = { reloanCalculator: { campaign_code: 'OTHER' } };
    await own.answer('prepareJourney', { type: 'reloan', applicationId: null, drafts: ownDrafts });
    expect(own.inputs('reloanJourney')).toEqual([{ type: 'reloan', applicationId: null, drafts: ownDrafts }]);

    // Preparing it failed: home; a new loan started from there does not carry the reloan's campaign.
    const other = await signedIn(acc);
    other.send(nav('/{$product}-versary-special', {}, { product: 'loan' }));
    await other.answer('engage', { next: 'journey', journeyTypes: ['reloan'], campaignCode: 'ANNIVERSARY_1' });
    await other.fail('prepareJourney', new Error('Not now.'));
    expect(where(other)).toEqual({ signedIn: 'home' });
    other.send({ type: 'journey.start', journeyType: 'newLoan' });
    expect(other.inputs('prepareJourney')).toEqual([{ type: 'reloan', account: acc }, { type: 'newLoan', account: acc }]);
    await other.answer('prepareJourney', { type: 'newLoan', applicationId: null });
    expect(other.inputs('newLoanJourney')).toEqual([{ type: 'newLoan', applicationId: null }]);
  });

  it('engage: a promotion none of whose journeys the borrower can start, or "Back", loads the account again', async () => {
    const app = await signedIn();
    app.send(nav('/gotyme'));
    await app.answer('engage', { next: 'journey', journeyTypes: ['reloan'], campaignCode: 'X' });
    expect(where(app)).toEqual({ signedIn: 'loading' });
    expect(app.actor.getSnapshot().context.journey).toBeNull();
    const back = await signedIn();
    back.send(nav('/fintelligence'));
    await back.answer('engage', { next: 'back' });
    expect(where(back)).toEqual({ signedIn: 'loading' });
  });

  it('engage: home from it does not resume the journey', async () => {
    const app = await signedIn(account({ resume }));
    app.send(nav('/gotyme'));
    app.send(nav('/payments'));
    expect(where(app)).toEqual({ signedIn: 'engage' });
    app.send(nav('/home'));
    await app.answer('loadAccount', account({ resume }));
    expect(where(app)).toEqual({ signedIn: 'home' });
  });
});

describe('app chart: onboarding', () => {
  it('onboarding done loads the account again (routing decides); "I no longer work there" opens the selector', async () => {
    const acc = account({ flowStates: { onboarding: 'INITIALIZED', onboarding_personal_details: 'SUBMITTED' } });
    const app = await signedIn(acc);
    expect(app.inputs('onboarding')).toEqual([{ start: 'criticalDetails', company: { id: 'c1', name: 'Sinag Bank' } }]);
    await app.answer('onboarding', { next: 'home' });
    expect(where(app)).toEqual({ signedIn: 'loading' });
    await app.answer('loadAccount', account());
    expect(where(app)).toEqual({ signedIn: 'home' });

    const change = await signedIn(account({ eligibility: { ...account().eligibility, loan: { disabled: true, application_types: [], reason: 'EMPLOYMENT_DETAILS_REQUIRED' } } }));
    expect(change.inputs('onboarding')).toEqual([{ start: 'employmentInformation', company: { id: 'c1', name: 'Sinag Bank' } }]);
    await change.answer('onboarding', { next: 'companySelector' });
    expect(where(change)).toEqual({ signedIn: { companySelector: 'choosing' } });
  });
});

describe('app chart: choosing the employer, in the whole chart', () => {
  async function atSelector(acc = account({ company: null })) {
    const app = await signedIn(acc);
    if (acc.company) app.send({ type: 'company.change' });
    expect(where(app)).toEqual({ signedIn: { companySelector: 'choosing' } });
    return app;
  }

  it('chosen, saved and read: the success page, then the declaration; "Yes, I work there" loads the account', async () => {
    const app = await atSelector();
    app.send({ type: 'company.select', companyId: 'c1' });
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: { companySelector: 'saving' } }, tags: ['saving'] });
    expect(app.inputs('saveCompany')).toEqual([{ companyId: 'c1' }]);
    await app.answer('saveCompany');
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: { companySelector: 'reading' } }, tags: ['saving'] });
    expect(app.inputs('readCompany')).toEqual([{ companyId: 'c1' }]);
    await app.answer('readCompany', company());
    expect(where(app)).toEqual({ signedIn: { companySelector: 'success' } });
    expect(app.actor.getSnapshot().context.account?.company).toEqual(company());
    app.send({ type: 'step.submit', values: {} });
    expect(where(app)).toEqual({ signedIn: 'companyDeclaration' });
    app.send({ type: 'step.back' });
    expect(where(app)).toEqual({ signedIn: { companySelector: 'choosing' } });
  });

  it('the declaration: employed loads the account; not employed asks why, sent before choosing again', async () => {
    const app = await atSelector();
    app.send({ type: 'company.select', companyId: 'c1' });
    await app.answer('saveCompany');
    await app.answer('readCompany', company());
    app.send({ type: 'step.submit', values: {} });
    app.send({ type: 'company.confirm', employed: true });
    expect(where(app)).toEqual({ signedIn: 'loading' });

    const not = await atSelector();
    not.send({ type: 'company.select', companyId: 'c1' });
    await not.answer('saveCompany');
    await not.answer('readCompany', company());
    not.send({ type: 'step.submit', values: {} });
    not.send({ type: 'company.confirm', employed: false });
    expect(where(not)).toEqual({ signedIn: { declarationFeedback: 'editing' } });
    not.send({ type: 'step.back' });
    expect(where(not)).toEqual({ signedIn: 'companyDeclaration' });
    not.send({ type: 'company.confirm', employed: false });
    not.send({ type: 'step.submit', values: { reason: 'resigned' } });
    expect(page(not.actor.getSnapshot())).toEqual({ state: { signedIn: { declarationFeedback: 'sending' } }, tags: ['saving'] });
    expect(not.inputs('sendFeedback')).toEqual([{ kind: 'declaration', values: { reason: 'resigned' } }]);
    await not.fail('sendFeedback', new Error('Not sent.'));
    expect(where(not)).toEqual({ signedIn: { declarationFeedback: 'editing' } });
    expect(not.actor.getSnapshot().context.error).toBe('Not sent.');
    not.send({ type: 'step.submit', values: { reason: 'resigned' } });
    await not.answer('sendFeedback');
    expect(where(not)).toEqual({ signedIn: { companySelector: 'choosing' } });
    expect(not.actor.getSnapshot().context.error).toBeNull();
  });

  it('"Can\'t find your company?": the feedback is sent, then the thank-you page, back to the list', async () => {
    const app = await atSelector();
    app.send({ type: 'company.notListed' });
    expect(where(app)).toEqual({ signedIn: { companySelector: { feedback: 'editing' } } });
    app.send({ type: 'step.back' });
    expect(where(app)).toEqual({ signedIn: { companySelector: 'choosing' } });
    app.send({ type: 'company.notListed' });
    app.send({ type: 'step.submit', values: { name: 'Acme' } });
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: { companySelector: { feedback: 'sending' } } }, tags: ['saving'] });
    expect(app.inputs('sendFeedback')).toEqual([{ kind: 'company', values: { name: 'Acme' } }]);
    await app.fail('sendFeedback', new Error('Not sent.'));
    expect(where(app)).toEqual({ signedIn: { companySelector: { feedback: 'editing' } } });
    expect(app.actor.getSnapshot().context.error).toBe('Not sent.');
    app.send({ type: 'step.submit', values: { name: 'Acme' } });
    expect(app.actor.getSnapshot().context.error).toBeNull();
    await app.answer('sendFeedback');
    expect(where(app)).toEqual({ signedIn: { companySelector: 'latter' } });
    app.send({ type: 'step.back' });
    expect(where(app)).toEqual({ signedIn: { companySelector: 'choosing' } });
    app.send({ type: 'company.notListed' });
    app.send({ type: 'step.submit', values: {} });
    await app.answer('sendFeedback');
    app.send({ type: 'step.submit', values: {} });
    expect(where(app)).toEqual({ signedIn: { companySelector: 'choosing' } });
  });

  it('"Back" and the router\'s home leave the list only for a borrower with a company', async () => {
    const none = await atSelector();
    none.send({ type: 'step.back' });
    none.send(nav('/home'));
    expect(where(none)).toEqual({ signedIn: { companySelector: 'choosing' } });

    const app = await atSelector(account());
    app.send({ type: 'step.back' });
    expect(where(app)).toEqual({ signedIn: 'home' });
    app.send({ type: 'company.change' });
    app.send(nav('/home'));
    expect(where(app)).toEqual({ signedIn: 'home' });
  });

  it('a failed save shows its error on the list; choosing another clears it', async () => {
    const app = await atSelector();
    app.send({ type: 'company.select', companyId: 'c1' });
    await app.fail('saveCompany', new Error('Not saved.'));
    expect(where(app)).toEqual({ signedIn: { companySelector: 'choosing' } });
    expect(app.actor.getSnapshot().context.error).toBe('Not saved.');
    app.send({ type: 'company.select', companyId: 'c2' });
    expect(app.actor.getSnapshot().context.error).toBeNull();
    expect(app.inputs('saveCompany')).toEqual([{ companyId: 'c1' }, { companyId: 'c2' }]);
    await app.answer('saveCompany');
    await app.fail('readCompany', new Error('Not read.'));
    expect(app.actor.getSnapshot().context.error).toBe('Not read.');
    app.send({ type: 'company.notListed' });
    expect(app.actor.getSnapshot().context.error).toBeNull();
  });
});
