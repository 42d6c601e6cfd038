-- W3-C item 10: the seeded promotions ended in 2099 ("Valid until Dec 31, 2099", "Runs … to 31 December 2099"),
-- a placeholder a borrower reads. They end as a real promotion would: the promo codes and the Loan-versary at the
-- end of 2027, the calamity and school-support declarations at the end of 2027's first half. QA edits these rows.
UPDATE promos SET valid_until = '2027-12-31T15:59:59Z' WHERE valid_until = '2099-12-31T23:59:59Z';
UPDATE versary_campaigns SET ends_on = '2027-12-31' WHERE ends_on = '2099-12-31';
UPDATE campaign_declarations SET ends_on = '2027-06-30' WHERE ends_on = '2099-12-31';
