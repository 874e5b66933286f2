-- Do Not Mail (docs/imports.md): an imported list that marks its owner Do Not Mail keeps the mark on the
-- property, and no postcard is sent to them (docs/imports.md "Cleaning").
ALTER TABLE "properties" ADD COLUMN "do_not_mail" boolean DEFAULT false NOT NULL;