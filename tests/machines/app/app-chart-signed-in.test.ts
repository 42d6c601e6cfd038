import { describe, expect, it } from 'vitest';
import { appMachine } from '@machines/app/app.machine';
import { journeyTypes } from '@machines/journeys/definitions';
import { account, company, nav, page, refinancer, startApp, user } from './app-chart-harness';

/**
 * The signed-in app (machines/app/app.machine.ts, signedIn): the chunk and the account load with their skeleton and
 * error page, the routing order after they are there, and home's, product selection's and preparing's ways out.
 */

const refusal = 'Insurance is not offered by your company. If you think it should be, please ask your HR team.';
const fallbackError = 'Something went wrong on our side. Please try again.';

/** Signed in with `acc` and sent home by routing. */
async function atHome(acc = account()) {
  const app = startApp(appMachine);
  await app.signIn(acc);
  expect(app.actor.getSnapshot().value).toEqual({ signedIn: 'home' });
  return app;
}
const where = (app: ReturnType<typeof startApp>) => app.actor.getSnapshot().value;

describe('app chart: the signed-in chunk and the account', () => {
  it('shows the skeleton while the chunk downloads, then while the account loads; page requests wait meanwhile', async () => {
    const app = startApp(appMachine);
    app.send({ type: 'session.restored', user });
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'downloading' }, tags: ['loading'] });
    app.send(nav('/contact-us'));
    app.send(nav('/app-download'));
    expect(where(app)).toEqual({ signedIn: 'downloading' });
    expect(app.count('loadAccount')).toBe(0);
    await app.answer('downloadSignedIn');
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'loading' }, tags: ['loading'] });
    expect(app.inputs('loadAccount')).toEqual([{ user }]);
    const acc = account({ pendingPaymentId: 'P7' });
    await app.answer('loadAccount', acc);
    const s = app.actor.getSnapshot();
    expect(page(s)).toEqual({ state: { signedIn: 'home' }, tags: [] });
    expect(s.context.account).toEqual(acc);
    expect(s.context.journey).toBeNull();
  });

  it('a chunk that fails shows the error page with its message; "Try again" downloads again with the error cleared', async () => {
    const app = startApp(appMachine);
    app.send({ type: 'session.restored', user });
    await app.fail('downloadSignedIn', new Error('The network is down.'));
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'loadFailed' }, tags: ['error'] });
    expect(app.actor.getSnapshot().context.error).toBe('The network is down.');
    // The error page stays up whatever the router asks, until "Try again".
    app.send(nav('/contact-us'));
    app.send(nav('/app-download'));
    expect(where(app)).toEqual({ signedIn: 'loadFailed' });
    app.send({ type: 'app.retry' });
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'downloading' }, tags: ['loading'] });
    expect(app.actor.getSnapshot().context.error).toBeNull();
    expect(app.count('downloadSignedIn')).toBe(2);
    await app.answer('downloadSignedIn');
    await app.answer('loadAccount', account());
    expect(where(app)).toEqual({ signedIn: 'home' });
  });

  it('an account that fails to load shows the error page; a failure without a message says so in general words', async () => {
    const app = startApp(appMachine);
    app.send({ type: 'session.restored', user });
    await app.answer('downloadSignedIn');
    await app.fail('loadAccount', new Error(''));
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'loadFailed' }, tags: ['error'] });
    expect(app.actor.getSnapshot().context.error).toBe(fallbackError);
    app.send({ type: 'app.retry' });
    await app.answer('downloadSignedIn');
    expect(app.inputs('loadAccount')).toEqual([{ user }, { user }]);
    await app.fail('loadAccount', 'not an Error');
    expect(app.actor.getSnapshot().context.error).toBe(fallbackError);
    app.send({ type: 'app.retry' });
    await app.answer('downloadSignedIn');
    await app.fail('loadAccount', new Error('Your account could not be read.'));
    expect(app.actor.getSnapshot().context.error).toBe('Your account could not be read.');
  });
});

