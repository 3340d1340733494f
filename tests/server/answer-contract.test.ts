// The server suite's answer check (support/answer-contract.ts) itself: an answer that drifts from
// its operation's response schema fails the call that received it, naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { CONTRACT_VIOLATION_STATUS, contractViolations } from './support/answer-contract';
import { testDatabaseSkipReason } from './support/test-database';
import { liveBodyViolation } from './live/support/stomp-client';

describe.skipIf(testDatabaseSkipReason)('answers checked against the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      handlers: {
        // Deliberately off-contract: versionNumber is required and a string.
        getVersion: async () => ({ versionNumber: 7 }) as never,
        getStatus: async () => ({ status: 'ALIVE' }),
      },
    });
  });
  afterAll(async () => t?.close());

  it('passes an answer that matches its schema', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ resultCode: 0, resultDescription: 'Success', status: 'ALIVE' });
  });

  it('turns an answer of the wrong type into a failure that names the field', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(answer.statusCode).toBe(CONTRACT_VIOLATION_STATUS);
    expect(answer.json().violations.join(' ')).toContain('/versionNumber must be string');
  });

  it('finds a missing required field and an unknown result code', () => {
    const file = t.config.openapiFile;
    expect(contractViolations(file, 'GET', '/api/version', 200, { resultCode: 0, resultDescription: 'Success' })?.join(' ')).toContain("must have required property 'versionNumber'");
    expect(contractViolations(file, 'GET', '/api/version', 400, { resultCode: 12345, resultDescription: 'x' })?.join(' ')).toContain('/resultCode must be equal to one of the allowed values');
    expect(contractViolations(file, 'GET', '/api/version', 400, { resultCode: 1001, resultDescription: 'x' })).toBeNull();
  });
});

describe('live-channel bodies checked against docs/live-channel.md and the contract', () => {
  const frame = (command: string, destination: string, body: string) => ({ command, headers: { destination }, body });

  it('passes the documented bodies', () => {
    expect(liveBodyViolation(frame('ERROR', '', '{"resultCode":4001,"resultDescription":"Your session has expired, please login again."}'))).toBeNull();
    expect(liveBodyViolation(frame('MESSAGE', '/transactions/admin/dashboard', '{"resultCode":0,"resultDescription":"Success","data":[]}'))).toBeNull();
    expect(
      liveBodyViolation(frame('MESSAGE', '/topic/force-logout/admin', '{"messageKey":"FORCE.LOGOUT.MESSAGE","message":"Your account has been logged in from another location.","resultCode":4002}')),
    ).toBeNull();
  });

  it('names a body that drifts', () => {
    expect(liveBodyViolation(frame('ERROR', '', '{"resultCode":"4001"}'))).toMatch(/resultCode|resultDescription/);
    expect(liveBodyViolation(frame('MESSAGE', '/transactions/admin/dashboard', 'not json'))).toMatch(/not JSON/);
    expect(liveBodyViolation(frame('MESSAGE', '/topic/force-logout/admin', '{"messageKey":"FORCE.LOGOUT.MESSAGE","message":"x","resultCode":4001}'))).toMatch(/resultCode/);
  });
});
