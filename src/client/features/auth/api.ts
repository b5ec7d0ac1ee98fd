import type {
  ApiErrorBody,
  IdentifierBody,
  Me,
  PublicSchool,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
  UpdateSchoolBody,
} from '../../../shared/accounts/schemas';

/**
 * An answer of the API that was not a success. `message` is the server's readable text when it
 * sent one (`fromServer`), else empty; `status` is 0 when the request never got an answer.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fromServer: boolean;

  constructor(status: number, message: string, code?: string, fromServer = true) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
  }
}

/** The text to show for a failure: the server's own message, or the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message.trim() !== '') {
    return error.message;
  }
  return fallback;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, '', undefined, false);
  }
  let payload: unknown = null;
  const text = await response.text();
  if (text !== '') {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiError(response.status, payload.message, payload.code);
    }
    throw new ApiError(response.status, '', undefined, false);
  }
  return payload as T;
}

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
  me: () => request<MeResponse>('GET', '/api/account/me'),
  schools: () => request<{ schools: PublicSchool[] }>('GET', '/api/schools'),
  signUp: (body: SignUpBody) => request<OkResponse>('POST', '/api/account/sign-up', body),
  resendConfirmation: (body: IdentifierBody) =>
    request<OkResponse>('POST', '/api/account/resend-confirmation', body),
  confirm: (token: string) => request<UserResponse>('POST', '/api/account/confirm', { token }),
  signIn: (body: SignInBody) => request<UserResponse>('POST', '/api/account/sign-in', body),
  signOut: () => request<OkResponse>('POST', '/api/account/sign-out'),
  forgotPassword: (body: IdentifierBody) =>
    request<OkResponse>('POST', '/api/account/forgot-password', body),
  resetPassword: (body: ResetPasswordBody) =>
    request<OkResponse>('POST', '/api/account/reset-password', body),
  updateSchool: (body: UpdateSchoolBody) =>
    request<UserResponse>('PUT', '/api/account/school', body),
  deleteAccount: () => request<OkResponse>('DELETE', '/api/account'),
};
