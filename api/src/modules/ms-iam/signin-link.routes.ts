import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SELFCARE_ERROR_CODES,
  SIGN_IN_LINK_DURATIONS,
  SessionTokensResponse,
  SignInLinkRequest,
  SignInLinkSendRequest,
  SignInLinkSendResponse,
} from '@atlas/contracts/selfcare';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage, type Language } from '../../language';
import { LOOKUP_LIMITS } from '../../plugins/failure-limits';
import { admit } from './sign-in-throttle';
import { SignInLinksRepository } from './sign-in-links.repository';

/** Where the link leads: the self-care link page, the token in the fragment (never sent to a server, nor in a Referer). */
export const SIGN_IN_LINK_PATH = '/espace-client/login/lien';

/** Link requests per client address and window, for every username (the look-ups' bound): bounds mail flooding from one address. */
export const SIGN_IN_LINK_LIMITS = { windowSeconds: LOOKUP_LIMITS.windowSeconds, perAddress: LOOKUP_LIMITS.perAddress };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The site's address of a link in the customer's language (French has no locale prefix). */
export const signInLinkUrl = (publicOrigin: string | null, language: Language, token: string) =>
  `${publicOrigin ?? ''}${language === 'fr' ? '' : `/${language}`}${SIGN_IN_LINK_PATH}#${token}`;

const minutes = SIGN_IN_LINK_DURATIONS.validSeconds / 60;
const linkMail = (url: string): Record<Language, { subject: string; text: string }> => ({
  fr: {
    subject: 'Votre lien de connexion',
    text: `Atlas Telecom : pour vous connecter à votre espace client, ouvrez ce lien (valable ${minutes} minutes, une seule fois) :\n${url}\n\nSi vous n'avez rien demandé, ignorez ce message : personne ne peut se connecter sans ce lien.`,
  },
  ar: {
    subject: 'رابط تسجيل الدخول',
    text: `أطلس تيليكوم: لتسجيل الدخول إلى فضائك الخاص، افتح هذا الرابط (صالح لمدة ${minutes} دقيقة، مرة واحدة):\n${url}\n\nإذا لم تطلب شيئًا، تجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول دون هذا الرابط.`,
  },
  en: {
    subject: 'Your sign-in link',
    text: `Atlas Telecom: to sign in to your customer area, open this link (valid ${minutes} minutes, once):\n${url}\n\nIf you did not ask for it, ignore this message: nobody can sign in without this link.`,
  },
});

const refused = () => new ApiError(400, SELFCARE_ERROR_CODES.signInLinkInvalid, 'The sign-in link has expired, was already used or was never sent');

/**
 * POST /signin/link/send, /signin/link: signing in with a link sent to the account's email — the way
 * in strangers cannot exhaust. Its token is 256 random bits (only its hash kept), valid 15 minutes,
 * spent by the statement that finds it: it cannot be guessed, so no count of sends per account is
 * needed to bound guessing, and none can be spent by a stranger. Mail flooding is bounded by
 * coalescing (one new link per account per minute: a request within it sends nothing new, the last
 * link still works) and by the requests per address. Every request answers the same, whether the
 * username exists or not. The session is the password sign-in's (`admit`).
 */
export const signInLinkRoutes: FastifyPluginAsyncTypebox<{ publicOrigin: string | null }> = async (app, { publicOrigin }) => {
  const { db, accountsRepository: accounts } = app;
  const answer = { expiresIn: SIGN_IN_LINK_DURATIONS.validSeconds, resendIn: SIGN_IN_LINK_DURATIONS.coalesceSeconds };

  app.post('/signin/link/send', { schema: { body: SignInLinkSendRequest, response: { 200: SignInLinkSendResponse, ...errorResponses } } }, async (request) => {
    const addressKey = `signin-link-address:${request.ip}`;
    await app.failureLimits.refuseWhenThrottled(addressKey, { windowSeconds: SIGN_IN_LINK_LIMITS.windowSeconds, limit: SIGN_IN_LINK_LIMITS.perAddress });
    await app.failureLimits.record(addressKey);
    const account = await accounts.byUsername(request.body.username);
    if (!account) return answer;
    const token = randomBytes(32).toString('base64url');
    const language = requestLanguage(request.headers);
    const sent = await db.transaction(async (tx) => {
      // The account's row locked: two requests at once see each other's link, one mail at most.
      const added = await new SignInLinksRepository(tx).addUnlessRecent({ tokenHash: hashOf(token), accountId: account.id }, SIGN_IN_LINK_DURATIONS);
      if (!added) return false;
      await app.mail.queue(tx, { to: account.email, ...linkMail(signInLinkUrl(publicOrigin, language, token))[language], language });
      return true;
    });
    // Delivered after the answer: its time does not tell a known username from an unknown one.
    if (sent) void app.mail.deliverQueued().catch((error: unknown) => request.log.error({ err: error }, 'sign-in link mail failed'));
    return answer;
  });

  app.post('/signin/link', { schema: { body: SignInLinkRequest, response: { 200: SessionTokensResponse, ...errorResponses } } }, async (request) => {
    // The account's other links die with it: the mails left in the inbox open nothing.
    const accountId = await new SignInLinksRepository(db).spend(hashOf(request.body.token));
    if (!accountId) throw refused();
    return admit(app, request, accountId);
  });
};
