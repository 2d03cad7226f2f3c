import fp from 'fastify-plugin';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OTP_ERROR_CODES, OTP_REPLACED_ERROR_CODE, type OtpSendResponse } from '@atlas/contracts/selfcare';
import type { OtpDurations } from '@atlas/contracts/app-config';
import { OtpRepository } from './otp.repository';
import type { SmsSender } from './sms';
import { ApiError } from '../errors';
import type { Language } from '../language';
import type { CodePurpose, SessionTokens } from './session-tokens';
import { maskMdn } from '../modules/ms-iam/username';

/** Wrong codes allowed in one window before the number is blocked. */
export const MAX_OTP_ATTEMPTS = 5;

/** Arabic counts its nouns: دقيقة (1, 11+), دقيقتان (2), دقائق (3 to 10). */
function arabicMinutes(minutes: number): string {
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتين';
  return `${minutes} ${minutes <= 10 ? 'دقائق' : 'دقيقة'}`;
}

const OTP_TEXT: Record<Language, (code: string, minutes: number) => string> = {
  fr: (code, minutes) => `Atlas Telecom : votre code de confirmation est ${code}. Il expire dans ${minutes} min. Ne le communiquez à personne.`,
  ar: (code, minutes) => `أطلس تيليكوم: رمز التأكيد الخاص بك هو ${code}. تنتهي صلاحيته خلال ${arabicMinutes(minutes)}. لا تشاركه مع أي أحد.`,
  en: (code, minutes) => `Atlas Telecom: your confirmation code is ${code}. It expires in ${minutes} min. Never share it.`,
};

const hashCode = (challengeId: string, code: string) => createHash('sha256').update(`${challengeId}:${code}`).digest();
const secondsBetween = (later: Date, now: Date) => Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));

/**
 * `holder`: the code belongs to whoever asked for it (a browser): each holder has its own code,
 * window and wrong codes, so another's guesses never spend it; the sends of every holder of the
 * number count together (at most `maxSends` in the window), which bounds the guessing of all of
 * them; and the proof holds for that holder only (its scope).
 */
export interface OtpService {
  /**
   * `deliverTo` is the mobile the SMS goes to, unless `deliver` is given: another way for the code
   * of that line (the account's email), shown to the customer as `deliverTo` (masked by the caller).
   */
  send(input: {
    mdn: string;
    purpose: CodePurpose;
    deliverTo: string;
    language: Language;
    holder?: string;
    deliver?: { channel: 'email'; send: (text: string) => Promise<void> };
  }): Promise<OtpSendResponse>;
  verify(input: { mdn: string; purpose: CodePurpose; code: string; holder?: string }): Promise<string>;
  /** Checks an OTP proof for that number and purpose (and scope, if it was given one) and spends it (single use). */
  consumeProof(token: string, mdn: string, purpose: CodePurpose, scope?: string): Promise<boolean>;
}

/**
 * One-time passwords kept server-side: a window per number and purpose with its expiry, a resend
 * delay, a maximum of sends and of wrong codes, then a block with a retry time. The durations are
 * the app-config's `otpDurations`, so the screens count down with the same numbers.
 */
