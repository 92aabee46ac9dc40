import { ClientErrorCode, ErrorCode, userMessages } from '@docvue/contracts';
import { ApiError } from '@/lib/api-client';
import { createUserErrorMessage } from './save-error';

describe('what creating a user tells about a failure', () => {
  it('tells by the error code: a user of another company and name, an e-mail already here, anything else', () => {
    expect(createUserErrorMessage(new ApiError(409, ErrorCode.UserExistsElsewhere, 'x'))).toBe(
      userMessages.existsElsewhere,
    );
    expect(createUserErrorMessage(new ApiError(409, ErrorCode.Conflict, 'x'))).toBe(userMessages.sameEmail);
    // A 409 that is not the server's conflict (a proxy) is not taken for one.
    expect(createUserErrorMessage(new ApiError(409, ClientErrorCode.Http, 'x'))).toBe(userMessages.createFailed);
    expect(createUserErrorMessage(new Error('offline'))).toBe(userMessages.createFailed);
    const tooMany = 'Too many requests like this one. Try again in 12 minutes.';
    expect(createUserErrorMessage(new ApiError(429, ErrorCode.TooManyRequests, tooMany))).toBe(tooMany);
  });
});
