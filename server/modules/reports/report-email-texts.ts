// The mail that carries a report by email, in the language of the request (the six the portal
// speaks): a subject and a short body saying what the attachment holds, or, for a file too large
// to attach, where to download it (a portal page behind sign-in) and for how long.
import type { ServerLanguage } from '../../i18n/languages';

export interface ReportMailFacts {
  /** Rows in the file. */
  rows: number;
  /** The report's range, as the request gave it (UTC, yyyy-MM-dd HH:mm:ss). */
  start: string;
  end: string;
  /** The filter matched more rows than the file holds (the first `rows` are in it). */
  truncated: boolean;
  /** The file is zipped (a large CSV). */
  zipped: boolean;
  /** The file was too large to attach: the portal page that downloads it, and the days it is kept. */
  download?: { link: string; days: number } | undefined;
}

type Wording = {
  subject: string;
  body: (facts: ReportMailFacts, rows: string) => string;
  /** The body when the file is downloaded instead of attached. */
  linked: (facts: ReportMailFacts, rows: string, link: string, days: number) => string;
  truncated: (rows: string) => string;
  zipped: string;
  closing: string;
};

const WORDINGS: Record<ServerLanguage, Wording> = {
  en: {
    subject: 'Your transaction report',
    body: (f, n) => `Hello,\n\nattached is the transaction report you asked for: ${n} transactions from ${f.start} to ${f.end} (UTC).`,
    linked: (f, n, link, days) =>
      `Hello,\n\nthe transaction report you asked for is ready: ${n} transactions from ${f.start} to ${f.end} (UTC). It is too large to send by email, so it is kept for you in the Merchant Portal for ${days} days. Sign in and download it here:\n\n${link}`,
    truncated: (n) => `The filter matched more transactions than one spreadsheet holds: the file has the first ${n}. Choose a shorter period for the rest.`,
    zipped: 'The file is zipped to keep the email small.',
    closing: 'Merchant Portal',
  },
  zh: {
    subject: '您的交易报表',
    body: (f, n) => `您好：\n\n附件是您申请的交易报表：${f.start} 至 ${f.end}（UTC）的 ${n} 笔交易。`,
    linked: (f, n, link, days) =>
      `您好：\n\n您申请的交易报表已生成：${f.start} 至 ${f.end}（UTC）的 ${n} 笔交易。报表太大，无法通过电子邮件发送，已在商户门户中为您保留 ${days} 天。请登录后在此下载：\n\n${link}`,
    truncated: (n) => `符合筛选条件的交易超过一个电子表格所能容纳的数量：文件包含前 ${n} 笔。如需其余交易，请选择更短的时间段。`,
    zipped: '为减小邮件大小，文件已压缩为 zip。',
    closing: '商户门户',
  },
  es: {
    subject: 'Su informe de transacciones',
    body: (f, n) => `Hola:\n\nadjuntamos el informe de transacciones que solicitó: ${n} transacciones del ${f.start} al ${f.end} (UTC).`,
    linked: (f, n, link, days) =>
      `Hola:\n\nel informe de transacciones que solicitó está listo: ${n} transacciones del ${f.start} al ${f.end} (UTC). Es demasiado grande para enviarlo por correo electrónico, por lo que lo guardamos en el Portal de comercios durante ${days} días. Inicie sesión y descárguelo aquí:\n\n${link}`,
    truncated: (n) => `El filtro encontró más transacciones de las que caben en una hoja de cálculo: el archivo contiene las primeras ${n}. Elija un período más corto para el resto.`,
    zipped: 'El archivo está comprimido en zip para que el correo sea más pequeño.',
    closing: 'Portal de comercios',
  },
  ja: {
    subject: '取引レポート',
    body: (f, n) => `こんにちは。\n\nご依頼の取引レポートを添付します：${f.start} から ${f.end}（UTC）までの ${n} 件の取引です。`,
    linked: (f, n, link, days) =>
      `こんにちは。\n\nご依頼の取引レポートの準備ができました：${f.start} から ${f.end}（UTC）までの ${n} 件の取引です。メールで送信するにはサイズが大きすぎるため、マーチャントポータルに ${days} 日間保管しています。サインインして、こちらからダウンロードしてください：\n\n${link}`,
    truncated: (n) => `条件に一致する取引が 1 つのスプレッドシートに収まる件数を超えたため、最初の ${n} 件をファイルに含めました。残りは期間を短くして依頼してください。`,
    zipped: 'メールを小さくするため、ファイルは zip 形式で圧縮しています。',
    closing: 'マーチャントポータル',
  },
  de: {
    subject: 'Ihr Transaktionsbericht',
    body: (f, n) => `Guten Tag,\n\nanbei der angeforderte Transaktionsbericht: ${n} Transaktionen vom ${f.start} bis ${f.end} (UTC).`,
    linked: (f, n, link, days) =>
      `Guten Tag,\n\nder angeforderte Transaktionsbericht ist fertig: ${n} Transaktionen vom ${f.start} bis ${f.end} (UTC). Er ist zu groß für den Versand per E-Mail und wird deshalb ${days} Tage lang im Händlerportal für Sie aufbewahrt. Melden Sie sich an und laden Sie ihn hier herunter:\n\n${link}`,
    truncated: (n) => `Der Filter hat mehr Transaktionen gefunden, als eine Tabelle fassen kann: Die Datei enthält die ersten ${n}. Wählen Sie für den Rest einen kürzeren Zeitraum.`,
    zipped: 'Die Datei ist gezippt, damit die E-Mail klein bleibt.',
    closing: 'Händlerportal',
  },
  fr: {
    subject: 'Votre rapport de transactions',
    body: (f, n) => `Bonjour,\n\nvous trouverez ci-joint le rapport de transactions demandé : ${n} transactions du ${f.start} au ${f.end} (UTC).`,
    linked: (f, n, link, days) =>
      `Bonjour,\n\nle rapport de transactions demandé est prêt : ${n} transactions du ${f.start} au ${f.end} (UTC). Il est trop volumineux pour être envoyé par e-mail : il est donc conservé pour vous dans le Portail marchand pendant ${days} jours. Connectez-vous et téléchargez-le ici :\n\n${link}`,
    truncated: (n) => `Le filtre a trouvé plus de transactions qu’une feuille de calcul ne peut en contenir : le fichier contient les ${n} premières. Choisissez une période plus courte pour les autres.`,
    zipped: 'Le fichier est compressé au format zip pour alléger l’e-mail.',
    closing: 'Portail marchand',
  },
};

const LOCALES: Record<ServerLanguage, string> = { en: 'en-GB', zh: 'zh-CN', es: 'es-ES', ja: 'ja-JP', de: 'de-DE', fr: 'fr-FR' };

/** The subject and text of the mail carrying a report, or its link. */
export function reportMail(language: ServerLanguage, facts: ReportMailFacts): { subject: string; text: string } {
  const wording = WORDINGS[language];
  const rows = facts.rows.toLocaleString(LOCALES[language]);
  const parts = [facts.download ? wording.linked(facts, rows, facts.download.link, facts.download.days) : wording.body(facts, rows)];
  if (facts.truncated) parts.push(wording.truncated(rows));
  if (facts.zipped && !facts.download) parts.push(wording.zipped);
  return { subject: wording.subject, text: `${parts.join('\n\n')}\n\n${wording.closing}\n` };
}
