import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { SCA_ENDPOINTS } from '@portal/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError, badRequest } from '../../http/errors';
import { authenticatorOf, authenticatorStatus, confirmEnrolment, replaceRecoveryCodes, startEnrolment } from './authenticators';
import { requireSca } from './require-sca';
import { totpUrl } from './totp';

/** Enrolment of the caller's own authenticator (the profile page; ADR 0080). */
export function scaRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, vault } = deps;

  apiRoute(app, deps, SCA_ENDPOINTS.status, {
    handler: async ({ principal }) => authenticatorStatus(db, principal.user.id),
  });

  apiRoute(app, deps, SCA_ENDPOINTS.startEnrolment, {
    rateLimited: true,
    handler: async ({ principal, request }) => {
      // Replacing a confirmed authenticator needs a code of it (or a recovery code): a stolen session cannot swap it.
      if ((await authenticatorOf(db, principal.user.id))?.confirmedAt) await requireSca(deps, principal, request);
      const secret = await startEnrolment(db, vault, { id: principal.user.id, tenantId: principal.user.tenantId });
      const otpauthUrl = totpUrl(secret, principal.user.email);
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 })).toString('base64')}`;
      return { secret, otpauthUrl, qrCode };
    },
  });

  apiRoute(app, deps, SCA_ENDPOINTS.confirmEnrolment, {
    rateLimited: true,
    handler: async ({ principal, body }) => {
      const codes = await confirmEnrolment(db, vault, principal.user.id, body.code);
      if (codes === 'none') throw badRequest('Start the enrolment first: there is no authenticator waiting for its first code');
      // A 400, not the SCA refusal: the portal's code dialog is for actions, this form shows its own error.
      if (!codes) throw badRequest('Invalid code');
      return { recoveryCodes: codes };
    },
  });

  apiRoute(app, deps, SCA_ENDPOINTS.newRecoveryCodes, {
    rateLimited: true,
    handler: async ({ principal, request }) => {
      // A code of the authenticator (or one of the old recovery codes) first: a stolen session cannot mint codes.
      // Without a confirmed authenticator requireSca refuses with 'enrol'.
      await requireSca(deps, principal, request);
      const codes = await replaceRecoveryCodes(db, principal.user.id);
      if (!codes) throw new ApiError(409, 'Set up an authenticator app first: recovery codes belong to it');
      return { recoveryCodes: codes };
    },
  });
}
