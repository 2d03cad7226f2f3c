CREATE TABLE "telemetry_histograms" (
	"minute" timestamp with time zone NOT NULL,
	"route" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	"sum" double precision DEFAULT 0 NOT NULL,
	"buckets" integer[] NOT NULL,
	CONSTRAINT "telemetry_histograms_minute_route_remote_version_device_metric_pk" PRIMARY KEY("minute","route","remote","version","device","metric")
);
