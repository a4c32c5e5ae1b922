-- Saved filters are kept under their list's module key (ListScreen): the IP plan's were under 'ip-ranges'.
UPDATE "screen_configurations" SET "screen" = 'ipplan' WHERE "screen" = 'ip-ranges';
