ALTER TABLE "sys_config" ADD COLUMN "is_public" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user_password" ADD COLUMN "must_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "sys_config" SET "is_public" = 'Y' WHERE "config_key" IN ('sys.index.skinName', 'sys.index.sideTheme', 'sys.account.registerUser', 'sys.account.registerCompany', 'sys.account.captchaEnabled', 'sys.account.captchaType', 'sys.oss.previewListResource');
