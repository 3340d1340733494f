// A refusal as the merchant reads it, in the request's language. Services and the validation
// word a field's refusal '<field path>: <problem>' (server/http/validation-messages.ts); at the
// edge (server/http/error-handler.ts) it becomes a sentence with the field's label
// ('agentDetail.agentCode: must be at most 8 characters' -> 'Agent code must be at most 8
// characters.', 'Agentencode darf höchstens 8 Zeichen lang sein.') and the path travels as
// `field`, for a form to place the message under its field. Other refusals are sentences
// already: a known one is translated (SENTENCES), the rest keep their words. To add a problem or
// a sentence, add its six wordings here; tests/server/i18n/refusal-words.test.ts checks them.
import { FIELD_LABELS, fieldName, spelledOut } from './field-labels';
import { clientEnglish, say } from './words';
import { SERVER_LANGUAGES, type ServerLanguage } from './languages';

type Wordings = Record<ServerLanguage, (label: string, value: string) => string>;

/** '<problem>' patterns of a field's refusal; the first group, when any, is `value`. */
const PROBLEMS: [RegExp, Wordings][] = [
  [/^is required$/, {
    en: (l) => `${l} is required.`, zh: (l) => `${l}为必填项。`, es: (l) => `${l} es obligatorio.`,
    ja: (l) => `${l}は必須です。`, de: (l) => `${l} ist erforderlich.`, fr: (l) => `${l} est obligatoire.`,
  }],
  [/^must not be empty$/, {
    en: (l) => `${l} must not be empty.`, zh: (l) => `${l}不能为空。`, es: (l) => `${l} no puede estar vacío.`,
    ja: (l) => `${l}を入力してください。`, de: (l) => `${l} darf nicht leer sein.`, fr: (l) => `${l} ne doit pas être vide.`,
  }],
  [/^must be at most (\d+) months before the end date$/, {
    en: (l, n) => `${l} must be at most ${n} months before the end date: a report by email covers at most ${n} months.`,
    zh: (l, n) => `${l}不能早于结束日期 ${n} 个月以上：通过电子邮件发送的报表最多涵盖 ${n} 个月。`,
    es: (l, n) => `${l} debe ser como máximo ${n} meses anterior a la fecha de fin: un informe por correo electrónico abarca como máximo ${n} meses.`,
    ja: (l, n) => `${l}は終了日の ${n} か月前以降にしてください。メールで送るレポートの期間は最大 ${n} か月です。`,
    de: (l, n) => `${l} darf höchstens ${n} Monate vor dem Enddatum liegen: Ein Bericht per E-Mail umfasst höchstens ${n} Monate.`,
    fr: (l, n) => `${l} doit être au plus ${n} mois avant la date de fin : un rapport par e-mail couvre au plus ${n} mois.`,
  }],
  [/^must be at most (\d+) characters$/, {
    en: (l, n) => `${l} must be at most ${n} characters.`, zh: (l, n) => `${l}最多 ${n} 个字符。`, es: (l, n) => `${l} debe tener como máximo ${n} caracteres.`,
    ja: (l, n) => `${l}は ${n} 文字以内で入力してください。`, de: (l, n) => `${l} darf höchstens ${n} Zeichen lang sein.`, fr: (l, n) => `${l} doit comporter au plus ${n} caractères.`,
  }],
  [/^must be at least (\d+) characters$/, {
    en: (l, n) => `${l} must be at least ${n} characters.`, zh: (l, n) => `${l}至少 ${n} 个字符。`, es: (l, n) => `${l} debe tener al menos ${n} caracteres.`,
    ja: (l, n) => `${l}は ${n} 文字以上で入力してください。`, de: (l, n) => `${l} muss mindestens ${n} Zeichen lang sein.`, fr: (l, n) => `${l} doit comporter au moins ${n} caractères.`,
  }],
  [/^must be (\d+) to (\d+) characters$/, {
    en: (l) => `${l} has the wrong length.`, zh: (l) => `${l}长度不正确。`, es: (l) => `${l} no tiene la longitud correcta.`,
    ja: (l) => `${l}の長さが正しくありません。`, de: (l) => `${l} hat nicht die richtige Länge.`, fr: (l) => `${l} n’a pas la bonne longueur.`,
  }],
  [/^(?:has an invalid format|must match format .*)$/, {
    en: (l) => `${l} is not in a valid format.`, zh: (l) => `${l}格式无效。`, es: (l) => `${l} no tiene un formato válido.`,
    ja: (l) => `${l}の形式が正しくありません。`, de: (l) => `${l} hat kein gültiges Format.`, fr: (l) => `${l} n’a pas un format valide.`,
  }],
  [/^must be a PNG or JPEG picture of at most 1 MB$/, {
    en: (l) => `${l} must be a PNG or JPEG picture of at most 1 MB.`, zh: (l) => `${l}必须是不超过 1 MB 的 PNG 或 JPEG 图片。`,
    es: (l) => `${l} debe ser una imagen PNG o JPEG de 1 MB como máximo.`, ja: (l) => `${l}は 1 MB 以下の PNG または JPEG 画像にしてください。`,
    de: (l) => `${l} muss ein PNG- oder JPEG-Bild von höchstens 1 MB sein.`, fr: (l) => `${l} doit être une image PNG ou JPEG de 1 Mo au plus.`,
  }],
  [/^is already taken$/, {
    en: (l) => `${l} is already taken.`, zh: (l) => `${l}已被使用。`, es: (l) => `${l} ya está en uso.`,
    ja: (l) => `${l}は既に使われています。`, de: (l) => `${l} ist bereits vergeben.`, fr: (l) => `${l} est déjà utilisé.`,
  }],
  [/^must be a valid email address$/, {
    en: (l) => `${l} must be a valid email address.`, zh: (l) => `${l}必须是有效的电子邮件地址。`, es: (l) => `${l} debe ser una dirección de correo electrónico válida.`,
    ja: (l) => `${l}には有効なメールアドレスを入力してください。`, de: (l) => `${l} muss eine gültige E-Mail-Adresse sein.`, fr: (l) => `${l} doit être une adresse e-mail valide.`,
  }],
  [/^must be a date \(yyyy-MM-dd\)$/, {
    en: (l) => `${l} must be a date (yyyy-MM-dd).`, zh: (l) => `${l}必须是日期（yyyy-MM-dd）。`, es: (l) => `${l} debe ser una fecha (aaaa-MM-dd).`,
    ja: (l) => `${l}は日付（yyyy-MM-dd）で入力してください。`, de: (l) => `${l} muss ein Datum sein (JJJJ-MM-TT).`, fr: (l) => `${l} doit être une date (aaaa-MM-jj).`,
  }],
  [/^must be (?:a string|a number|a whole number|true or false|an object|a list|null|a date and time|a valid UUID|a valid URL)(?: or .*)?$/, {
    en: (l) => `${l} has a value of the wrong kind.`, zh: (l) => `${l}的值类型不正确。`, es: (l) => `${l} tiene un valor de tipo incorrecto.`,
    ja: (l) => `${l}の値の種類が正しくありません。`, de: (l) => `${l} hat einen Wert der falschen Art.`, fr: (l) => `${l} a une valeur du mauvais type.`,
  }],
  [/^must be at most (-?[\d.]+)$/, {
    en: (l, n) => `${l} must be at most ${n}.`, zh: (l, n) => `${l}不能大于 ${n}。`, es: (l, n) => `${l} debe ser como máximo ${n}.`,
    ja: (l, n) => `${l}は ${n} 以下にしてください。`, de: (l, n) => `${l} darf höchstens ${n} sein.`, fr: (l, n) => `${l} doit être au plus ${n}.`,
  }],
  [/^must be at least (-?[\d.]+)$/, {
    en: (l, n) => `${l} must be at least ${n}.`, zh: (l, n) => `${l}不能小于 ${n}。`, es: (l, n) => `${l} debe ser como mínimo ${n}.`,
    ja: (l, n) => `${l}は ${n} 以上にしてください。`, de: (l, n) => `${l} muss mindestens ${n} sein.`, fr: (l, n) => `${l} doit être au moins ${n}.`,
  }],
  [/^must (?:be less|be greater) than (-?[\d.]+)$/, {
    en: (l) => `${l} is out of range.`, zh: (l) => `${l}超出范围。`, es: (l) => `${l} está fuera del rango permitido.`,
    ja: (l) => `${l}が範囲外です。`, de: (l) => `${l} liegt außerhalb des zulässigen Bereichs.`, fr: (l) => `${l} est hors de la plage autorisée.`,
  }],
  [/^must have at most (\d+) items$/, {
    en: (l, n) => `${l} may have at most ${n} entries.`, zh: (l, n) => `${l}最多 ${n} 项。`, es: (l, n) => `${l} puede tener como máximo ${n} elementos.`,
    ja: (l, n) => `${l}は ${n} 件以内にしてください。`, de: (l, n) => `${l} darf höchstens ${n} Einträge haben.`, fr: (l, n) => `${l} peut contenir au plus ${n} éléments.`,
  }],
  [/^must have at least (\d+) items$/, {
    en: (l, n) => `${l} needs at least ${n} entries.`, zh: (l, n) => `${l}至少需要 ${n} 项。`, es: (l, n) => `${l} necesita al menos ${n} elementos.`,
    ja: (l, n) => `${l}は ${n} 件以上必要です。`, de: (l, n) => `${l} braucht mindestens ${n} Einträge.`, fr: (l, n) => `${l} doit contenir au moins ${n} éléments.`,
  }],
  [/^must be one of (.+)$/, {
    en: (l, v) => `${l} must be one of: ${v}.`, zh: (l, v) => `${l}必须是以下之一：${v}。`, es: (l, v) => `${l} debe ser uno de: ${v}.`,
    ja: (l, v) => `${l}は次のいずれかにしてください：${v}。`, de: (l, v) => `${l} muss einer dieser Werte sein: ${v}.`, fr: (l, v) => `${l} doit être l’une de ces valeurs : ${v}.`,
  }],
  [/^is not a known field$/, {
    en: (l) => `${l} is not a field of this form.`, zh: (l) => `${l}不是此表单的字段。`, es: (l) => `${l} no es un campo de este formulario.`,
    ja: (l) => `${l}はこのフォームの項目ではありません。`, de: (l) => `${l} ist kein Feld dieses Formulars.`, fr: (l) => `${l} n’est pas un champ de ce formulaire.`,
  }],
  [/^contains characters that cannot be stored$/, {
    en: (l) => `${l} contains characters that cannot be stored.`, zh: (l) => `${l}包含无法保存的字符。`, es: (l) => `${l} contiene caracteres que no se pueden guardar.`,
    ja: (l) => `${l}に保存できない文字が含まれています。`, de: (l) => `${l} enthält Zeichen, die nicht gespeichert werden können.`, fr: (l) => `${l} contient des caractères qui ne peuvent pas être enregistrés.`,
  }],
  [/^is read-only and cannot be changed$/, {
    en: (l) => `${l} cannot be changed.`, zh: (l) => `${l}不能更改。`, es: (l) => `${l} no se puede cambiar.`,
    ja: (l) => `${l}は変更できません。`, de: (l) => `${l} kann nicht geändert werden.`, fr: (l) => `${l} ne peut pas être modifié.`,
  }],
  [/^is not a state of the country$/, {
    en: (l) => `${l} does not belong to the chosen country.`, zh: (l) => `${l}不属于所选国家/地区。`, es: (l) => `${l} no pertenece al país elegido.`,
    ja: (l) => `${l}は選択した国に属していません。`, de: (l) => `${l} gehört nicht zum gewählten Land.`, fr: (l) => `${l} n’appartient pas au pays choisi.`,
  }],
  [/^is not a known time zone$/, {
    en: (l) => `${l} is not a known time zone.`, zh: (l) => `${l}不是已知的时区。`, es: (l) => `${l} no es una zona horaria conocida.`,
    ja: (l) => `${l}は既知のタイムゾーンではありません。`, de: (l) => `${l} ist keine bekannte Zeitzone.`, fr: (l) => `${l} n’est pas un fuseau horaire connu.`,
  }],
  [/^(\S+) already exists$/, {
    en: (l, v) => `${l} ${v} already exists.`, zh: (l, v) => `${l} ${v} 已存在。`, es: (l, v) => `${l} ${v} ya existe.`,
    ja: (l, v) => `${l} ${v} はすでに存在します。`, de: (l, v) => `${l} ${v} existiert bereits.`, fr: (l, v) => `${l} ${v} existe déjà.`,
  }],
  [/^must differ from the old password$/, {
    en: (l) => `${l} must differ from the current one.`, zh: (l) => `${l}不能与当前密码相同。`, es: (l) => `${l} debe ser distinta de la actual.`,
    ja: (l) => `${l}は現在のパスワードと異なるものにしてください。`, de: (l) => `${l} muss sich vom aktuellen unterscheiden.`, fr: (l) => `${l} doit être différent de l’actuel.`,
  }],
  [/^(\S+) has failed to upload\. This file type is not accepted for security reasons\.$/, {
    en: (_l, v) => `${v} has failed to upload. This file type is not accepted for security reasons.`,
    zh: (_l, v) => `${v} 上传失败。出于安全原因，不接受此文件类型。`,
    es: (_l, v) => `No se pudo subir ${v}. Este tipo de archivo no se acepta por motivos de seguridad.`,
    ja: (_l, v) => `${v} をアップロードできませんでした。セキュリティ上の理由により、このファイル形式は受け付けていません。`,
    de: (_l, v) => `${v} konnte nicht hochgeladen werden. Dieser Dateityp wird aus Sicherheitsgründen nicht angenommen.`,
    fr: (_l, v) => `${v} n’a pas pu être envoyé. Ce type de fichier n’est pas accepté pour des raisons de sécurité.`,
  }],
  [/^is only accepted with the FILE content type$/, {
    en: (l) => `${l} is only accepted with the FILE content type.`, zh: (l) => `只有内容类型为 FILE 时才接受${l}。`,
    es: (l) => `${l} solo se acepta con el tipo de contenido FILE.`, ja: (l) => `${l}はコンテンツの種類が FILE の場合にのみ受け付けます。`,
    de: (l) => `${l} wird nur beim Inhaltstyp FILE angenommen.`, fr: (l) => `${l} n’est accepté qu’avec le type de contenu FILE.`,
  }],
  [/^must be a file$/, {
    en: (l) => `${l} must be a file.`, zh: (l) => `${l}必须是文件。`, es: (l) => `${l} debe ser un archivo.`,
    ja: (l) => `${l}にはファイルを指定してください。`, de: (l) => `${l} muss eine Datei sein.`, fr: (l) => `${l} doit être un fichier.`,
  }],
  // Credit limits (server/modules/credit-limits): period values, targets, amounts.
  [/^must be a number of hours from 1 to (\d+)$/, {
    en: (l, n) => `${l} must be a number of hours from 1 to ${n}.`, zh: (l, n) => `${l}必须是 1 到 ${n} 之间的小时数。`,
    es: (l, n) => `${l} debe ser un número de horas entre 1 y ${n}.`, ja: (l, n) => `${l}は 1 から ${n} までの時間数にしてください。`,
    de: (l, n) => `${l} muss eine Stundenzahl von 1 bis ${n} sein.`, fr: (l, n) => `${l} doit être un nombre d’heures de 1 à ${n}.`,
  }],
  [/^must be a time of day \(HH:mm\)$/, {
    en: (l) => `${l} must be a time of day (HH:mm).`, zh: (l) => `${l}必须是一天中的时间（HH:mm）。`, es: (l) => `${l} debe ser una hora del día (HH:mm).`,
    ja: (l) => `${l}は時刻（HH:mm）で入力してください。`, de: (l) => `${l} muss eine Uhrzeit sein (HH:mm).`, fr: (l) => `${l} doit être une heure de la journée (HH:mm).`,
  }],
  [/^must be a weekday from 1 \(Sunday\) to 7 \(Saturday\)$/, {
    en: (l) => `${l} must be a weekday from 1 (Sunday) to 7 (Saturday).`, zh: (l) => `${l}必须是 1（星期日）到 7（星期六）之间的星期几。`,
    es: (l) => `${l} debe ser un día de la semana del 1 (domingo) al 7 (sábado).`, ja: (l) => `${l}は 1（日曜日）から 7（土曜日）までの曜日にしてください。`,
    de: (l) => `${l} muss ein Wochentag von 1 (Sonntag) bis 7 (Samstag) sein.`, fr: (l) => `${l} doit être un jour de la semaine de 1 (dimanche) à 7 (samedi).`,
  }],
  [/^must be a day of the month from 1 to (\d+)$/, {
    en: (l, n) => `${l} must be a day of the month from 1 to ${n}.`, zh: (l, n) => `${l}必须是当月 1 到 ${n} 之间的日期。`,
    es: (l, n) => `${l} debe ser un día del mes entre 1 y ${n}.`, ja: (l, n) => `${l}は月の 1 日から ${n} 日までにしてください。`,
    de: (l, n) => `${l} muss ein Tag des Monats von 1 bis ${n} sein.`, fr: (l, n) => `${l} doit être un jour du mois de 1 à ${n}.`,
  }],
  [/^must be a date \(dd\/MM\/yyyy\)$/, {
    en: (l) => `${l} must be a date (dd/MM/yyyy).`, zh: (l) => `${l}必须是日期（dd/MM/yyyy）。`, es: (l) => `${l} debe ser una fecha (dd/MM/aaaa).`,
    ja: (l) => `${l}は日付（dd/MM/yyyy）で入力してください。`, de: (l) => `${l} muss ein Datum sein (TT/MM/JJJJ).`, fr: (l) => `${l} doit être une date (jj/MM/aaaa).`,
  }],
  [/^must not be in the past$/, {
    en: (l) => `${l} must not be in the past.`, zh: (l) => `${l}不能是过去的日期。`, es: (l) => `${l} no puede estar en el pasado.`,
    ja: (l) => `${l}に過去の日付は指定できません。`, de: (l) => `${l} darf nicht in der Vergangenheit liegen.`, fr: (l) => `${l} ne doit pas être dans le passé.`,
  }],
  [/^must be VALUE for a currency target$/, {
    en: (l) => `${l} must be VALUE for a currency.`, zh: (l) => `币种的${l}必须为 VALUE。`, es: (l) => `${l} debe ser VALUE para una moneda.`,
    ja: (l) => `通貨の${l}は VALUE にしてください。`, de: (l) => `${l} muss bei einer Währung VALUE sein.`, fr: (l) => `${l} doit être VALUE pour une devise.`,
  }],
  [/^is not a known currency$/, {
    en: (l) => `${l} is not a known currency.`, zh: (l) => `${l}不是已知的币种。`, es: (l) => `${l} no es una moneda conocida.`,
    ja: (l) => `${l}は既知の通貨ではありません。`, de: (l) => `${l} ist keine bekannte Währung.`, fr: (l) => `${l} n’est pas une devise connue.`,
  }],
  [/^is not a known product$/, {
    en: (l) => `${l} is not a known product.`, zh: (l) => `${l}不是已知的产品。`, es: (l) => `${l} no es un producto conocido.`,
    ja: (l) => `${l}は既知の商品ではありません。`, de: (l) => `${l} ist kein bekanntes Produkt.`, fr: (l) => `${l} n’est pas un produit connu.`,
  }],
  [/^repeats the target and limit type of another item$/, {
    en: (l) => `${l} repeats the target and limit type of another item.`, zh: (l) => `${l}与另一项的对象和限额类型重复。`,
    es: (l) => `${l} repite el objeto y el tipo de límite de otro elemento.`, ja: (l) => `${l}は他の項目と対象および上限の種類が重複しています。`,
    de: (l) => `${l} wiederholt Ziel und Limittyp einer anderen Position.`, fr: (l) => `${l} répète la cible et le type de limite d’un autre élément.`,
  }],
  [/^is listed twice$/, {
    en: (l) => `${l} is listed twice.`, zh: (l) => `${l}重复出现。`, es: (l) => `${l} aparece dos veces.`,
    ja: (l) => `${l}が重複しています。`, de: (l) => `${l} ist doppelt aufgeführt.`, fr: (l) => `${l} figure deux fois.`,
  }],
  [/^must have at most 2 decimals$/, {
    en: (l) => `${l} must have at most 2 decimals.`, zh: (l) => `${l}最多保留 2 位小数。`, es: (l) => `${l} debe tener como máximo 2 decimales.`,
    ja: (l) => `${l}は小数点以下 2 桁までにしてください。`, de: (l) => `${l} darf höchstens 2 Nachkommastellen haben.`, fr: (l) => `${l} doit avoir au plus 2 décimales.`,
  }],
  [/^must be a whole number for a COUNT limit$/, {
    en: (l) => `${l} must be a whole number for a COUNT limit.`, zh: (l) => `COUNT 限额的${l}必须是整数。`, es: (l) => `${l} debe ser un número entero para un límite COUNT.`,
    ja: (l) => `COUNT の上限では${l}を整数にしてください。`, de: (l) => `${l} muss bei einem COUNT-Limit eine ganze Zahl sein.`, fr: (l) => `${l} doit être un nombre entier pour une limite COUNT.`,
  }],
  [/^must not be more than the limit value$/, {
    en: () => 'Current value must be less than limit value.', zh: () => '当前值必须小于限额值。', es: () => 'El valor actual debe ser menor que el valor del límite.',
    ja: () => '現在の値は上限値より小さくしてください。', de: () => 'Der aktuelle Wert muss kleiner als der Limitwert sein.', fr: () => 'La valeur actuelle doit être inférieure à la valeur de la limite.',
  }],
  [/^must be valid JSON$/, {
    en: (l) => `${l} could not be read.`, zh: (l) => `无法读取${l}。`, es: (l) => `No se pudo leer ${l}.`,
    ja: (l) => `${l}を読み取れませんでした。`, de: (l) => `${l} konnte nicht gelesen werden.`, fr: (l) => `${l} n’a pas pu être lu.`,
  }],
  [/^(?:must be at most|files must be at most) (\d+ [KM]B)(?: in total)?$/, {
    en: (l, v) => `${l} must be at most ${v}.`, zh: (l, v) => `${l}不能超过 ${v}。`, es: (l, v) => `${l} debe ocupar como máximo ${v}.`,
    ja: (l, v) => `${l}は ${v} 以下にしてください。`, de: (l, v) => `${l} darf höchstens ${v} groß sein.`, fr: (l, v) => `${l} doit faire au plus ${v}.`,
  }],
];

