import { validate } from '../shared/validation';
import { loginSchema, signupSchema } from './validation';

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  username: 'annlee',
  email: 'Ann@Example.com',
  password: 'password123',
  confirmPassword: 'password123',
};

describe('signupSchema', () => {
  it.each([
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(101) }, 'username', 'Username must be at most 100 characters'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ confirmPassword: 'password124' }, 'confirmPassword', "Passwords don't match"],
  ])('rejects %o on %s with its message', (override, field, message) => {
    const result = validate(signupSchema, { ...valid, ...override });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual({ field, message });
  });

  it('accepts a valid sign-up and normalises the email', () => {
    const result = validate(signupSchema, valid);
    expect(result).toEqual({ ok: true, data: expect.objectContaining({ email: 'ann@example.com', username: 'annlee' }) });
  });

  it('explains a body that is not an object', () => {
    const result = validate(signupSchema, 'hello');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0].message).toBe('Request body must be a JSON object');
  });
});

describe('loginSchema', () => {
  it('requires both fields with their messages', () => {
    const result = validate(loginSchema, { emailOrUsername: ' ', password: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => e.message)).toEqual(['Email or username is required', 'Password is required']);
    }
  });
});