describe('app chart: routing after the account is there', () => {
  const onboardingOpen = { onboarding: 'INITIALIZED' };
  const unconfirmed = { ...account().eligibility, ewa: { disabled: true, application_types: [], reason: 'EMPLOYMENT_UNCONFIRMED' } };

  it('onboarding not done comes first, before a journey to resume', async () => {
    const app = startApp(appMachine);
    await app.signIn(account({ flowStates: onboardingOpen, resume: { type: 'reloan', applicationId: 'app-1' } }));
    expect(where(app)).toEqual({ signedIn: 'onboarding' });
    expect(app.inputs('onboarding')).toEqual([{ start: 'personalDetails', company: { id: 'c1', name: 'Sinag Bank' } }]);
    expect(app.count('reloanJourney')).toBe(0);
  });

  it('then the employment check the platform asks for (with a company), before a journey to resume', async () => {
    const app = startApp(appMachine);
    await app.signIn(account({ eligibility: unconfirmed, resume: { type: 'reloan', applicationId: 'app-1' } }));
    expect(where(app)).toEqual({ signedIn: 'onboarding' });
    expect(app.inputs('onboarding')).toEqual([{ start: 'employmentStatus', company: { id: 'c1', name: 'Sinag Bank' } }]);
  });

  it('no employment check without a company: the borrower chooses one first', async () => {
    const app = startApp(appMachine);
    await app.signIn(account({ company: null, eligibility: unconfirmed }));
    expect(where(app)).toEqual({ signedIn: { companySelector: 'choosing' } });
    expect(app.count('onboarding')).toBe(0);
  });

  it.each(journeyTypes)('an application to resume (%s) opens its journey with the resume map, before home', async (type) => {
    const app = startApp(appMachine);
    const resume = { type, applicationId: 'app-1', startAt: 'reviewDetails' as const };
    await app.signIn(account({ resume }));
    expect(where(app)).toEqual({ signedIn: { journey: type } });
    expect(app.actor.getSnapshot().context.journey).toEqual(resume);
    expect(app.inputs(`${type}Journey`)).toEqual([resume]);
  });

  it('an application to resume is resumed even without a company', async () => {
    const app = startApp(appMachine);
    await app.signIn(account({ company: null, resume: { type: 'wcr', applicationId: 'app-2' } }));
    expect(where(app)).toEqual({ signedIn: { journey: 'wcr' } });
  });

  it('with a company and nothing to resume: home; without a company: the company selector', async () => {
    await atHome();
    const app = startApp(appMachine);
    await app.signIn(account({ company: null }));
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: { companySelector: 'choosing' } }, tags: [] });
  });
});

