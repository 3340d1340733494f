// A tiny Redux store for stories: `parameters.store = { preloadedState, reducer? }` gives a
// story its own state. The real store (src/app) is not imported here: stories of features
// pass their own reducers.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';

export interface StoryStoreParameter {
  /** Reducers by slice name; slices without a reducer keep their preloaded value. */
  reducers?: Record<string, Reducer>;
  preloadedState?: Record<string, unknown>;
}

const keep =
  (initial: unknown): Reducer =>
  (state = initial) =>
    state;

export function createStoryStore({ reducers = {}, preloadedState = {} }: StoryStoreParameter = {}) {
  const all: Record<string, Reducer> = { ...reducers };
  for (const [key, value] of Object.entries(preloadedState)) all[key] ??= keep(value);
  if (Object.keys(all).length === 0) all.story = keep({});
  return configureStore({ reducer: combineReducers(all), preloadedState: preloadedState as never });
}