/** A refusal of the request as a whole (the body unreadable, not multipart, too large...). */
const UNREADABLE: Record<ServerLanguage, string> = {
  en: 'The request could not be read. Please try again.',
  zh: '无法读取请求，请重试。',
  es: 'No se pudo leer la solicitud. Inténtelo de nuevo.',
  ja: 'リクエストを読み取れませんでした。もう一度お試しください。',
  de: 'Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  fr: 'La demande n’a pas pu être lue. Veuillez réessayer.',
};

/** Sentences a merchant meets that the client's catalogue does not have, in the other five
 * languages (English as the server words it). */
const SENTENCES: Record<string, Omit<Record<ServerLanguage, string>, 'en'>> = {
  // Success texts of the services (resultCode 0), worded at the edge too (server/http/router.ts).
  'You have been signed out.': {
    zh: '您已退出登录。', es: 'Ha cerrado la sesión.', ja: 'サインアウトしました。', de: 'Sie wurden abgemeldet.', fr: 'Vous avez été déconnecté.',
  },
  'Your email address has been confirmed.': {
    zh: '您的电子邮箱地址已确认。', es: 'Su dirección de correo electrónico ha sido confirmada.', ja: 'メールアドレスが確認されました。',
    de: 'Ihre E-Mail-Adresse wurde bestätigt.', fr: 'Votre adresse e-mail a été confirmée.',
  },
  // Resource management (server/modules/documents/document-management.service.ts).
  'The document has been created.': {
    zh: '文档已创建。', es: 'Se ha creado el documento.', ja: 'ドキュメントを作成しました。', de: 'Das Dokument wurde erstellt.', fr: 'Le document a été créé.',
  },
  'The document has been updated.': {
    zh: '文档已更新。', es: 'Se ha actualizado el documento.', ja: 'ドキュメントを更新しました。', de: 'Das Dokument wurde aktualisiert.', fr: 'Le document a été mis à jour.',
  },
  'Your message has been sent to support.': {
    zh: '您的消息已发送给客服。', es: 'Su mensaje se ha enviado al servicio de asistencia.', ja: 'メッセージをサポートに送信しました。',
    de: 'Ihre Nachricht wurde an den Support gesendet.', fr: 'Votre message a été envoyé au support.',
  },
  'Your password has been changed.': {
    zh: '您的密码已更改。', es: 'Su contraseña ha sido cambiada.', ja: 'パスワードが変更されました。', de: 'Ihr Passwort wurde geändert.', fr: 'Votre mot de passe a été modifié.',
  },
  'Your password has been changed. Please sign in with the new password.': {
    zh: '您的密码已更改，请使用新密码登录。', es: 'Su contraseña ha sido cambiada. Inicie sesión con la nueva contraseña.',
    ja: 'パスワードが変更されました。新しいパスワードでサインインしてください。', de: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
    fr: 'Votre mot de passe a été modifié. Veuillez vous connecter avec le nouveau mot de passe.',
  },
  'Your password has been reset. Please sign in with the new password.': {
    zh: '您的密码已重置，请使用新密码登录。', es: 'Su contraseña ha sido restablecida. Inicie sesión con la nueva contraseña.',
    ja: 'パスワードがリセットされました。新しいパスワードでサインインしてください。', de: 'Ihr Passwort wurde zurückgesetzt. Bitte melden Sie sich mit dem neuen Passwort an.',
    fr: 'Votre mot de passe a été réinitialisé. Veuillez vous connecter avec le nouveau mot de passe.',
  },
  'The authenticator has been enabled.': {
    zh: '身份验证器已启用。', es: 'El autenticador se ha activado.', ja: '認証アプリを有効にしました。', de: 'Der Authenticator wurde aktiviert.', fr: 'L’authentificateur a été activé.',
  },
  'The authenticator has been disabled.': {
    zh: '身份验证器已停用。', es: 'El autenticador se ha desactivado.', ja: '認証アプリを無効にしました。', de: 'Der Authenticator wurde deaktiviert.', fr: 'L’authentificateur a été désactivé.',
  },
  'The authenticator of the user has been reset.': {
    zh: '该用户的身份验证器已重置。', es: 'El autenticador del usuario se ha restablecido.', ja: 'ユーザーの認証アプリをリセットしました。',
    de: 'Der Authenticator des Benutzers wurde zurückgesetzt.', fr: 'L’authentificateur de l’utilisateur a été réinitialisé.',
  },
  'The user has been created.': {
    zh: '用户已创建。', es: 'El usuario ha sido creado.', ja: 'ユーザーを作成しました。', de: 'Der Benutzer wurde angelegt.', fr: 'L’utilisateur a été créé.',
  },
  'The user has been updated.': {
    zh: '用户已更新。', es: 'El usuario ha sido actualizado.', ja: 'ユーザーを更新しました。', de: 'Der Benutzer wurde aktualisiert.', fr: 'L’utilisateur a été mis à jour.',
  },
  'The user has been deleted.': {
    zh: '用户已删除。', es: 'El usuario ha sido eliminado.', ja: 'ユーザーを削除しました。', de: 'Der Benutzer wurde gelöscht.', fr: 'L’utilisateur a été supprimé.',
  },
  'Your profile has been updated.': {
    zh: '您的个人资料已更新。', es: 'Su perfil ha sido actualizado.', ja: 'プロフィールを更新しました。', de: 'Ihr Profil wurde aktualisiert.', fr: 'Votre profil a été mis à jour.',
  },
  'Provider permissions cannot be given to merchant users.': {
    zh: '不能将服务商权限授予商户用户。', es: 'Los permisos del proveedor no se pueden dar a usuarios de comercios.',
    ja: 'プロバイダーの権限は加盟店のユーザーに付与できません。', de: 'Anbieterberechtigungen können Händlerbenutzern nicht erteilt werden.',
    fr: 'Les autorisations du fournisseur ne peuvent pas être accordées aux utilisateurs marchands.',
  },
  'You cannot change a user who holds permissions you do not have.': {
    zh: '您不能更改拥有您所没有的权限的用户。', es: 'No puede cambiar un usuario que tiene permisos que usted no tiene.',
    ja: 'ご自身が持たない権限を持つユーザーは変更できません。', de: 'Sie können keinen Benutzer ändern, der Berechtigungen hat, die Ihnen fehlen.',
    fr: 'Vous ne pouvez pas modifier un utilisateur qui détient des autorisations que vous n’avez pas.',
  },
  'You cannot change your own status or permissions.': {
    zh: '您不能更改自己的状态或权限。', es: 'No puede cambiar su propio estado ni sus permisos.', ja: 'ご自身のステータスや権限は変更できません。',
    de: 'Sie können Ihren eigenen Status und Ihre Berechtigungen nicht ändern.', fr: 'Vous ne pouvez pas modifier votre propre statut ni vos autorisations.',
  },
  'Use My Profile to change your own authenticator.': {
    zh: '请在“我的资料”中更改您自己的验证器。', es: 'Use Mi perfil para cambiar su propio autenticador.', ja: 'ご自身の認証アプリはマイプロフィールで変更してください。',
    de: 'Ändern Sie Ihren eigenen Authenticator unter „Mein Profil“.', fr: 'Utilisez Mon profil pour modifier votre propre authentificateur.',
  },
  'You cannot delete your own user.': {
    zh: '您不能删除自己的用户。', es: 'No puede eliminar su propio usuario.', ja: 'ご自身のユーザーは削除できません。',
    de: 'Sie können Ihren eigenen Benutzer nicht löschen.', fr: 'Vous ne pouvez pas supprimer votre propre utilisateur.',
  },
  'Too many requests, please try again later.': {
    zh: '请求过多，请稍后再试。', es: 'Demasiadas solicitudes, inténtelo más tarde.', ja: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
    de: 'Zu viele Anfragen, bitte versuchen Sie es später erneut.', fr: 'Trop de demandes, veuillez réessayer plus tard.',
  },
  'The server is busy receiving other files, please try again in a minute.': {
    zh: '服务器正忙于接收其他文件，请一分钟后再试。', es: 'El servidor está ocupado recibiendo otros archivos; inténtelo de nuevo en un minuto.',
    ja: 'サーバーは他のファイルを受信中です。1 分後にもう一度お試しください。', de: 'Der Server empfängt gerade andere Dateien, bitte versuchen Sie es in einer Minute erneut.',
    fr: 'Le serveur reçoit d’autres fichiers, veuillez réessayer dans une minute.',
  },
  'This agent is outside your company structure.': {
    zh: '该代理商不在您的公司结构中。', es: 'Este agente está fuera de la estructura de su empresa.', ja: 'この代理店は貴社の組織構造の外にあります。',
    de: 'Dieser Agent gehört nicht zu Ihrer Unternehmensstruktur.', fr: 'Cet agent est en dehors de la structure de votre entreprise.',
  },
  // Credit limits (server/modules/credit-limits/credit-limits.service.ts, LIMIT_TEXT).
  'The limit template was not found.': {
    zh: '未找到该限额模板。', es: 'No se encontró la plantilla de límites.', ja: '上限テンプレートが見つかりません。',
    de: 'Die Limitvorlage wurde nicht gefunden.', fr: 'Le modèle de limites est introuvable.',
  },
  'The limit item was not found.': {
    zh: '未找到该限额项。', es: 'No se encontró el elemento de límite.', ja: '上限項目が見つかりません。',
    de: 'Die Limitposition wurde nicht gefunden.', fr: 'L’élément de limite est introuvable.',
  },
  'You cannot set limits for your own agent.': {
    zh: '您不能为自己的代理商设置限额。', es: 'No puede establecer límites para su propio agente.', ja: 'ご自身の代理店に上限は設定できません。',
    de: 'Sie können für Ihren eigenen Agenten keine Limits festlegen.', fr: 'Vous ne pouvez pas définir de limites pour votre propre agent.',
  },
  'The limit template has been created.': {
    zh: '限额模板已创建。', es: 'Se ha creado la plantilla de límites.', ja: '上限テンプレートを作成しました。',
    de: 'Die Limitvorlage wurde erstellt.', fr: 'Le modèle de limites a été créé.',
  },
  'The limit template has been updated.': {
    zh: '限额模板已更新。', es: 'Se ha actualizado la plantilla de límites.', ja: '上限テンプレートを更新しました。',
    de: 'Die Limitvorlage wurde aktualisiert.', fr: 'Le modèle de limites a été mis à jour.',
  },
  'The limit template has been deleted.': {
    zh: '限额模板已删除。', es: 'Se ha eliminado la plantilla de límites.', ja: '上限テンプレートを削除しました。',
    de: 'Die Limitvorlage wurde gelöscht.', fr: 'Le modèle de limites a été supprimé.',
  },
  'The agent limits have been updated.': {
    zh: '代理商限额已更新。', es: 'Se han actualizado los límites del agente.', ja: '代理店の上限を更新しました。',
    de: 'Die Limits des Agenten wurden aktualisiert.', fr: 'Les limites de l’agent ont été mises à jour.',
  },
  // The transaction report (server/modules/reports/report.service.ts).
  'The end date cannot be in the future.': {
    zh: '结束日期不能晚于今天。', es: 'La fecha de fin no puede estar en el futuro.', ja: '終了日に未来の日付は指定できません。',
    de: 'Das Enddatum darf nicht in der Zukunft liegen.', fr: 'La date de fin ne peut pas être dans le futur.',
  },
  'The end date must be after the start date.': {
    zh: '结束日期必须晚于开始日期。', es: 'La fecha de fin debe ser posterior a la fecha de inicio.', ja: '終了日は開始日より後の日付にしてください。',
    de: 'Das Enddatum muss nach dem Startdatum liegen.', fr: 'La date de fin doit être postérieure à la date de début.',
  },
  'The start date is earlier than reports reach back.': {
    zh: '开始日期早于报表可查询的范围。', es: 'La fecha de inicio es anterior al período que abarcan los informes.', ja: '開始日がレポートで参照できる期間より前です。',
    de: 'Das Startdatum liegt vor dem Zeitraum, den Berichte abdecken.', fr: 'La date de début est antérieure à la période couverte par les rapports.',
  },
  'Choose a transaction type from the list.': {
    zh: '请从列表中选择交易类型。', es: 'Elija un tipo de transacción de la lista.', ja: '一覧から取引の種類を選択してください。',
    de: 'Wählen Sie eine Transaktionsart aus der Liste.', fr: 'Choisissez un type de transaction dans la liste.',
  },
  'Reports are sorted by date.': {
    zh: '报表按日期排序。', es: 'Los informes se ordenan por fecha.', ja: 'レポートは日付順に並べ替えられます。',
    de: 'Berichte werden nach Datum sortiert.', fr: 'Les rapports sont triés par date.',
  },
  // Reports by email and saved report views (report-email.service.ts, report-views.service.ts).
  'You can keep at most 50 report views. Delete one before saving another.': {
    zh: '最多只能保存 50 个报表视图。请先删除一个再保存。', es: 'Puede guardar como máximo 50 vistas de informe. Elimine una antes de guardar otra.',
    ja: '保存できるレポートビューは 50 件までです。別のビューを保存する前に 1 件削除してください。', de: 'Sie können höchstens 50 Berichtsansichten speichern. Löschen Sie eine, bevor Sie eine weitere speichern.',
    fr: 'Vous pouvez conserver au plus 50 vues de rapport. Supprimez-en une avant d’en enregistrer une autre.',
  },
  'The report view was not found.': {
    zh: '未找到该报表视图。', es: 'No se encontró la vista de informe.', ja: 'レポートビューが見つかりません。',
    de: 'Die Berichtsansicht wurde nicht gefunden.', fr: 'La vue de rapport est introuvable.',
  },
  'The report file was not found. Files of reports by email are kept for 7 days.': {
    zh: '未找到该报表文件。通过电子邮件发送的报表文件保留 7 天。',
    es: 'No se encontró el archivo del informe. Los archivos de los informes por correo electrónico se conservan 7 días.',
    ja: 'レポートファイルが見つかりません。メールで依頼したレポートのファイルは 7 日間保管されます。',
    de: 'Die Berichtsdatei wurde nicht gefunden. Dateien von Berichten per E-Mail werden 7 Tage lang aufbewahrt.',
    fr: 'Le fichier du rapport est introuvable. Les fichiers des rapports par e-mail sont conservés 7 jours.',
  },
  // Failures of reports by email before migration 0011 (a large file is linked since).
  'The report is too large to send by email. Please choose a shorter period or more filters.': {
    zh: '报表太大，无法通过电子邮件发送。请选择更短的时间段或更多筛选条件。',
    es: 'El informe es demasiado grande para enviarlo por correo electrónico. Elija un período más corto o más filtros.',
    ja: 'レポートが大きすぎるためメールで送信できません。期間を短くするか、絞り込み条件を追加してください。',
    de: 'Der Bericht ist zu groß für den Versand per E-Mail. Bitte wählen Sie einen kürzeren Zeitraum oder weitere Filter.',
    fr: 'Le rapport est trop volumineux pour être envoyé par e-mail. Veuillez choisir une période plus courte ou davantage de filtres.',
  },
  'The mail server refused the email with the report. Please check the email address.': {
    zh: '邮件服务器拒绝了包含报表的电子邮件。请检查电子邮件地址。',
    es: 'El servidor de correo rechazó el correo con el informe. Compruebe la dirección de correo electrónico.',
    ja: 'メールサーバーがレポートのメールを拒否しました。メールアドレスを確認してください。',
    de: 'Der Mailserver hat die E-Mail mit dem Bericht abgelehnt. Bitte prüfen Sie die E-Mail-Adresse.',
    fr: 'Le serveur de messagerie a refusé l’e-mail contenant le rapport. Veuillez vérifier l’adresse e-mail.',
  },
  'You already have 3 reports waiting to be sent by email. Please wait until one of them has been sent.': {
    zh: '您已有 3 份报表在等待通过电子邮件发送。请等待其中一份发送后再试。',
    es: 'Ya tiene 3 informes esperando a enviarse por correo electrónico. Espere a que se envíe uno de ellos.',
    ja: 'メール送信待ちのレポートがすでに 3 件あります。いずれかが送信されるまでお待ちください。',
    de: 'Sie haben bereits 3 Berichte, die auf den Versand per E-Mail warten. Bitte warten Sie, bis einer davon gesendet wurde.',
    fr: 'Vous avez déjà 3 rapports en attente d’envoi par e-mail. Veuillez attendre que l’un d’eux ait été envoyé.',
  },
  'The report could not be sent. Please try again later.': {
    zh: '无法发送报表。请稍后重试。', es: 'No se pudo enviar el informe. Inténtelo de nuevo más tarde.',
    ja: 'レポートを送信できませんでした。しばらくしてからもう一度お試しください。', de: 'Der Bericht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    fr: 'Le rapport n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  },
  'Payout is not enabled for your merchant account.': {
    zh: '您的商户账户未开通付款功能。', es: 'Los pagos no están habilitados para su cuenta de comercio.', ja: 'お客様の加盟店アカウントでは支払い機能が有効になっていません。',
    de: 'Auszahlungen sind für Ihr Händlerkonto nicht freigeschaltet.', fr: 'Les paiements ne sont pas activés pour votre compte marchand.',
  },
  'The agent was not found.': {
    zh: '未找到该代理商。', es: 'No se encontró el agente.', ja: '代理店が見つかりませんでした。', de: 'Der Agent wurde nicht gefunden.', fr: 'L’agent est introuvable.',
  },
  'This operation is not available yet.': {
    zh: '此功能暂不可用。', es: 'Esta operación aún no está disponible.', ja: 'この操作はまだ利用できません。', de: 'Diese Funktion ist noch nicht verfügbar.', fr: 'Cette opération n’est pas encore disponible.',
  },
  'Something went wrong, please try again later.': {
    zh: '出现问题，请稍后再试。', es: 'Algo salió mal, inténtelo más tarde.', ja: '問題が発生しました。しばらくしてからもう一度お試しください。',
    de: 'Etwas ist schiefgelaufen, bitte versuchen Sie es später erneut.', fr: 'Un problème est survenu, veuillez réessayer plus tard.',
  },
  'A Retailer (R) cannot have agents below it.': {
    zh: '零售商（R）下不能再有代理商。', es: 'Un minorista (R) no puede tener agentes por debajo.', ja: '小売店（R）の下に代理店を置くことはできません。',
    de: 'Unter einem Einzelhändler (R) kann es keine Agenten geben.', fr: 'Un détaillant (R) ne peut pas avoir d’agents en dessous.',
  },
  'A Sub Division (SD) may add only Retailer (R) agents.': {
    zh: '分部（SD）只能添加零售商（R）。', es: 'Una subdivisión (SD) solo puede añadir minoristas (R).', ja: 'サブディビジョン（SD）が追加できるのは小売店（R）のみです。',
    de: 'Ein Unterbereich (SD) kann nur Einzelhändler (R) hinzufügen.', fr: 'Une sous-division (SD) ne peut ajouter que des détaillants (R).',
  },
  'An email address must be added to the account.': {
    zh: '必须为账户添加电子邮件地址。', es: 'Debe añadirse una dirección de correo electrónico a la cuenta.', ja: 'アカウントにメールアドレスを追加する必要があります。',
    de: 'Dem Konto muss eine E-Mail-Adresse hinzugefügt werden.', fr: 'Une adresse e-mail doit être ajoutée au compte.',
  },
  'Invalid Sign-in details.': {
    zh: '登录信息无效。', es: 'Datos de inicio de sesión no válidos.', ja: 'サインイン情報が正しくありません。', de: 'Ungültige Anmeldedaten.', fr: 'Identifiants de connexion non valides.',
  },
  'Load the authenticator set-up first.': {
    zh: '请先加载验证器设置。', es: 'Cargue primero la configuración del autenticador.', ja: '先に認証アプリの設定を読み込んでください。',
    de: 'Laden Sie zuerst die Authenticator-Einrichtung.', fr: 'Chargez d’abord la configuration de l’authentificateur.',
  },
  'Please complete the captcha.': {
    zh: '请完成验证码。', es: 'Complete el captcha.', ja: 'キャプチャを完了してください。', de: 'Bitte lösen Sie das Captcha.', fr: 'Veuillez compléter le captcha.',
  },
  'Provider staff cannot be impersonated.': {
    zh: '不能模拟服务商员工。', es: 'No se puede suplantar al personal del proveedor.', ja: 'プロバイダーのスタッフになりすますことはできません。',
    de: 'Mitarbeitende des Anbieters können nicht vertreten werden.', fr: 'Le personnel du fournisseur ne peut pas être incarné.',
  },
  'The document was not found.': {
    zh: '未找到该文档。', es: 'No se encontró el documento.', ja: 'ドキュメントが見つかりませんでした。', de: 'Das Dokument wurde nicht gefunden.', fr: 'Le document est introuvable.',
  },
  'The email address of the account must be confirmed.': {
    zh: '必须确认账户的电子邮件地址。', es: 'Debe confirmarse la dirección de correo electrónico de la cuenta.', ja: 'アカウントのメールアドレスを確認する必要があります。',
    de: 'Die E-Mail-Adresse des Kontos muss bestätigt werden.', fr: 'L’adresse e-mail du compte doit être confirmée.',
  },
  'The authenticator is already enabled.': {
    zh: '验证器已启用。', es: 'El autenticador ya está activado.', ja: '認証アプリはすでに有効です。', de: 'Der Authenticator ist bereits aktiviert.', fr: 'L’authentificateur est déjà activé.',
  },
  'The old password is not correct.': {
    zh: '旧密码不正确。', es: 'La contraseña anterior no es correcta.', ja: '現在のパスワードが正しくありません。', de: 'Das bisherige Passwort ist nicht korrekt.', fr: 'L’ancien mot de passe est incorrect.',
  },
  'The user was not found.': {
    zh: '未找到该用户。', es: 'No se encontró el usuario.', ja: 'ユーザーが見つかりませんでした。', de: 'Der Benutzer wurde nicht gefunden.', fr: 'L’utilisateur est introuvable.',
  },
  'This account is disabled or locked and cannot be impersonated.': {
    zh: '该账户已停用或锁定，无法模拟。', es: 'Esta cuenta está desactivada o bloqueada y no se puede suplantar.', ja: 'このアカウントは無効またはロックされているため、なりすませません。',
    de: 'Dieses Konto ist deaktiviert oder gesperrt und kann nicht vertreten werden.', fr: 'Ce compte est désactivé ou verrouillé et ne peut pas être incarné.',
  },
  'Too many wrong codes: this code no longer works, please request a new one.': {
    zh: '错误次数过多：此代码已失效，请重新获取。', es: 'Demasiados códigos incorrectos: este código ya no sirve, solicite uno nuevo.', ja: '誤ったコードが多すぎます。このコードは使用できません。新しいコードを請求してください。',
    de: 'Zu viele falsche Codes: Dieser Code gilt nicht mehr, bitte fordern Sie einen neuen an.', fr: 'Trop de codes erronés : ce code n’est plus valable, veuillez en demander un nouveau.',
  },
  'You must change your password before you can sign in.': {
    zh: '您必须先更改密码才能登录。', es: 'Debe cambiar su contraseña antes de iniciar sesión.', ja: 'サインインする前にパスワードを変更する必要があります。',
    de: 'Sie müssen Ihr Passwort ändern, bevor Sie sich anmelden können.', fr: 'Vous devez changer votre mot de passe avant de pouvoir vous connecter.',
  },
  'Your account is disabled. Please contact support.': {
    zh: '您的账户已停用，请联系支持人员。', es: 'Su cuenta está desactivada. Póngase en contacto con el soporte.', ja: 'アカウントは無効です。サポートにお問い合わせください。',
    de: 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an den Support.', fr: 'Votre compte est désactivé. Veuillez contacter le support.',
  },
  'Your session has expired, please sign in again.': {
    zh: '您的会话已过期，请重新登录。', es: 'Su sesión ha caducado, inicie sesión de nuevo.', ja: 'セッションの有効期限が切れました。もう一度サインインしてください。',
    de: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an.', fr: 'Votre session a expiré, veuillez vous reconnecter.',
  },
  'Too many refused sales from this terminal, please try again in a minute.': {
    zh: '此终端被拒绝的销售过多，请一分钟后再试。', es: 'Demasiadas ventas rechazadas desde este terminal; inténtelo de nuevo en un minuto.', ja: 'この端末で拒否された販売が多すぎます。1 分後にもう一度お試しください。',
    de: 'Zu viele abgelehnte Verkäufe von diesem Terminal, bitte versuchen Sie es in einer Minute erneut.', fr: 'Trop de ventes refusées depuis ce terminal, veuillez réessayer dans une minute.',
  },
  // Settlement files and the performance report (server/modules/settlement, server/modules/performance).
  'This settlement file is not available.': {
    zh: '此结算文件不可用。', es: 'Este archivo de liquidación no está disponible.', ja: 'この精算ファイルは利用できません。',
    de: 'Diese Abrechnungsdatei ist nicht verfügbar.', fr: 'Ce fichier de règlement n’est pas disponible.',
  },
  'You do not have permission to see the performance report.': {
    zh: '您没有查看业绩报表的权限。', es: 'No tiene permiso para ver el informe de rendimiento.', ja: '実績レポートを表示する権限がありません。',
    de: 'Sie haben keine Berechtigung, den Leistungsbericht anzuzeigen.', fr: 'Vous n’avez pas l’autorisation de consulter le rapport de performance.',
  },
  // The refund of a transaction (server/modules/reports/refund.service.ts, ledger/sale-reversals.service.ts).
  'You do not have permission to refund transactions.': {
    zh: '您没有退款交易的权限。', es: 'No tiene permiso para reembolsar transacciones.', ja: '取引を返金する権限がありません。',
    de: 'Sie haben keine Berechtigung, Transaktionen zu erstatten.', fr: 'Vous n’avez pas l’autorisation de rembourser des transactions.',
  },
  'The transaction was not found.': {
    zh: '未找到该交易。', es: 'No se encontró la transacción.', ja: '取引が見つかりませんでした。', de: 'Die Transaktion wurde nicht gefunden.', fr: 'La transaction est introuvable.',
  },
  'This transaction is outside your company structure.': {
    zh: '该交易不在您的公司结构中。', es: 'Esta transacción está fuera de la estructura de su empresa.', ja: 'この取引は貴社の組織構造の外にあります。',
    de: 'Diese Transaktion gehört nicht zu Ihrer Unternehmensstruktur.', fr: 'Cette transaction est en dehors de la structure de votre entreprise.',
  },
  'The voucher serial does not match this transaction.': {
    zh: '代金券序列号与该交易不符。', es: 'El número de serie del cupón no corresponde a esta transacción.', ja: 'バウチャーのシリアル番号がこの取引と一致しません。',
    de: 'Die Seriennummer des Gutscheins passt nicht zu dieser Transaktion.', fr: 'Le numéro de série du bon ne correspond pas à cette transaction.',
  },
  'Only a sale can be refunded.': {
    zh: '只有销售交易可以退款。', es: 'Solo se puede reembolsar una venta.', ja: '返金できるのは販売取引のみです。',
    de: 'Nur ein Verkauf kann erstattet werden.', fr: 'Seule une vente peut être remboursée.',
  },
  'Only a successful sale can be refunded.': {
    zh: '只有成功的销售交易可以退款。', es: 'Solo se puede reembolsar una venta realizada con éxito.', ja: '返金できるのは成功した販売取引のみです。',
    de: 'Nur ein erfolgreicher Verkauf kann erstattet werden.', fr: 'Seule une vente réussie peut être remboursée.',
  },
  'This transaction has already been refunded.': {
    zh: '该交易此前已退款，不能再次退款。', es: 'Esta transacción ya se ha reembolsado.', ja: 'この取引はすでに返金されています。',
    de: 'Diese Transaktion wurde bereits erstattet.', fr: 'Cette transaction a déjà été remboursée.',
  },
  'This sale has been reversed and cannot be refunded.': {
    zh: '该销售已被冲正，无法退款。', es: 'Esta venta se ha anulado y no se puede reembolsar.', ja: 'この販売は取り消されているため、返金できません。',
    de: 'Dieser Verkauf wurde storniert und kann nicht erstattet werden.', fr: 'Cette vente a été annulée et ne peut pas être remboursée.',
  },
  'The voucher of this sale has been redeemed, so the sale cannot be refunded.': {
    zh: '该销售的代金券已被兑换，因此无法退款。', es: 'El cupón de esta venta ya se ha canjeado, por lo que la venta no se puede reembolsar.',
    ja: 'この販売のバウチャーは引き換え済みのため、返金できません。', de: 'Der Gutschein dieses Verkaufs wurde eingelöst, daher kann der Verkauf nicht erstattet werden.',
    fr: 'Le bon de cette vente a été utilisé, la vente ne peut donc pas être remboursée.',
  },
  'The voucher of this sale can no longer be refunded.': {
    zh: '该销售的代金券已无法退款。', es: 'El cupón de esta venta ya no se puede reembolsar.', ja: 'この販売のバウチャーはもう返金できません。',
    de: 'Der Gutschein dieses Verkaufs kann nicht mehr erstattet werden.', fr: 'Le bon de cette vente ne peut plus être remboursé.',
  },
  'The password is not correct.': {
    zh: '密码不正确。', es: 'La contraseña no es correcta.', ja: 'パスワードが正しくありません。', de: 'Das Passwort ist nicht korrekt.', fr: 'Le mot de passe est incorrect.',
  },
  // Product Validate / Product Redeem (server/modules/vouchers: VOUCHER_TEXT, REDEEMER_TEXT, PIN_LOCK_TEXT).
  'No voucher has this PIN. Please check the PIN and try again.': {
    zh: '没有与此 PIN 对应的券。请检查 PIN 后重试。', es: 'Ningún cupón tiene este PIN. Compruebe el PIN e inténtelo de nuevo.',
    ja: 'この PIN のバウチャーはありません。PIN を確認してもう一度お試しください。', de: 'Kein Gutschein hat diese PIN. Bitte prüfen Sie die PIN und versuchen Sie es erneut.',
    fr: 'Aucun bon ne correspond à ce PIN. Veuillez vérifier le PIN et réessayer.',
  },
  'This voucher has already been redeemed.': {
    zh: '此券已被兑换。', es: 'Este cupón ya se ha canjeado.', ja: 'このバウチャーはすでに引き換えられています。',
    de: 'Dieser Gutschein wurde bereits eingelöst.', fr: 'Ce bon a déjà été utilisé.',
  },
  'This voucher has been refunded and cannot be redeemed.': {
    zh: '此券已退款，无法兑换。', es: 'Este cupón se ha reembolsado y no se puede canjear.', ja: 'このバウチャーは返金済みのため、引き換えできません。',
    de: 'Dieser Gutschein wurde erstattet und kann nicht eingelöst werden.', fr: 'Ce bon a été remboursé et ne peut pas être utilisé.',
  },
  'The sale of this voucher was reversed, so it cannot be redeemed.': {
    zh: '此券的销售已被冲正，因此无法兑换。', es: 'La venta de este cupón se anuló, por lo que no se puede canjear.', ja: 'このバウチャーの販売は取り消されたため、引き換えできません。',
    de: 'Der Verkauf dieses Gutscheins wurde storniert, daher kann er nicht eingelöst werden.', fr: 'La vente de ce bon a été annulée, il ne peut donc pas être utilisé.',
  },
  'This voucher has not been sold, so it cannot be redeemed.': {
    zh: '此券尚未售出，因此无法兑换。', es: 'Este cupón no se ha vendido, por lo que no se puede canjear.', ja: 'このバウチャーは販売されていないため、引き換えできません。',
    de: 'Dieser Gutschein wurde nicht verkauft, daher kann er nicht eingelöst werden.', fr: 'Ce bon n’a pas été vendu, il ne peut donc pas être utilisé.',
  },
  'Your merchant account is not active.': {
    zh: '您的商户账户未激活。', es: 'Su cuenta de comercio no está activa.', ja: 'お客様の加盟店アカウントは有効ではありません。',
    de: 'Ihr Händlerkonto ist nicht aktiv.', fr: 'Votre compte marchand n’est pas actif.',
  },
  'You do not have permission to validate vouchers.': {
    zh: '您没有验证券的权限。', es: 'No tiene permiso para validar cupones.', ja: 'バウチャーを検証する権限がありません。',
    de: 'Sie haben keine Berechtigung, Gutscheine zu prüfen.', fr: 'Vous n’avez pas l’autorisation de vérifier des bons.',
  },
  'You do not have permission to redeem vouchers.': {
    zh: '您没有兑换券的权限。', es: 'No tiene permiso para canjear cupones.', ja: 'バウチャーを引き換える権限がありません。',
    de: 'Sie haben keine Berechtigung, Gutscheine einzulösen.', fr: 'Vous n’avez pas l’autorisation d’utiliser des bons.',
  },
  'Your account type can validate vouchers but not redeem them.': {
    zh: '您的账户类型可以验证券，但不能兑换券。', es: 'Su tipo de cuenta puede validar cupones, pero no canjearlos.', ja: 'お客様のアカウントの種類では、バウチャーの検証はできますが引き換えはできません。',
    de: 'Ihr Kontotyp kann Gutscheine prüfen, aber nicht einlösen.', fr: 'Votre type de compte peut vérifier des bons, mais pas les utiliser.',
  },
  'Too many wrong voucher PINs. Voucher validation is locked for 15 minutes, please try again later.': {
    zh: '错误的券 PIN 过多。券验证已锁定 15 分钟，请稍后再试。', es: 'Demasiados PIN de cupón incorrectos. La validación de cupones está bloqueada durante 15 minutos; inténtelo más tarde.',
    ja: '誤ったバウチャー PIN が多すぎます。バウチャーの検証は 15 分間ロックされています。しばらくしてからもう一度お試しください。',
    de: 'Zu viele falsche Gutschein-PINs. Die Gutscheinprüfung ist für 15 Minuten gesperrt, bitte versuchen Sie es später erneut.',
    fr: 'Trop de PIN de bon erronés. La vérification des bons est bloquée pendant 15 minutes, veuillez réessayer plus tard.',
  },
  'Too many wrong voucher PINs from your network. Voucher validation is locked for 15 minutes, please try again later.': {
    zh: '来自您网络的错误券 PIN 过多。券验证已锁定 15 分钟，请稍后再试。', es: 'Demasiados PIN de cupón incorrectos desde su red. La validación de cupones está bloqueada durante 15 minutos; inténtelo más tarde.',
    ja: 'お客様のネットワークからの誤ったバウチャー PIN が多すぎます。バウチャーの検証は 15 分間ロックされています。しばらくしてからもう一度お試しください。',
    de: 'Zu viele falsche Gutschein-PINs aus Ihrem Netzwerk. Die Gutscheinprüfung ist für 15 Minuten gesperrt, bitte versuchen Sie es später erneut.',
    fr: 'Trop de PIN de bon erronés depuis votre réseau. La vérification des bons est bloquée pendant 15 minutes, veuillez réessayer plus tard.',
  },
  // PIN batch orders (server/modules/pin-orders).
  'No PIN order has this reference.': {
    zh: '没有此编号的 PIN 订单。', es: 'No hay ningún pedido de PIN con esta referencia.', ja: 'この番号の PIN 注文はありません。',
    de: 'Es gibt keine PIN-Bestellung mit dieser Referenz.', fr: 'Aucune commande de PIN ne porte cette référence.',
  },
  'Your orders have been created and are waiting for approval.': {
    zh: '您的订单已创建，正在等待审批。', es: 'Sus pedidos se han creado y están pendientes de aprobación.', ja: '注文を作成しました。承認待ちです。',
    de: 'Ihre Bestellungen wurden angelegt und warten auf Freigabe.', fr: 'Vos commandes ont été créées et attendent leur approbation.',
  },
  'The order has been deleted.': {
    zh: '订单已删除。', es: 'Se ha eliminado el pedido.', ja: '注文を削除しました。', de: 'Die Bestellung wurde gelöscht.', fr: 'La commande a été supprimée.',
  },
  'The order has been approved. Its PINs are being generated.': {
    zh: '订单已批准，正在生成其 PIN。', es: 'Se ha aprobado el pedido. Se están generando sus PIN.', ja: '注文を承認しました。PIN を生成しています。',
    de: 'Die Bestellung wurde freigegeben. Ihre PINs werden erzeugt.', fr: 'La commande a été approuvée. Ses PIN sont en cours de génération.',
  },
  'The order has been rejected.': {
    zh: '订单已被拒绝。', es: 'Se ha rechazado el pedido.', ja: '注文を却下しました。', de: 'Die Bestellung wurde abgelehnt.', fr: 'La commande a été refusée.',
  },
  'Only an order waiting for approval can be deleted.': {
    zh: '只能删除等待审批的订单。', es: 'Solo se puede eliminar un pedido pendiente de aprobación.', ja: '削除できるのは承認待ちの注文だけです。',
    de: 'Nur eine Bestellung, die auf Freigabe wartet, kann gelöscht werden.', fr: 'Seule une commande en attente d’approbation peut être supprimée.',
  },
  'Only an order waiting for approval can be approved or rejected.': {
    zh: '只能批准或拒绝等待审批的订单。', es: 'Solo se puede aprobar o rechazar un pedido pendiente de aprobación.', ja: '承認または却下できるのは承認待ちの注文だけです。',
    de: 'Nur eine Bestellung, die auf Freigabe wartet, kann freigegeben oder abgelehnt werden.', fr: 'Seule une commande en attente d’approbation peut être approuvée ou refusée.',
  },
  'This order cannot be approved: its value would exceed a credit limit of the ordering agent or of an agent above it.': {
    zh: '无法批准此订单：其金额将超出下单代理商或其上级代理商的信用额度。',
    es: 'No se puede aprobar este pedido: su valor superaría un límite de crédito del agente que lo realizó o de un agente superior.',
    ja: 'この注文は承認できません。金額が注文した代理店またはその上位の代理店の与信限度額を超えます。',
    de: 'Diese Bestellung kann nicht freigegeben werden: Ihr Wert würde ein Kreditlimit des bestellenden Agenten oder eines übergeordneten Agenten überschreiten.',
    fr: 'Cette commande ne peut pas être approuvée : sa valeur dépasserait une limite de crédit de l’agent qui l’a passée ou d’un agent au-dessus de lui.',
  },
  'An order must be approved or rejected by someone other than the user who placed it.': {
    zh: '订单必须由下单用户以外的人批准或拒绝。', es: 'Un pedido debe aprobarlo o rechazarlo alguien distinto del usuario que lo realizó.',
    ja: '注文の承認または却下は、注文したユーザー以外の人が行う必要があります。',
    de: 'Eine Bestellung muss von jemand anderem als dem Benutzer, der sie aufgegeben hat, freigegeben oder abgelehnt werden.',
    fr: 'Une commande doit être approuvée ou refusée par une autre personne que l’utilisateur qui l’a passée.',
  },
  'This product is not available to order.': {
    zh: '此产品无法订购。', es: 'Este producto no se puede pedir.', ja: 'この商品は注文できません。', de: 'Dieses Produkt kann nicht bestellt werden.', fr: 'Ce produit ne peut pas être commandé.',
  },
  'Each product may be ordered once per request; change its quantity instead.': {
    zh: '每个产品在一次请求中只能订购一次；请改为修改其数量。', es: 'Cada producto se puede pedir una vez por solicitud; cambie su cantidad en su lugar.',
    ja: '各商品は 1 回の依頼で 1 度だけ注文できます。代わりに数量を変更してください。',
    de: 'Jedes Produkt kann pro Anfrage nur einmal bestellt werden; ändern Sie stattdessen die Menge.',
    fr: 'Chaque produit ne peut être commandé qu’une fois par demande ; modifiez plutôt sa quantité.',
  },
  'The order is not ready for download.': {
    zh: '订单尚不能下载。', es: 'El pedido todavía no se puede descargar.', ja: 'この注文はまだダウンロードできません。',
    de: 'Die Bestellung ist noch nicht zum Herunterladen bereit.', fr: 'La commande n’est pas encore prête à être téléchargée.',
  },
  'PIN files are offered encrypted (pgp) only on this portal.': {
    zh: '本门户仅提供加密（pgp）的 PIN 文件。', es: 'En este portal los archivos de PIN solo se ofrecen cifrados (pgp).', ja: 'このポータルでは PIN ファイルは暗号化（pgp）された形式でのみ提供されます。',
    de: 'PIN-Dateien werden in diesem Portal nur verschlüsselt (pgp) angeboten.', fr: 'Sur ce portail, les fichiers de PIN ne sont proposés que chiffrés (pgp).',
  },
  'No OpenPGP key is set for this merchant account. Ask your provider to set one to download encrypted PIN files.': {
    zh: '此商户账户未设置 OpenPGP 密钥。请联系您的服务提供商设置密钥，以便下载加密的 PIN 文件。',
    es: 'No hay ninguna clave OpenPGP configurada para esta cuenta de comercio. Pida a su proveedor que configure una para descargar archivos de PIN cifrados.',
    ja: 'この加盟店アカウントには OpenPGP 鍵が設定されていません。暗号化された PIN ファイルをダウンロードするには、プロバイダーに鍵の設定を依頼してください。',
    de: 'Für dieses Händlerkonto ist kein OpenPGP-Schlüssel hinterlegt. Bitten Sie Ihren Anbieter, einen zu hinterlegen, um verschlüsselte PIN-Dateien herunterzuladen.',
    fr: 'Aucune clé OpenPGP n’est définie pour ce compte marchand. Demandez à votre fournisseur d’en définir une pour télécharger des fichiers de PIN chiffrés.',
  },
  'The OpenPGP key set for this merchant account can no longer encrypt (it has expired or been revoked). Ask your provider to set a new one.': {
    zh: '为此商户账户设置的 OpenPGP 密钥已无法加密（已过期或已吊销）。请联系您的服务提供商设置新密钥。',
    es: 'La clave OpenPGP de esta cuenta de comercio ya no puede cifrar (ha caducado o se ha revocado). Pida a su proveedor que configure una nueva.',
    ja: 'この加盟店アカウントに設定された OpenPGP 鍵は暗号化に使えなくなりました（期限切れまたは失効）。プロバイダーに新しい鍵の設定を依頼してください。',
    de: 'Der für dieses Händlerkonto hinterlegte OpenPGP-Schlüssel kann nicht mehr verschlüsseln (abgelaufen oder widerrufen). Bitten Sie Ihren Anbieter, einen neuen zu hinterlegen.',
    fr: 'La clé OpenPGP définie pour ce compte marchand ne peut plus chiffrer (elle a expiré ou été révoquée). Demandez à votre fournisseur d’en définir une nouvelle.',
  },
  'This order has no attachment.': {
    zh: '此订单没有附件。', es: 'Este pedido no tiene ningún archivo adjunto.', ja: 'この注文には添付ファイルがありません。', de: 'Diese Bestellung hat keinen Anhang.', fr: 'Cette commande n’a pas de pièce jointe.',
  },
  'The OpenPGP key has been set.': {
    zh: 'OpenPGP 密钥已设置。', es: 'Se ha configurado la clave OpenPGP.', ja: 'OpenPGP 鍵を設定しました。', de: 'Der OpenPGP-Schlüssel wurde hinterlegt.', fr: 'La clé OpenPGP a été définie.',
  },
  'The OpenPGP key has been removed.': {
    zh: 'OpenPGP 密钥已移除。', es: 'Se ha quitado la clave OpenPGP.', ja: 'OpenPGP 鍵を削除しました。', de: 'Der OpenPGP-Schlüssel wurde entfernt.', fr: 'La clé OpenPGP a été supprimée.',
  },
  'This is not an ASCII-armored OpenPGP public key.': {
    zh: '这不是 ASCII 封装的 OpenPGP 公钥。', es: 'Esto no es una clave pública OpenPGP en formato ASCII blindado.', ja: 'これは ASCII 形式の OpenPGP 公開鍵ではありません。',
    de: 'Dies ist kein ASCII-geschützter öffentlicher OpenPGP-Schlüssel.', fr: 'Ceci n’est pas une clé publique OpenPGP au format ASCII armuré.',
  },
  'This is a private key. Send only the public key and keep the private key secret.': {
    zh: '这是私钥。请只发送公钥，并妥善保管私钥。', es: 'Esta es una clave privada. Envíe solo la clave pública y mantenga en secreto la clave privada.',
    ja: 'これは秘密鍵です。公開鍵だけを送信し、秘密鍵は他人に知られないよう保管してください。',
    de: 'Dies ist ein privater Schlüssel. Senden Sie nur den öffentlichen Schlüssel und halten Sie den privaten geheim.',
    fr: 'Ceci est une clé privée. N’envoyez que la clé publique et gardez la clé privée secrète.',
  },
  'This key cannot encrypt: it has no valid encryption key, or it has expired or been revoked.': {
    zh: '此密钥无法加密：它没有有效的加密密钥，或已过期或已吊销。', es: 'Esta clave no puede cifrar: no tiene una clave de cifrado válida, o ha caducado o se ha revocado.',
    ja: 'この鍵は暗号化に使えません。有効な暗号化鍵がないか、期限切れまたは失効しています。',
    de: 'Dieser Schlüssel kann nicht verschlüsseln: Er hat keinen gültigen Verschlüsselungsschlüssel, oder er ist abgelaufen oder widerrufen.',
    fr: 'Cette clé ne peut pas chiffrer : elle n’a pas de clé de chiffrement valide, ou elle a expiré ou été révoquée.',
  },
};

