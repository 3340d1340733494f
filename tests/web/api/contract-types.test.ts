// The types a feature works with: request bodies, answers and schemas named by the contract.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ApiClient,
  ApiResult,
  ApiSchema,
  RequestBody,
  ResultCode,
  SuccessBody,
} from '../../../src/shared/api';

describe('contract types', () => {
  it('names request bodies and 200 answers by operationId', () => {
    expectTypeOf<RequestBody<'createUser'>>().toEqualTypeOf<ApiSchema<'UserCreate'>>();
    expectTypeOf<SuccessBody<'getDailyStats'>>().toEqualTypeOf<ApiSchema<'DailyStatsResult'>>();
    expectTypeOf<ApiSchema<'DailyStat'>>().toEqualTypeOf<{ currencyCode: string; total: number }>();
  });

  it('types result codes by the catalogue', () => {
    expectTypeOf<4001>().toExtend<ResultCode>();
    expectTypeOf<ApiResult['resultCode']>().toEqualTypeOf<ResultCode>();
  });

  it('types the answer of a call as its success body or an ApiResult', () => {
    const _answerOf = async (api: ApiClient) => api.call(api.client.GET('/api/v1/owed-balances'));
    type OwedBalancesAnswer = Awaited<ReturnType<typeof _answerOf>>;
    expectTypeOf<ApiSchema<'OwedBalancesResult'>>().toExtend<OwedBalancesAnswer>();
    expectTypeOf<ApiResult>().toExtend<OwedBalancesAnswer>();
    expectTypeOf<OwedBalancesAnswer>().toExtend<ApiSchema<'OwedBalancesResult'> | ApiResult>();
  });
});