describe('app chart: home', () => {
  it('"Choose a product" opens product selection', async () => {
    const app = await atHome();
    app.send({ type: 'product.choose' });
    expect(where(app)).toEqual({ signedIn: 'productSelection' });
  });

  it('starting a journey the borrower may start prepares it with the type chosen and the account; the journey opens', async () => {
    const acc = account();
    const app = await atHome(acc);
    app.send({ type: 'journey.start', journeyType: 'newLoan' });
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'preparing' }, tags: ['loading'] });
    expect(app.inputs('prepareJourney')).toEqual([{ type: 'newLoan', account: acc }]);
    const prepared = { type: 'newLoan', applicationId: 'app-5' };
    await app.answer('prepareJourney', prepared);
    expect(where(app)).toEqual({ signedIn: { journey: 'newLoan' } });
    expect(app.inputs('newLoanJourney')).toEqual([prepared]);
    expect(app.actor.getSnapshot().context).toMatchObject({ journey: prepared, autoResume: true });
  });

  it('a journey the borrower may not start stays home (no call)', async () => {
    const app = await atHome();
    app.send({ type: 'journey.start', journeyType: 'reloan' });
    app.send({ type: 'journey.start', journeyType: 'refinance' });
    expect(where(app)).toEqual({ signedIn: 'home' });
    expect(app.count('prepareJourney')).toBe(0);
    expect(app.count('repayments')).toBe(0);
  });

  it('a refinance the borrower may take goes to the refinance notification, not straight into the journey', async () => {
    const app = await atHome(refinancer());
    app.send({ type: 'journey.start', journeyType: 'refinance' });
    expect(where(app)).toEqual({ signedIn: 'repayments' });
    expect(app.inputs('repayments')).toEqual([{ route: '/refinance-notification' }]);
    expect(app.count('prepareJourney')).toBe(0);
  });

  it('a preparation that fails comes back home with its error', async () => {
    const app = await atHome();
    app.send({ type: 'journey.start', journeyType: 'newLoan' });
    await app.fail('prepareJourney', new Error('Your company is not accepting applications right now.'));
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'home' }, tags: [] });
    expect(app.actor.getSnapshot().context.error).toBe('Your company is not accepting applications right now.');
  });

  it('"Continue" resumes the application left for home; without one it does nothing', async () => {
    const resume = { type: 'reloan' as const, applicationId: 'app-1' };
    const app = startApp(appMachine);
    await app.signIn(account({ resume }));
    app.send(nav('/home'));
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'loading' }, tags: ['loading'] });
    await app.answer('loadAccount', account({ resume }));
    expect(where(app)).toEqual({ signedIn: 'home' });
    expect(app.actor.getSnapshot().context).toMatchObject({ autoResume: false, journey: null });
    app.send({ type: 'journey.resume' });
    expect(where(app)).toEqual({ signedIn: { journey: 'reloan' } });
    expect(app.actor.getSnapshot().context).toMatchObject({ autoResume: true, journey: resume });
    expect(app.inputs('reloanJourney')).toEqual([resume, resume]);

    const none = await atHome();
    none.send({ type: 'journey.resume' });
    expect(where(none)).toEqual({ signedIn: 'home' });
  });

  it('"Change company" opens the selector with home\'s error cleared', async () => {
    const app = await atHome();
    app.send({ type: 'journey.start', journeyType: 'newLoan' });
    await app.fail('prepareJourney', new Error('Your company is not accepting applications right now.'));
    app.send({ type: 'company.change' });
    expect(where(app)).toEqual({ signedIn: { companySelector: 'choosing' } });
    expect(app.actor.getSnapshot().context.error).toBeNull();
  });

  it('payments and repayments open with their inputs (the pending payment; the loan details or the page asked)', async () => {
    const app = await atHome(account({ pendingPaymentId: 'P7' }));
    app.send({ type: 'payments.open' });
    expect(where(app)).toEqual({ signedIn: 'payments' });
    expect(app.inputs('payment')).toEqual([{ callbackPaymentId: undefined, pendingPaymentId: 'P7' }]);

    const other = await atHome();
    other.send({ type: 'repayments.open' });
    expect(where(other)).toEqual({ signedIn: 'repayments' });
    const third = await atHome();
    third.send({ type: 'repayments.open', route: '/past-products' });
    expect([...other.inputs('repayments'), ...third.inputs('repayments')]).toEqual([{ route: '/loan-details' }, { route: '/past-products' }]);
  });

  it('insurance opens where the company offers it; elsewhere home says why', async () => {
    const app = await atHome(account({ company: company({ hasInsuranceProduct: true }) }));
    app.send({ type: 'insurance.open' });
    expect(where(app)).toEqual({ signedIn: 'insurance' });
    expect(app.inputs('insurance')).toEqual([{ route: undefined, companyName: 'Sinag Bank' }]);

    const refused = await atHome();
    refused.send({ type: 'insurance.open' });
    expect(where(refused)).toEqual({ signedIn: 'home' });
    expect(refused.actor.getSnapshot().context.error).toBe(refusal);
    expect(refused.count('insurance')).toBe(0);
  });

  it('a survey prompt opens the survey, or is dismissed (both in the surveys chart)', async () => {
    const app = await atHome();
    app.send({ type: 'survey.open', survey: 'FEEDBACK' });
    expect(where(app)).toEqual({ signedIn: 'surveys' });
    const other = await atHome();
    other.send({ type: 'survey.dismiss', survey: 'CHANNEL_PERFORMANCE' });
    expect(where(other)).toEqual({ signedIn: 'surveys' });
    expect([...app.inputs('surveys'), ...other.inputs('surveys')]).toEqual([{ route: '/feedback-survey' }, { dismiss: 'CHANNEL_PERFORMANCE' }]);
  });

  it.each([
    ['/product-selection', 'productSelection', undefined],
    ['/company-selector', { companySelector: 'choosing' }, undefined],
    ['/payments', 'payments', 'payment'],
    ['/loan-schedule', 'repayments', 'repayments'],
    ['/verify-email-otp', 'account', 'account'],
    ['/channel-performance-survey', 'surveys', 'surveys'],
  ] as const)('the router asks for %s: home opens it', async (path, state, chart) => {
    const app = await atHome();
    app.send(nav(path));
    expect(where(app)).toEqual({ signedIn: state });
    if (chart) expect(app.inputs(chart)).toEqual([chart === 'payment' ? { callbackPaymentId: undefined, pendingPaymentId: undefined } : { route: path, ...(chart === 'repayments' ? { loanId: undefined } : {}) }]);
  });

  it('a repayment page about one loan and the provider\'s return carry their typed fields', async () => {
    const app = await atHome();
    app.send(nav('/loan-details', { loanId: 'L1' }));
    expect(app.inputs('repayments')).toEqual([{ route: '/loan-details', loanId: 'L1' }]);
    const back = await atHome(account({ pendingPaymentId: 'P7' }));
    back.send(nav('/recovery/callback', { paymentId: 'P1' }));
    expect(where(back)).toEqual({ signedIn: 'payments' });
    expect(back.inputs('payment')).toEqual([{ callbackPaymentId: 'P1', pendingPaymentId: 'P7' }]);
  });

  it('a page no chart owns, or home itself, leaves home as it is', async () => {
    const app = await atHome();
    app.send(nav('/nowhere'));
    app.send(nav('/home'));
    expect(where(app)).toEqual({ signedIn: 'home' });
    expect(app.count('loadAccount')).toBe(1);
  });
});

