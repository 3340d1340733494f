// One way a form shows what its save came to: a refusal about one field of the form shows
// under that field (the server words it in the merchant's language), any other refusal as a
// danger alert, a success as a success alert with the server's text.
import { getIn, type FormikHelpers } from 'formik';
import type { ApiResult } from '../api';
import type { useAlerts } from '../ui/Alert';

type Outcome = { data?: unknown; error?: unknown };

/** The form's field a refusal names: the longest tail of the server's path that the form's
 * values have (`limitInfo.templateCode` -> `templateCode`, `limitItems[1].limitValue` as it is). */
function formFieldOf(path: string, values: object): string | undefined {
  const parts = path.split('.');
  return parts.map((_, i) => parts.slice(i).join('.')).find((tail) => getIn(values, tail) !== undefined);
}

/** Shows the outcome; true when the save succeeded. */
export function showSaveOutcome<V extends object>(
  outcome: Outcome,
  values: V,
  form: FormikHelpers<V>,
  alerts: ReturnType<typeof useAlerts>,
  title: string,
): boolean {
  if ('error' in outcome && outcome.error) {
    const refusal = outcome.error as ApiResult;
    const field = refusal.field ? formFieldOf(refusal.field, values) : undefined;
    if (field) form.setFieldError(field, refusal.resultDescription);
    else alerts.danger(title, refusal.resultDescription);
    return false;
  }
  alerts.success(title, outcome.data as string | undefined);
  return true;
}
