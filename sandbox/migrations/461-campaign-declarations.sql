-- W2-B: calamity and school-support campaigns apply only where the platform declared them, for the employer's
-- borrowers, while the declaration runs (src/domain/campaigns.ts, campaignThemes). QA edits these rows.
CREATE TABLE campaign_declarations (
  company_id TEXT NOT NULL REFERENCES ref_companies(id),
  theme TEXT NOT NULL,                 -- 'calamity' | 'school-support'
  reason TEXT NOT NULL,                -- what the borrower is told ("Typhoon relief for ...")
  starts_on TEXT NOT NULL,             -- YYYY-MM-DD
  ends_on TEXT NOT NULL,               -- YYYY-MM-DD, inclusive
  PRIMARY KEY (company_id, theme)
);
INSERT INTO campaign_declarations (company_id, theme, reason, starts_on, ends_on) VALUES
  ('cmp-sinag-bank', 'calamity', 'Typhoon relief for Sinag Bank employees in declared calamity areas', '2024-01-01', '2099-12-31'),
  ('cmp-bayani-steel', 'school-support', 'School season support for Bayani Steel Works employees', '2024-01-01', '2099-12-31');