export function createOtpService(deps: {
  challenges: OtpRepository;
  /** The app configuration's `otpDurations` (ms-config's settings). */
  settings: { otpDurations(): Promise<OtpDurations> };
  sms: SmsSender;
  tokens: SessionTokens;
  now?: () => Date;
  durations?: Partial<OtpDurations> | null;
}): OtpService {
  const { challenges, sms, tokens } = deps;
  const now = deps.now ?? (() => new Date());

  const durations = async (): Promise<OtpDurations> => ({ ...(await deps.settings.otpDurations()), ...deps.durations });
  /** A holder's code is kept under `purpose|holder`. */
  const keyOf = (purpose: CodePurpose, holder?: string) => (holder === undefined ? purpose : `${purpose}|${holder}`);
  const challengeOf = (mdn: string, key: string) => challenges.challengeOf(mdn, key);
  /** The codes sent to the number for that purpose, every holder's, whose window has not ended. */
  const holdersInWindow = (mdn: string, purpose: CodePurpose, since: Date) => challenges.holdersSince(mdn, purpose, since);

  return {
    async send({ mdn, purpose, deliverTo, language, holder, deliver }) {
      const settings = await durations();
      const at = now();
      const key = keyOf(purpose, holder);
      const existing = await challengeOf(mdn, key);
      if (existing?.blockedUntil && existing.blockedUntil > at) {
        throw new ApiError(429, OTP_ERROR_CODES.blocked, 'This number is blocked for a while', undefined, {
          retryAfter: secondsBetween(existing.blockedUntil, at),
        });
      }
      // A block that has passed, or a last send older than the window, starts a fresh count: the
      // maximum of sends holds within `blockedRetrySeconds` of the last code sent.
      const windowMs = settings.blockedRetrySeconds * 1000;
      const windowEnd = existing ? new Date(existing.lastSentAt.getTime() + windowMs) : at;
      const sends = existing && !existing.blockedUntil && windowEnd > at ? existing.sends : 0;
      const stillValid = existing && !existing.verifiedAt && existing.expiresAt > at ? existing : undefined;
      if (existing && sends > 0) {
        const resendAt = new Date(existing.lastSentAt.getTime() + settings.resendDelaySeconds * 1000);
        if (resendAt > at) {
          // The code sent moments ago is still valid: the screen offers its boxes again.
          throw new ApiError(429, OTP_ERROR_CODES.resendTooEarly, 'Wait before asking for another code', undefined, {
            resendIn: secondsBetween(resendAt, at),
            ...(stillValid ? { expiresIn: secondsBetween(stillValid.expiresAt, at) } : {}),
          });
        }
      }
      let numberSends = sends;
      if (holder !== undefined) {
        // Every holder's sends count together: the number gets at most `maxSends` codes in the
        // window, whoever asks, so fresh holders cannot multiply the guesses. No block is set: the
        // codes already sent stay valid for their holders.
        const recent = await holdersInWindow(mdn, purpose, new Date(at.getTime() - windowMs));
        numberSends = recent.reduce((total, row) => total + row.sends, 0);
        if (numberSends >= settings.maxSends) {
          const freeAt = new Date(Math.min(...recent.map((row) => row.lastSentAt.getTime())) + windowMs);
          throw new ApiError(429, OTP_ERROR_CODES.maxSends, 'Maximum number of codes sent to this number', undefined, {
            retryAfter: secondsBetween(freeAt, at),
          });
        }
      }
      if (sends >= settings.maxSends) {
        // Blocked until the window of the last send ends (not a fresh window from this request).
        const blockedUntil = windowEnd;
        await challenges.update(existing!.id, { blockedUntil });
        throw new ApiError(429, OTP_ERROR_CODES.maxSends, 'Maximum number of codes sent', undefined, {
          retryAfter: secondsBetween(blockedUntil, at),
        });
      }

      // The challenge keeps its id (the salt of its codes), so the code a resend replaces is
      // still recognised and told as replaced rather than wrong.
      const id = existing?.id ?? randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = {
        id,
        mdn,
        purpose: key,
        codeHash: hashCode(id, code).toString('base64'),
        replacedCodeHash: sends > 0 && stillValid ? stillValid.codeHash : null,
        expiresAt: new Date(at.getTime() + settings.otpValiditySeconds * 1000),
        lastSentAt: at,
        sends: sends + 1,
        attempts: 0,
        blockedUntil: null,
        verifiedAt: null,
      };
      await challenges.put(row);
      const text = OTP_TEXT[language](code, Math.max(1, Math.round(settings.otpValiditySeconds / 60)));
      if (deliver) await deliver.send(text);
      else await sms.send({ to: deliverTo, text, language });
      return {
        sentTo: deliver ? deliverTo : maskMdn(deliverTo),
        expiresIn: settings.otpValiditySeconds,
        resendIn: settings.resendDelaySeconds,
        sendsLeft: settings.maxSends - numberSends - 1,
      };
    },

    async verify({ mdn, purpose, code, holder }) {
      const settings = await durations();
      const at = now();
      const challenge = await challengeOf(mdn, keyOf(purpose, holder));
      if (!challenge || challenge.verifiedAt) throw new ApiError(400, OTP_ERROR_CODES.expired, 'No code is waiting: ask for a new one');
      if (challenge.blockedUntil && challenge.blockedUntil > at) {
        throw new ApiError(429, OTP_ERROR_CODES.blocked, 'This number is blocked for a while', undefined, {
          retryAfter: secondsBetween(challenge.blockedUntil, at),
        });
      }
      if (challenge.expiresAt <= at) throw new ApiError(400, OTP_ERROR_CODES.expired, 'The code has expired: ask for a new one');

      const expected = Buffer.from(challenge.codeHash, 'base64');
      const typed = /^\d{6}$/.test(code) ? hashCode(challenge.id, code) : null;
      if (!typed || !timingSafeEqual(typed, expected)) {
        const replaced = challenge.replacedCodeHash ? Buffer.from(challenge.replacedCodeHash, 'base64') : null;
        if (typed && replaced && timingSafeEqual(typed, replaced)) {
          // The customer typed the code a resend replaced: not a guess, so no attempt is spent.
          throw new ApiError(400, OTP_REPLACED_ERROR_CODE, 'This code was replaced by a newer one', undefined, {
            attemptsLeft: MAX_OTP_ATTEMPTS - challenge.attempts,
          });
        }
        const attempts = challenge.attempts + 1;
        if (attempts >= MAX_OTP_ATTEMPTS) {
          const blockedUntil = new Date(at.getTime() + settings.blockedRetrySeconds * 1000);
          await challenges.update(challenge.id, { attempts, blockedUntil });
          throw new ApiError(429, OTP_ERROR_CODES.blocked, 'Too many wrong codes', undefined, { retryAfter: settings.blockedRetrySeconds });
        }
        await challenges.update(challenge.id, { attempts });
        throw new ApiError(400, OTP_ERROR_CODES.invalid, 'Wrong code', undefined, { attemptsLeft: MAX_OTP_ATTEMPTS - attempts });
      }
      await challenges.update(challenge.id, { verifiedAt: at });
      return (await tokens.signOtpProof(mdn, purpose, holder)).token;
    },

    async consumeProof(token, mdn, purpose, scope) {
      const claims = await tokens.verify(token, 'otp');
      if (!claims?.jti || claims.mdn !== mdn || claims.purpose !== purpose || claims.scope !== scope) return false;
      return challenges.spendProof(claims.jti);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    otpService: OtpService;
  }
}

/** The OTP service over the configured SMS sender (`app.smsSender`), its durations the app configuration's. */
export const otpServicePlugin = fp<{ durations?: Partial<OtpDurations> | null }>(
  async (app, options) => {
    app.decorate(
      'otpService',
      createOtpService({
        challenges: new OtpRepository(app.db),
        settings: app.appConfigRepository,
        tokens: app.sessionTokens,
        sms: app.smsSender,
        durations: options.durations,
      }),
    );
  },
  { name: 'atlas-otp', dependencies: ['atlas-database', 'atlas-session-tokens', 'atlas-sms', 'app-config-repository'] },
);
