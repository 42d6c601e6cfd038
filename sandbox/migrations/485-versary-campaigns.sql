-- W2-E: themed promotions behind /{product}-versary-special (src/api/contract/campaigns.ts). One row per address;
-- the pricing is the spec §9 campaigns named in campaign_codes (src/domain/campaigns.ts). QA edits these rows.
CREATE TABLE versary_campaigns (
  product TEXT PRIMARY KEY,            -- the address part: /{product}-versary-special
  name TEXT NOT NULL,
  terms TEXT NOT NULL,
  journey_types TEXT NOT NULL,         -- comma-separated journeys "Apply" may start, first startable wins
  campaign_codes TEXT NOT NULL,        -- comma-separated spec §9 codes, in the order offered
  starts_on TEXT NOT NULL,             -- YYYY-MM-DD
  ends_on TEXT NOT NULL                -- YYYY-MM-DD, inclusive
);
INSERT INTO versary_campaigns (product, name, terms, journey_types, campaign_codes, starts_on, ends_on) VALUES
  ('loan', 'Loan-versary Special',
   'Celebrate our anniversary with a lower interest rate on your salary loan. First-time borrowers get 1% a month, everyone else 2.5% a month, on up to ₱30,000 over 3 to 6 months. Subject to approval; your employer''s salary deduction repays it.',
   'newLoan,reloan', 'ANNIVERSARY_1,ANNIVERSARY_2', '2026-11-01', '2099-12-31'),
  ('salary', 'Salary Loan-versary Special 2025',
   'Last year''s anniversary rate on salary loans: 2.5% a month on up to ₱30,000 over 3 to 6 months.',
   'newLoan,reloan', 'ANNIVERSARY_2', '2025-11-01', '2025-11-30');
