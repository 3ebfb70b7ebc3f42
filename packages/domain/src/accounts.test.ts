import { describe, expect, it } from 'vitest';
import {
  canReportOtpProblem,
  formatMobile,
  limitCodeOf,
  loginRequestSchema,
  newUserDetailsSchema,
  otpIssueReportSchema,
  profileUpdateSchema,
  sendOtpRequestSchema,
  spokenMobileSchema,
} from './accounts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('mobile number', () => {
  it.each(['9876543210', '6000000000', '7123456789', '8999999999', ' 9876543210 '])(
    'accepts %j',
    (mobile) => {
      expect(sendOtpRequestSchema.safeParse({ mobile }).success).toBe(true);
    },
  );

  it.each([
    ['starts with 5', '5876543210'],
    ['starts with 0', '0987654321'],
    ['9 digits', '987654321'],
    ['11 digits', '98765432101'],
    ['country code', '+919876543210'],
    ['letters', '98765abcde'],
    ['spaces inside', '98765 43210'],
    ['empty', ''],
    ['a number, not text', 9876543210],
    ['missing', undefined],
  ])('refuses %s', (_, mobile) => {
    expect(firstMessage(sendOtpRequestSchema.safeParse({ mobile }))).toBe(
      'Please enter a valid 10 digit mobile number',
    );
  });

  it('refuses fields it does not know', () => {
    expect(
      firstMessage(sendOtpRequestSchema.safeParse({ mobile: '9876543210', otp: '1234' })),
    ).toBe('otp is not a field this form accepts.');
  });
});

describe("a mobile as ops type it (the hub's customer search)", () => {
  it.each([
    '9123450022',
    '+91 9123450022',
    '+919123450022',
    '+91 91234 50022',
    '+91-91234-50022',
    '09123450022',
    '0091 9123450022',
    ' 91234 50022 ',
  ])('reads %j as 9123450022', (typed) => {
    expect(spokenMobileSchema.parse(typed)).toBe('9123450022');
  });

  it.each(['+92 9123450022', '912345002', '5123450022', '+91 912345002212', 'nine'])(
    'refuses %j',
    (typed) => {
      expect(firstMessage(spokenMobileSchema.safeParse(typed))).toBe(
        'Please enter a valid 10 digit mobile number',
      );
    },
  );
});

describe('OTP', () => {
  it.each(['1000', '1234', '9999'])('accepts %j', (otp) => {
    expect(loginRequestSchema.safeParse({ mobile: '9876543210', otp }).success).toBe(true);
  });

  it.each([
    ['starts with 0', '0123'],
    ['3 digits', '123'],
    ['5 digits', '12345'],
    ['letters', '12a4'],
    ['a number', 1234],
    ['missing', undefined],
  ])('refuses %s', (_, otp) => {
    expect(firstMessage(loginRequestSchema.safeParse({ mobile: '9876543210', otp }))).toBe(
      'Enter a valid 4 digit OTP',
    );
  });

  it('lets a client send the new-user fields and nothing else', () => {
    const base = { mobile: '9876543210', otp: '1234' };
    expect(
      loginRequestSchema.safeParse({ ...base, firstName: 'Asha', lastName: 'R', email: 'a@b.in' })
        .success,
    ).toBe(true);
    expect(firstMessage(loginRequestSchema.safeParse({ ...base, roles: ['admin'] }))).toBe(
      'roles is not a field this form accepts.',
    );
  });
});

describe('new user details', () => {
  const valid = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in' };

  it('accepts a full set and trims it', () => {
    expect(newUserDetailsSchema.parse({ ...valid, firstName: '  Asha ' }).firstName).toBe('Asha');
  });

  it.each([
    ['firstName', '', 'Enter a valid first name'],
    ['firstName', '   ', 'Enter a valid first name'],
    ['firstName', undefined, 'Enter a valid first name'],
    ['lastName', '', 'Enter a valid last name'],
    ['lastName', undefined, 'Enter a valid last name'],
    ['email', 'asha', 'Enter a valid email'],
    ['email', 'asha@', 'Enter a valid email'],
    ['email', '', 'Enter a valid email'],
    ['email', undefined, 'Enter a valid email'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(firstMessage(newUserDetailsSchema.safeParse({ ...valid, [field]: value }))).toBe(
      message,
    );
  });
});

describe('profile update', () => {
  it.each([
    [{ firstName: 'Asha' }],
    [{ firstName: 'Ravi', lastName: '', email: 'ravi@example.com' }],
    [{ email: 'ravi.k+shop@mail.example.co.in' }],
    [{}],
  ])('accepts %j', (body) => {
    expect(profileUpdateSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    [{ firstName: 'Al' }, 'Please enter a valid firstName'],
    [{ firstName: '  Al  ' }, 'Please enter a valid firstName'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ email: '' }, 'Please enter a valid email'],
    [{ mobile: '9876543219' }, 'mobile cannot be changed.'],
    [{ roles: ['admin'] }, 'roles cannot be changed.'],
    [{ isPodAllowed: true }, 'isPodAllowed cannot be changed.'],
    [{ nickname: 'A' }, 'nickname is not a field this form accepts.'],
  ])('refuses %j with %j', (body, message) => {
    expect(firstMessage(profileUpdateSchema.safeParse(body))).toBe(message);
  });
});

describe('OTP issue report', () => {
  it('needs a mobile, a type and an issue; the order fields are optional', () => {
    const report = { mobile: '9876543210', type: 'OTP', issue: 'OTP not received' };
    expect(otpIssueReportSchema.safeParse(report).success).toBe(true);
    expect(otpIssueReportSchema.safeParse({ ...report, issue: '' }).success).toBe(false);
    expect(otpIssueReportSchema.safeParse({ ...report, spreadsheetKey: 'x' }).success).toBe(false);
  });
});

describe('limit codes in 429 sentences', () => {
  it.each([
    ['Please wait 42 seconds before requesting another OTP. #201', '201', false],
    [
      'You have asked for too many OTPs for this number. Please try again in 1 hour. #301',
      '301',
      true,
    ],
    ['Too many OTP requests from your network. Please try again in 20 minutes. #302', '302', true],
    ['Something else happened.', undefined, false],
  ])('%j has code %j (report offered: %j)', (detail, code, reportable) => {
    expect(limitCodeOf(detail)).toBe(code);
    expect(canReportOtpProblem(detail)).toBe(reportable);
  });
});

describe('formatMobile', () => {
  it('groups a number the way it is read aloud', () => {
    expect(formatMobile('9876543210')).toBe('98765 43210');
  });
});
