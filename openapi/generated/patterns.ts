/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by scripts/openapi-types.mjs from openapi/portal.yaml.
 * Change the contract, then run `npm run openapi:generate`; CI runs `npm run openapi:check`.
 */

/** The pattern of each named string schema of the contract. */
export const CONTRACT_PATTERNS = {
  /** Upper-case letters and digits, at most 8 (MD0001, SD0001, R00001). */
  AgentCode: new RegExp("^[A-Z0-9]+$", 'u'),
  /** An https URL, a path on this server (/branding/logo.svg) or a base64 data URL of a PNG, JPEG, GIF, WebP or SVG image; at most 256 KiB of text. null removes the logo. */
  BrandLogo: new RegExp("^(https://[^\\s\"'<>()\\\\]+|/(?!/)[^\\s\"'<>()\\\\]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/]+={0,2})$", 'u'),
  /** ISO 3166-1 alpha-2 code. */
  CountryCode: new RegExp("^[A-Z]{2,3}$", 'u'),
  /** Like a logo (ICO, PNG, GIF or SVG), at most 64 KiB of text. null removes the favicon. */
  FaviconLogo: new RegExp("^(https://[^\\s\"'<>()\\\\]+|/(?!/)[^\\s\"'<>()\\\\]*|data:image/(png|gif|svg\\+xml|x-icon|vnd\\.microsoft\\.icon);base64,[A-Za-z0-9+/]+={0,2})$", 'u'),
  /** A file name without any directory part. */
  FileName: new RegExp("^[^\\\\/]+$", 'u'),
  /** A colour as #RRGGBB. */
  HexColour: new RegExp("^#[0-9A-Fa-f]{6}$", 'u'),
  /** The merchant (agent) code typed at sign-in; no leading or trailing spaces. */
  MerchantId: new RegExp("^\\S(.*\\S)?$", 'u'),
  /** 8 to 50 characters with an upper-case letter, a lower-case letter, a digit and a special */
  NewPassword: new RegExp("^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!-\\/:-@\\[-\\x60\\{-~])\\S{8,50}$", 'u'),
  /** OrderRef */
  OrderRef: new RegExp("^[A-Za-z0-9_-]+$", 'u'),
  /** The 4-digit code sent by email. */
  Otp: new RegExp("^[0-9]{4,8}$", 'u'),
  /** Optional leading + or a digit, followed by 3 to 20 digits. */
  Phone: new RegExp("^[+0-9][0-9]{3,20}$", 'u'),
  /** A single-use recovery code of the authenticator (two groups of five letters or digits; case, spaces and the dash do not matter), in place of pinCode. */
  RecoveryCode: new RegExp("^\\s*[A-Za-z0-9]{5}[\\s-]?[A-Za-z0-9]{5}\\s*$", 'u'),
  /** A transaction reference, digits only, 1 to 50. */
  RefId: new RegExp("^[0-9]{1,50}$", 'u'),
  /** Upper case, no whitespace (the form removes whitespace and upper-cases as typed). */
  TemplateCode: new RegExp("^[A-Z0-9_-]+$", 'u'),
  /** UTC, `yyyy-MM-dd HH:mm:ss`. */
  Timestamp: new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$", 'u'),
  /** The authenticator (TOTP) code, 6 to 8 digits. */
  TotpCode: new RegExp("^[0-9]{6,8}$", 'u'),
  /** A user's login; no leading or trailing spaces. */
  Username: new RegExp("^\\S(.*\\S)?$", 'u'),
  /** Digits only ('Voucher Pin must be a number'). */
  VoucherPin: new RegExp("^[0-9]+$", 'u'),
} as const;