/** The spec's own texts that the client also shows: their translations are the client's
 * (src/shared/i18n/lang), so a refusal reads the same from the server as from the form. Listed
 * here when the client's English differs (a placeholder) or several ids share the text; any
 * other sentence the client's catalogue has in English is found there by its text. */
const SPEC_TEXTS: Record<string, { id: string; values?: Record<string, string> }> = {
  'Password must be 8-50 characters long and contain at least one upper case letter, one lower case letter, one numeric character, and one special character with no spaces.':
    { id: 'AUTH.VALIDATION.PASSWORD_RULE' },
  'Invalid Code': { id: 'AUTH.AUTHENTICATOR.INVALID_CODE' },
  'Max file size: 25mb': { id: 'COMMON.FILE.MAX_SIZE', values: { n: '25' } },
  'Invalid OTP!': { id: 'AUTH.OTP.INVALID' },
  'Invalid token or token has expired!': { id: 'AUTH.RESET.PASSWORD.VALIDATE.TOKEN.FAILED' },
  'Your session has expired, please login again.': { id: 'COMMON.SESSION.EXPIRED_LOGIN_AGAIN' },
  'Your account has been logged in from another location.': { id: 'FORCE.LOGOUT.MESSAGE' },
  'Wrong email format': { id: 'COMMON.VALIDATION.WRONG_EMAIL_FORMAT' },
  'Voucher Pin must be a number': { id: 'VOUCHER.VALIDATION.PIN_NUMERIC' },
  "You don't have permission to access this site": { id: 'AUTH.ACCESS_DENIED.NO_SITE_PERMISSION' },
};