describe('app chart: product selection', () => {
  async function atProducts(acc = account()) {
    const app = await atHome(acc);
    app.send({ type: 'product.choose' });
    return app;
  }

  it('"Back" goes home; the router asking for home does too', async () => {
    const app = await atProducts();
    app.send({ type: 'step.back' });
    expect(where(app)).toEqual({ signedIn: 'home' });
    app.send({ type: 'product.choose' });
    app.send(nav('/home'));
    expect(where(app)).toEqual({ signedIn: 'home' });
  });

  it('starts a journey as home does: prepared when startable, the notification for a refinance, nothing otherwise', async () => {
    const app = await atProducts();
    app.send({ type: 'journey.start', journeyType: 'ewaActivation' });
    expect(where(app)).toEqual({ signedIn: 'productSelection' });
    app.send({ type: 'journey.start', journeyType: 'newLoan' });
    expect(page(app.actor.getSnapshot())).toEqual({ state: { signedIn: 'preparing' }, tags: ['loading'] });
    expect(app.inputs('prepareJourney')).toEqual([{ type: 'newLoan', account: account() }]);

    const refi = await atProducts(refinancer());
    refi.send({ type: 'journey.start', journeyType: 'refinance' });
    expect(where(refi)).toEqual({ signedIn: 'repayments' });
    expect(refi.inputs('repayments')).toEqual([{ route: '/refinance-notification' }]);
  });

  it('"Continue" on a product waiting on the borrower resumes it; nothing to resume does nothing', async () => {
    const resume = { type: 'pendingApproval' as const, applicationId: 'app-3' };
    const app = startApp(appMachine);
    await app.signIn(account({ resume }));
    app.send(nav('/home'));
    await app.answer('loadAccount', account({ resume }));
    app.send({ type: 'product.choose' });
    app.send({ type: 'journey.resume' });
    expect(where(app)).toEqual({ signedIn: { journey: 'pendingApproval' } });

    const none = await atProducts();
    none.send({ type: 'journey.resume' });
    expect(where(none)).toEqual({ signedIn: 'productSelection' });
  });

  it('changes company, from the button or the router', async () => {
    const app = await atProducts();
    app.send({ type: 'company.change' });
    expect(where(app)).toEqual({ signedIn: { companySelector: 'choosing' } });
    const other = await atProducts();
    other.send(nav('/company-selector'));
    expect(where(other)).toEqual({ signedIn: { companySelector: 'choosing' } });
  });

  it('insurance opens where offered; refused, home says why', async () => {
    const app = await atProducts(account({ company: company({ hasInsuranceProduct: true }) }));
    app.send({ type: 'insurance.open' });
    expect(where(app)).toEqual({ signedIn: 'insurance' });
    const refused = await atProducts();
    refused.send({ type: 'insurance.open' });
    expect(where(refused)).toEqual({ signedIn: 'home' });
    expect(refused.actor.getSnapshot().context.error).toBe(refusal);
  });

  it('the router opens the profile; payments is not one of its pages', async () => {
    const app = await atProducts();
    app.send(nav('/payments'));
    expect(where(app)).toEqual({ signedIn: 'productSelection' });
    app.send(nav('/profile'));
    expect(where(app)).toEqual({ signedIn: 'account' });
    expect(app.inputs('account')).toEqual([{ route: '/profile' }]);
  });
});

describe('app chart: an account without a company on home', () => {
  it('home (reached by the insurance refusal) does not open product selection without a company', async () => {
    const app = startApp(appMachine);
    await app.signIn(account({ company: null }));
    app.send(nav('/insurance/personal-details'));
    expect(where(app)).toEqual({ signedIn: 'home' });
    expect(app.actor.getSnapshot().context.error).toBe(refusal);
    app.send(nav('/product-selection'));
    expect(where(app)).toEqual({ signedIn: 'home' });
    app.send(nav('/ewa/product-description'));
    expect(where(app)).toEqual({ signedIn: 'home' });
  });
});
