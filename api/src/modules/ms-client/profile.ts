import type { Profile } from '@atlas/contracts/selfcare';
import type { CustomerRepository } from './customer.repository';
import { ApiError, API_ERROR_CODES } from '../../errors';
import { TOKEN_TYPE, type SessionTokens, type SignedInCustomer } from '../../plugins/session-tokens';

/** The profile of an account with each line's segmentation token, main line first. */
export async function loadProfile(
  customers: Pick<CustomerRepository, 'account' | 'heldLines'>,
  tokens: SessionTokens,
  { accountId, sessionId }: SignedInCustomer,
): Promise<Profile> {
  const account = await customers.account(accountId);
  if (!account) throw new ApiError(401, API_ERROR_CODES.unauthorized, 'This account no longer exists');
  const held = await customers.heldLines(accountId);
  held.sort((a, b) => Number(b.isMain) - Number(a.isMain));
  return {
    id: account.id,
    crmId: account.crmId,
    civility: account.civility ?? null,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    birthDate: account.birthDate ?? null,
    segment: account.segment,
    hasAvatar: account.avatar !== null,
    lines: await Promise.all(
      held.map(async ({ line, isMain }) => ({
        mdn: line.mdn,
        kind: line.kind,
        segment: line.segment,
        customerSegment: line.customerSegment,
        offerId: line.offerId,
        offerName: line.offerNameFr,
        offer_name_fr: line.offerNameFr,
        offer_name_ar: line.offerNameAr,
        offer_name_en: line.offerNameEn,
        isMain,
        mdnSegmentationToken: await tokens.signSegmentation(accountId, sessionId, line.mdn),
        tokenType: TOKEN_TYPE,
      })),
    ),
  };
}
