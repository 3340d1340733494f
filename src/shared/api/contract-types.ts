// The generated contract types, re-exported so the rest of the client never imports
// openapi/generated itself (ESLint keeps that import here).
import type { components, operations, paths } from '../../../openapi/generated/portal';

export type { components, operations, paths };
export { ResultCode } from '../../../openapi/generated/result-codes';

/** A schema of openapi/portal.yaml by name, e.g. `ApiSchema<'Transaction'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** `{ resultCode, resultDescription }`: what every JSON answer carries. */
export type ApiResult = components['schemas']['ApiResult'];


/** The JSON body of an operation's 200 answer, by operationId. */
export type SuccessBody<OperationId extends keyof operations> =
  operations[OperationId]['responses'] extends {
    200: { content: { 'application/json': infer Body } };
  }
    ? Body
    : never;

/** The JSON request body of an operation, by operationId. */
export type RequestBody<OperationId extends keyof operations> = operations[OperationId] extends {
  requestBody: { content: infer Content };
}
  ? Content[keyof Content]
  : never;

/** The query parameters of an operation, by operationId. */
export type RequestQuery<OperationId extends keyof operations> = operations[OperationId] extends {
  parameters: { query?: infer Query };
}
  ? NonNullable<Query>
  : never;
