-- Races could leave more than one default: keep the oldest before the index forbids it.
UPDATE "languages" SET "is_default" = false WHERE "is_default" AND "id" <> (SELECT min("id") FROM "languages" WHERE "is_default");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_one_default" ON "languages" USING btree ((true)) WHERE "languages"."is_default";