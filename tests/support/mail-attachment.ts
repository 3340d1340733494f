// Reading what the portal mails and exports, as a merchant's software would: the attachment of a
// raw mail (as the SMTP peer keeps it) and the rows of an RFC 4180 CSV. Used by the server tests
// of reports by email and by the journeys.

/** The attachment of a raw mail (as the SMTP peer keeps it, quoted-printable decoded, which may
 * take a padding '=' and its line break): its name and bytes. */
export function attachmentOf(mailText: string): { filename: string; content: Buffer } {
  const match = /Content-Disposition: attachment;\s*filename="?([^"\r\n;]+)"?\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mailText);
  if (!match) throw new Error('no attachment in the mail');
  return { filename: match[1]!, content: Buffer.from(match[2]!.replace(/[^A-Za-z0-9+/]/g, ''), 'base64') };
}

/** RFC 4180 rows of a CSV text. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}
