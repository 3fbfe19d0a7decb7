-- The source system's name per language, like the title and the text; existing names become their pt-BR text.
ALTER TABLE "notifications" ALTER COLUMN "system" SET DATA TYPE jsonb USING jsonb_build_object('pt-BR', "system");
