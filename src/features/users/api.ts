// RTK Query endpoints of user management (spec 3, User List): the page of users, one user's
// details, create, edit, delete, and an administrator's reset of a user's authenticator.
import { answerOf, portalApi, type ApiSchema, type RequestBody } from '../../shared/api';

export type UserRow = ApiSchema<'UserRow'>;
export type UserDetails = ApiSchema<'UserDetails'>;
export type UserListQuery = RequestBody<'listUsers'>;
export type UserCreate = ApiSchema<'UserCreate'>;
export type UserEdit = ApiSchema<'UserEdit'>;
export type AuthenticatorPolicy = Omit<ApiSchema<'AuthenticatorPolicyResult'>, 'resultCode' | 'resultDescription'>;

/** The list call of the table's state: the table offers only the contract's page sizes and its
 * columns' keys, which are the contract's orderBy names. */
export function userListQuery(
  page: { pageIndex: number; pageSize: number; orderBy?: string; orderType?: 'ASC' | 'DESC' },
  searchText: string,
): UserListQuery {
  return {
    pageIndex: page.pageIndex,
    pageSize: page.pageSize as UserListQuery['pageSize'],
    ...(page.orderBy ? { orderBy: page.orderBy as UserListQuery['orderBy'], orderType: page.orderType } : {}),
    ...(searchText.trim() ? { searchText: searchText.trim() } : {}),
  };
}

export interface UserPage {
  users: UserRow[];
  totalOfRecords: number;
}

export const usersApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserPage, UserListQuery>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/user/list', { body })),
      transformResponse: answerOf('listUsers', (answer) => ({ users: answer.users, totalOfRecords: answer.totalOfRecords })),
      providesTags: ['Users'],
    }),
    getUserDetails: build.query<UserDetails, number>({
      query: (id) => (client) => client.call(client.client.GET('/api/v1/user/details', { params: { query: { id } } })),
      transformResponse: answerOf('getUserDetails', ({ resultCode: _code, resultDescription: _text, ...user }) => user),
      providesTags: ['Users'],
    }),
    createUser: build.mutation<string, UserCreate>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/user/new', { body })),
      transformResponse: answerOf('createUser', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
    }),
    editUser: build.mutation<string, UserEdit>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/user/edit', { body })),
      transformResponse: answerOf('editUser', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
    }),
    deleteUser: build.mutation<string, string>({
      query: (username) => (client) => client.call(client.client.PUT('/api/v1/user/delete', { body: { username } })),
      transformResponse: answerOf('deleteUser', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
    }),
    resetUserTwoFactor: build.mutation<string, number>({
      query: (id) => (client) => client.call(client.client.PUT('/api/v1/user/reset-twofactor', { body: { id } })),
      transformResponse: answerOf('resetUserTwoFactor', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
    }),
    getAuthenticatorPolicy: build.query<AuthenticatorPolicy, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/authenticator-policy')),
      transformResponse: answerOf('getAuthenticatorPolicy', ({ resultCode: _code, resultDescription: _text, ...policy }) => policy),
      providesTags: ['Users'],
    }),
    /** Answers the server's words. */
    setAuthenticatorPolicy: build.mutation<string, boolean>({
      query: (required) => (client) => client.call(client.client.PUT('/api/v1/authenticator-policy', { body: { required } })),
      transformResponse: answerOf('setAuthenticatorPolicy', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
    }),
  }),
});

export const {
  useListUsersQuery,
  useGetUserDetailsQuery,
  useCreateUserMutation,
  useEditUserMutation,
  useDeleteUserMutation,
  useResetUserTwoFactorMutation,
  useGetAuthenticatorPolicyQuery,
  useSetAuthenticatorPolicyMutation,
} = usersApi;
