-- A program implies its contract (decision 0088). Vacancies written before programs existed said "apprentice" or
-- "internship" in their contract alone (their program defaulted to regular): the contract was the recruiter's word,
-- so the program follows it. A vacancy given the apprentice or internship program on purpose (the default is
-- regular) keeps it, and its contract becomes the program's own.
UPDATE "vacancies" SET "program" = "contract_type"
 WHERE "program" = 'regular' AND "contract_type" IN ('apprentice', 'internship');--> statement-breakpoint
UPDATE "vacancies" SET "contract_type" = "program"
 WHERE "program" IN ('apprentice', 'internship') AND "contract_type" <> "program";--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_contract_program_check" CHECK (("vacancies"."program" = 'regular' and "vacancies"."contract_type" in ('clt', 'temporary')) or "vacancies"."contract_type" = "vacancies"."program");
