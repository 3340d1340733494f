// What a test that runs a job kind directly passes as the context's job queue, for kinds that
// queue no follow-up work: a follow-up would fail the test.
import type { JobContext } from '../../../server/jobs/job-kind';

export const noFollowUpJobs: JobContext['jobs'] = {
  enqueue: async (_db, name) => {
    throw new Error(`this job was expected to queue nothing, and queued ${name}`);
  },
};
