// The table types of the portal's database, one interface per table, matching migrations/.
// Filled in by the domain schema work; kept in step with every migration.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