/** The spec's texts with a number of the deployment's settings (a portal document's file
 * limits), read as the client's message with that number. */
const SPEC_PATTERNS: readonly [RegExp, string][] = [
  [/^Max file size: (\d+)mb$/, 'COMMON.FILE.MAX_SIZE'],
  [/^Max filename length: (\d+)$/, 'COMMON.FILE.MAX_NAME_LENGTH'],
];

function specEntry(sentence: string): { id: string; values?: Record<string, string> } | undefined {
  const entry = SPEC_TEXTS[sentence];
  if (entry) return entry;
  for (const [pattern, id] of SPEC_PATTERNS) {
    const match = pattern.exec(sentence);
    if (match) return { id, values: { n: match[1]! } };
  }
  return undefined;
}

/** A message of the client's catalogue in `language`: the words a file the server writes shares
 * with the screen (the report's column headers). */
export function clientText(id: string, language: ServerLanguage): string {
  return say({ id }, language);
}

/** The client's message id of an English sentence it also shows (its English catalogue). */
let clientIds: Map<string, string> | undefined;

function specText(sentence: string, language: ServerLanguage): string | undefined {
  const entry = specEntry(sentence);
  clientIds ??= new Map(Object.entries(clientEnglish()).map(([id, text]) => [text, id]));
  const id = entry?.id ?? clientIds.get(sentence);
  if (!id) return undefined;
  return say({ id }, language, entry?.values);
}

