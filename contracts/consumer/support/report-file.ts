// The kept file of a report by email too large to mail, as the Pact interactions of its download
// carry it (contracts/consumer/report-email.pact.test.ts) and its provider state stores it
// (contracts/provider/states/report-email.ts): a zipped CSV of one row, fixed bytes (a zip made
// with a fixed date, so that both sides hold the same file).
export const KEPT_REPORT_ZIP = Buffer.from(
  'UEsDBBQAAAAIAMZLdV0ffqc9MAAAADgAAAAoAAAAVHJhbnNhY3Rpb25fUmVwb3J0XzQyXzIwMjYxMTIxMDkzMDEyLmNzdnu/e79LYkmqTlBqWmpRal5yqoKnCy+XkYGRma6hoa6RgYKhgZUBCOkYGsCBIS8XAFBLAQIUAxQAAAAIAMZLdV0ffqc9MAAAADgAAAAoAAAAAAAAAAAAAACAAQAAAABUcmFuc2FjdGlvbl9SZXBvcnRfNDJfMjAyNjExMjEwOTMwMTIuY3N2UEsFBgAAAAABAAEAVgAAAHYAAAAAAA==',
  'base64',
);
/** The CSV inside it. */
export const KEPT_REPORT_CSV = '\uFEFFDate,Reference ID\r\n2026-11-20 10:00:00,100000000001\r\n';
