-- Partner companies for QA and tests: two groups, varied products, insurance and status codes (some inactive).
INSERT INTO ref_company_groups (id, name) VALUES
  ('grp-sinag', 'Sinag Holdings Group'),
  ('grp-bayani', 'Bayani Industries'),
  ('grp-independent', 'Independent Employers');

INSERT INTO ref_companies (id, code, name, group_id, status_code, products, has_insurance, email_domains) VALUES
  ('cmp-sinag-bank', 'SINAGBNK', 'Sinag Bank Corporation', 'grp-sinag', 'ACTIVE', '["LOAN","EWA","INSURANCE","FINTELLIGENCE"]', 1, '["sinagbank.ph"]'),
  ('cmp-sinag-land', 'SINAGLND', 'Sinag Land Inc.', 'grp-sinag', 'ACTIVE', '["LOAN"]', 0, '["sinagland.ph"]'),
  ('cmp-sinag-retail', 'SINAGRTL', 'Sinag Retail Stores', 'grp-sinag', 'GRANDFATHERED_ACTIVE', '["LOAN","QUICK_LOAN"]', 1, '["sinagretail.com.ph"]'),
  ('cmp-sinag-foods', 'SINAGFDS', 'Sinag Foods Corp.', 'grp-sinag', 'INACTIVE', '["LOAN"]', 0, '["sinagfoods.ph"]'),
  ('cmp-bayani-steel', 'BAYSTEEL', 'Bayani Steel Works', 'grp-bayani', 'ACTIVE', '["LOAN","EWA"]', 0, '["bayanisteel.com"]'),
  ('cmp-bayani-bpo', 'BAYBPO', 'Bayani Contact Solutions', 'grp-bayani', 'ACTIVE', '["EWA","QUICK_LOAN","FINTELLIGENCE"]', 1, '["bayanibpo.com"]'),
  ('cmp-bayani-logistics', 'BAYLOGI', 'Bayani Logistics', 'grp-bayani', 'SUSPENDED', '["LOAN","EWA"]', 0, '["bayanilogistics.ph"]'),
  ('cmp-mabuhay-hospital', 'MABHOSP', 'Mabuhay General Hospital', 'grp-independent', 'ACTIVE', '["LOAN","INSURANCE"]', 1, '["mabuhayhospital.org"]'),
  ('cmp-luzon-schools', 'LUZSCHL', 'Luzon Schools Foundation', 'grp-independent', 'GRANDFATHERED_ACTIVE', '["LOAN","EWA","INSURANCE"]', 1, '["luzonschools.edu.ph"]'),
  ('cmp-visayas-power', 'VISPOWR', 'Visayas Power Cooperative', 'grp-independent', 'TERMINATED', '["LOAN"]', 0, '["visayaspower.coop"]');
