// How many scheduled reports a user may keep (#37): the server refuses one more (1009,
// server/modules/reports/report-schedules.service.ts) and the web client says so before the form
// opens (src/features/reports/components/ScheduledReports.tsx), from this one number.
export const MAX_REPORT_SCHEDULES = 10;
