// The start of a benchmark that measures PostgreSQL only: TEST_DB unset means postgres; another
// TEST_DB, or no PostgreSQL to reach (DATABASE_URL or the local default), prints why and ends the
// process with 0 (a skip, not a failure). Answers the maker of fresh test databases.
export async function postgresOnly() {
  process.env.TEST_DB ??= 'postgres';
  if (process.env.TEST_DB !== 'postgres') {
    console.log(`skipped: this benchmark measures PostgreSQL only (TEST_DB=${process.env.TEST_DB})`);
    process.exit(0);
  }
  // Imported only now: the test-database module reads TEST_DB when it loads.
  const { createPostgresDatabase, postgresUnavailableReason } = await import('../../tests/server/support/test-database');
  const unavailable = await postgresUnavailableReason();
  if (unavailable) {
    console.log(`skipped: ${unavailable}`);
    process.exit(0);
  }
  return { createPostgresDatabase };
}
