CREATE TABLE "sys_user_password" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(20) DEFAULT '000000' NOT NULL,
	"password_hash" varchar(100) NOT NULL,
	"changed_time" timestamp DEFAULT now() NOT NULL
);
