import { ClientErrorCode, ErrorCode, legalDocumentMessages } from '@docvue/contracts';
import { ApiError } from '@/lib/api-client';
import { replaceOutcome, uploadOutcome } from './upload-outcome';

describe('what a failed company-document upload tells', () => {
  const unread = new ApiError(501, ErrorCode.ExtractionFailed, legalDocumentMessages.extractFailed);

  it('warns that the document was kept when the server says it could not be read', () => {
    expect(uploadOutcome(unread)).toEqual({
      severity: 'warning',
      message: legalDocumentMessages.extractFailed,
      saved: true,
    });
    expect(replaceOutcome(unread)).toMatchObject({ severity: 'warning', saved: true });
  });

  it('never claims a document was kept from the HTTP status alone (a proxy’s 501)', () => {
    const proxy = new ApiError(501, ClientErrorCode.Http, 'The request failed (HTTP 501).');
    expect(uploadOutcome(proxy)).toEqual({
      severity: 'error',
      message: legalDocumentMessages.uploadFailed,
      saved: false,
    });
    expect(replaceOutcome(proxy)).toEqual({
      severity: 'error',
      message: legalDocumentMessages.replaceFailed,
      saved: false,
    });
  });

  it('shows the server’s own message when it failed, and the spec’s words otherwise', () => {
    expect(uploadOutcome(new ApiError(500, ErrorCode.Internal, 'The server failed.'))).toMatchObject({
      message: 'The server failed.',
    });
    expect(uploadOutcome(new ApiError(400, ErrorCode.BadRequest, 'details.expiresOn: Must be a date'))).toMatchObject({
      message: legalDocumentMessages.uploadFailed,
    });
  });
});
