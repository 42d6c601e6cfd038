import type { Module } from '../context';
import { registerCompany } from './company';
import { registerDocuments } from './documents';
import { registerEwa } from './ewa';
import { registerFintelligence } from './fintelligence';
import { registerFormOptions } from './form-options';
import { registerInsurance } from './insurance';
import { registerLoans } from './loans';
import { registerOffers } from './offers';
import { registerPromo } from './promo';
import { registerRecovery } from './recovery';
import { registerReferral } from './referral';
import { registerSurveys } from './surveys';
import { registerTransactions } from './transactions';
import { registerUser } from './user';
import { registerOnboarding } from './onboarding';
import { registerEmployment } from './employment';
import { registerVersary } from './versary';

/** Every call group of the platform API (/api/v1/*). S1: company, form options, loans, user, insurance, referral. */
export const registerPlatform: Module = (ctx) => {
  for (const register of [
    registerCompany, registerFormOptions, registerLoans, registerUser, registerInsurance, registerReferral,
    registerDocuments, registerOffers, registerPromo, registerRecovery, registerTransactions, registerEwa,
    registerOnboarding, registerEmployment, registerFintelligence, registerSurveys,
    registerVersary,
  ]) register(ctx);
};
