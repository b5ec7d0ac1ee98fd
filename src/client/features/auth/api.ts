import { apiRequest } from '../../lib/http';
import type {
  IdentifierBody,
  Me,
  PublicSchool,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
  UpdateSchoolBody,
} from '../../../shared/accounts/schemas';

export { ApiError, errorText } from '../../lib/http';

export interface OkResponse {
  ok: true;
}
export interface UserResponse {
  user: Me;
}
export interface MeResponse {
  user: Me | null;
}

export const accountApi = {
  me: () => apiRequest<MeResponse>('GET', '/api/account/me'),
  schools: () => apiRequest<{ schools: PublicSchool[] }>('GET', '/api/schools'),
  signUp: (body: SignUpBody) => apiRequest<OkResponse>('POST', '/api/account/sign-up', body),
  resendConfirmation: (body: IdentifierBody) =>
    apiRequest<OkResponse>('POST', '/api/account/resend-confirmation', body),
  confirm: (token: string) => apiRequest<UserResponse>('POST', '/api/account/confirm', { token }),
  signIn: (body: SignInBody) => apiRequest<UserResponse>('POST', '/api/account/sign-in', body),
  signOut: () => apiRequest<OkResponse>('POST', '/api/account/sign-out'),
  forgotPassword: (body: IdentifierBody) =>
    apiRequest<OkResponse>('POST', '/api/account/forgot-password', body),
  resetPassword: (body: ResetPasswordBody) =>
    apiRequest<OkResponse>('POST', '/api/account/reset-password', body),
  updateSchool: (body: UpdateSchoolBody) =>
    apiRequest<UserResponse>('PUT', '/api/account/school', body),
  deleteAccount: () => apiRequest<OkResponse>('DELETE', '/api/account'),
};
