// A formik `validate` that loads its yup schema on the first validation, so a form shown on a
// first visit (the sign-in page) does not make the page load yup. It validates exactly as
// formik's `validationSchema` does (empty strings count as missing, every error reported) and
// gives the same errors; the schema module is loaded once, on the first change, blur or submit.
import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

export function validateWithLazySchema<Values extends FormikValues>(
  loadSchema: () => Promise<Schema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    const schema = await loadSchema();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as Error | null)?.name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
