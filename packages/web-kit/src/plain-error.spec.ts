import { ApiError } from './api-client';
import { fieldErrorsOf, plainErrorMessage } from './plain-error';

describe('plainErrorMessage', () => {
  it('never shows the raw status line or JSON of a server failure', () => {
    const message = plainErrorMessage(new ApiError(500, '{"statusCode":500,"message":"Internal server error"}', 'Internal Server Error'));
    expect(message).toBe('The server could not answer just now. Please try again in a moment.');
    expect(message).not.toMatch(/500|\{/);
  });

  it("gives a refusal's own sentence", () => {
    expect(plainErrorMessage(new ApiError(400, '{"statusCode":400,"message":"Name is required"}', 'Bad Request'))).toBe('Name is required');
    expect(plainErrorMessage(new ApiError(409, '{"statusCode":409}', 'Conflict'), 'Could not save')).toBe('Could not save');
  });

  it('names a lost session, a missing right, throttling and a network failure plainly', () => {
    expect(plainErrorMessage(new ApiError(401, '', 'Unauthorized'))).toMatch(/log in again/);
    expect(plainErrorMessage(new ApiError(403, '', 'Forbidden'))).toMatch(/not allowed/);
    expect(plainErrorMessage(new ApiError(429, '', 'Too Many Requests'))).toMatch(/Too many requests/);
    expect(plainErrorMessage(new TypeError('Failed to fetch'))).toMatch(/Could not reach the server/);
  });

  it('reads per-field messages only from an API refusal', () => {
    expect(fieldErrorsOf(new ApiError(400, '{"message":"x","errors":{"name":["Name is required"]}}', ''))).toEqual({ name: ['Name is required'] });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