/** The label of a field path in `language`: 'agentDetail.agentCode' -> 'Agent code'. */
function fieldLabel(path: string, language: ServerLanguage): string {
  const name = fieldName(path);
  const label = FIELD_LABELS[name];
  return label ? say(label, language) : spelledOut(name);
}

const PARTS = new Set(['body', 'query', 'path', 'header']);
const FIELD_REFUSAL = /^([A-Za-z][\w]*(?:\[\d+\])*(?:\.[A-Za-z][\w]*(?:\[\d+\])*)*): (.+)$/;

export interface WordedRefusal {
  resultDescription: string;
  /** The field the refusal is about (a dotted path), for a form to show it there. */
  field?: string;
}

/** The refusal's description as the merchant reads it in `language`. */
export function wordRefusal(description: string, language: ServerLanguage): WordedRefusal {
  const fieldRefusal = FIELD_REFUSAL.exec(description);
  if (fieldRefusal) {
    const [, path = '', problem = ''] = fieldRefusal;
    if (PARTS.has(path)) return { resultDescription: UNREADABLE[language] };
    // A problem worded as a sentence already (the spec's password rule...) reads as it is.
    if (/^[A-Z][a-z]/.test(problem)) return { resultDescription: translated(problem, language), field: path };
    const label = fieldLabel(path, language);
    for (const [pattern, wordings] of PROBLEMS) {
      const match = pattern.exec(problem);
      if (match) return { resultDescription: wordings[language](label, match[1] ?? ''), field: path };
    }
    return { resultDescription: `${label}: ${problem}`, field: path };
  }
  return { resultDescription: translated(description, language) };
}

/** A success's description (resultCode 0) in `language`: a known sentence (the client's
 * catalogue's, 'Success' included, or SENTENCES) is translated, any other keeps its words. */
export function wordSuccess(description: string, language: ServerLanguage): string {
  return translated(description, language);
}

function translated(sentence: string, language: ServerLanguage): string {
  if (language === 'en') return sentence;
  return specText(sentence, language) ?? SENTENCES[sentence]?.[language] ?? sentence;
}

/** The problem patterns, for the test that words every problem the validation can name. */
export const WORDED_PROBLEMS: readonly RegExp[] = PROBLEMS.map(([pattern]) => pattern);

/** Whether a sentence reads in every language (for the test of the services' refusals). */
export function isTranslated(sentence: string): boolean {
  return SERVER_LANGUAGES.filter((language) => language !== 'en').every((language) => translated(sentence, language) !== sentence);
}
