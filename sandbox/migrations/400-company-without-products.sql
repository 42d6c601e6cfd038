-- A partner company that offers no product through Lakbay yet (persona company-without-product): the borrower's
-- home explains it instead of listing products. Active, so the only reason is the empty product list.
INSERT INTO ref_companies (id, code, name, group_id, status_code, products, has_insurance, email_domains) VALUES
  ('cmp-tala-hardware', 'TALAHDW', 'Tala Hardware Trading', 'grp-independent', 'ACTIVE', '[]', 0, '["talahardware.ph"]');
