// Vitest global setup of the e2e project: one portal for the whole run, its URL handed to the
// journeys through `inject('portalUrl')`.
import type { TestProject } from 'vitest/node';
import { startPortal, type RunningPortal } from './portal-server';

let portal: RunningPortal | undefined;

export async function setup(project: TestProject) {
  portal = await startPortal();
  project.provide('portalUrl', portal.url);
}

export async function teardown() {
  await portal?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}
