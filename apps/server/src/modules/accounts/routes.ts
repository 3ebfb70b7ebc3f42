import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  otpIssueReportResponseSchema,
  OTP_ISSUE_REPORT_COLUMNS,
  otpIssueReportRowSchema,
  otpIssueReportSchema,
  podAllowedResponseSchema,
  profileSchema,
  profileUpdateSchema,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
} from '@makers-pantry/domain/accounts';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import { currentUser, requireLogin } from '../../http/auth';
import { CSV_ROW_LIMIT, sendCsv } from '../../http/csv-download';
import { limitHubRequests } from '../../http/login-limit';
import { loggedInRoutes, openRoutes, type ModuleRoutes } from '../module-routes';
import { clientAddressKey } from './client-address';
import { login, logout, sendOtp, type Client } from './login-service';
import { otpIssueReportsForOps, reportOtpIssue, resolveOtpIssue } from './otp-issue-service';
import { profileOf } from './profile';
import { updateProfile } from './profile-service';

const tags = ['accounts'];
const errors = errorAnswers;

/** Logging in by OTP, and asking for a call back when the OTP does not arrive. */
export const loginRoutes = openRoutes((app, context) => {
  app.post(
    '/api/users/send-otp/',
    {
      schema: {
        tags,
        summary: 'Send a login OTP by SMS',
        body: sendOtpRequestSchema,
        response: { 200: sendOtpResponseSchema, ...errors(400, 429, 503) },
      },
    },
    async (request) => sendOtp(context, request.body.mobile, clientOf(request)),
  );

  app.post(
    '/api/users/login/',
    {
      schema: {
        tags,
        summary: 'Log in with the OTP (new users also give names and email)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => login(context, request.body, clientOf(request)),
  );

  app.post(
    '/api/users/report-otp-issue/',
    {
      schema: {
        tags,
        summary: 'Ask for a call back when the OTP does not arrive (no login needed)',
        body: otpIssueReportSchema,
        response: { 201: otpIssueReportResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const created = await reportOtpIssue(context, request.body, clientOf(request));
      return reply.code(201).send(created);
    },
  );
});

/** The logged-in customer's session and profile. */
export const profileRoutes = loggedInRoutes((app, context) => {
  app.post(
    '/api/users/logout/',
    {
      schema: {
        tags,
        summary: 'Log out this device',
        response: { 200: logoutResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      await logout(context, currentUser(request).sessionId);
      return { detail: 'You have been logged out' };
    },
  );

  app.get(
    '/api/users/profile/',
    {
      schema: {
        tags,
        summary: 'The logged-in customer’s profile',
        response: { 200: profileSchema, ...errors(401) },
      },
    },
    async (request) => profileOf(currentUser(request)),
  );

  app.patch(
    '/api/users/profile/update/',
    {
      schema: {
        tags,
        summary: 'Change the profile’s names and email',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors(400, 401) },
      },
    },
    async (request) => updateProfile(context, currentUser(request), request.body),
  );

  app.get(
    '/api/users/is-customer-pod-allowed/',
    {
      schema: {
        tags,
        summary: 'Whether this customer may pay on delivery',
        response: { 200: podAllowedResponseSchema, ...errors(401) },
      },
    },
    async (request) => ({ isCustomerPodAllowed: currentUser(request).isPodAllowed }),
  );
});

/** Ops: the OTP issue reports to call back, under /api/hub/. */
export const otpIssueReportRoutes: ModuleRoutes = async (scope, context) => {
  requireLogin(scope, context, 'ops');
  limitHubRequests(scope, context);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['hub'];

  app.get(
    '/api/hub/otp-issue-reports/',
    {
      schema: {
        tags,
        summary: 'Ops: OTP issue reports to call back, open ones first',
        response: { 200: z.array(otpIssueReportRowSchema), ...errors(401, 403) },
      },
    },
    async () => otpIssueReportsForOps(context),
  );

  app.post(
    '/api/hub/otp-issue-reports/:reportId/resolve/',
    {
      schema: {
        tags,
        summary: 'Ops: mark an OTP issue report called back',
        description: 'Resolving a resolved report keeps the time it was first resolved.',
        params: z.object({ reportId: pathIdSchema('Report id') }),
        response: { 200: otpIssueReportRowSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => resolveOtpIssue(context, request.params.reportId),
  );

  app.get(
    '/api/hub/otp-issue-reports.csv',
    {
      schema: {
        tags,
        summary: 'Ops: OTP issue reports as a CSV download',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors(401, 403) },
      },
    },
    async (_request, reply) =>
      sendCsv(
        reply,
        'otp-issue-reports.csv',
        OTP_ISSUE_REPORT_COLUMNS,
        await otpIssueReportsForOps(context, CSV_ROW_LIMIT),
      ),
  );
};

function clientOf(request: FastifyRequest): Client {
  return {
    address: request.ip,
    addressKey: clientAddressKey(request.ip),
    userAgent: request.headers['user-agent'],
  };
}
