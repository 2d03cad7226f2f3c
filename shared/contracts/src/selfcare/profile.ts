/** ms-client: the customer's profile, lines and picture. */
import { Nullable, type Static, StringEnum, Type } from '../schema-kit';
import { Email, OtpToken, PersonName, TypedMdn, TypedPassword } from './schema';

export const LineKind = StringEnum(['mobile', 'adsl', 'ftth', 'home', 'idar']);
export type LineKind = Static<typeof LineKind>;
export const LineSegment = StringEnum(['prepaid', 'postpaid', 'cameleon']);
export type LineSegment = Static<typeof LineSegment>;
export const CustomerSegment = StringEnum(['B2C', 'B2B', 'B2B2C']);
export type CustomerSegment = Static<typeof CustomerSegment>;
export const Civility = StringEnum(['mr', 'mme']);
export type Civility = Static<typeof Civility>;

export const UserLine = Type.Object({
  /** National form, 10 digits (0612345678). */
  mdn: Type.String(),
  kind: LineKind,
  segment: LineSegment,
  customerSegment: CustomerSegment,
  offerId: Type.String(),
  offerName: Type.String(),
  offer_name_fr: Type.String(),
  offer_name_ar: Type.String(),
  offer_name_en: Type.String(),
  isMain: Type.Boolean(),
  /** Signed, bound to this customer and this line; sent as `mdn-segmentation-token: <tokenType> <token>`. */
  mdnSegmentationToken: Type.String(),
  tokenType: Type.String(),
});
export type UserLine = Static<typeof UserLine>;

/** GET /api/ms-client/v1/profile (bearer). Stored locally under `profile`. */
export const Profile = Type.Object({
  id: Type.String(),
  crmId: Type.String(),
  civility: Nullable(Civility),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  birthDate: Nullable(Type.String()),
  segment: CustomerSegment,
  hasAvatar: Type.Boolean(),
  lines: Type.Array(UserLine),
});
export type Profile = Static<typeof Profile>;

/** The line the customer acts on, kept locally under `selectedLine`. */
export interface SelectedLine {
  mdn: string;
  mdnSegmentationToken: string;
  tokenType?: string;
}

/** GET /api/ms-client/v1/client-crmid?mdn (segmentation header). */
export const ClientCrmIdResponse = Type.Object({ crmId: Type.String() });
export type ClientCrmIdResponse = Static<typeof ClientCrmIdResponse>;

/** GET /api/ms-client/v1/client-crmid?mdn: the number asked, if any, must be the selected line. */
export const ClientCrmIdQuery = Type.Object({ mdn: Type.Optional(Type.String({ maxLength: 20 })) });
export type ClientCrmIdQuery = Static<typeof ClientCrmIdQuery>;

/** PUT update-main-line and DELETE remove-line body: the line's number. */
export const LineActionRequest = Type.Object({ username: TypedMdn });
export type LineActionRequest = Static<typeof LineActionRequest>;

/** POST /api/ms-client/v1/add-line: the number confirmed by an `add-line` OTP; answers the new Profile. */
export const AddLineRequest = Type.Object({ kind: StringEnum(['mobile', 'home']), mdn: TypedMdn, otpToken: OtpToken });
export type AddLineRequest = Static<typeof AddLineRequest>;

/** PUT /api/ms-client/v1/update-email (bearer): the password confirms it. Answers the Profile. */
export const UpdateEmailRequest = Type.Object({ email: Email, password: TypedPassword });
export type UpdateEmailRequest = Static<typeof UpdateEmailRequest>;

/** PUT /api/ms-client/v1/update-info (bearer). Answers the Profile. */
export const UpdateInfoRequest = Type.Object(
  {
    civility: Civility,
    firstName: PersonName,
    lastName: PersonName,
    birthDate: Nullable(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);
export type UpdateInfoRequest = Static<typeof UpdateInfoRequest>;

/** GET get-avatar answers the image itself; POST upload-avatar (multipart `avatar`, jpeg/png/webp ≤ 2 MB). */
export const UploadAvatarResponse = Type.Object({ status: Type.Literal('ok') });
export type UploadAvatarResponse = Static<typeof UploadAvatarResponse>;

export const AVATAR_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
