// Calls on the shared client as plain Redux thunks (the client is the thunk `extra`), for screens
// that must not load RTK Query (the sign-in page): a call resolves to `{ data }` (result code 0,
// transformed) or `{ error }` (the answer, 999 for network failures), the shape an RTK Query
// mutation trigger resolves to. useClientCall gives the trigger and a busy flag; useClientQuery
// runs a call once when the component mounts.
import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from './client';
import type { ApiResult } from './contract-types';
import type { PortalExtra } from './rtk-base-query';

export type CallResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiResult };
export type ClientThunk<T> = (dispatch: unknown, getState: unknown, extra: PortalExtra) => Promise<CallResult<T>>;

/** A thunk creator for one call: `call` asks the client, `transform` turns a success answer into the data. */
export function clientThunk<Arg, T, Answer = ApiResult>(
  call: (client: ApiClient, arg: Arg) => Promise<ApiResult>,
  transform: (answer: Answer) => T,
): (arg: Arg) => ClientThunk<T> {
  return (arg) =>
    async (_dispatch, _getState, { apiClient }) => {
      const answer = await call(apiClient, arg);
      return answer.resultCode === 0 ? { data: transform(answer as Answer) } : { error: answer };
    };
}

type CallDispatch = ThunkDispatch<unknown, PortalExtra, UnknownAction>;

/** The trigger of a call (resolves to its CallResult) and whether one is running. */
export function useClientCall<Arg, T>(
  thunk: (arg: Arg) => ClientThunk<T>,
): [(arg: Arg) => Promise<CallResult<T>>, { isLoading: boolean }] {
  const dispatch = useDispatch<CallDispatch>();
  const [running, setRunning] = useState(0);
  const trigger = useCallback(
    async (arg: Arg) => {
      setRunning((n) => n + 1);
      try {
        return await dispatch(thunk(arg));
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [dispatch, thunk],
  );
  return [trigger, { isLoading: running > 0 }];
}

/** Runs a call without argument when the component mounts: its data once answered, isError on a refusal. */
export function useClientQuery<T>(thunk: (arg: void) => ClientThunk<T>): { data?: T; isError: boolean } {
  const dispatch = useDispatch<CallDispatch>();
  const [result, setResult] = useState<CallResult<T> | null>(null);
  useEffect(() => {
    let current = true;
    void dispatch(thunk()).then((answer) => {
      if (current) setResult(answer);
    });
    return () => {
      current = false;
    };
  }, [dispatch, thunk]);
  return { data: result?.data, isError: result?.error !== undefined };
}
